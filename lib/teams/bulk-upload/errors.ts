// Bulk upload's refusals (lib/http/errors.ts): one code each, with its HTTP status; messages are
// `TeamBulkUpload.errors.<CODE>` in the three languages. A refusal about one zip names it ({zip}) and,
// where it is about one file inside, that file ({file}), so a lead who dropped twenty zips knows which.
import "server-only";
import { qualityMessageKey, type ReasonCode } from "@/lib/engine/quality";
import { CodedError, translatorFor, type ErrorValues, type RefusalOptions } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/config";

export const BULK_ERROR_STATUS = {
  // The batch and the caller
  /** A caller who is not a team lead of the organisation (the route guard's word). */
  FORBIDDEN: 403,
  /** The organisation's bulk upload is not switched on (platform admins switch it, lib/teams/settings.ts). */
  FEATURE_OFF: 403,
  /** Another organisation's batch, or none. */
  NOT_FOUND: 404,
  /** The batch holds its 20 zips already. */
  BATCH_FULL: 409,
  /** Step 1: not exactly 4 backdrops from the approved pool. */
  BACKDROPS_REQUIRED: 400,
  /** Step 1: an outfit not in the approved pool for that gender. */
  OUTFIT_UNAVAILABLE: 400,
  /** Step 1: a backdrop with no approved look in the chosen outfit for one gender. */
  COMBINATION_UNAVAILABLE: 400,
  /** Step 1: the consent and terms box not ticked. */
  NOT_CONFIRMED: 400,
  // One zip
  ZIP_TOO_LARGE: 413,
  NOT_A_ZIP: 422,
  CORRUPT_ZIP: 422,
  TOO_MANY_ENTRIES: 422,
  NO_PHOTOS: 422,
  TOO_MANY_PHOTOS: 422,
  UNSAFE_PATH: 422,
  NESTED_ARCHIVE: 422,
  NOT_AN_IMAGE: 422,
  ENCRYPTED_ENTRY: 422,
  PHOTO_TOO_LARGE: 422,
  SIZE_MISMATCH: 422,
  TOTAL_TOO_LARGE: 422,
  PHOTO_REJECTED: 422,
  DUPLICATE_PHOTO: 422,
  BAD_NAME: 422,
  NO_CREDITS: 402,
  LOOKS_UNAVAILABLE: 409,
  NOT_SUBMITTED: 409,
  ANALYSIS_FAILED: 503,
} as const;

export type BulkErrorCode = keyof typeof BULK_ERROR_STATUS;

export class BulkUploadError extends CodedError<BulkErrorCode> {
  override name = "BulkUploadError";
  constructor(code: BulkErrorCode, values: ErrorValues = {}, options: Omit<RefusalOptions, "values"> = {}) {
    super("TeamBulkUpload", code, BULK_ERROR_STATUS[code], values, options);
  }

  /**
   * PHOTO_REJECTED names every reason the quality gate gave ({reasonCodes}, space-separated, most
   * important first) in the reader's words (messages Engine), one sentence after the other.
   */
  override async messageIn(locale: Locale): Promise<string> {
    const values = { ...this.values };
    if (this.code === "PHOTO_REJECTED" && typeof values.reasonCodes === "string") {
      const engine = await translatorFor(locale, "Engine");
      values.reason = values.reasonCodes.split(" ").filter(Boolean).map((code) => engine(qualityMessageKey(code as ReasonCode).replace(/^Engine\./, ""))).join(" ");
    }
    const t = await translatorFor(locale, "TeamBulkUpload");
    return t(`errors.${this.code}`, values);
  }
}

/** The zip refusals (what a lead sees on one zip's row), as opposed to the batch's. */
export const ZIP_CODES: readonly BulkErrorCode[] = [
  "ZIP_TOO_LARGE", "NOT_A_ZIP", "CORRUPT_ZIP", "TOO_MANY_ENTRIES", "NO_PHOTOS", "TOO_MANY_PHOTOS", "UNSAFE_PATH", "NESTED_ARCHIVE",
  "NOT_AN_IMAGE", "ENCRYPTED_ENTRY", "PHOTO_TOO_LARGE", "SIZE_MISMATCH", "TOTAL_TOO_LARGE", "PHOTO_REJECTED", "DUPLICATE_PHOTO",
  "BAD_NAME", "NO_CREDITS", "LOOKS_UNAVAILABLE", "NOT_SUBMITTED", "ANALYSIS_FAILED",
];
