"use server";

// The account forms (components/account): /profile, /profile/trustpilot, /app/feedback and the
// unsubscribe page. What could take the account over (email, password, deletion) asks a team lead
// under their organisation's MFA rule for the code first (`mfa`, lib/auth/mfa-gate.ts). The lib/account functions check the fields themselves (their error keys are the
// page's namespace `errors.<key>`), so these schemas only read the fields as text.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { changePassword, confirmEmailChange, deleteAccount, requestEmailChange, setMarketingOptOut, submitFeedback, submitReview, updateProfile } from "@/lib/account";
import { keepCurrentSession, signOut } from "@/lib/auth";
import { currentSession } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { action, withoutState, type ActionState } from "@/lib/http/action";
import { knownClientIp } from "@/lib/http/client-ip";
import { textFields } from "@/lib/http/form-data";
import { localizePath } from "@/lib/i18n/config";
import { getStorage } from "@/lib/storage";

type Result = { ok: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; error: string; minutes?: number };

/** The form state for a lib/account result. */
function stateOf(result: Result): ActionState {
  if (result.ok) return { ok: true };
  if ("fieldErrors" in result) return { fieldErrors: result.fieldErrors };
  return { error: result.error, errorValues: result.minutes ? { minutes: result.minutes } : undefined };
}

const ipNow = async () => knownClientIp(await headers());

/** Re-issues this browser's session past the cut-off a change just set; on failure it is simply signed out. */
async function keepSession(userId: string, validFrom: Date): Promise<void> {
  try {
    await keepCurrentSession(userId, validFrom);
  } catch (e) {
    console.error(`[account] user ${userId}: the current session could not be kept: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export const updateProfileAction = action(
  textFields(z.object({ name: z.string(), jobTitle: z.string(), phone: z.string() })),
  async (input, { principal }) => stateOf(await updateProfile(await prisma(), principal.userId, input)),
);

/** `detail`: the (masked) address the link went to. */
export const requestEmailChangeAction = action(
  textFields(z.object({ newEmail: z.string(), confirmEmail: z.string(), currentPassword: z.string() })),
  async (input, { principal, locale }) => {
    const result = await requestEmailChange(await prisma(), { userId: principal.userId, locale, ip: await ipNow(), ...input });
    return result.ok ? { ok: true, detail: result.sentTo } : stateOf(result);
  },
  { mfa: true },
);

/** From the emailed link (/profile?emailToken=…): switches the address, then shows /profile with a note. */
export const confirmEmailChangeAction = action(textFields(z.object({ token: z.string() })), async ({ token }, { principal, locale }) => {
  const result = await confirmEmailChange(await prisma(), { userId: principal.userId, token, locale });
  if (!result.ok) return { error: `link.${result.error}` };
  // Other sessions (signed in with the old address) ended; this one stays.
  await keepSession(principal.userId, result.sessionsValidFrom);
  redirect(`${localizePath("/profile", locale)}?emailChanged=1`);
}, { mfa: true });

/**
 * Changes the password: every other session of the account ends, this one stays signed in. A refused
 * try gives back what was typed (`values`), so fixing one field keeps the others; the current password
 * only when the refusal is about the new one (a wrong one, or a try refused for too many attempts,
 * empties that field).
 */
export const changePasswordAction = action(
  textFields(z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })),
  async (input, { principal, locale }) => {
    const result = await changePassword(await prisma(), { userId: principal.userId, locale, ip: await ipNow(), ...input });
    if (!result.ok) {
      const state = stateOf(result);
      // The current password is given back only when the refusal is about the new one (it was accepted).
      const { currentPassword, ...rest } = input;
      const aboutNewPassword = state.fieldErrors !== undefined && !state.fieldErrors.currentPassword;
      return { ...state, values: aboutNewPassword || currentPassword === "" ? { ...rest, currentPassword } : rest };
    }
    await keepSession(principal.userId, result.sessionsValidFrom);
    // The re-issued session cookie is in this response, but a re-render of /profile within it would still
    // read the request's old (now ended) session: go to a fresh /profile, which says it is done.
    redirect(`${localizePath("/profile", locale)}?passwordChanged=1`);
  },
  { echo: ["currentPassword", "newPassword", "confirmPassword"], mfa: true },
);

/**
 * Deletes the account at once (typed address, plus the current password, or for an account without
 * one a recent sign-in), signs out and lands on the home page with a notice.
 */
export const deleteAccountAction = action(
  textFields(z.object({ confirmEmail: z.string(), currentPassword: z.string() })),
  async (input, { principal, locale }) => {
    const { authAt } = await currentSession();
    const result = await deleteAccount(await prisma(), getStorage(), { userId: principal.userId, ...input, authAt, ip: await ipNow() });
    if (!result.ok) return stateOf(result);
    await signOut({ redirectTo: `${localizePath("/", locale)}?notice=account-deleted` });
    return { ok: true };
  },
  { mfa: true },
);

/**
 * "Sign in again" (deleting an account without a password needs a fresh sign-in): out, then the login
 * page back to /profile. Open to anyone, as signing out is: a session that already ended goes on too.
 */
const signInAgain = action(
  z.object({}),
  async (_input, { locale }) => {
    const back = localizePath("/profile", locale);
    await signOut({ redirectTo: `${localizePath("/auth/login", locale)}?callbackUrl=${encodeURIComponent(back)}` });
  },
  { role: "public" },
);

/** A plain form's action (no state to show). */
export const signInAgainAction = withoutState(signInAgain);

export const submitReviewAction = action(
  textFields(z.object({ rating: z.string(), body: z.string(), consent: z.string() })),
  async (input, { principal, locale }) => stateOf(await submitReview(await prisma(), { userId: principal.userId, locale, ...input })),
);

export const submitFeedbackAction = action(
  textFields(z.object({ rating: z.string(), body: z.string(), shootId: z.string() })),
  async (input, { principal }) => stateOf(await submitFeedback(await prisma(), { userId: principal.userId, ...input })),
);

/**
 * The buttons on /profile/unsubscribe: the signed token from the email is the only credential.
 * `detail` says where the account now stands: "optedOut" or "optedIn"; a bad link is `error: "invalid"`.
 */
export const setMarketingAction = action(
  textFields(z.object({ token: z.string(), optOut: z.string() })),
  async ({ token, optOut }) => {
    const result = await setMarketingOptOut(await prisma(), { token, optOut: optOut === "1" });
    return result.ok ? { ok: true, detail: result.optedOut ? "optedOut" : "optedIn" } : { error: "invalid" };
  },
  { role: "public" },
);
