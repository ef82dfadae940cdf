// The phone upload's own refusals as localised JSON ({ error: { code, message } }, the same shape as
// lib/storage/http.ts jsonError); texts in messages namespace PhoneUpload.errors. Refusals of the photo
// itself (state, count, duplicate, size) come from lib/shoots/photos.ts in namespace UploadApi.
import type { Locale } from "@/lib/i18n/config";
import { localizedError } from "@/lib/http/errors";
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

export function phoneError(locale: Locale, code: PhoneErrorCode, headers?: Record<string, string>): Promise<Response> {
  return localizedError(locale, "PhoneUpload", code, STATUS[code], { headers });
}
