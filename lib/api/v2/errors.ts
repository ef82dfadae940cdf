// The business API's refusals (market-behaviour C's codes), thrown by lib/api/v2 and answered by
// lib/http/route.ts in the v2 envelope. One code can have several reasons (ALREADY_EXISTS: an invite
// pending, a member already, a sub-team's name); the message is `TeamApi.errors.<reason>`, else the
// shared `Api.errors.<code>`.
import "server-only";
import { CodedError, refusalMessage, type ErrorValues } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/config";

export const API_ERROR_STATUS = {
  INVALID_REQUEST: 400,
  INVALID_EMAIL: 400,
  ALREADY_EXISTS: 400,
  ALREADY_DELETED: 400,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVITE_LIMIT_EXCEEDED: 429,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export class ApiError extends CodedError<ApiErrorCode> {
  constructor(code: ApiErrorCode, public readonly reason: string = code, values: ErrorValues = {}) {
    super("TeamApi", code, API_ERROR_STATUS[code], values);
  }

  override messageIn(locale: Locale): Promise<string> {
    return refusalMessage(locale, "TeamApi", this.reason, this.values);
  }
}
