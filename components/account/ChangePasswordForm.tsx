"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { changePasswordAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { AccountField, useErrorText } from "./fields";

/** The current password and the new one twice. Nothing typed is sent back: the fields empty after each try. */
/** `changed`: the page after a successful change (the action redirects there) says so. */
export function ChangePasswordForm({ changed = false }: { changed?: boolean }) {
  const t = useTranslations("Profile.password");
  const err = useErrorText("Profile");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(changePasswordAction, {});
  const fe = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex flex-col gap-4" noValidate data-testid="change-password-form">
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="Profile" />
      <AccountField label={t("current")} name="currentPassword" type="password" autoComplete="current-password" required className="sm:max-w-[calc(50%-0.5rem)]" error={err(fe.currentPassword)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField label={t("new")} name="newPassword" type="password" autoComplete="new-password" required minLength={8} hint={t("newHint")} error={err(fe.newPassword)} />
        <AccountField label={t("confirm")} name="confirmPassword" type="password" autoComplete="new-password" required error={err(fe.confirmPassword)} />
      </div>
      {(state.ok || (changed && !state.error && !state.fieldErrors)) && <Alert variant="success">{t("done")}</Alert>}
      <div>
        <Button type="submit" variant="secondary" iconLeft="lock" loading={pending}>{pending ? t("submitting") : t("submit")}</Button>
      </div>
    </form>
  );
}
