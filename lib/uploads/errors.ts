// The phone upload's own refusals (`{ error: { code, message } }` through the route wrapper, the same
// shape as the photos step's); texts in messages namespace PhoneUpload.errors. Refusals of the photo
// itself (state, count, duplicate, size) are lib/shoots/photos.ts PhotoErrors in namespace UploadApi.
import "server-only";
import { CodedError } from "@/lib/http/errors";
import type { ClosedStatus } from "./phone-links";

export type PhoneErrorCode = "LINK_UNKNOWN" | "LINK_EXPIRED" | "LINK_REVOKED" | "LINK_SUBMITTED" | "RATE_LIMITED";

const STATUS: Record<PhoneErrorCode, number> = {
  LINK_UNKNOWN: 404,
  LINK_EXPIRED: 410,
  LINK_REVOKED: 410,
  LINK_SUBMITTED: 410,
  RATE_LIMITED: 429,
};

export const CLOSED_CODE: Record<ClosedStatus, PhoneErrorCode> = { expired: "LINK_EXPIRED", revoked: "LINK_REVOKED", submitted: "LINK_SUBMITTED" };

/** Why a phone link opens nothing (or not now: RATE_LIMITED with Retry-After). */
export class PhoneError extends CodedError<PhoneErrorCode> {
  override name = "PhoneError";
  constructor(code: PhoneErrorCode, headers?: Record<string, string>) {
    super("PhoneUpload", code, STATUS[code], {}, { headers });
  }
}
