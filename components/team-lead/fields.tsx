"use client";
// The members pages' form fields: the shared Field, and the sub-team select.
import { inputClass } from "@/components/ui/field";

export { Field, inputClass } from "@/components/ui/field";

/** A select of the organisation's sub-teams ("" = none). */
export function SubTeamSelect({ id, teams, noneLabel, defaultValue }: { id: string; teams: { id: string; name: string }[]; noneLabel: string; defaultValue?: string }) {
  return (
    <select id={id} name="teamId" defaultValue={defaultValue ?? ""} className={inputClass}>
      <option value="">{noneLabel}</option>
      {teams.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
    </select>
  );
}
