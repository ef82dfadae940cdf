"use server";

// The sign-in and sign-up forms of /auth (components/auth). Error keys are Auth.errors keys; a
// verification link opened away from the sign-up browser answers `detail: "passwordNeeded"`.
import "server-only";
import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signIn } from "@/lib/auth";
import { requestMagicLink, requestPasswordReset, resendVerification, resetPassword, signUp } from "@/lib/auth/accounts";
import { takeFormLimit, type EmailForm } from "@/lib/auth/form-limits";
import { enabledSocialProviders, isSocialProvider } from "@/lib/auth/providers";
import { rememberSignUp } from "@/lib/auth/signup-cookie";
import { emailOnlySchema, loginSchema, resetPasswordSchema, signUpSchema } from "@/lib/auth/schemas";
import { prisma } from "@/lib/db";
import { action, withoutState, type ActionState } from "@/lib/http/action";
import { knownClientIp } from "@/lib/http/client-ip";
import { textFields } from "@/lib/http/form-data";
import { localizePath } from "@/lib/i18n/config";
import { verifyRecaptcha } from "@/lib/recaptcha/server";
import { forgetReferralCode, readReferralCode } from "@/lib/referrals/cookie";
import { safeRedirectTarget, signInCallbackPath } from "@/lib/routes/redirect";

function authErrorState(e: AuthError): ActionState {
  const code = (e as AuthError & { code?: string }).code ?? "";
  if (code.startsWith("tooManyAttempts:")) return { error: "tooManyAttempts", errorValues: { minutes: Number(code.split(":")[1]) || 15 } };
  if (code.startsWith("link:")) return { error: `link.${code.split(":")[1]}` };
  if (code === "signUpPassword:passwordNeeded") return { detail: "passwordNeeded" };
  if (code.startsWith("signUpPassword:")) return { detail: "passwordNeeded", error: `link.${code.split(":")[1]}` };
  if (["invalidCredentials", "emailNotVerified", "recaptchaFailed"].includes(code)) return { error: code };
  return { error: "generic" };
}

/**
 * The checks before a form that sends an email does anything: reCAPTCHA (when keys are set), then the
 * limits per client address and per address typed. Null when it may go on; else the refusal.
 */
async function emailFormRefusal(form: EmailForm, email: string, recaptcha: string): Promise<ActionState | null> {
  const values = { email };
  if (!(await verifyRecaptcha(recaptcha || null, form))) return { error: "recaptchaFailed", values };
  const limit = await takeFormLimit(form, email, knownClientIp(await headers()));
  return limit.allowed ? null : { error: "tooManyRequests", errorValues: { minutes: limit.retryAfterMinutes }, values };
}

const emailForm = textFields(emailOnlySchema.extend({ recaptcha: z.string() }));

export const loginAction = action(
  textFields(loginSchema.extend({ recaptcha: z.string(), callbackUrl: z.string() })),
  async (input, { locale }) => {
    try {
      await signIn("password", { email: input.email, password: input.password, recaptcha: input.recaptcha, redirectTo: signInCallbackPath(locale, input.callbackUrl) });
    } catch (e) {
      if (e instanceof AuthError) return authErrorState(e);
      throw e;
    }
    return {};
  },
  { role: "public" },
);

export const signUpAction = action(
  textFields(signUpSchema.extend({ terms: z.string(), recaptcha: z.string(), callbackUrl: z.string() })),
  async ({ terms, recaptcha, callbackUrl, ...input }, { locale }) => {
    if (terms !== "on") return { fieldErrors: { terms: "termsRequired" } };
    const refused = await emailFormRefusal("signup", input.email, recaptcha);
    if (refused) return { error: refused.error, errorValues: refused.errorValues };
    const next = safeRedirectTarget(callbackUrl, "");
    // The verification link carries `next`: once the address is proven, the person lands where they were going.
    const created = await signUp(await prisma(), { ...input, referralCode: await readReferralCode(), next });
    if (created.status === "created") {
      await forgetReferralCode();
      // This browser chose the password: its verification link keeps it (lib/auth/accounts.ts verifyEmail).
      await rememberSignUp(created.userId);
    }
    redirect(`${localizePath("/auth/verify", locale)}?sent=1&email=${encodeURIComponent(input.email)}${next ? `&next=${encodeURIComponent(next)}` : ""}`);
  },
  { role: "public" },
);

/**
 * `detail`: the address the link went to. Sent from /auth/verify (its `next`) or from the login form
 * (its `callbackUrl`): the new link sends the person on there, as the first one did.
 */
export const resendVerificationAction = action(
  textFields(emailOnlySchema.extend({ recaptcha: z.string(), next: z.string(), callbackUrl: z.string() })),
  async ({ email, locale, recaptcha, next, callbackUrl }) => {
    const refused = await emailFormRefusal("resend", email, recaptcha);
    if (refused) return refused;
    await resendVerification(await prisma(), email, locale, next || callbackUrl);
    return { ok: true, detail: email, values: { email } };
  },
  { role: "public" },
);

/** `detail`: the address the link went to (if it has an account). */
export const requestResetAction = action(
  emailForm,
  async ({ email, locale, recaptcha }) => {
    const refused = await emailFormRefusal("reset", email, recaptcha);
    if (refused) return refused;
    await requestPasswordReset(await prisma(), email, locale);
    return { ok: true, detail: email, values: { email } };
  },
  { role: "public" },
);

export const resetPasswordAction = action(
  textFields(resetPasswordSchema),
  async ({ token, password }, { locale }) => {
    const result = await resetPassword(await prisma(), token, password);
    if (!result.ok) return { error: `link.${result.reason}` };
    redirect(`${localizePath("/auth/login", locale)}?reset=1`);
  },
  { role: "public", secret: ["confirm"] },
);

/** `detail`: the address the link went to. */
export const magicLinkAction = action(
  emailForm,
  async ({ email, locale, recaptcha }) => {
    const refused = await emailFormRefusal("magic", email, recaptcha);
    if (refused) return refused;
    await requestMagicLink(await prisma(), email, locale);
    return { ok: true, detail: email, values: { email } };
  },
  { role: "public" },
);

/**
 * Signs in with a one-time emailed link (verification or magic link). A verification link opened away
 * from the sign-up browser comes back here with the sign-up password, or with "withoutPassword".
 */
export const tokenSignInAction = action(
  textFields(z.object({ token: z.string(), kind: z.string(), next: z.string(), password: z.string(), withoutPassword: z.string() })),
  async (input, { locale }) => {
    const kind = input.kind === "magic" ? "magic" : "verify";
    const proof = kind !== "verify" ? {} : input.withoutPassword === "1" ? { withoutPassword: "1" } : { password: input.password };
    try {
      await signIn("token", { token: input.token, kind, locale, ...proof, redirectTo: signInCallbackPath(locale, input.next) });
    } catch (e) {
      if (e instanceof AuthError) return authErrorState(e);
      throw e;
    }
    return {};
  },
  { role: "public" },
);

const socialSignIn = action(
  textFields(z.object({ provider: z.string(), callbackUrl: z.string() })),
  async ({ provider, callbackUrl }, { locale }) => {
    if (!isSocialProvider(provider) || !enabledSocialProviders().includes(provider)) redirect(localizePath("/auth/login", locale));
    await signIn(provider, { redirectTo: signInCallbackPath(locale, callbackUrl) });
  },
  { role: "public" },
);

/** A plain form's action (no state to show): on to the provider, or back to the login page for an unknown one. */
export const socialSignInAction = withoutState(socialSignIn);
