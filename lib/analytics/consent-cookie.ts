/** Where the visitor's cookie choice is kept (vanilla-cookieconsent's cookie), and for how long: 12 months. */
export const CONSENT_COOKIE = { name: "lumen_consent", expiresAfterDays: 365 } as const;

/** The consent categories: "necessary" is always on, "analytics" loads the tag manager and PostHog. */
export const CONSENT_CATEGORIES = ["necessary", "analytics"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
