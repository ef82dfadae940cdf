// The team area's refusals (lib/http/errors.ts): one code each, with its HTTP status. Messages are
// `TeamLead.errors.<CODE>` in the three languages; a refusal about credits carries the link to buy more.
import "server-only";
import { CodedError, type ErrorValues, type RefusalOptions } from "@/lib/http/errors";

export const TEAM_ERROR_STATUS = {
  /** Another organisation's person, invite, shoot or sub-team, or one that does not exist: never "forbidden". */
  NOT_FOUND: 404,
  /** No free credit for a new invite or a submission (details.buyUrl: /app/admin/credits). */
  NO_CREDITS: 402,
  /** The action needs a role the person does not hold (a member on a lead page, a lead on the owner). */
  FORBIDDEN: 403,
  /** Nothing to do in this state (a revoked invite revoked again, a retry already granted). */
  WRONG_STATE: 409,
  /** A managed member who already signs in with an address of their own: no claim link can move it. */
  ALREADY_CLAIMED: 409,
  /** Too many emails of one kind from one lead in a short time (claim links). */
  RATE_LIMITED: 429,
} as const;

export type TeamErrorCode = keyof typeof TEAM_ERROR_STATUS | (string & {});

export class TeamError extends CodedError<TeamErrorCode> {
  constructor(code: TeamErrorCode, values: ErrorValues = {}, options: Omit<RefusalOptions, "values"> = {}) {
    super("TeamLead", code, (TEAM_ERROR_STATUS as Record<string, number>)[code] ?? 400, values, options);
  }
}

/** Where a lead buys more credits (the NO_CREDITS refusal links there). */
export const BUY_CREDITS_PATH = "/app/admin/credits";
