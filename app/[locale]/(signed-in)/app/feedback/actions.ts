"use server";

import { submitFeedback } from "@/lib/account";
import { formState, type AccountFormState } from "@/lib/account/form-state";
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";

export async function submitFeedbackAction(_prev: AccountFormState, fd: FormData): Promise<AccountFormState> {
  const str = (k: string) => (typeof fd.get(k) === "string" ? (fd.get(k) as string) : "");
  const values = { rating: str("rating"), body: str("body"), shootId: str("shootId") };
  const principal = await currentPrincipal();
  if (!principal) return { error: "notSignedIn", values };
  return formState(await submitFeedback(await prisma(), { userId: principal.userId, ...values }), values);
}
