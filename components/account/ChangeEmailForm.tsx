"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { requestEmailChangeAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { AccountField, useErrorText } from "./fields";

/** The new address twice and the current password; the link goes to the new address. */
export function ChangeEmailForm() {
  const t = useTranslations("Profile.email");
  const err = useErrorText("Profile");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(requestEmailChangeAction, {});
  const v = state.values ?? {};
  const fe = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex flex-col gap-4" noValidate data-testid="change-email-form">
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="Profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField label={t("newEmail")} name="newEmail" type="email" defaultValue={v.newEmail} autoComplete="email" required error={err(fe.newEmail)} />
        <AccountField label={t("confirmEmail")} name="confirmEmail" type="email" defaultValue={v.confirmEmail} autoComplete="off" required error={err(fe.confirmEmail)} />
      </div>
      <AccountField label={t("currentPassword")} name="currentPassword" type="password" autoComplete="current-password" required className="sm:max-w-[calc(50%-0.5rem)]" error={err(fe.currentPassword)} />
      {state.ok && state.detail && <Alert variant="success">{t("sent", { email: state.detail })}</Alert>}
      <div>
        <Button type="submit" variant="secondary" iconLeft="mail" loading={pending}>{pending ? t("submitting") : t("submit")}</Button>
      </div>
    </form>
  );
}
