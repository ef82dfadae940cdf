/** The spec's reCAPTCHA error texts, shared by the browser loader and its tests. */
export const RECAPTCHA_ERRORS = {
  noKey: "No key provided",
  noVersion: "No version provided",
  loadFailed: "Failed to load script",
  executeFailed: "Failed to execute",
} as const;

export type RecaptchaVersion = "2" | "3" | "enterprise";
export const RECAPTCHA_DEFAULT_VERSION: RecaptchaVersion = "3";

export class RecaptchaError extends Error {
  constructor(message: (typeof RECAPTCHA_ERRORS)[keyof typeof RECAPTCHA_ERRORS]) {
    super(message);
    this.name = "RecaptchaError";
  }
}

/** Checks a configuration before any script is loaded. */
export function assertRecaptchaConfig(siteKey: string | undefined | null, version: string | undefined | null): RecaptchaVersion {
  if (!siteKey) throw new RecaptchaError(RECAPTCHA_ERRORS.noKey);
  if (!version) throw new RecaptchaError(RECAPTCHA_ERRORS.noVersion);
  if (version !== "2" && version !== "3" && version !== "enterprise") throw new RecaptchaError(RECAPTCHA_ERRORS.noVersion);
  return version;
}

/** The script address for each mode; v3 and enterprise load with the site key as `render`. */
export function recaptchaScriptUrl(siteKey: string, version: RecaptchaVersion): string {
  if (version === "enterprise") return `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
  if (version === "3") return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  return "https://www.google.com/recaptcha/api.js?render=explicit";
}

/**
 * Runs the provider's execute function and maps every failure to the spec's texts: no function
 * (the script never loaded) is "Failed to load script"; a throw or an empty token is "Failed to execute".
 */
export async function runRecaptcha(
  execute: ((action: string) => Promise<string>) | undefined | null,
  action: string,
): Promise<string> {
  if (typeof execute !== "function") throw new RecaptchaError(RECAPTCHA_ERRORS.loadFailed);
  let token: string;
  try {
    token = await execute(action);
  } catch {
    throw new RecaptchaError(RECAPTCHA_ERRORS.executeFailed);
  }
  if (!token) throw new RecaptchaError(RECAPTCHA_ERRORS.executeFailed);
  return token;
}
