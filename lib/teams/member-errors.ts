// The members page's own refusals (lib/http/errors.ts), beside the team area's shared ones
// (lib/teams/errors.ts: NOT_FOUND, NO_CREDITS, FORBIDDEN, WRONG_STATE). Messages are
// `TeamMembers.errors.<CODE>` in the three languages. The two role refusals answer 403 like FORBIDDEN,
// with a message that says why (the owner's role, one's own role).
import "server-only";
import { CodedError, type ErrorValues, type RefusalOptions } from "@/lib/http/errors";

export const MEMBER_ERROR_STATUS = {
  /** Promote or demote the organisation's owner. */
  OWNER_ROLE: 403,
  /** Promote, demote or remove oneself. */
  OWN_ROLE: 403,
  /** A managed member's email belongs to an existing account: invite them instead. */
  EMAIL_IN_USE: 409,
  /** The member's shoot had its retry already. */
  RETRY_USED: 409,
  /** The member's shoot is not finished (nor failed): nothing to retry yet. */
  RETRY_NOT_READY: 409,
  /** A reminder was sent for this invite in the last 24 hours. */
  REMINDED_RECENTLY: 409,
  /** Too many reminders from one lead in an hour. */
  RATE_LIMITED: 429,
  /** A sub-team of that name exists. */
  TEAM_NAME_TAKEN: 409,
} as const;

export type MemberErrorCode = keyof typeof MEMBER_ERROR_STATUS;

export class MemberError extends CodedError<MemberErrorCode> {
  constructor(code: MemberErrorCode, values: ErrorValues = {}, options: Omit<RefusalOptions, "values"> = {}) {
    super("TeamMembers", code, MEMBER_ERROR_STATUS[code], values, options);
  }
}
