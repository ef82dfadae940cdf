"use server";

import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signIn } from "@/lib/auth";
import { requestMagicLink, requestPasswordReset, resendVerification, resetPassword, signUp } from "@/lib/auth/accounts";
import { takeFormLimit, type EmailForm } from "@/lib/auth/form-limits";
import { enabledSocialProviders, isSocialProvider } from "@/lib/auth/providers";
import { rememberSignUp } from "@/lib/auth/signup-cookie";
import { emailOnlySchema, fieldErrors, loginSchema, resetPasswordSchema, signUpSchema } from "@/lib/auth/schemas";
import { prisma } from "@/lib/db";
import { knownClientIp } from "@/lib/http/client-ip";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { verifyRecaptcha } from "@/lib/recaptcha/server";
import { forgetReferralCode, readReferralCode } from "@/lib/referrals/cookie";
import { safeRedirectTarget, signInCallbackPath } from "@/lib/routes/redirect";
import { formLocale, formText } from "@/lib/http/form-data";

/** What a form gets back: message keys (Auth.errors.*) and the values to keep, so nothing typed is lost. */
export type FormState = {
  error?: string;
  errorValues?: Record<string, string | number>;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  done?: boolean;
  /** The verification link was opened away from the sign-up browser: ask for the sign-up password. */
  passwordNeeded?: boolean;
};

const str = formText;
const localeOf = formLocale;

function authErrorState(e: AuthError): FormState {
  const code = (e as AuthError & { code?: string }).code ?? "";
  if (code.startsWith("tooManyAttempts:")) return { error: "tooManyAttempts", errorValues: { minutes: Number(code.split(":")[1]) || 15 } };
  if (code.startsWith("link:")) return { error: `link.${code.split(":")[1]}` };
  if (code === "signUpPassword:passwordNeeded") return { passwordNeeded: true };
  if (code.startsWith("signUpPassword:")) return { passwordNeeded: true, error: `link.${code.split(":")[1]}` };
  if (["invalidCredentials", "emailNotVerified", "recaptchaFailed"].includes(code)) return { error: code };
  return { error: "generic" };
}

/**
 * The checks before a form that sends an email does anything: reCAPTCHA (when keys are set), then the
 * limits per client address and per address typed. Null when it may go on; else the refusal.
 */
async function emailFormRefusal(form: EmailForm, email: string, fd: FormData): Promise<FormState | null> {
  const values = { email };
  if (!(await verifyRecaptcha(str(fd, "recaptcha") || null, form))) return { error: "recaptchaFailed", values };
  const limit = await takeFormLimit(form, email, knownClientIp(await headers()));
  return limit.allowed ? null : { error: "tooManyRequests", errorValues: { minutes: limit.retryAfterMinutes }, values };
}

export async function loginAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const locale = localeOf(fd);
  const values = { email: str(fd, "email") };
  const parsed = loginSchema.safeParse({ email: values.email, password: str(fd, "password") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), values };
  try {
    await signIn("password", {
      email: parsed.data.email,
      password: parsed.data.password,
      recaptcha: str(fd, "recaptcha"),
      redirectTo: signInCallbackPath(locale, str(fd, "callbackUrl")),
    });
  } catch (e) {
    if (e instanceof AuthError) return { ...authErrorState(e), values };
    throw e;
  }
  return {};
}

export async function signUpAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const locale = localeOf(fd);
  const values = { name: str(fd, "name"), email: str(fd, "email") };
  const parsed = signUpSchema.safeParse({ ...values, password: str(fd, "password"), locale });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), values };
  if (str(fd, "terms") !== "on") return { fieldErrors: { terms: "termsRequired" }, values };
  const refused = await emailFormRefusal("signup", parsed.data.email, fd);
  if (refused) return { ...refused, values };
  const created = await signUp(await prisma(), { ...parsed.data, referralCode: await readReferralCode() });
  if (created.status === "created") {
    await forgetReferralCode();
    // This browser chose the password: its verification link keeps it (lib/auth/accounts.ts verifyEmail).
    await rememberSignUp(created.userId);
  }
  const next = safeRedirectTarget(str(fd, "callbackUrl"), "");
  redirect(`${localizePath("/auth/verify", locale)}?sent=1&email=${encodeURIComponent(parsed.data.email)}${next ? `&next=${encodeURIComponent(next)}` : ""}`);
}

export async function resendVerificationAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const parsed = emailOnlySchema.safeParse({ email: str(fd, "email"), locale: localeOf(fd) });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), values: { email: str(fd, "email") } };
  const refused = await emailFormRefusal("resend", parsed.data.email, fd);
  if (refused) return refused;
  await resendVerification(await prisma(), parsed.data.email, parsed.data.locale);
  return { done: true, values: { email: parsed.data.email } };
}

export async function requestResetAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const parsed = emailOnlySchema.safeParse({ email: str(fd, "email"), locale: localeOf(fd) });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), values: { email: str(fd, "email") } };
  const refused = await emailFormRefusal("reset", parsed.data.email, fd);
  if (refused) return refused;
  await requestPasswordReset(await prisma(), parsed.data.email, parsed.data.locale);
  return { done: true, values: { email: parsed.data.email } };
}

export async function resetPasswordAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const locale = localeOf(fd);
  const parsed = resetPasswordSchema.safeParse({ token: str(fd, "token"), password: str(fd, "password"), confirm: str(fd, "confirm") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error) };
  const result = await resetPassword(await prisma(), parsed.data.token, parsed.data.password);
  if (!result.ok) return { error: `link.${result.reason}` };
  redirect(`${localizePath("/auth/login", locale)}?reset=1`);
}

export async function magicLinkAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const parsed = emailOnlySchema.safeParse({ email: str(fd, "email"), locale: localeOf(fd) });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error), values: { email: str(fd, "email") } };
  const refused = await emailFormRefusal("magic", parsed.data.email, fd);
  if (refused) return refused;
  await requestMagicLink(await prisma(), parsed.data.email, parsed.data.locale);
  return { done: true, values: { email: parsed.data.email } };
}

/**
 * Signs in with a one-time emailed link (verification or magic link). A verification link opened away
 * from the sign-up browser comes back here with the sign-up password, or with "withoutPassword".
 */
export async function tokenSignInAction(_prev: FormState, fd: FormData): Promise<FormState> {
  const locale = localeOf(fd);
  const kind = str(fd, "kind") === "magic" ? "magic" : "verify";
  const proof = kind !== "verify" ? {} : str(fd, "withoutPassword") === "1" ? { withoutPassword: "1" } : { password: str(fd, "password") };
  try {
    await signIn("token", { token: str(fd, "token"), kind, locale, ...proof, redirectTo: signInCallbackPath(locale, str(fd, "next")) });
  } catch (e) {
    if (e instanceof AuthError) return authErrorState(e);
    throw e;
  }
  return {};
}

export async function socialSignInAction(fd: FormData): Promise<void> {
  const provider = str(fd, "provider");
  const locale = localeOf(fd);
  if (!isSocialProvider(provider) || !enabledSocialProviders().includes(provider)) redirect(localizePath("/auth/login", locale));
  await signIn(provider, { redirectTo: signInCallbackPath(locale, str(fd, "callbackUrl")) });
}
