"use client";
// The actions of one row of the members list: what can be done to this person, as small forms.
import { useTranslations } from "next-intl";
import {
  grantRetryAction, moveToSubTeamAction, remindInviteAction, removeMemberAction, revokeInviteAction, setRoleAction,
} from "@/lib/teams/member-actions";
import { sendClaimLinkAction } from "@/lib/teams/join-actions";
import { ActionForm } from "./ActionForm";
import { ClaimLinkForm } from "./ClaimLinkForm";

export type RowFacts = {
  id: string;
  kind: "member" | "invite";
  role: "OWNER" | "LEAD" | "MEMBER";
  isOwner: boolean;
  isSelf: boolean;
  managed: boolean;
  /** The member's address (null for a managed member without one). */
  email?: string | null;
  state: string;
  shootState: string | null;
  leadRetryAt: string | null;
  teamId: string | null;
  expired: boolean;
};

export function MemberRowActions({ row, teams }: { row: RowFacts; teams: { id: string; name: string }[] }) {
  const t = useTranslations("TeamMembers.actions");
  if (row.state === "deleted") return null;
  const target: Record<string, string> = row.kind === "invite" ? { inviteId: row.id } : { membershipId: row.id };
  const move = teams.length > 0 && (
    <ActionForm action={moveToSubTeamAction} fields={target} label={t("move")} variant="ghost" testId="member-move">
      <select name="teamId" defaultValue={row.teamId ?? ""} aria-label={t("move")} className="h-8 rounded-md border border-line px-2 text-sm">
        <option value="">{t("noTeam")}</option>
        {teams.map((team) => <option key={team.id} value={team.id}>{team.name}</option>)}
      </select>
    </ActionForm>
  );
  if (row.kind === "invite") {
    return (
      <div className="flex flex-wrap items-start gap-2">
        {!row.expired && <ActionForm action={remindInviteAction} fields={{ inviteId: row.id }} label={t("remind")} done={t("reminded")} testId="member-remind" />}
        <ActionForm action={revokeInviteAction} fields={{ inviteId: row.id }} label={t("revoke")} variant="ghost" testId="member-revoke" />
        {move}
      </div>
    );
  }
  const protectedRow = row.isOwner || row.role === "OWNER" || row.isSelf;
  const canRetry = !row.leadRetryAt && (row.shootState === "ACTIVE" || row.shootState === "FAILED");
  return (
    <div className="flex flex-wrap items-start gap-2">
      {canRetry && <ActionForm action={grantRetryAction} fields={{ membershipId: row.id }} label={t("retry")} testId="member-retry" />}
      {!protectedRow && !row.managed && row.role === "MEMBER" && (
        <ActionForm action={setRoleAction} fields={{ membershipId: row.id, role: "LEAD" }} label={t("promote")} variant="ghost" testId="member-promote" />
      )}
      {!protectedRow && row.role === "LEAD" && (
        <ActionForm action={setRoleAction} fields={{ membershipId: row.id, role: "MEMBER" }} label={t("demote")} variant="ghost" testId="member-demote" />
      )}
      {move}
      {row.managed && <ClaimLinkForm action={sendClaimLinkAction} membershipId={row.id} email={row.email} />}
      {!protectedRow && (
        <details className="text-sm">
          <summary className="cursor-pointer py-1 text-danger">{t("remove")}</summary>
          <p className="my-1 max-w-xs text-xs text-ink-soft">{t("removeHint")}</p>
          <ActionForm action={removeMemberAction} fields={{ membershipId: row.id }} label={t("removeConfirm")} variant="danger" testId="member-remove" />
        </details>
      )}
    </div>
  );
}
