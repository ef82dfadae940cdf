"use client";
// /app/admin/notifications: which emails the leads get, and the automatic reminders (after N days, at
// most M times). Saved as one group (settings `notifications`).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert, useActionMessage } from "@/components/ui/form-alert";
import { Heading } from "@/components/ui/heading";
import { saveNotificationsAction } from "@/lib/teams/notification-actions";
import { Field, inputClass } from "./fields";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

export type NotificationValues = { lowCredits: boolean; resultsReady: boolean; favoriteSelected: boolean; remindAfterDays: number | null; remindMaxTimes: number };

const EMAILS = ["lowCredits", "resultsReady", "favoriteSelected"] as const;

export function NotificationsForm({ initial }: { initial: NotificationValues }) {
  const t = useTranslations("TeamNotifications");
  const message = useActionMessage("TeamNotifications", "TeamLead");
  const { state, run, pending, values: v, fieldErrors: fe } = useRefreshingAction(saveNotificationsAction);
  const [remind, setRemind] = useState(initial.remindAfterDays !== null);
  return (
    <form action={run} className="flex max-w-2xl flex-col gap-8" data-testid="notifications-form" noValidate>
      <FormAlert state={state} namespace="TeamNotifications" />
      {state.ok && <Alert variant="success">{t("saved")}</Alert>}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2"><Heading level={2} size="lg">{t("emails.title")}</Heading></legend>
        {EMAILS.map((name) => (
          <label key={name} className="flex items-start gap-3 text-sm">
            <input type="checkbox" name={name} defaultChecked={initial[name]} className="mt-1" />
            <span>
              <span className="font-medium text-ink">{t(`emails.${name}`)}</span>
              <span className="block text-xs text-ink-soft">{t(`emails.${name}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2"><Heading level={2} size="lg">{t("reminders.title")}</Heading></legend>
        <p className="text-sm text-ink-soft">{t("reminders.lead")}</p>
        <label className="flex items-center gap-3 text-sm font-medium text-ink">
          <input type="checkbox" name="remind" checked={remind} onChange={(e) => setRemind(e.target.checked)} />
          {t("reminders.enabled")}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("reminders.afterDays")} hint={t("reminders.afterDaysHint")} error={fe.remindAfterDays && message(fe.remindAfterDays)}>
            {(id) => <input id={id} name="remindAfterDays" type="number" min={1} max={60} disabled={!remind} defaultValue={v.remindAfterDays ?? initial.remindAfterDays ?? 3} className={inputClass} />}
          </Field>
          <Field label={t("reminders.maxTimes")} hint={t("reminders.maxTimesHint")} error={fe.remindMaxTimes && message(fe.remindMaxTimes)}>
            {(id) => <input id={id} name="remindMaxTimes" type="number" min={1} max={10} defaultValue={v.remindMaxTimes ?? initial.remindMaxTimes} className={inputClass} />}
          </Field>
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={pending}>{t("save")}</Button>
      </div>
    </form>
  );
}
