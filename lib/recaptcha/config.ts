import "server-only";
import { env } from "@/lib/env";
import type { RecaptchaVersion } from "./errors";

/** What the browser needs to run reCAPTCHA, or null when it is off (no key: the embedded default). */
export function recaptchaClientConfig(): { siteKey: string; version: RecaptchaVersion } | null {
  return env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ? { siteKey: env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY, version: env.NEXT_PUBLIC_RECAPTCHA_VERSION } : null;
}
