"use client";
// A form field: a label, the control (given its id), a hint and the field's error.
import { useId, type ReactNode } from "react";

export function Field({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">{label}</label>
      {children(id)}
      {hint && <p className="text-xs text-ink-soft">{hint}</p>}
      {error && <p className="text-sm text-danger" role="alert">{error}</p>}
    </div>
  );
}

export const inputClass = "h-10 rounded-lg border border-line bg-paper px-3 text-base text-ink";
