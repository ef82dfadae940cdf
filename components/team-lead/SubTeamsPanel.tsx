"use client";
// The organisation's sub-teams: create, rename, delete (their people stay in the team).
import { useTranslations } from "next-intl";
import { createSubTeamAction, deleteSubTeamAction, renameSubTeamAction } from "@/lib/teams/member-actions";
import { ActionForm } from "./ActionForm";
import { inputClass } from "./fields";

export function SubTeamsPanel({ teams }: { teams: { id: string; name: string; members: number }[] }) {
  const t = useTranslations("TeamMembers.teams");
  return (
    <section className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-5" data-testid="sub-teams">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-sm text-ink-soft">{t("intro")}</p>
      {teams.length === 0 ? (
        <p className="text-sm text-ink-soft">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {teams.map((team) => (
            <li key={team.id} className="flex flex-wrap items-start gap-3 border-b border-line pb-3 last:border-0">
              <div className="min-w-40">
                <p className="font-medium">{team.name}</p>
                <p className="text-xs text-ink-soft">{t("count", { count: team.members })}</p>
              </div>
              <ActionForm action={renameSubTeamAction} fields={{ teamId: team.id }} label={t("rename")} variant="ghost">
                <input name="name" defaultValue={team.name} aria-label={t("name")} maxLength={80} className={`${inputClass} h-8 text-sm`} />
              </ActionForm>
              <ActionForm action={deleteSubTeamAction} fields={{ teamId: team.id }} label={t("delete")} variant="ghost" />
            </li>
          ))}
        </ul>
      )}
      <ActionForm action={createSubTeamAction} fields={{}} label={t("create")} testId="sub-team-create">
        <input name="name" aria-label={t("name")} placeholder={t("name")} maxLength={80} className={`${inputClass} h-8 text-sm`} />
      </ActionForm>
    </section>
  );
}
