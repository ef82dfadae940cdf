// The back office's refusals: a code, its HTTP status and the screen's namespace, whose
// `errors.<CODE>` message the admin reads in their language (a form shows it through
// `useActionMessage(namespace)`, a route answers it in the shared refusal shape).
import "server-only";
import { Refusal, type ErrorValues } from "@/lib/http/errors";
import type { Namespace } from "@/lib/i18n/namespaces";

export const BACKOFFICE_ERROR_STATUS = {
  /** The row does not exist (or no longer does). */
  NOT_FOUND: 404,
  /** Not possible in the row's current state (a refund decided already, a voided card redeemed). */
  WRONG_STATE: 409,
  /** Two admins changed the same thing: reload and try again. */
  CONFLICT: 409,
} as const;

export class BackofficeError extends Refusal {
  constructor(namespace: Namespace, code: string, values: ErrorValues = {}, status = (BACKOFFICE_ERROR_STATUS as Record<string, number>)[code] ?? 400) {
    super(namespace, code, status, { values });
  }
}
