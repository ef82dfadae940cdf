import "server-only";
import { localizePath, type Locale } from "@/lib/i18n/config";

// A made-up origin to resolve targets against: what resolves elsewhere has left the site.
const ORIGIN = "http://internal.invalid";
// Control characters (the URL parser drops tabs and newlines silently) and backslashes (read as "/").
const UNSAFE = /[\p{Cc}\\]/u;
/** Percent-decoding rounds checked: "%252F%252F" is "%2F%2F" after one and "//" after two. */
const DECODE_ROUNDS = 3;

/**
 * A resolved path stays ours when it, and each percent-decoding of it, starts with one slash, has no
 * empty segment ("/de//evil.example" becomes "//evil.example" once a locale prefix is taken off),
 * no control characters or backslashes, and resolves (dot segments, "%2e%2e" included) on our origin
 * to such a path again.
 */
function staysOnSite(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (!path.startsWith("/") || path.includes("//") || UNSAFE.test(path)) return false;
    const again = new URL(path, ORIGIN);
    if (again.origin !== ORIGIN || again.pathname.includes("//")) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return true;
    path = decoded;
  }
  return false;
}

/** The path, query and hash `target` leads to from the page `base`, or null when that is not a page of ours. */
function resolveInternal(target: string, base: string): string | null {
  if (UNSAFE.test(target)) return null;
  const rooted = target.startsWith("/") && !target.startsWith("//");
  if (!rooted && !target.startsWith("./") && !target.startsWith("../")) return null;
  let url: URL;
  try {
    url = new URL(target, new URL(base, ORIGIN));
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || !staysOnSite(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The spec's rule: a redirect target is internal when it starts with a single slash or a relative
 * dot path, and is still a single-slash path of ours once resolved against the page `base` and
 * percent-decoded. Anything else (another origin, "//evil.example", ".//evil.example" from the root,
 * "/\\evil", "/%2F%2Fevil", "javascript:") is refused so a login link can never bounce a person to
 * another site.
 */
export function isInternalTarget(target: string, base = "/"): boolean {
  return resolveInternal(target, base) !== null;
}

/** The resolved `target` if it is internal, else `fallback`. Dot paths resolve against the page `base`. */
export function safeRedirectTarget(target: string | null | undefined, fallback: string, base = "/"): string {
  return (target && resolveInternal(target, base)) || fallback;
}

const MAX_PAGE_AFTER_VERIFYING = 512;

/**
 * Where an emailed verification link may send the person once verified: an internal page (as
 * safeRedirectTarget), never a sign-in, auth or API route (anyone can have us email a link with any
 * `next`, e.g. through the resend form: a next that signs in with someone else's token would put the
 * verified person in that account), and no longer than 512 characters. Else "".
 */
export function pageAfterVerifying(target: string | null | undefined): string {
  const safe = safeRedirectTarget(target, "");
  if (!safe || safe.length > MAX_PAGE_AFTER_VERIFYING) return "";
  const path = (safe.split(/[?#]/)[0] ?? "").replace(/^\/(?:de|es)(?=\/|$)/, "");
  return /^\/(?:auth|api)(?:\/|$)/i.test(path) ? "" : safe;
}

/** After any sign-in, /auth/callback sends the person on (to `next` if it is internal, else their home). */
export function signInCallbackPath(locale: Locale, next: string | null | undefined): string {
  const safe = safeRedirectTarget(next, "");
  return `${localizePath("/auth/callback", locale)}${safe ? `?next=${encodeURIComponent(safe)}` : ""}`;
}

/**
 * Auth.js's `redirect` callback (lib/auth): where it sends a person after signing in or out (a
 * callbackUrl form field, query or cookie, a redirectTo) is a page of our origin that passes the same
 * check, else the home page. Auth.js's own default only compares origins and lets "//evil.example"
 * through as a path.
 */
export function authRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const origin = new URL(baseUrl).origin;
  let target = "";
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) {
    try {
      const absolute = new URL(url);
      if (absolute.origin === origin) target = absolute.pathname + absolute.search + absolute.hash;
    } catch {
      target = "";
    }
  } else {
    target = url;
  }
  return origin + safeRedirectTarget(target, "/");
}
