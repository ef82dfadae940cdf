"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { Modal } from "@/components/ui/modal";
import { FormAlert } from "@/components/ui/form-alert";
import { deleteAccountAction, signInAgainAction } from "@/lib/account/actions";
import type { ActionState } from "@/lib/http/action";
import { AccountField, useErrorText } from "./fields";

const PASSWORD_ERRORS = ["passwordRequired", "wrongPassword"];

/**
 * "Delete my account": a dialog that warns (no refunds, nothing restorable) and asks for the account's
 * email typed out and, when the account has one, the current password. The button stays disabled
 * until both are there; the server checks again. An account without a password must have signed in
 * within the last 15 minutes: otherwise the dialog offers to sign in again.
 */
export function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const t = useTranslations("Profile.delete");
  const err = useErrorText("Profile");
  const locale = useLocale();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [state, action, pending] = useActionState<ActionState, FormData>(deleteAccountAction, {});
  const matches = typed.trim().toLowerCase() === email.toLowerCase() && (!hasPassword || password.length > 0);
  const fieldError = state.error === "confirmEmailMismatch" || state.error === "confirmEmailRequired" ? state.error : undefined;
  const passwordError = state.error && PASSWORD_ERRORS.includes(state.error) ? state.error : undefined;
  const reauth = state.error === "reauthRequired";
  return (
    <>
      <Button variant="danger" iconLeft="trash" onClick={() => setOpen(true)} data-testid="delete-account-open">{t("open")}</Button>
      <Modal
        open={open}
        onClose={() => !pending && setOpen(false)}
        title={t("dialogTitle")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>{t("cancel")}</Button>
            <Button type="submit" form={formId} variant="danger" disabled={!matches} loading={pending} data-testid="delete-account-confirm">
              {pending ? t("confirming") : t("confirm")}
            </Button>
          </>
        }
      >
        <form id={formId} action={action} className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="locale" value={locale} />
          <ul className="flex flex-col gap-2">
            {(["warnRefund", "warnRestore"] as const).map((k) => (
              <li key={k} className="flex items-start gap-2 text-ink">
                <Icon name="alert" size={18} className="mt-0.5 shrink-0 text-danger" />
                <span>{t(k)}</span>
              </li>
            ))}
          </ul>
          {!fieldError && !passwordError && !reauth && <FormAlert state={state} namespace="Profile" />}
          <AccountField
            label={t("confirmLabel", { email })}
            name="confirmEmail"
            type="email"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            required
            error={err(fieldError)}
            data-testid="delete-account-email"
          />
          {hasPassword ? (
            <AccountField
              label={t("passwordLabel")}
              name="currentPassword"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
              error={err(passwordError)}
              data-testid="delete-account-password"
            />
          ) : (
            !reauth && <p className="text-sm text-ink-soft">{t("recentSignIn")}</p>
          )}
        </form>
        {reauth && (
          <form action={signInAgainAction} className="mt-4 flex flex-col items-start gap-3" data-testid="delete-account-reauth">
            <input type="hidden" name="locale" value={locale} />
            <FormAlert state={state} namespace="Profile" />
            <Button type="submit" variant="secondary" iconLeft="lock">{t("signInAgain")}</Button>
          </form>
        )}
      </Modal>
    </>
  );
}
