"use client";
// Creates an open invite link (optional email domain, usage cap, expiry, sub-team); the list beside it
// (refreshed after) shows its URL to copy.
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert, useActionMessage } from "@/components/ui/form-alert";
import { createOpenLinkAction } from "@/lib/teams/member-actions";
import { Field, inputClass, SubTeamSelect } from "./fields";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

export function OpenLinkForm({ teams }: { teams: { id: string; name: string }[] }) {
  const t = useTranslations("TeamMembers.join");
  const tm = useTranslations("TeamMembers");
  const message = useActionMessage("TeamMembers", "TeamLead");
  const { state, run, pending, values: v, fieldErrors: fe } = useRefreshingAction(createOpenLinkAction);
  return (
    <form action={run} className="grid gap-4 sm:grid-cols-2" data-testid="open-link-form" noValidate>
      <div className="sm:col-span-2"><FormAlert state={state} namespace="TeamMembers" /></div>
      {state.ok && <div className="sm:col-span-2"><Alert variant="success">{t("created")}</Alert></div>}
      <Field label={t("domain")} hint={t("domainHint")} error={fe.allowedDomain && message(fe.allowedDomain)}>
        {(id) => <input id={id} name="allowedDomain" defaultValue={v.allowedDomain} className={inputClass} placeholder="northwind.example" />}
      </Field>
      <Field label={t("cap")} error={fe.usageCap && message(fe.usageCap)}>
        {(id) => <input id={id} name="usageCap" type="number" min={1} defaultValue={v.usageCap} className={inputClass} />}
      </Field>
      <Field label={t("expires")} error={fe.expiresOn && message(fe.expiresOn)}>
        {(id) => <input id={id} name="expiresOn" type="date" defaultValue={v.expiresOn} className={inputClass} />}
      </Field>
      {teams.length > 0 && (
        <Field label={t("team")}>
          {(id) => <SubTeamSelect id={id} teams={teams} noneLabel={tm("actions.noTeam")} defaultValue={v.teamId} />}
        </Field>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" loading={pending} data-testid="open-link-create">{t("submit")}</Button>
      </div>
    </form>
  );
}
