"use client";

import { useTranslations } from "next-intl";
import { useId, type InputHTMLAttributes } from "react";

/** A labelled input with its error message wired up for screen readers. `error` is an Auth.errors key. */
export function Field({ label, error, hint, ...input }: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations("Auth.errors");
  const id = useId();
  const describedBy = [error && `${id}-err`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-11 rounded-lg border bg-paper px-3 text-base text-ink outline-none transition-colors focus:border-brand focus:ring-2 focus:ring-brand/20 ${
          error ? "border-danger" : "border-line"
        }`}
        {...input}
      />
      {hint && !error && <p id={`${id}-hint`} className="text-xs text-ink-soft">{hint}</p>}
      {error && <p id={`${id}-err`} className="text-sm text-danger">{t(error as never)}</p>}
    </div>
  );
}
