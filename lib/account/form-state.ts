/**
 * What an account form gets back from its server action: message keys (in the page's namespace,
 * under "errors"), the values to keep so nothing typed is lost, and what went well.
 */
export type AccountFormState = {
  ok?: boolean;
  error?: string;
  errorValues?: Record<string, string | number>;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** A value the success message shows (e.g. the address a link went to). */
  detail?: string;
};

type LibResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; error: string; minutes?: number };

/** The form state for a lib/account result. */
export function formState(result: LibResult, values: Record<string, string> = {}, detail?: string): AccountFormState {
  if (result.ok) return { ok: true, values, detail };
  if ("fieldErrors" in result) return { fieldErrors: result.fieldErrors, values };
  return { error: result.error, errorValues: result.minutes ? { minutes: result.minutes } : undefined, values };
}
