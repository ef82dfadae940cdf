"use server";

import { submitReview } from "@/lib/account";
import { formState, type AccountFormState } from "@/lib/account/form-state";
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { isLocale } from "@/lib/i18n/config";

export async function submitReviewAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const str = (k: string) => (typeof fd.get(k) === "string" ? (fd.get(k) as string) : "");
  const values = { rating: str("rating"), body: str("body"), consent: str("consent") };
  const principal = await currentPrincipal();
  if (!principal) return { error: "notSignedIn", values };
  const locale = str("locale");
  const result = await submitReview(await prisma(), { userId: principal.userId, locale: isLocale(locale) ? locale : "en", ...values });
  return formState(result, values);
}
