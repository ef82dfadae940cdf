// The refusals of the lead's results area that are not the organisation check's (lib/teams/errors.ts:
// NOT_FOUND, FORBIDDEN): the favourites zip and its download. Messages: `TeamResults.errors.<CODE>`.
import "server-only";
import { CodedError, type ErrorValues } from "@/lib/http/errors";

export const TEAM_RESULTS_ERROR_STATUS = {
  /** No finished shoot of the chosen members has a favourite yet. */
  NO_FAVORITES: 409,
  ZIP_NOT_FOUND: 404,
  ZIP_NOT_READY: 409,
  ZIP_FAILED: 409,
  ZIP_CANCELLED: 409,
  ZIP_EXPIRED: 410,
  INVALID_BODY: 400,
  RANGE_NOT_SATISFIABLE: 416,
  NOT_SIGNED_IN: 401,
  INTERNAL: 500,
} as const;

export type TeamResultsErrorCode = keyof typeof TEAM_RESULTS_ERROR_STATUS;

export class TeamResultsError extends CodedError<TeamResultsErrorCode> {
  override name = "TeamResultsError";
  constructor(code: TeamResultsErrorCode, values?: ErrorValues, headers?: Record<string, string>) {
    super("TeamResults", code, TEAM_RESULTS_ERROR_STATUS[code], values, { headers });
  }
}
