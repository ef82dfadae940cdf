import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, pageSecurityHeaders, permissionsPolicy, storageOrigin } from "./security-headers";

const base = {
  NODE_ENV: "production",
  APP_URL: "https://lumen.example",
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: undefined,
  NEXT_PUBLIC_GTM_ID: undefined,
  STRIPE_SECRET_KEY: undefined,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: undefined,
  NEXT_PUBLIC_POSTHOG_KEY: undefined,
  NEXT_PUBLIC_POSTHOG_HOST: undefined,
  S3_BUCKET: undefined,
  S3_ENDPOINT: undefined,
  S3_FORCE_PATH_STYLE: undefined,
  GOOGLE_CLIENT_ID: undefined,
  APPLE_CLIENT_ID: undefined,
  LINKEDIN_CLIENT_ID: undefined,
} as const;

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split("; ").map((part) => {
    const [name, ...sources] = part.split(" ");
    return [name!, sources] as const;
  }));
}

describe("the Content-Security-Policy", () => {
  it("allows scripts from our origin with this response's nonce only, and no framing by other sites", () => {
    const csp = directives(contentSecurityPolicy("abc123", base, "/app"));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    // Left out where they would repeat default-src: the browser falls back to it.
    expect(csp.get("default-src")).toEqual(["'self'"]);
    for (const same of ["font-src", "connect-src", "frame-src", "manifest-src"]) expect(csp.has(same), same).toBe(false);
    expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
    // No blanket escape hatches in production.
    expect(contentSecurityPolicy("abc123", base, "/app")).not.toMatch(/unsafe-eval|strict-dynamic|\*(?!\.analytics)/);
  });

  it("lets the cached public pages (rendered once for everyone) run their inline scripts without a nonce, and no other page", () => {
    for (const path of ["/", "/pricing", "/blog/some-post", "/legal/privacy", "/lp/v2"]) {
      expect(directives(contentSecurityPolicy("abc123", base, path)).get("script-src"), path).toEqual(["'self'", "'unsafe-inline'"]);
    }
    for (const path of ["/app", "/checkout", "/admin/user", "/auth/login", "/team-page/abc", "/nope"]) {
      expect(directives(contentSecurityPolicy("abc123", base, path)).get("script-src"), path).toEqual(["'self'", "'nonce-abc123'"]);
    }
  });

  it("lets the snippet generators' previews show photos from any https address, and no other page", () => {
    for (const path of ["/tools/free-email-signature-generator", "/tools/free-team-page-generator"]) {
      expect(directives(contentSecurityPolicy("n", base, path)).get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
    }
    for (const path of ["/", "/pricing", "/tools/free-headshot-generator", "/app"]) {
      expect(directives(contentSecurityPolicy("n", base, path)).get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    }
  });

  it("adds each outside service's hosts only when its key is set", () => {
    const none = contentSecurityPolicy("n", base);
    for (const host of ["stripe.com", "google.com", "gstatic.com", "googletagmanager.com", "posthog.com"]) expect(none).not.toContain(host);

    const all = directives(
      contentSecurityPolicy("n", {
        ...base,
        STRIPE_SECRET_KEY: "sk_test_x",
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site",
        NEXT_PUBLIC_GTM_ID: "GTM-ABC",
        NEXT_PUBLIC_POSTHOG_KEY: "phc_x",
        NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com",
      }, "/checkout"),
    );
    expect(all.get("script-src")).toEqual(
      expect.arrayContaining([
        "https://js.stripe.com",
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
        "https://www.googletagmanager.com",
        "https://eu.i.posthog.com",
        "https://eu-assets.i.posthog.com",
      ]),
    );
    expect(all.get("frame-src")).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://www.google.com/recaptcha/"]));
    expect(all.get("connect-src")).toEqual(expect.arrayContaining(["https://api.stripe.com", "https://eu.i.posthog.com"]));
  });

  it("leaves payments out of the cached public pages' policy (no Stripe there), and in where a payment can happen", () => {
    const keys = { ...base, STRIPE_SECRET_KEY: "sk_test_x", NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site" };
    for (const path of ["/", "/pricing", "/contact", "/tools/free-team-page-generator"]) {
      const csp = contentSecurityPolicy("n", keys, path);
      expect(csp, path).not.toContain("stripe.com");
      expect(csp, path).toContain("https://www.google.com/recaptcha/");
    }
    for (const path of ["/checkout", "/app/results/x/unlock-more"]) expect(contentSecurityPolicy("n", keys, path), path).toContain("https://js.stripe.com");
  });

  it("admits the consent-gated analytics hosts (tag manager, PostHog) on cached and nonce pages alike, and only with their keys", () => {
    const keys = { ...base, NEXT_PUBLIC_GTM_ID: "GTM-ABC", NEXT_PUBLIC_POSTHOG_KEY: "phc_x", NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com" };
    for (const path of ["/", "/pricing", "/tools", "/app", "/checkout"]) {
      const csp = directives(contentSecurityPolicy("n", keys, path));
      expect(csp.get("script-src"), path).toEqual(expect.arrayContaining(["https://www.googletagmanager.com", "https://eu.i.posthog.com", "https://eu-assets.i.posthog.com"]));
      expect(csp.get("connect-src"), path).toEqual(
        expect.arrayContaining(["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://eu.i.posthog.com", "https://eu-assets.i.posthog.com"]),
      );
    }
    // The tag manager alone: no PostHog host.
    const gtmOnly = contentSecurityPolicy("n", { ...base, NEXT_PUBLIC_GTM_ID: "GTM-ABC" }, "/app");
    expect(directives(gtmOnly).get("script-src")).toEqual(["'self'", "'nonce-n'", "https://www.googletagmanager.com"]);
    expect(gtmOnly).not.toContain("posthog");
    // A PostHog key without its host starts nothing, so it admits nothing; the host alone neither.
    expect(contentSecurityPolicy("n", { ...base, NEXT_PUBLIC_POSTHOG_KEY: "phc_x" }, "/")).not.toContain("posthog");
    expect(contentSecurityPolicy("n", { ...base, NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com" }, "/")).not.toContain("posthog");
    // A self-hosted PostHog (or a stand-in) serves its scripts itself: its one origin, for scripts and requests.
    const own = directives(contentSecurityPolicy("n", { ...base, NEXT_PUBLIC_POSTHOG_KEY: "phc_x", NEXT_PUBLIC_POSTHOG_HOST: "https://ph.lumen.example/ingest" }, "/"));
    expect(own.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://ph.lumen.example"]);
    expect(own.get("connect-src")).toEqual(["'self'", "https://ph.lumen.example"]);
    // Without keys, none of the analytics hosts anywhere.
    for (const path of ["/", "/app"]) expect(contentSecurityPolicy("n", base, path)).not.toMatch(/googletagmanager|google-analytics|posthog/);
  });

  it("lets social sign-in forms redirect to the configured providers only", () => {
    const csp = directives(contentSecurityPolicy("n", { ...base, GOOGLE_CLIENT_ID: "g" }));
    expect(csp.get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
  });

  it("admits the S3 origin that presigned URLs point at, path-style or virtual-host style", () => {
    const s3 = { S3_BUCKET: "photos", S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com" };
    expect(storageOrigin({ ...s3, S3_FORCE_PATH_STYLE: undefined })).toBe("https://photos.s3.eu-central-1.amazonaws.com");
    expect(storageOrigin({ ...s3, S3_FORCE_PATH_STYLE: "true" })).toBe("https://s3.eu-central-1.amazonaws.com");
    expect(storageOrigin({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_FORCE_PATH_STYLE: undefined })).toBeNull();
    const csp = directives(contentSecurityPolicy("n", { ...base, ...s3, S3_FORCE_PATH_STYLE: "true" }));
    expect(csp.get("img-src")).toContain("https://s3.eu-central-1.amazonaws.com");
  });

  it("allows eval and the dev server's socket in development only, and upgrades requests only over https", () => {
    const dev = contentSecurityPolicy("n", { ...base, NODE_ENV: "development", APP_URL: "http://localhost:3000" });
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n", { ...base, APP_URL: "http://localhost:3000" })).not.toContain("upgrade-insecure-requests");
  });
});

describe("the other page headers", () => {
  it("allows the camera on the upload pages only", () => {
    expect(permissionsPolicy("/photo-upload/abc")).toContain("camera=(self)");
    expect(permissionsPolicy("/app/upload/photos")).toContain("camera=(self)");
    for (const path of ["/", "/app", "/app/uploads-elsewhere", "/studio/1", "/photo-uploader"]) {
      expect(permissionsPolicy(path)).toContain("camera=()");
    }
    expect(permissionsPolicy("/")).toContain("microphone=()");
  });

  it("sends HSTS in production only, and a strict referrer policy always", () => {
    expect(pageSecurityHeaders("/", "n", base)["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    const dev = pageSecurityHeaders("/", "n", { ...base, NODE_ENV: "development" });
    expect(dev["Strict-Transport-Security"]).toBeUndefined();
    expect(dev["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("lets other sites frame the public team page only (its embed snippet), never the rest", () => {
    const page = pageSecurityHeaders("/team-page/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde", "n", base);
    expect(directives(page["Content-Security-Policy"]!).get("frame-ancestors")).toEqual(["*"]);
    expect(page["X-Frame-Options"]).toBeUndefined();
    for (const path of ["/", "/team-page", "/team-page/abc/extra", "/app/admin/team-page", "/team-member"]) {
      const headers = pageSecurityHeaders(path, "n", base);
      expect(directives(headers["Content-Security-Policy"]!).get("frame-ancestors"), path).toEqual(["'self'"]);
      expect(headers["X-Frame-Options"], path).toBe("SAMEORIGIN");
    }
  });

  it("makes a new unguessable nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});
