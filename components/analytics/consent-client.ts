// The light part of the consent banner that the islands import. The library (vanilla-cookieconsent,
// consent-runtime.ts) is fetched only when the visitor acts on the banner or opens the cookie settings:
// a visitor who has chosen never downloads it, and a new visitor's page does not parse it before they
// click (Lighthouse mobile: perf 96-98 with the library started on every page, 99 without).
import { CONSENT_COOKIE } from "@/lib/analytics/consent-cookie";
import type { ConsentStart } from "./consent-runtime";

type Runtime = typeof import("./consent-runtime");

let runtime: Promise<Runtime> | null = null;
let startInput: ConsentStart | null = null;

export function consentRuntime(): Promise<Runtime> {
  runtime ??= import("./consent-runtime");
  return runtime;
}

/** What the page's ConsentManager knows (strings, keys): the runtime starts with it on first use. */
export function registerConsent(input: ConsentStart): void {
  startInput = input;
}

/** The library, started on this page (without showing its own banner: ours is on the page). */
export async function startedRuntime(): Promise<Runtime | null> {
  if (!startInput) return null;
  const r = await consentRuntime();
  await r.start(startInput);
  return r;
}

/** Opens the cookie preferences (the footers' "Cookie settings", the banner's "Choose"). */
export function openConsentPreferences(): void {
  void startedRuntime().then((r) => r?.showPreferences());
}

/** The visitor's recorded choice (the library's cookie), or null when they have not chosen (or it is unreadable). */
export function readConsent(cookieHeader: string): { analytics: boolean } | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE.name) continue;
    try {
      const value = JSON.parse(decodeURIComponent(rest.join("="))) as { categories?: unknown };
      if (!Array.isArray(value.categories)) return null;
      return { analytics: value.categories.includes("analytics") };
    } catch {
      return null;
    }
  }
  return null;
}
