// Open redirects: every way a `callbackUrl` / `next` value could bounce a person off the site, through
// safeRedirectTarget (the pages), the sign-in chain (page → form → action → Auth.js → /auth/callback)
// and Auth.js itself (@auth/core with the product's redirect callback, a real request).
import { Auth, skipCSRFCheck, type AuthConfig } from "@auth/core";
import Credentials from "@auth/core/providers/credentials";
import { describe, expect, it } from "vitest";
import { authRedirect, isInternalTarget, safeRedirectTarget, signInCallbackPath } from "./redirect";

const SITE = "https://lumen.example";

/** Values that must never take a person to another site: each lands on the fallback. */
const HOSTILE = [
  ".//evil.example",
  "..//evil.example",
  "./..//evil.example",
  "/\\evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "%2F%2Fevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "https://evil.example",
  "HTTPS://evil.example/app",
  "https:evil.example",
  "https:/evil.example",
  "//evil.example",
  "///evil.example",
  "//evil.example/de/app",
  "/\t/evil.example",
  "\t//evil.example",
  "//\tevil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0D%0A/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "../../../..//evil.example",
  "/app/../..//evil.example",
  "/%2e%2e//evil.example",
  "/app/%2e%2e/%2e%2e//evil.example",
  ".\\..\\/evil.example",
  "./\\evil.example",
  "..\\\\evil.example",
  "/.\\.\\evil.example",
  "/..\\/evil.example",
  "/de//evil.example",
  "/https://evil.example",
  "/%E0%A4%A",
];

/** Our pages, as the product links to them: kept as they are. */
const OURS: [string, string][] = [
  ["/app", "/app"],
  ["/de/app?x=1", "/de/app?x=1"],
  ["/de/admin/email?to=admin%40demo.lumen.test", "/de/admin/email?to=admin%40demo.lumen.test"],
  ["/app/upload/intro?shoot=abc#top", "/app/upload/intro?shoot=abc#top"],
  ["/de/auth/login?callbackUrl=%2F%2Fevil.example", "/de/auth/login?callbackUrl=%2F%2Fevil.example"],
  ["/checkout?next=//x", "/checkout?next=//x"],
];

/** Where a browser that follows `location` from one of our pages ends up. */
const arrival = (location: string) => new URL(location, `${SITE}/de/auth/login`);
const onSite = (location: string) => arrival(location).origin === SITE && !arrival(location).pathname.includes("//");

describe("safeRedirectTarget", () => {
  it.each(HOSTILE)("%j stays on the site", (target) => {
    expect(safeRedirectTarget(target, "/fallback")).toBe("/fallback");
    expect(safeRedirectTarget(target, "/fallback", "/de/auth/login")).toBe("/fallback");
    expect(isInternalTarget(target)).toBe(false);
  });

  it.each(OURS)("%j is kept", (target, kept) => {
    expect(safeRedirectTarget(target, "/fallback")).toBe(kept);
  });

  it("resolves dot paths against the page, and a climb above the root stays at the root of the site", () => {
    expect(safeRedirectTarget("../pricing", "/app", "/auth/login")).toBe("/pricing");
    expect(safeRedirectTarget("./next", "/app", "/de/auth/login")).toBe("/de/auth/next");
    expect(safeRedirectTarget("../../../../evil.example", "/app", "/de/auth/login")).toBe("/evil.example");
    expect(safeRedirectTarget("./../../../evil.example?x=1", "/app")).toBe("/evil.example?x=1");
    expect(onSite(safeRedirectTarget("../../../../evil.example", "/app", "/de/auth/login"))).toBe(true);
  });

  it("falls back for nothing at all", () => {
    expect(safeRedirectTarget(undefined, "/app")).toBe("/app");
    expect(safeRedirectTarget(null, "/app")).toBe("/app");
    expect(safeRedirectTarget("", "/app")).toBe("/app");
    expect(safeRedirectTarget("app", "/app")).toBe("/app");
  });
});

describe("the sign-in chain", () => {
  /**
   * A value in the login or sign-up page's ?callbackUrl=: the page keeps it if safe, the form posts it,
   * the action turns it into Auth.js's redirectTo, Auth.js's redirect callback answers the Location,
   * and /auth/callback sends the signed-in person on (or home).
   */
  function landing(callbackUrl: string): string {
    const kept = safeRedirectTarget(callbackUrl, "");
    const redirectTo = signInCallbackPath("de", kept);
    const location = authRedirect({ url: redirectTo, baseUrl: SITE });
    expect(arrival(location).pathname).toBe("/de/auth/callback");
    const next = safeRedirectTarget(arrival(location).searchParams.get("next"), "");
    return next || "/de/app";
  }

  it.each(HOSTILE)("%j ends on our home page", (target) => {
    expect(landing(target)).toBe("/de/app");
  });

  it("a hostile value put straight into the action's form field or the callback page's ?next= ends at home", () => {
    for (const target of HOSTILE) {
      expect(signInCallbackPath("es", target)).toBe("/es/auth/callback");
      expect(safeRedirectTarget(target, "")).toBe("");
    }
  });

  it.each(OURS)("%j is where the person arrives", (target, kept) => {
    expect(landing(target)).toBe(kept);
  });
});

describe("Auth.js's redirect callback", () => {
  it.each(HOSTILE)("%j stays on the site", (url) => {
    const location = authRedirect({ url, baseUrl: SITE });
    expect(location).toBe(`${SITE}/`);
  });

  it("keeps our own pages, relative or absolute, and refuses another origin dressed as ours", () => {
    expect(authRedirect({ url: "/de/auth/callback?next=%2Fde%2Fapp", baseUrl: SITE })).toBe(`${SITE}/de/auth/callback?next=%2Fde%2Fapp`);
    expect(authRedirect({ url: `${SITE}/es/app`, baseUrl: SITE })).toBe(`${SITE}/es/app`);
    expect(authRedirect({ url: `${SITE}//evil.example`, baseUrl: SITE })).toBe(`${SITE}/`);
    expect(authRedirect({ url: `${SITE}@evil.example/app`, baseUrl: SITE })).toBe(`${SITE}/`);
    expect(authRedirect({ url: "https://lumen.example.evil.example/app", baseUrl: SITE })).toBe(`${SITE}/`);
    expect(authRedirect({ url: "http://lumen.example/app", baseUrl: SITE })).toBe(`${SITE}/`);
  });

  // A sign-in posted straight to Auth.js (not through our forms), with the callbackUrl field or cookie.
  const config: AuthConfig = {
    secret: "redirect-test-secret-redirect-test-secret",
    trustHost: true,
    basePath: "/api/auth",
    skipCSRFCheck,
    session: { strategy: "jwt" },
    providers: [Credentials({ id: "password", credentials: { email: {} }, authorize: async () => ({ id: "user-1" }) })],
    callbacks: { redirect: authRedirect },
  };
  async function signIn(input: { field?: string; cookie?: string }): Promise<{ status: number; location: string | null }> {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (input.cookie !== undefined) headers.cookie = `__Secure-authjs.callback-url=${encodeURIComponent(input.cookie)}`;
    const body = new URLSearchParams({ email: "x", ...(input.field !== undefined ? { callbackUrl: input.field } : {}) });
    const res = await Auth(new Request(`${SITE}/api/auth/callback/password`, { method: "POST", headers, body }), { ...config, logger: { error: () => {} } });
    return { status: res.status, location: res.headers.get("location") };
  }

  it("sends a sign-in with any hostile callbackUrl field or cookie to our own page, or refuses it", async () => {
    let redirected = 0;
    for (const target of HOSTILE) {
      for (const input of [{ field: target }, { cookie: target }]) {
        const res = await signIn(input);
        // Auth.js refuses a value that is no http(s) URL at all (500, no Location); any redirect stays here.
        if (res.location === null) expect(res.status, JSON.stringify(input)).toBe(500);
        else {
          redirected++;
          expect(res.status).toBe(302);
          expect(res.location, JSON.stringify(input)).toBe(`${SITE}/`);
        }
      }
    }
    // Most of them do reach the callback (and are answered by it), "//evil.example" among them.
    expect(redirected).toBeGreaterThan(HOSTILE.length);
    expect(await signIn({ field: "//evil.example" })).toEqual({ status: 302, location: `${SITE}/` });
    expect(await signIn({ field: "/de/auth/callback?next=%2Fde%2Fapp" })).toEqual({ status: 302, location: `${SITE}/de/auth/callback?next=%2Fde%2Fapp` });
  });
});
