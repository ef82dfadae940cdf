"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { FormAlert } from "@/components/ui/form-alert";
import {
  loginAction,
  magicLinkAction,
  requestResetAction,
  resendVerificationAction,
  resetPasswordAction,
  signUpAction,
  tokenSignInAction,
} from "@/lib/auth/actions";
import type { ActionState, FormAction } from "@/lib/http/action";
import { Field } from "./fields";
import { useRecaptchaToken } from "./recaptcha";
import { useSubmitOnce } from "@/components/ui/submit-once";


/**
 * A form bound to a server action. When reCAPTCHA is on, a token for `recaptchaAction` (or the
 * pressed button's `data-recaptcha-action`) is fetched just before submitting and sent as the
 * "recaptcha" field; the form is then sent by that same button, so its own formAction still applies.
 */
function ActionForm({ action, recaptchaAction, children, testId }: { action: FormAction; recaptchaAction?: string; children: (state: ActionState, pending: boolean) => ReactNode; testId?: string }) {
  const locale = useLocale();
  const [state, formAction, pending] = useActionState(action, {});
  const getToken = useRecaptchaToken();
  const tokenInput = useRef<HTMLInputElement>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const t = useTranslations("Auth.errors");

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (!recaptchaAction) return;
    const form = e.currentTarget;
    if (form.dataset.ready === "1") {
      form.dataset.ready = "";
      return;
    }
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    try {
      const token = await getToken(submitter?.dataset.recaptchaAction ?? recaptchaAction);
      if (tokenInput.current) tokenInput.current.value = token ?? "";
      setCaptchaError(null);
      form.dataset.ready = "1";
      form.requestSubmit(submitter);
    } catch {
      setCaptchaError("recaptchaFailed");
    }
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid={testId}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="recaptcha" ref={tokenInput} />
      {captchaError && <Alert variant="danger">{t(captchaError as never)}</Alert>}
      <FormAlert state={state} namespace="Auth" />
      {children(state, pending)}
    </form>
  );
}

export function LoginForm({ callbackUrl, recaptcha }: { callbackUrl: string; recaptcha: boolean }) {
  const t = useTranslations("Auth");
  return (
    <ActionForm action={loginAction} recaptchaAction={recaptcha ? "login" : undefined} testId="login-form">
      {(state, pending) => (
        <>
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <Field label={t("email")} name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} error={state.fieldErrors?.email} />
          <Field label={t("password")} name="password" type="password" autoComplete="current-password" required error={state.fieldErrors?.password} />
          <div className="flex justify-end text-sm">
            <Link href="/auth/reset-password" className="font-medium text-brand hover:underline">{t("login.forgot")}</Link>
          </div>
          {state.error === "emailNotVerified" && state.values?.email && <ResendVerification email={state.values.email} />}
          <Button type="submit" fullWidth loading={pending}>{t("login.submit")}</Button>
        </>
      )}
    </ActionForm>
  );
}

function ResendVerification({ email }: { email: string }) {
  const t = useTranslations("Auth");
  const [state, action, pending] = useActionState(resendVerificationAction, {});
  if (state.ok) return <Alert variant="success">{t("verify.resent")}</Alert>;
  // Submits the surrounding login form (its email and locale fields) to the resend action instead.
  return (
    <>
      <FormAlert state={state} namespace="Auth" />
      <button type="submit" formAction={action} formNoValidate disabled={pending} data-email={email} data-recaptcha-action="resend" className="text-left text-sm font-medium text-brand hover:underline">
        {t("verify.resend")}
      </button>
    </>
  );
}

export function SignUpForm({ callbackUrl, recaptcha }: { callbackUrl: string; recaptcha: boolean }) {
  const t = useTranslations("Auth");
  return (
    <ActionForm action={signUpAction} recaptchaAction={recaptcha ? "signup" : undefined} testId="signup-form">
      {(state, pending) => (
        <>
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <Field label={t("name")} name="name" autoComplete="name" required defaultValue={state.values?.name} error={state.fieldErrors?.name} />
          <Field label={t("email")} name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} error={state.fieldErrors?.email} />
          <Field label={t("password")} name="password" type="password" autoComplete="new-password" required minLength={8} hint={t("signup.passwordHint")} error={state.fieldErrors?.password} />
          <label className="flex items-start gap-2 text-sm text-ink-soft">
            <input type="checkbox" name="terms" className="mt-0.5 size-4 accent-brand" required aria-invalid={state.fieldErrors?.terms ? true : undefined} />
            <span>
              {/* In a new tab, so what was typed here stays; next-intl's Link keeps the reader's language. */}
              {t.rich("signup.terms", {
                terms: (chunks) => <Link href="/legal/terms" target="_blank" className="font-medium text-brand underline underline-offset-2" data-testid="consent-terms">{chunks}</Link>,
                privacy: (chunks) => <Link href="/legal/privacy" target="_blank" className="font-medium text-brand underline underline-offset-2" data-testid="consent-privacy">{chunks}</Link>,
              })}
            </span>
          </label>
          {state.fieldErrors?.terms && <p className="text-sm text-danger">{t(`errors.${state.fieldErrors.terms}` as never)}</p>}
          <Button type="submit" fullWidth loading={pending}>{t("signup.submit")}</Button>
        </>
      )}
    </ActionForm>
  );
}

/** `next`: where the new link sends the person once verified (the sign-up's callbackUrl). */
export function ResendVerificationForm({ email, next, recaptcha }: { email: string; next: string; recaptcha: boolean }) {
  const t = useTranslations("Auth");
  return (
    <ActionForm action={resendVerificationAction} recaptchaAction={recaptcha ? "resend" : undefined}>
      {(state, pending) =>
        state.ok ? (
          <Alert variant="success">{t("verify.resent")}</Alert>
        ) : (
          <>
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="next" value={next} />
            <Button type="submit" variant="secondary" fullWidth loading={pending}>{t("verify.resend")}</Button>
          </>
        )
      }
    </ActionForm>
  );
}

export function RequestResetForm({ recaptcha }: { recaptcha: boolean }) {
  const t = useTranslations("Auth");
  return (
    <ActionForm action={requestResetAction} recaptchaAction={recaptcha ? "reset" : undefined} testId="reset-request-form">
      {(state, pending) =>
        state.ok ? (
          <Alert variant="success" title={t("reset.sentTitle")}>{t("reset.sent", { email: state.detail ?? "" })}</Alert>
        ) : (
          <>
            <Field label={t("email")} name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} error={state.fieldErrors?.email} />
            <Button type="submit" fullWidth loading={pending}>{t("reset.requestSubmit")}</Button>
          </>
        )
      }
    </ActionForm>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("Auth");
  return (
    <ActionForm action={resetPasswordAction} testId="reset-form">
      {(state, pending) => (
        <>
          <input type="hidden" name="token" value={token} />
          <Field label={t("reset.newPassword")} name="password" type="password" autoComplete="new-password" required minLength={8} hint={t("signup.passwordHint")} error={state.fieldErrors?.password} />
          <Field label={t("reset.confirmPassword")} name="confirm" type="password" autoComplete="new-password" required error={state.fieldErrors?.confirm} />
          <Button type="submit" fullWidth loading={pending}>{t("reset.submit")}</Button>
        </>
      )}
    </ActionForm>
  );
}

export function MagicLinkForm({ recaptcha }: { recaptcha: boolean }) {
  const t = useTranslations("Auth");
  return (
    <ActionForm action={magicLinkAction} recaptchaAction={recaptcha ? "magic" : undefined} testId="magic-form">
      {(state, pending) =>
        state.ok ? (
          <Alert variant="success" title={t("magic.sentTitle")}>{t("magic.sent", { email: state.detail ?? "" })}</Alert>
        ) : (
          <>
            <Field label={t("email")} name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} error={state.fieldErrors?.email} />
            <Button type="submit" fullWidth loading={pending}>{t("magic.submit")}</Button>
          </>
        )
      }
    </ActionForm>
  );
}

/**
 * Follows an emailed one-time link. The token is spent by a POST that this page sends by itself once
 * it runs in a browser, so mail scanners that merely fetch the link do not use it up. A verification
 * link opened away from the browser that signed up asks for the password chosen at sign-up, or goes
 * on without it (lib/auth/accounts.ts verifyEmail).
 */
export function TokenSignIn({ token, kind, next }: { token: string; kind: "verify" | "magic"; next: string }) {
  const t = useTranslations("Auth");
  const formRef = useSubmitOnce();
  const locale = useLocale();
  const [state, action, pending] = useActionState(tokenSignInAction, {});
  const passwordNeeded = state.detail === "passwordNeeded";
  return (
    <form ref={formRef} action={action} className="flex flex-col gap-4" data-testid="token-form">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={state} namespace="Auth" />
      {passwordNeeded ? (
        <>
          <p className="text-ink-soft">{t("verify.passwordIntro")}</p>
          <Field label={t("verify.passwordLabel")} name="password" type="password" autoComplete="current-password" />
          <Button type="submit" fullWidth loading={pending}>{t("verify.passwordSubmit")}</Button>
          <p className="text-sm text-ink-soft">{t("verify.withoutPasswordHint")}</p>
          <Button type="submit" name="withoutPassword" value="1" variant="secondary" fullWidth disabled={pending} data-testid="verify-without-password">
            {t("verify.withoutPassword")}
          </Button>
        </>
      ) : (
        !state.error && <p className="text-ink-soft" role="status">{t("token.working")}</p>
      )}
      {passwordNeeded ? null : state.error ? (
        <Link href={kind === "magic" ? "/auth/email" : "/auth/login"} className="font-medium text-brand hover:underline">
          {kind === "magic" ? t("token.newLink") : t("token.toLogin")}
        </Link>
      ) : (
        <Button type="submit" fullWidth loading={pending}>{t("token.continue")}</Button>
      )}
    </form>
  );
}
