"use client";
// An action's refusal (lib/http/action.ts, ActionState.error) in the reader's language: the form's own
// `<namespace>.errors.<key>`, else the shared `Errors.form.<key>` (notSignedIn, forbidden, generic …).

import { useTranslations } from "next-intl";
import type { ActionState } from "@/lib/http/action";
import { Alert } from "./alert";

type Values = ActionState["errorValues"];

/**
 * The words for an action's error key. `namespaces` are tried in order (a page's own words first, then
 * its domain's codes), then Errors.form; a key nobody knows reads as Errors.form.generic.
 */
export function useActionMessage(...namespaces: string[]): (key: string, values?: Values) => string {
  const t = useTranslations();
  return (key, values) => {
    for (const full of [...namespaces.map((ns) => `${ns}.errors.${key}`), `Errors.form.${key}`]) {
      if (t.has(full as never)) return t(full as never, values as never);
    }
    return t("Errors.form.generic" as never);
  };
}

/** The form-level error of an action's state, or nothing. */
export function FormAlert({ state, namespace }: { state: ActionState; namespace: string }) {
  const message = useActionMessage(namespace);
  if (!state.error) return null;
  return <Alert variant="danger">{message(state.error, state.errorValues)}</Alert>;
}
