// What the gallery's actions can be told "no" with. Each code has a message in en/de/es under
// `GalleryActions.errors.<code>`; routes answer `{ error: { code, message } }` like the upload API.
import "server-only";
import { CodedError, type ErrorValues } from "@/lib/http/errors";

export const RESULT_ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  RESULT_NOT_FOUND: 404,
  SHOOT_NOT_FOUND: 404,
  ZIP_NOT_FOUND: 404,
  FILE_MISSING: 404,
  NOT_READY: 409,
  NOTHING_TO_ZIP: 409,
  ZIP_NOT_READY: 409,
  ZIP_FAILED: 409,
  ZIP_EXPIRED: 410,
  INVALID_BODY: 400,
  INVALID_MARKS: 400,
  INVALID_SIZE: 400,
  INVALID_FORMAT: 400,
  INVALID_SELECTION: 400,
  RANGE_NOT_SATISFIABLE: 416,
  CROSS_SITE_DOWNLOAD: 403,
  INTERNAL_ERROR: 500,
} as const;

export type ResultErrorCode = keyof typeof RESULT_ERROR_STATUS;
export const RESULT_ERROR_CODES = Object.keys(RESULT_ERROR_STATUS) as ResultErrorCode[];

/** A refusal a route turns into its localised JSON error. */
export class ResultActionError extends CodedError<ResultErrorCode> {
  override name = "ResultActionError";
  constructor(code: ResultErrorCode, values?: ErrorValues, headers?: Record<string, string>) {
    super("GalleryActions", code, RESULT_ERROR_STATUS[code], values, { headers });
  }
}
