"use client";
// An action's refusal (lib/http/action.ts, ActionState.error) in the reader's language: the form's own
// `<namespace>.errors.<key>` (several namespaces are tried in order: a page's own words first, then its
// domain's codes), else the shared `Errors.form.<key>` (the wrapper's own keys: notSignedIn, forbidden,
// generic); a key nobody knows reads as the form's own "generic", else the shared one.

import { useTranslations } from "next-intl";
import type { ActionState } from "@/lib/http/action";
import { Alert } from "./alert";

type Values = ActionState["errorValues"];

export function useActionMessage(...namespaces: string[]): (key: string, values?: Values) => string {
  const t = useTranslations();
  return (key, values) => {
    for (const full of [...namespaces.map((ns) => `${ns}.errors.${key}`), `Errors.form.${key}`, ...namespaces.map((ns) => `${ns}.errors.generic`)]) {
      if (t.has(full as never)) return t(full as never, values as never);
    }
    return t("Errors.form.generic" as never);
  };
}

/** The form-level error of an action's state, or nothing. */
export function FormAlert({ state, namespace }: { state: Pick<ActionState, "error" | "errorValues">; namespace: string }) {
  const message = useActionMessage(namespace);
  if (!state.error) return null;
  return <Alert variant="danger">{message(state.error, state.errorValues)}</Alert>;
}
