// Branding's refusals that are not the organisation check's (lib/teams/errors.ts: NOT_FOUND, FORBIDDEN).
// Messages: `TeamBranding.errors.<CODE>` in the three languages.
import "server-only";
import { CodedError, type ErrorValues } from "@/lib/http/errors";

export const BRANDING_ERROR_STATUS = {
  /** The template's name is taken in the organisation. */
  NAME_TAKEN: 409,
  /** "Also update existing members" for a template that is not (and is not being made) a default. */
  NOT_DEFAULT: 409,
  /** The member's shoot has no headshot to make a picture from. */
  NO_HEADSHOT: 409,
  /** No face in the headshot for a background that needs the person cut out. */
  NO_FACE: 422,
  NOT_SIGNED_IN: 401,
  INTERNAL: 500,
} as const;

export type BrandingErrorCode = keyof typeof BRANDING_ERROR_STATUS;

export class BrandingError extends CodedError<BrandingErrorCode> {
  override name = "BrandingError";
  constructor(code: BrandingErrorCode, values?: ErrorValues) {
    super("TeamBranding", code, BRANDING_ERROR_STATUS[code], values);
  }
}
