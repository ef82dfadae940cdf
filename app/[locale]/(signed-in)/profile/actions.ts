"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { changePassword, confirmEmailChange, deleteAccount, requestEmailChange, updateProfile } from "@/lib/account";
import { formState, type AccountFormState } from "@/lib/account/form-state";
import { keepCurrentSession, signOut } from "@/lib/auth";
import { currentPrincipal, currentSession } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { localizePath } from "@/lib/i18n/config";
import { knownClientIp as clientIp } from "@/lib/http/client-ip";
import { getStorage } from "@/lib/storage";
import { formLocale, formText } from "@/lib/http/form-data";

const str = formText;
const localeOf = formLocale;
const ipNow = async () => clientIp(await headers());
const NOT_SIGNED_IN: AccountFormState = { error: "notSignedIn" };

export async function updateProfileAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const values = { name: str(fd, "name"), jobTitle: str(fd, "jobTitle"), phone: str(fd, "phone") };
  const principal = await currentPrincipal();
  if (!principal) return { ...NOT_SIGNED_IN, values };
  return formState(await updateProfile(await prisma(), principal.userId, values), values);
}

export async function requestEmailChangeAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const values = { newEmail: str(fd, "newEmail"), confirmEmail: str(fd, "confirmEmail") };
  const principal = await currentPrincipal();
  if (!principal) return { ...NOT_SIGNED_IN, values };
  const result = await requestEmailChange(await prisma(), {
    userId: principal.userId,
    locale: localeOf(fd),
    ip: await ipNow(),
    ...values,
    currentPassword: str(fd, "currentPassword"),
  });
  return result.ok ? { ok: true, detail: result.sentTo } : formState(result, values);
}

/** From the emailed link (/profile?emailToken=…): switches the address, then shows /profile with a note. */
export async function confirmEmailChangeAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const locale = localeOf(fd);
  const principal = await currentPrincipal();
  if (!principal) return NOT_SIGNED_IN;
  const result = await confirmEmailChange(await prisma(), { userId: principal.userId, token: str(fd, "token"), locale });
  if (!result.ok) return { error: `link.${result.error}` };
  // Other sessions (signed in with the old address) ended; this one stays.
  await keepSession(principal.userId, result.sessionsValidFrom);
  redirect(`${localizePath("/profile", locale)}?emailChanged=1`);
}

/** Changes the password: every other session of the account ends, this one stays signed in. */
export async function changePasswordAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const principal = await currentPrincipal();
  if (!principal) return NOT_SIGNED_IN;
  const result = await changePassword(await prisma(), {
    userId: principal.userId,
    locale: localeOf(fd),
    ip: await ipNow(),
    currentPassword: str(fd, "currentPassword"),
    newPassword: str(fd, "newPassword"),
    confirmPassword: str(fd, "confirmPassword"),
  });
  if (!result.ok) return formState(result);
  await keepSession(principal.userId, result.sessionsValidFrom);
  // The re-issued session cookie is in this response, but a re-render of /profile within it would still
  // read the request's old (now ended) session: go to a fresh /profile, which says it is done.
  redirect(`${localizePath("/profile", localeOf(fd))}?passwordChanged=1`);
}

/** Re-issues this browser's session past the cut-off a change just set; on failure it is simply signed out. */
async function keepSession(userId: string, validFrom: Date): Promise<void> {
  try {
    await keepCurrentSession(userId, validFrom);
  } catch (e) {
    console.error(`[account] user ${userId}: the current session could not be kept: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Deletes the account at once (typed address, plus the current password, or for an account without
 * one a recent sign-in), signs out and lands on the home page with a notice.
 */
export async function deleteAccountAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const locale = localeOf(fd);
  const values = { confirmEmail: str(fd, "confirmEmail") };
  const { principal, authAt } = await currentSession();
  if (!principal) return { ...NOT_SIGNED_IN, values };
  const result = await deleteAccount(await prisma(), getStorage(), {
    userId: principal.userId,
    confirmEmail: values.confirmEmail,
    currentPassword: str(fd, "currentPassword"),
    authAt,
    ip: await ipNow(),
  });
  if (!result.ok) return formState(result, values);
  await signOut({ redirectTo: `${localizePath("/", locale)}?notice=account-deleted` });
  return { ok: true };
}

/** "Sign in again" (deleting an account without a password needs a fresh sign-in): out, then the login page back to /profile. */
export async function signInAgainAction(fd: FormData): Promise<void> {
  const locale = localeOf(fd);
  const back = localizePath("/profile", locale);
  await signOut({ redirectTo: `${localizePath("/auth/login", locale)}?callbackUrl=${encodeURIComponent(back)}` });
}
