import "server-only";
import { env } from "@/lib/env";

const VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

type VerifyResponse = { success: boolean; score?: number; action?: string; "error-codes"?: string[] };

/**
 * Verifies a browser's reCAPTCHA token for an action. Off (always true) when no secret is configured,
 * the embedded default. A network failure counts as a failed check: the form asks the person to retry.
 */
export async function verifyRecaptcha(token: string | null, action: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (!env.RECAPTCHA_SECRET_KEY) return true;
  if (!token) return false;
  try {
    const res = await fetchImpl(VERIFY_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: env.RECAPTCHA_SECRET_KEY, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    const data = (await res.json()) as VerifyResponse;
    if (!data.success) return false;
    // v3 and enterprise carry a score and the action; v2 answers success only.
    if (data.score !== undefined && data.score < env.RECAPTCHA_MIN_SCORE) return false;
    if (data.action !== undefined && data.action !== action) return false;
    return true;
  } catch {
    return false;
  }
}
