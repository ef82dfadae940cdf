// The brand-consistency pages' own refusals (/app/admin/style, /app/admin/clothing, /app/admin/combos),
// beside the team area's shared ones (lib/teams/errors.ts: NOT_FOUND, FORBIDDEN). Messages are
// `TeamStyle.errors.<CODE>` in the three languages.
import "server-only";
import { CodedError, type ErrorValues } from "@/lib/http/errors";

export const CONSISTENCY_ERROR_STATUS = {
  /** A pool with no backdrop at all (members would be offered nothing). */
  NO_BACKDROP: 400,
  /** A pool without an outfit for women. */
  NO_OUTFIT_FEMALE: 400,
  /** A pool without an outfit for men. */
  NO_OUTFIT_MALE: 400,
  /** An id that is not an active backdrop or outfit, or an outfit picked for the other gender. */
  UNKNOWN_CHOICE: 400,
  /** Force backdrop variety with fewer than values.min (4) backdrops approved in that pool (values.count). */
  VARIETY_NEEDS_FOUR: 409,
  /** The sub-team uses the organisation's backdrops: its variety is the organisation's. */
  TEAM_INHERITS: 409,
  /** Combos switched on while there are none. */
  NO_COMBOS: 409,
  /** More combos than a member's shoot has looks (values.max). */
  TOO_MANY_COMBOS: 409,
  /** A combo's backdrop or outfit is not in the organisation's pool, or the pair is no catalogue style. */
  COMBO_NOT_OFFERED: 400,
} as const;

export type ConsistencyErrorCode = keyof typeof CONSISTENCY_ERROR_STATUS;

export class ConsistencyError extends CodedError<ConsistencyErrorCode> {
  override name = "ConsistencyError";
  constructor(code: ConsistencyErrorCode, values: ErrorValues = {}) {
    super("TeamStyle", code, CONSISTENCY_ERROR_STATUS[code], values);
  }
}
