"use client";

import { useActionState, useEffect, useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ActionState } from "@/lib/http/action";
import { inviteTeamAction } from "@/lib/teams/setup-actions";
import { useOrganizationDrafts } from "@/stores/organization";
import { inputClass, StepError } from "./fields";

/** A rough count while typing (the server checks each address). */
const countAddresses = (text: string) => new Set(text.split(/[,;\n\r]+/).map((s) => s.trim().toLowerCase()).filter((s) => s.includes("@"))).size;

/** The colleagues to invite after the payment, comma or new-line separated; or "skip". */
export function InviteTeamForm({ owner, saved }: { owner: string; saved: string }) {
  const t = useTranslations("TeamSetup");
  const locale = useLocale();
  const id = useId();
  const [state, action, pending] = useActionState<ActionState, FormData>(inviteTeamAction, {});
  const { claim, setInvites } = useOrganizationDrafts();
  const [emails, setEmails] = useState(saved);
  useEffect(() => {
    claim(owner);
    const d = useOrganizationDrafts.getState().invites;
    if (d !== null) setEmails(d);
  }, [owner, claim]);
  useEffect(() => {
    if (state.values?.emails !== undefined) setEmails(state.values.emails);
  }, [state.values]);
  return (
    <form action={action} className="flex max-w-2xl flex-col gap-4" noValidate data-testid="invite-form">
      <input type="hidden" name="locale" value={locale} />
      <StepError state={state} />
      <label htmlFor={id} className="text-sm font-medium text-ink">{t("invite.emails")}</label>
      <textarea
        id={id}
        name="emails"
        rows={8}
        value={emails}
        onChange={(e) => {
          setEmails(e.target.value);
          setInvites(e.target.value);
        }}
        aria-describedby={`${id}-hint`}
        aria-invalid={state.error === "INVALID_EMAILS" || undefined}
        className={`${inputClass(state.error === "INVALID_EMAILS")} h-auto py-2 font-mono text-sm`}
        placeholder={"ada@example.com\ngrace@example.com"}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {t("invite.emailsHint")} <span aria-live="polite">{t("invite.count", { count: countAddresses(emails) })}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={pending}>{t("continue")}</Button>
        <Button type="submit" name="skip" value="1" variant="secondary" disabled={pending}>{t("invite.skip")}</Button>
      </div>
      <p className="text-sm text-ink-soft">{t("invite.skipHint")}</p>
    </form>
  );
}
