"use server";
// The people screen's actions (/admin/user?id=…): each an adminAction calling lib/backoffice/users/manage.ts,
// which writes the audit row in the change's own transaction.
import "server-only";
import { headers } from "next/headers";
import { adminAction } from "@/lib/backoffice/action";
import { knownClientIp } from "@/lib/http/client-ip";
import { getStorage } from "@/lib/storage";
import { deleteUserAsAdmin, endUserSessions, grantUserCredits, resendVerificationAsAdmin, resetUserMfa } from "./manage";
import { deleteUserForm, grantCreditsForm, userIdForm } from "./schemas";
import { z } from "zod";

const grantForm = grantCreditsForm.extend({ requestId: z.string().trim().max(64).optional() });

export const grantCreditsAction = adminAction(grantForm, async (input, { actorId, db }) => {
  const result = await grantUserCredits(db, { actorId, userId: input.userId, kind: input.kind, amount: input.amount, reason: input.reason, requestId: input.requestId || null });
  return { ok: true, detail: result.status === "granted" ? String(result.after) : undefined };
});

export const resendVerificationAction = adminAction(userIdForm, async (input, { actorId, db }) => {
  const sent = await resendVerificationAsAdmin(db, { actorId, userId: input.userId });
  return { ok: true, detail: sent.email };
});

export const resetMfaAction = adminAction(userIdForm, async (input, { actorId, db }) => {
  await resetUserMfa(db, { actorId, userId: input.userId });
});

export const endSessionsAction = adminAction(userIdForm, async (input, { actorId, db }) => {
  await endUserSessions(db, { actorId, userId: input.userId });
});

export const deleteUserAction = adminAction(deleteUserForm, async (input, { actorId, db }) => {
  const result = await deleteUserAsAdmin(db, getStorage(), { actorId, userId: input.userId, confirmEmail: input.confirmEmail, ip: await clientIp() });
  if (!result.ok) return { fieldErrors: { [result.field]: result.error } };
});

async function clientIp(): Promise<string | null> {
  try {
    return knownClientIp(await headers());
  } catch {
    return null;
  }
}
