"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { cx } from "@/components/ui/cx";
import { useActionMessage } from "@/components/ui/form-alert";
import type { ActionState } from "@/lib/http/action";

export type AccountNamespace = "Profile" | "Feedback" | "Trustpilot";

/** Turns an error key from the server into text of `namespace`.errors (then Errors.form; unknown keys read "generic"). */
export function useErrorText(namespace: AccountNamespace) {
  const message = useActionMessage(namespace);
  return (key: string | undefined, values?: ActionState["errorValues"]): string | undefined => (key ? message(key, values) : undefined);
}

const inputClass = (invalid: boolean) =>
  cx(
    "rounded-lg border bg-paper px-3 text-base text-ink outline-none transition-colors focus:border-brand focus:ring-2 focus:ring-brand/20",
    invalid ? "border-danger" : "border-line",
  );

type FieldProps = { label: string; error?: string; hint?: string };

/** A labelled input; `error` is already translated and is announced with the field. */
export function AccountField({ label, error, hint, className, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [error && `${id}-err`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={cx("h-11", inputClass(Boolean(error)))} {...input} />
      {hint && !error && <p id={`${id}-hint`} className="text-xs text-ink-soft">{hint}</p>}
      {error && <p id={`${id}-err`} className="text-sm text-danger">{error}</p>}
    </div>
  );
}

export function AccountTextArea({ label, error, hint, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const describedBy = [error && `${id}-err`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">{label}</label>
      <textarea id={id} rows={5} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={cx("py-2", inputClass(Boolean(error)))} {...area} />
      {hint && !error && <p id={`${id}-hint`} className="text-xs text-ink-soft">{hint}</p>}
      {error && <p id={`${id}-err`} className="text-sm text-danger">{error}</p>}
    </div>
  );
}

/** A card section of the account pages. */
export function AccountSection({ title, intro, children, testId, tone = "default" }: { title: string; intro?: ReactNode; children: ReactNode; testId?: string; tone?: "default" | "danger" }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className={cx("rounded-[var(--radius-card)] border bg-paper p-6", tone === "danger" ? "border-danger/40" : "border-line")}>
      <h2 id={id} className="text-lg font-semibold text-ink">{title}</h2>
      {intro && <div className="mt-1 text-sm text-ink-soft">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
