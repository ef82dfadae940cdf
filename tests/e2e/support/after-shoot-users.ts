// The browser tests' people for the after-the-shoot pages. tests/e2e/support/seed-after-shoot.ts
// creates them in the e2e database before the server starts (serve.sh); each spec uses its own person
// so the specs never disturb one another.
export const E2E_PASSWORD = "lumen-e2e-2026";

export type AfterShootUser = {
  email: string;
  name: string;
  /** Package bought (seeded packages: starter | professional | executive). */
  packageSlug: "starter" | "professional";
  /** ACTIVE: a finished shoot with real headshots made by the CPU studio engine; ONBOARDING: consent and
   *  personal info done, waiting for photos (the photos step). */
  shoot: "ACTIVE" | "ONBOARDING";
  /** Edit credits granted besides the package's (a ledger entry like a bought pack's). */
  editCredits?: number;
  /** The account's language (default en). */
  locale?: "en" | "de" | "es";
};

export const AFTER_SHOOT_USERS = {
  /** Like, favourite, downloads (single and zip), share link, vote link and tally. */
  gallery: { email: "gallery@e2e.lumen.test", name: "Gala Brenner", packageSlug: "professional", shoot: "ACTIVE" },
  /** Buys edit credits (starts with 0: Starter) and applies a backdrop edit in /studio. */
  studio: { email: "studio@e2e.lumen.test", name: "Stu Díaz", packageSlug: "starter", shoot: "ACTIVE" },
  /** The editor's layout, package sizes and PNG download, in English and in Spanish (Starter, with credits). */
  studioEditor: { email: "studio-editor@e2e.lumen.test", name: "Edda Editor", packageSlug: "starter", shoot: "ACTIVE", editCredits: 3 },
  studioEditorEs: { email: "studio-editor-es@e2e.lumen.test", name: "Elena Editora", packageSlug: "starter", shoot: "ACTIVE", editCredits: 3, locale: "es" },
  /** Refund before any download: granted automatically. */
  refundEarly: { email: "refund-early@e2e.lumen.test", name: "Rhea Early", packageSlug: "starter", shoot: "ACTIVE" },
  /** Downloads a photo, then asks for a refund: becomes a request to admins. */
  refundLate: { email: "refund-late@e2e.lumen.test", name: "Rolf Late", packageSlug: "starter", shoot: "ACTIVE" },
  /** Deletes the account from /profile. */
  deleteMe: { email: "delete@e2e.lumen.test", name: "Dora Delete", packageSlug: "starter", shoot: "ACTIVE" },
  /** At the photos step; opens the phone-upload link in a mobile viewport. */
  phone: { email: "phone@e2e.lumen.test", name: "Phil Phone", packageSlug: "starter", shoot: "ONBOARDING" },
  /** Profile edits, invoices, referral link, unlock more / buy credits. */
  account: { email: "account@e2e.lumen.test", name: "Ada Account", packageSlug: "professional", shoot: "ACTIVE" },
  /** The zip of liked and loved photos against the Liked filter, and the gallery's row order (English, German). */
  rowsEn: { email: "rows-en@e2e.lumen.test", name: "Rowan Reihe", packageSlug: "professional", shoot: "ACTIVE" },
  rowsDe: { email: "rows-de@e2e.lumen.test", name: "Rosa Reihe", packageSlug: "professional", shoot: "ACTIVE" },
  /** The photos step's counter, quality scores and an undecodable file (English, German). */
  uploadEn: { email: "upload-en@e2e.lumen.test", name: "Ulla Upload", packageSlug: "starter", shoot: "ONBOARDING" },
  uploadDe: { email: "upload-de@e2e.lumen.test", name: "Uwe Upload", packageSlug: "starter", shoot: "ONBOARDING" },
  /** The photos step's counter when a refused photo's answer arrives after an accepted one's. */
  uploadRace: { email: "upload-race@e2e.lumen.test", name: "Rita Race", packageSlug: "starter", shoot: "ONBOARDING" },
  /** A Spanish person's finished shoot: an admin regenerates a style, and the "ready" email that follows uses the admin's Spanish text (backoffice-emails.spec.ts). */
  emailEs: { email: "email-es@e2e.lumen.test", name: "Emma Correo", packageSlug: "starter", shoot: "ACTIVE", locale: "es" },
  /** At the photos step; reads the minimum an admin sets at /admin/parameters (backoffice-operations.spec.ts). */
  opsUpload: { email: "ops-upload@e2e.lumen.test", name: "Otto Params", packageSlug: "starter", shoot: "ONBOARDING" },
} as const satisfies Record<string, AfterShootUser>;

/**
 * Signs `email` in for the page's browser context (the page's request shares its cookies), through
 * Auth.js's own endpoints like a login form would.
 */
export async function signInAs(page: import("@playwright/test").Page, email: string, password = E2E_PASSWORD): Promise<void> {
  const request = page.context().request;
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await request.post("/api/auth/callback/password", { form: { csrfToken, email, password, callbackUrl: "/app" }, maxRedirects: 0 });
  const location = res.headers()["location"] ?? "";
  if (res.status() !== 302 || location.includes("error=")) throw new Error(`sign-in as ${email} failed: ${res.status()} ${location}`);
}
