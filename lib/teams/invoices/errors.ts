// The refusals of team invoices and quotes (lib/teams/invoices): one code each, with its HTTP status.
// Messages are `TeamInvoices.errors.<CODE>` in the three languages. Another organisation's invoice, or
// one that does not exist, is TeamError("NOT_FOUND") and a member is TeamError("FORBIDDEN"), as
// everywhere in the team lead area.
import "server-only";
import { CodedError, type ErrorValues } from "@/lib/http/errors";

export const TEAM_INVOICE_ERROR_STATUS = {
  /** Pay by invoice starts at 10 credits (`min`). */
  MIN_QUANTITY: 400,
  /** More credits than one order buys (`max`). */
  MAX_QUANTITY: 400,
  /** Too many open quotes at once (`max`): accept or withdraw one first. */
  TOO_MANY_QUOTES: 429,
  /** The quote was withdrawn (or is no quote): it cannot be accepted or withdrawn any more. */
  QUOTE_CLOSED: 409,
  /** A quote or a void invoice cannot be marked paid. */
  NOT_PAYABLE: 409,
} as const;

export type TeamInvoiceErrorCode = keyof typeof TEAM_INVOICE_ERROR_STATUS;

export class TeamInvoiceError extends CodedError<TeamInvoiceErrorCode> {
  override name = "TeamInvoiceError";
  constructor(code: TeamInvoiceErrorCode, values: ErrorValues = {}) {
    super("TeamInvoices", code, TEAM_INVOICE_ERROR_STATUS[code], values);
  }
}
