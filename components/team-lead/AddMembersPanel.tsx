"use client";
// "Add members": send invites by email (with the report of who was invited and who not, and why), an
// open link, or add someone on their behalf (a managed member, whose photos the lead uploads).
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/i18n/link";
import { Button, ButtonLink } from "@/components/ui/button";
import { FormAlert, useActionMessage } from "@/components/ui/form-alert";
import { addManagedMemberAction, inviteMembersAction } from "@/lib/teams/member-actions";
import { Field, inputClass, SubTeamSelect } from "./fields";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

type Team = { id: string; name: string };
type Report = { invited: string[]; duplicates: string[]; alreadyMembers: string[]; elsewhere: string[]; invalid: string[]; noCredits: string[] };
const TABS = ["invite", "link", "managed"] as const;

/** `inviteValidFor`: how long an invite (and its credit) stays open, worded by the page (teams.inviteValidityDays). */
export function AddMembersPanel({ teams, buyCreditsHref, inviteValidFor }: { teams: Team[]; buyCreditsHref: string; inviteValidFor: string }) {
  const t = useTranslations("TeamMembers.add");
  const [tab, setTab] = useState<(typeof TABS)[number]>("invite");
  return (
    <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line p-5" data-testid="add-members">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <div role="tablist" aria-label={t("title")} className="flex flex-wrap gap-2 border-b border-line">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            data-testid={`add-tab-${name}`}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${tab === name ? "border-brand text-brand" : "border-transparent text-ink-soft"}`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === "invite" && <InviteForm teams={teams} buyCreditsHref={buyCreditsHref} inviteValidFor={inviteValidFor} />}
        {tab === "link" && (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-ink-soft">{t("link.intro")}</p>
            <ButtonLink href="/app/admin/join" variant="secondary">{t("link.manage")}</ButtonLink>
          </div>
        )}
        {tab === "managed" && <ManagedForm teams={teams} />}
      </div>
    </section>
  );
}

function InviteForm({ teams, buyCreditsHref, inviteValidFor }: { teams: Team[]; buyCreditsHref: string; inviteValidFor: string }) {
  const t = useTranslations("TeamMembers");
  const locale = useLocale();
  const message = useActionMessage("TeamMembers", "TeamLead");
  const { state, run, pending, values: v, fieldErrors: fe } = useRefreshingAction(inviteMembersAction);
  const report = state.ok && state.detail ? (JSON.parse(state.detail) as Report) : null;
  return (
    <form action={run} className="flex flex-col gap-4" data-testid="invite-form" noValidate>
      {/* The invite emails go out in the lead's language. */}
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="TeamMembers" />
      {report && <InviteReport report={report} buyCreditsHref={buyCreditsHref} />}
      <Field label={t("add.invite.emails")} hint={t("add.invite.emailsHint", { validFor: inviteValidFor })} error={fe.emails && message(fe.emails)}>
        {(id) => <textarea id={id} name="emails" rows={4} defaultValue={v.emails} className="rounded-lg border border-line bg-paper p-3 text-base" placeholder="ada@northwind.example, grace@northwind.example" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {teams.length > 0 && <Field label={t("add.invite.team")}>{(id) => <SubTeamSelect id={id} teams={teams} noneLabel={t("actions.noTeam")} defaultValue={v.teamId} />}</Field>}
        <Field label={t("add.invite.role")}>
          {(id) => (
            <select id={id} name="role" defaultValue={v.role ?? "MEMBER"} className={inputClass}>
              <option value="MEMBER">{t("roles.MEMBER")}</option>
              <option value="LEAD">{t("roles.LEAD")}</option>
            </select>
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" loading={pending} data-testid="invite-submit">{pending ? t("add.invite.submitting") : t("add.invite.submit")}</Button>
      </div>
    </form>
  );
}

function InviteReport({ report, buyCreditsHref }: { report: Report; buyCreditsHref: string }) {
  const t = useTranslations("TeamMembers.report");
  const groups = (["duplicates", "alreadyMembers", "elsewhere", "invalid"] as const).filter((k) => report[k].length > 0);
  return (
    <div className="flex flex-col gap-2" data-testid="invite-report">
      <Alert variant={report.invited.length > 0 ? "success" : "info"}>{report.invited.length > 0 ? t("invited", { count: report.invited.length }) : t("nobody")}</Alert>
      {groups.map((k) => (
        <div key={k} className="text-sm" data-testid={`invite-report-${k}`}>
          <p className="font-medium">{t(k)}</p>
          <p className="break-all text-ink-soft">{report[k].join(", ")}</p>
        </div>
      ))}
      {report.noCredits.length > 0 && (
        <Alert variant="warning">
          <span data-testid="invite-report-noCredits">
            {t("noCredits")} {report.noCredits.join(", ")}{" "}
          </span>
          <Link href={buyCreditsHref} className="font-semibold underline">{t("buy")}</Link>
        </Alert>
      )}
    </div>
  );
}

function ManagedForm({ teams }: { teams: Team[] }) {
  const t = useTranslations("TeamMembers");
  const locale = useLocale();
  const message = useActionMessage("TeamMembers", "TeamLead");
  const { state, run, pending, values: v, fieldErrors: fe } = useRefreshingAction(addManagedMemberAction);
  return (
    <form action={run} className="flex flex-col gap-4" data-testid="managed-form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <p className="text-sm text-ink-soft">{t("add.managed.intro")}</p>
      <FormAlert state={state} namespace="TeamMembers" />
      {state.ok && state.detail && (
        <Alert variant="success">
          {t("add.managed.added")}{" "}
          <ButtonLink href={`/app/upload/intro?shoot=${encodeURIComponent(state.detail)}`} variant="link">{t("add.managed.upload")}</ButtonLink>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("add.managed.name")} error={fe.name && message(fe.name)}>{(id) => <input id={id} name="name" required maxLength={120} defaultValue={v.name} className={inputClass} />}</Field>
        <Field label={t("add.managed.email")} error={fe.email && message(fe.email)}>{(id) => <input id={id} name="email" type="email" defaultValue={v.email} className={inputClass} />}</Field>
        <Field label={t("add.managed.title")} error={fe.title && message(fe.title)}>{(id) => <input id={id} name="title" maxLength={120} defaultValue={v.title} className={inputClass} />}</Field>
        {teams.length > 0 && <Field label={t("add.managed.team")}>{(id) => <SubTeamSelect id={id} teams={teams} noneLabel={t("actions.noTeam")} defaultValue={v.teamId} />}</Field>}
      </div>
      <div>
        <Button type="submit" loading={pending} data-testid="managed-submit">{t("add.managed.submit")}</Button>
      </div>
    </form>
  );
}
