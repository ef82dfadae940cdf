"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { changePassword, confirmEmailChange, deleteAccount, requestEmailChange, updateProfile } from "@/lib/account";
import { formState, type AccountFormState } from "@/lib/account/form-state";
import { signOut } from "@/lib/auth";
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import { clientIp } from "@/lib/links/http";
import { getStorage } from "@/lib/storage";

const str = (fd: FormData, key: string) => {
  const v = fd.get(key);
  return typeof v === "string" ? v : "";
};
const localeOf = (fd: FormData): Locale => {
  const l = str(fd, "locale");
  return isLocale(l) ? l : "en";
};
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
  redirect(`${localizePath("/profile", locale)}?emailChanged=1`);
}

export async function changePasswordAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const principal = await currentPrincipal();
  if (!principal) return NOT_SIGNED_IN;
  return formState(
    await changePassword(await prisma(), {
      userId: principal.userId,
      locale: localeOf(fd),
      ip: await ipNow(),
      currentPassword: str(fd, "currentPassword"),
      newPassword: str(fd, "newPassword"),
      confirmPassword: str(fd, "confirmPassword"),
    }),
  );
}

/** Deletes the account at once, signs out and lands on the home page with a notice. */
export async function deleteAccountAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const locale = localeOf(fd);
  const values = { confirmEmail: str(fd, "confirmEmail") };
  const principal = await currentPrincipal();
  if (!principal) return { ...NOT_SIGNED_IN, values };
  const result = await deleteAccount(await prisma(), getStorage(), { userId: principal.userId, confirmEmail: values.confirmEmail, ip: await ipNow() });
  if (!result.ok) return { error: result.error, values };
  await signOut({ redirectTo: `${localizePath("/", locale)}?notice=account-deleted` });
  return { ok: true };
}
