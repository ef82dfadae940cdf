// The team wizard's refusals (lib/http/errors.ts): one code each, with its HTTP status. Messages are
// `TeamSetup.errors.<CODE>` in the three languages.
import "server-only";
import { CodedError, type ErrorValues } from "@/lib/http/errors";

export const SETUP_ERROR_STATUS = {
  /** The person already belongs to another organisation (values.organization): one per person. */
  ALREADY_IN_TEAM: 409,
  /** The person holds a pending invitation to another organisation (values.organization). */
  INVITED_ELSEWHERE: 409,
  /** A later step before the company details created the organisation. */
  NOT_STARTED: 409,
  /** The wizard is finished: the team lead area has the settings now. */
  SETUP_FINISHED: 409,
  /** A step before this one is not done yet. */
  STEP_LOCKED: 409,
  LOGO_TOO_LARGE: 413,
  /** More pixels than a logo may have, read from the header: a decompression bomb, refused before decoding. */
  LOGO_TOO_MANY_PIXELS: 413,
  /** Not a PNG, JPEG or WebP image by its bytes (an SVG, a PDF, a renamed file …). */
  LOGO_UNSUPPORTED: 415,
  /** Says it is an image but cannot be decoded. */
  LOGO_CORRUPT: 400,
  NO_BACKDROP: 400,
  NO_OUTFIT_FEMALE: 400,
  NO_OUTFIT_MALE: 400,
  /** An id that is not an active backdrop or outfit, or an outfit picked for the other gender. */
  UNKNOWN_CHOICE: 400,
  /** values.emails: the first few that are not email addresses. */
  INVALID_EMAILS: 400,
  /** values.max: 500. */
  TOO_MANY_INVITES: 400,
} as const;

export type SetupErrorCode = keyof typeof SETUP_ERROR_STATUS;

export class SetupError extends CodedError<SetupErrorCode> {
  override name = "SetupError";
  constructor(code: SetupErrorCode, values: ErrorValues = {}) {
    super("TeamSetup", code, SETUP_ERROR_STATUS[code], values);
  }
}
