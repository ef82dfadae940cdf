"use client";

import { useTranslations } from "next-intl";
import type { ActionState } from "@/lib/http/action";
import { Alert } from "./alert";

/**
 * Turns a server action's error key (lib/http/action.ts) into text: the form's own
 * `<namespace>.errors.<key>`, else the shared `Errors.form.<key>` (the action wrapper's own keys:
 * notSignedIn, forbidden, generic), else the namespace's generic error.
 */
export function useFormErrorText(namespace: string) {
  const own = useTranslations(`${namespace}.errors` as "Auth.errors");
  const shared = useTranslations("Errors.form");
  return (key: string | undefined, values?: ActionState["errorValues"]): string | undefined => {
    if (!key) return undefined;
    if (own.has(key as never)) return own(key as never, values as never);
    if (shared.has(key as never)) return shared(key as never, values as never);
    return own.has("generic") ? own("generic") : shared("generic");
  };
}

/** The form-level error of an action's state (not tied to one field), in the form's namespace. */
export function FormAlert({ state, namespace }: { state: Pick<ActionState, "error" | "errorValues">; namespace: string }) {
  const text = useFormErrorText(namespace);
  if (!state.error) return null;
  return <Alert variant="danger">{text(state.error, state.errorValues)}</Alert>;
}
