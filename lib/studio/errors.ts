// What the studio can be told "no" with, and why an edit failed. Each code has a message in en/de/es
// under `Studio.errors.<code>`; routes answer `{ error: { code, message, … } }` like the gallery's.
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { CodedError, translatorFor, type ErrorValues } from "@/lib/http/errors";

export const STUDIO_ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  RESULT_NOT_FOUND: 404,
  EDIT_NOT_FOUND: 404,
  NOT_READY: 409,
  INVALID_BODY: 400,
  INVALID_OPTIONS: 400,
  /** A backdrop, template, emotion, hairstyle or outfit that is not (or no longer) in the catalogue. */
  OPTION_UNAVAILABLE: 400,
  /** The active engine cannot change this (emotion, glasses, hairstyle, outfit without a generative engine). */
  UNSUPPORTED_OPTION: 422,
  /** A size the shoot's package does not include (print, 4096 px, is the Executive package's). */
  SIZE_NOT_IN_PACKAGE: 403,
  INSUFFICIENT_CREDITS: 402,
  INTERNAL_ERROR: 500,
} as const;

export type StudioErrorCode = keyof typeof STUDIO_ERROR_STATUS;

/**
 * Why a queued edit ended as FAILED; each has `Studio.failures.<code>`. Its credit is given back,
 * except for REFUNDED (the order that paid for the headshot or the credits was refunded).
 */
export const EDIT_FAILURE_CODES = ["RESULT_GONE", "FILE_MISSING", "NO_FACE", "OPTION_UNAVAILABLE", "UNSUPPORTED_OPTION", "ENGINE_FAILED", "WORKER_LOST", "REFUNDED"] as const;
export type EditFailureCode = (typeof EDIT_FAILURE_CODES)[number];

export const isEditFailureCode = (code: unknown): code is EditFailureCode => (EDIT_FAILURE_CODES as readonly unknown[]).includes(code);

/** Extra fields some refusals carry for the page (the buy-credits link, the option refused and why). */
export type StudioErrorDetails = { buyCreditsPath?: string; option?: string; reason?: string };

/** A refusal a route turns into its localised JSON error. */
export class StudioError extends CodedError<StudioErrorCode> {
  override name = "StudioError";
  constructor(code: StudioErrorCode, values: ErrorValues = {}, details: StudioErrorDetails = {}) {
    super("Studio", code, STUDIO_ERROR_STATUS[code], values, { details });
  }

  get details(): StudioErrorDetails {
    return (this.options.details ?? {}) as StudioErrorDetails;
  }

  override async messageIn(locale: Locale): Promise<string> {
    const t = await translatorFor(locale, "Studio");
    const { values } = this;
    // The option and the engine's reason are codes: they are named in the reader's language.
    if (this.code === "UNSUPPORTED_OPTION") return t("errors.UNSUPPORTED_OPTION", { option: t(`options.${values.option}`), reason: t(`unavailable.${values.reason}`) });
    if (this.code === "OPTION_UNAVAILABLE") return t("errors.OPTION_UNAVAILABLE", { option: t(`options.${values.option}`) });
    if (this.code === "SIZE_NOT_IN_PACKAGE") {
      const size = t(`size.${values.size}`);
      const refused = t("errors.SIZE_NOT_IN_PACKAGE", { size, package: values.package ?? "" });
      return values.upgrade ? `${refused} ${t("sizes.comesWith", { size, package: values.upgrade })}` : refused;
    }
    return t(`errors.${this.code}`, values);
  }
}

export type StudioErrorBody = { error: { code: StudioErrorCode; message: string } & StudioErrorDetails };

export async function editFailureMessage(locale: Locale, code: string | null): Promise<string> {
  return (await translatorFor(locale, "Studio"))(`failures.${isEditFailureCode(code) ? code : "ENGINE_FAILED"}`);
}
