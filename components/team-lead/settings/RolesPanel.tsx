"use client";
// The settings page's roles tab: the owner and the team leads, the pending lead invites, "make team
// lead" by email (a member at once, anyone else by an invite) and "remove team lead".
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { FormAction } from "@/lib/http/action";
import { ActionForm } from "../ActionForm";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { Field, inputClass, StepError, useSetupMessages } from "../setup/fields";
import { SETTINGS_NAMESPACES } from "./CompanySettingsForm";

export type RoleRowView =
  | { kind: "owner" | "lead"; membershipId: string | null; name: string; email: string; self: boolean }
  | { kind: "invite"; inviteId: string; email: string };

export function RolesPanel({ rows, promote, demote }: { rows: RoleRowView[]; promote: FormAction; demote: FormAction }) {
  const t = useTranslations("TeamSettings.roles");
  const locale = useLocale();
  const { state, run, pending, values } = useRefreshingAction(promote);
  const { field } = useSetupMessages(...SETTINGS_NAMESPACES);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <ul className="divide-y divide-line rounded-[var(--radius-card)] border border-line" aria-label={t("listLabel")} data-testid="roles-list">
        {rows.map((row) => (
          <li key={row.kind === "invite" ? row.inviteId : `${row.kind}-${row.email}`} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <span className="flex flex-col">
              <span className="font-medium text-ink">
                {row.kind === "invite" ? row.email : row.name || row.email}
                {row.kind !== "invite" && row.self && <span className="text-ink-soft"> {t("you")}</span>}
              </span>
              <span className="text-sm text-ink-soft">
                {row.kind === "invite" ? t("invitePending") : `${row.email} · ${row.kind === "owner" ? t("owner") : t("lead")}`}
              </span>
            </span>
            {row.kind === "lead" && !row.self && row.membershipId && (
              <ActionForm action={demote} fields={{ membershipId: row.membershipId }} label={t("demote")} testId={`demote-${row.email}`} />
            )}
          </li>
        ))}
      </ul>
      <form action={run} className="flex flex-col gap-3" data-testid="promote-form">
        <input type="hidden" name="locale" value={locale} />
        <StepError state={state} namespaces={SETTINGS_NAMESPACES} />
        {state.ok && <Alert variant="success" role="status">{state.detail === "invited" ? t("invited") : t("promoted")}</Alert>}
        <Field label={t("email")} hint={t("emailHint")} error={field(state, "email")}>
          {({ id, describedBy, invalid }) => (
            <input id={id} name="email" type="email" autoComplete="off" defaultValue={values.email ?? ""} key={state.ok ? "done" : "typing"} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={inputClass(invalid)} />
          )}
        </Field>
        <Button type="submit" loading={pending} className="self-start">{t("promote")}</Button>
      </form>
    </div>
  );
}
