// The security headers of every page (set by proxy.ts, which sees each page request first).
//
// Content-Security-Policy: scripts only from our own origin and with this request's nonce (Next.js
// puts the nonce on its own inline scripts when the request carries the policy, see proxy.ts), plus
// the hosts of the outside services whose keys are configured. No 'strict-dynamic': a script that
// our code injects (reCAPTCHA, and after the visitor's consent the tag manager and PostHog's extensions,
// components/analytics) must still come from an allowed host, so a host is listed only when the key
// that makes us load it is set. Styles allow
// 'unsafe-inline' because React renders `style` attributes, which nonces cannot cover.
//
// The cached public pages (the "marketing" layout: home, pricing, blog, legal…) are the exception: their
// HTML is rendered once and served to everyone, so it cannot carry a per-request nonce. Their policy
// allows inline scripts instead ('unsafe-inline', still only from our origin and the configured hosts);
// they show no user-written HTML (Markdown is rendered without raw HTML, text is escaped by React).
import type { ServerEnv } from "@/lib/env";
import { isCachedLayout, matchRoute } from "../routes/registry";

type CspEnv = Pick<
  ServerEnv,
  | "NODE_ENV"
  | "APP_URL"
  | "NEXT_PUBLIC_RECAPTCHA_SITE_KEY"
  | "NEXT_PUBLIC_GTM_ID"
  | "STRIPE_SECRET_KEY"
  | "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY"
  | "NEXT_PUBLIC_POSTHOG_KEY"
  | "NEXT_PUBLIC_POSTHOG_HOST"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_FORCE_PATH_STYLE"
  | "GOOGLE_CLIENT_ID"
  | "APPLE_CLIENT_ID"
  | "LINKEDIN_CLIENT_ID"
>;

type Sources = Record<string, string[]>;

function add(into: Sources, more: Sources): void {
  for (const [directive, sources] of Object.entries(more)) (into[directive] ??= []).push(...sources);
}

/** The origin the browser fetches presigned S3 URLs from (path style: the endpoint; else bucket.endpoint). */
export function storageOrigin(env: Pick<CspEnv, "S3_BUCKET" | "S3_ENDPOINT" | "S3_FORCE_PATH_STYLE">): string | null {
  if (!env.S3_BUCKET || !env.S3_ENDPOINT) return null;
  const url = new URL(env.S3_ENDPOINT);
  const pathStyle = env.S3_FORCE_PATH_STYLE === "true" || env.S3_FORCE_PATH_STYLE === "1";
  return pathStyle ? url.origin : `${url.protocol}//${env.S3_BUCKET}.${url.host}`;
}

/**
 * The outside services' sources, each only when its key is set. Payments only where a payment can
 * happen: a cached public page never loads Stripe.js or posts to Stripe (its "Choose" leads to the
 * checkout page), and its answer is kept small (`/` must fit a new connection's first round trip).
 */
function serviceSources(env: CspEnv, payments: boolean): Sources {
  const s: Sources = {};
  if (payments && (env.STRIPE_SECRET_KEY || env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY)) {
    add(s, {
      "script-src": ["https://js.stripe.com"],
      "connect-src": ["https://api.stripe.com"],
      "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com", "https://checkout.stripe.com"],
      "form-action": ["https://checkout.stripe.com"],
    });
  }
  if (env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY) {
    add(s, {
      "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
      "connect-src": ["https://www.google.com/recaptcha/"],
    });
  }
  if (env.NEXT_PUBLIC_GTM_ID) {
    add(s, {
      "script-src": ["https://www.googletagmanager.com"],
      "img-src": ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
      "connect-src": ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
      "frame-src": ["https://www.googletagmanager.com"],
    });
  }
  // PostHog is started with both its key and its host (app/[locale]/layout.tsx), never with one alone.
  if (env.NEXT_PUBLIC_POSTHOG_KEY && env.NEXT_PUBLIC_POSTHOG_HOST) {
    const api = new URL(env.NEXT_PUBLIC_POSTHOG_HOST).origin;
    // PostHog serves its scripts from the matching "-assets" host (us.i.posthog.com → us-assets.i.posthog.com).
    const assets = api.replace(/^https:\/\/(us|eu)\.i\.posthog\.com$/, "https://$1-assets.i.posthog.com");
    add(s, { "script-src": [...new Set([api, assets])], "connect-src": [...new Set([api, assets])] });
  }
  // Social sign-in posts a form to Auth.js, which answers with a redirect to the provider.
  const providers = [
    env.GOOGLE_CLIENT_ID && "https://accounts.google.com",
    env.APPLE_CLIENT_ID && "https://appleid.apple.com",
    env.LINKEDIN_CLIENT_ID && "https://www.linkedin.com",
  ].filter((v): v is string => Boolean(v));
  if (providers.length) add(s, { "form-action": providers });
  const storage = storageOrigin(env);
  if (storage) add(s, { "img-src": [storage], "connect-src": [storage], "media-src": [storage] });
  return s;
}

/**
 * Paths (without the locale prefix) that other sites may show in a frame: the public team page
 * (/team-page/{id}), which organisations embed on their own website. Every other page may only be
 * framed by our own origin.
 */
const FRAMEABLE_PATHS = [/^\/team-page\/[A-Za-z0-9_-]+\/?$/];

export function isFrameablePath(path: string): boolean {
  return FRAMEABLE_PATHS.some((re) => re.test(path));
}

/**
 * Paths (without the locale prefix) whose previews show pictures from any https address the visitor
 * typed: the email signature and team page generators (their photo fields). Images only; every
 * other page keeps img-src to our own origin and the configured services.
 */
const TYPED_IMAGE_PATHS = [/^\/tools\/free-email-signature-generator\/?$/, /^\/tools\/free-team-page-generator\/?$/];

/** Whether `path` (without the locale prefix) is a cached public page, whose HTML cannot carry a nonce. */
export function isCachedPublicPath(path: string): boolean {
  const route = matchRoute(path)?.route;
  return route !== undefined && isCachedLayout(route.layout);
}

/** Fetch directives whose missing value is default-src's (CSP Level 3). worker-src falls back to script-src first. */
const FALLS_BACK_TO_DEFAULT = new Set(["font-src", "connect-src", "frame-src", "manifest-src", "media-src", "img-src"]);

/**
 * The Content-Security-Policy header value for one page response (`path` decides frame-ancestors, and
 * whether scripts need this request's nonce or, on a cached public page, are allowed inline).
 */
export function contentSecurityPolicy(nonce: string, env: CspEnv, path = "/"): string {
  const dev = env.NODE_ENV === "development";
  const cachedPublic = isCachedPublicPath(path);
  const inline = cachedPublic ? "'unsafe-inline'" : `'nonce-${nonce}'`;
  const directives: Sources = {
    "default-src": ["'self'"],
    // React in development evaluates code for its debugging stacks; production never needs eval.
    "script-src": ["'self'", inline, ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:"] : [])],
    "media-src": ["'self'", "blob:"],
    "frame-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": isFrameablePath(path) ? ["*"] : ["'self'"],
  };
  add(directives, serviceSources(env, !cachedPublic));
  if (TYPED_IMAGE_PATHS.some((re) => re.test(path))) add(directives, { "img-src": ["https:"] });
  const own = (d: string) => [...new Set(directives[d])].join(" ");
  const parts = Object.keys(directives)
    // A fetch directive that says what default-src says is left out (the browser falls back to it):
    // every byte of this header is in every page's first round trip.
    .filter((d) => !(FALLS_BACK_TO_DEFAULT.has(d) && own(d) === own("default-src")))
    .map((d) => `${d} ${own(d)}`);
  if (env.NODE_ENV === "production" && env.APP_URL.startsWith("https:")) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** Paths (without the locale prefix) whose pages may use the camera: the photo upload screens. */
const CAMERA_PATHS = [/^\/photo-upload(\/|$)/, /^\/app\/upload(\/|$)/];

/** Permissions-Policy: powerful features off everywhere; the camera only where photos are taken. */
export function permissionsPolicy(path: string): string {
  const camera = CAMERA_PATHS.some((re) => re.test(path)) ? "camera=(self)" : "camera=()";
  return [camera, "microphone=()", "geolocation=()", "payment=(self \"https://js.stripe.com\")", "usb=()"].join(", ");
}

/** HSTS: two years, subdomains included; production only (browsers ignore it over plain HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** A fresh, unguessable nonce for one response (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}

/** The headers proxy.ts puts on every page response. */
export function pageSecurityHeaders(path: string, nonce: string, env: CspEnv): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, env, path),
    "Permissions-Policy": permissionsPolicy(path),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
  };
  // X-Frame-Options has no "anyone" value: a frameable page leaves it out (frame-ancestors rules).
  if (!isFrameablePath(path)) headers["X-Frame-Options"] = "SAMEORIGIN";
  if (env.NODE_ENV === "production") headers["Strict-Transport-Security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
