"use client";
// The team page's title, introduction and indexing (/app/admin/team-page). The first save creates the
// page and its link; the panel beside it (refreshed after) shows the link to copy.
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert, useActionMessage } from "@/components/ui/form-alert";
import { saveTeamPageAction } from "@/lib/teams/team-page-actions";
import { Field, inputClass } from "./fields";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

export type TeamPageFormValues = { title: string; intro: string; indexable: boolean };

export function TeamPageForm({ initial, exists }: { initial: TeamPageFormValues; exists: boolean }) {
  const t = useTranslations("TeamPage.settings");
  const message = useActionMessage("TeamPage", "TeamLead");
  const { state, run, pending, values: v, fieldErrors: fe } = useRefreshingAction(saveTeamPageAction);
  return (
    <form action={run} className="flex flex-col gap-4" data-testid="team-page-form" noValidate>
      <FormAlert state={state} namespace="TeamPage" />
      {state.ok && <Alert variant="success">{t("saved")}</Alert>}
      <Field label={t("pageTitle")} hint={t("pageTitleHint")} error={fe.title && message(fe.title)}>
        {(id) => <input id={id} name="title" required maxLength={120} defaultValue={v.title ?? initial.title} className={inputClass} />}
      </Field>
      <Field label={t("intro")} hint={t("introHint")} error={fe.intro && message(fe.intro)}>
        {(id) => <textarea id={id} name="intro" rows={3} maxLength={1000} defaultValue={v.intro ?? initial.intro} className={`${inputClass} h-auto py-2`} />}
      </Field>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" name="indexable" defaultChecked={initial.indexable} className="mt-1" />
        <span>
          <span className="font-medium text-ink">{t("indexable")}</span>
          <span className="block text-xs text-ink-soft">{t("indexableHint")}</span>
        </span>
      </label>
      <div>
        <Button type="submit" loading={pending}>{exists ? t("save") : t("create")}</Button>
      </div>
    </form>
  );
}
