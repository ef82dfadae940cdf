"use client";
// The few form fields of the members pages: a label, the control, a hint and the field's error.
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

/** A select of the organisation's sub-teams ("" = none). */
export function SubTeamSelect({ id, teams, noneLabel, defaultValue }: { id: string; teams: { id: string; name: string }[]; noneLabel: string; defaultValue?: string }) {
  return (
    <select id={id} name="teamId" defaultValue={defaultValue ?? ""} className={inputClass}>
      <option value="">{noneLabel}</option>
      {teams.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
    </select>
  );
}
