/** Where the visitor's cookie choice is kept (vanilla-cookieconsent's cookie), and for how long: 12 months. */
export const CONSENT_COOKIE = { name: "lumen_consent", expiresAfterDays: 365 } as const;

/** The consent categories: "necessary" is always on, "analytics" loads the tag manager and PostHog. */
export const CONSENT_CATEGORIES = ["necessary", "analytics"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/**
 * Whether the consent cookie's value (vanilla-cookieconsent's URI-encoded JSON) says the visitor agreed to
 * analytics. Anything unreadable is "no". Server code that measures people (checkout's note that a buyer
 * used a free tool) asks this first.
 */
export function consentsToAnalytics(raw: string | null | undefined): boolean {
  if (!raw || raw.length > 4096) return false;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const parsed = JSON.parse(text ?? "") as { categories?: unknown };
      return Array.isArray(parsed.categories) && parsed.categories.includes("analytics");
    } catch {
      // not JSON in this form: try the other
    }
  }
  return false;
}

function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
