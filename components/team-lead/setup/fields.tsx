"use client";
// The wizard forms' pieces: a labelled field with its hint and error, and the step's refusal.
import { useId, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { cx } from "@/components/ui/cx";
import { useActionMessage } from "@/components/ui/form-alert";
import type { ActionState } from "@/lib/http/action";

export const inputClass = (invalid: boolean) =>
  cx("h-11 w-full rounded-lg border bg-paper px-3 text-base text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20", invalid ? "border-danger" : "border-line");

/** A label, the control (given the ids to point at), a hint and an error (already in the reader's language). */
export function Field({ label, hint, error, className, children }: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-err`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">{label}</label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && <p id={`${id}-hint`} className="text-sm text-ink-soft">{hint}</p>}
      {error && <p id={`${id}-err`} className="text-sm text-danger">{error}</p>}
    </div>
  );
}

/**
 * The refusal of a wizard action (`namespaces`' errors.<code>, else the shared Errors.form.*), and a
 * translator for its field errors.
 */
export function useSetupMessages(...namespaces: string[]) {
  const message = useActionMessage(...(namespaces.length ? namespaces : ["TeamSetup"]));
  return {
    message,
    field: (state: ActionState, name: string) => (state.fieldErrors?.[name] ? message(state.fieldErrors[name]) : undefined),
  };
}

export function StepError({ state, namespaces = ["TeamSetup"] }: { state: ActionState; namespaces?: string[] }) {
  const { message } = useSetupMessages(...namespaces);
  if (!state.error) return null;
  return <Alert variant="danger" role="alert">{message(state.error, state.errorValues)}</Alert>;
}
