"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { changePasswordAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { AccountField, useErrorText } from "./fields";

type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";

/** The fields whose edit answers each field's error: a mismatch is fixed in either new password. */
const FIXED_BY: Record<PasswordField, readonly PasswordField[]> = {
  currentPassword: ["currentPassword"],
  newPassword: ["newPassword"],
  confirmPassword: ["newPassword", "confirmPassword"],
};

/**
 * The current password and the new one twice. A refused try shows what was typed again (the action
 * gives it back: React empties the form after each action; a wrong current password comes back empty),
 * each error under its own field, and an error goes as soon as its field is edited.
 * `changed`: the page after a successful change (the action redirects there) says so.
 */
export function ChangePasswordForm({ changed = false }: { changed?: boolean }) {
  const t = useTranslations("Profile.password");
  const err = useErrorText("Profile");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(changePasswordAction, {});
  // The fields edited since this answer (a new answer starts afresh).
  const [edited, setEdited] = useState<{ of: ActionState; fields: ReadonlySet<PasswordField> }>({ of: state, fields: new Set() });
  const editedNow = edited.of === state ? edited.fields : new Set<PasswordField>();
  const v = state.values ?? {};
  const errorOf = (field: PasswordField) => (FIXED_BY[field].some((f) => editedNow.has(f)) ? undefined : err(state.fieldErrors?.[field]));
  const field = (name: PasswordField) => ({
    name,
    defaultValue: v[name],
    error: errorOf(name),
    onChange: () => {
      if (!editedNow.has(name)) setEdited({ of: state, fields: new Set(editedNow).add(name) });
    },
  });
  return (
    <form action={action} className="flex flex-col gap-4" noValidate data-testid="change-password-form">
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="Profile" />
      <AccountField label={t("current")} type="password" autoComplete="current-password" required className="sm:max-w-[calc(50%-0.5rem)]" {...field("currentPassword")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField label={t("new")} type="password" autoComplete="new-password" required minLength={8} hint={t("newHint")} {...field("newPassword")} />
        <AccountField label={t("confirm")} type="password" autoComplete="new-password" required {...field("confirmPassword")} />
      </div>
      {(state.ok || (changed && !state.error && !state.fieldErrors)) && <Alert variant="success">{t("done")}</Alert>}
      <div>
        <Button type="submit" variant="secondary" iconLeft="lock" loading={pending}>{pending ? t("submitting") : t("submit")}</Button>
      </div>
    </form>
  );
}
