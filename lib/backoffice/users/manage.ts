// What a platform admin can do to a person's account from /admin/user?id=…, each through the rule's own
// module and each with its audit row (before / after) in the transaction of the change:
//   - grant photo or edit credits with a reason (lib/account/credits.ts: row lock, SQL increment, ledger);
//   - send the address verification again (lib/auth/accounts.ts, the sign-up's own email);
//   - reset a team lead's MFA: every session's Session.mfaVerifiedAt cleared and unused MFA_CODE tokens
//     void (lib/teams/mfa.ts reads both), so the next lead page asks for a new code;
//   - end every session: the Session rows go (the jwt callback and the proxy refuse a cookie without a
//     live row) and User.sessionsValidFrom moves to now (lib/auth/session.ts), which also ends any cookie
//     older than the rows;
//   - delete the account: lib/account/delete.ts, the person's own deletion, with the admin as actor.
import "server-only";
import { randomUUID } from "node:crypto";
import { deleteAccount } from "@/lib/account/delete";
import { grantPersonalCreditsInTx, type PersonalCreditKind } from "@/lib/account/credits";
import { recordAudit } from "@/lib/audit/record";
import { sendVerificationEmail } from "@/lib/auth/accounts";
import { forgetSessions } from "@/lib/auth/principal-cache";
import { endSessionsBefore } from "@/lib/auth/session";
import { BackofficeError } from "@/lib/backoffice/errors";
import type { PrismaClient } from "@/lib/db";
import { isLocale } from "@/lib/i18n/config";
import type { FileStorage } from "@/lib/storage/types";

const NS = "BackofficeUsers" as const;

export const USER_AUDIT = {
  creditsGrant: "user.credits.grant",
  verificationResend: "user.verification.resend",
  mfaReset: "user.mfa.reset",
  sessionsEnd: "user.sessions.end",
} as const;

const CREDIT_FIELD = { PHOTO: "photoCredits", EDIT: "editCredits" } as const;

/** A fresh key for one grant form (the page renders a new one each time): a double submit books once. */
export function newGrantRequestId(): string {
  return randomUUID();
}

async function liveUser(db: PrismaClient, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, name: true, locale: true, emailVerified: true, deletedAt: true } });
  if (!user) throw new BackofficeError(NS, "NOT_FOUND");
  if (user.deletedAt) throw new BackofficeError(NS, "ACCOUNT_DELETED", {}, 409);
  return user;
}

export type GrantInput = {
  actorId: string;
  userId: string;
  kind: PersonalCreditKind;
  amount: number;
  reason: string;
  /** The form's one-time id: the same id books once (a double click, a replayed post). */
  requestId?: string | null;
};

/** Adds credits to a person's balance, with the reason in the ledger and the audit log. */
export async function grantUserCredits(db: PrismaClient, input: GrantInput): Promise<{ status: "granted"; before: number; after: number } | { status: "duplicate" }> {
  return db.$transaction(async (tx) => {
    const result = await grantPersonalCreditsInTx(tx, {
      userId: input.userId,
      kind: input.kind,
      amount: input.amount,
      reason: input.reason,
      createdById: input.actorId,
      refType: "admin",
      refId: input.actorId,
      idempotencyKey: input.requestId ? `admin-grant:${input.requestId}` : null,
    });
    if (result.status === "duplicate") return result;
    if (result.status === "noAccount") {
      const exists = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
      throw exists ? new BackofficeError(NS, "ACCOUNT_DELETED", {}, 409) : new BackofficeError(NS, "NOT_FOUND");
    }
    const field = CREDIT_FIELD[input.kind];
    await recordAudit(tx, {
      actorId: input.actorId,
      action: USER_AUDIT.creditsGrant,
      target: ["User", input.userId],
      before: { [field]: result.before },
      after: { [field]: result.after },
      data: { kind: input.kind, amount: input.amount, reason: input.reason, ledgerEntryId: result.entryId },
    });
    return { status: "granted", before: result.before, after: result.after };
  });
}

/** Sends a new verification link to an unverified address (the sign-up's email); refused once verified. */
export async function resendVerificationAsAdmin(db: PrismaClient, input: { actorId: string; userId: string }): Promise<{ email: string }> {
  const user = await liveUser(db, input.userId);
  if (user.emailVerified) throw new BackofficeError(NS, "ALREADY_VERIFIED", {}, 409);
  await sendVerificationEmail(db, { userId: user.id, email: user.email, name: user.name ?? "", locale: isLocale(user.locale) ? user.locale : "en" });
  await db.$transaction(async (tx) => {
    // Nothing on the row changes (the address is still unproven): the row says a link went out, and to where.
    const now = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerified: true } });
    await recordAudit(tx, { actorId: input.actorId, action: USER_AUDIT.verificationResend, target: ["User", user.id], before: { emailVerified: user.emailVerified }, after: { emailVerified: now.emailVerified }, data: { email: user.email } });
  });
  return { email: user.email };
}

/**
 * Resets a team lead's MFA: no session of theirs counts as verified any more and every unused code is
 * void, so the next lead page (or lead action) asks for a new code by email. Nothing else changes: they
 * stay signed in, and the organisation's rule stays on.
 */
export async function resetUserMfa(db: PrismaClient, input: { actorId: string; userId: string; now?: Date }): Promise<{ sessions: number; codes: number }> {
  await liveUser(db, input.userId);
  const now = input.now ?? new Date();
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${input.userId} FOR UPDATE`;
    const verified = await tx.session.count({ where: { userId: input.userId, mfaVerifiedAt: { not: null } } });
    const codes = await tx.authToken.count({ where: { userId: input.userId, purpose: "MFA_CODE", usedAt: null } });
    await tx.session.updateMany({ where: { userId: input.userId, mfaVerifiedAt: { not: null } }, data: { mfaVerifiedAt: null } });
    await tx.authToken.updateMany({ where: { userId: input.userId, purpose: "MFA_CODE", usedAt: null }, data: { usedAt: now } });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: USER_AUDIT.mfaReset,
      target: ["User", input.userId],
      before: { mfaVerifiedSessions: verified, pendingMfaCodes: codes },
      after: { mfaVerifiedSessions: 0, pendingMfaCodes: 0 },
    });
    return { sessions: verified, codes };
  });
}

/** Signs the person out everywhere: their Session rows go and sessions from before now are void. */
export async function endUserSessions(db: PrismaClient, input: { actorId: string; userId: string; now?: Date }): Promise<{ sessions: number }> {
  await liveUser(db, input.userId);
  const now = input.now ?? new Date();
  const ended = await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: input.userId }, select: { sessionsValidFrom: true } });
    const live = await tx.session.count({ where: { userId: input.userId, revokedAt: null, expires: { gt: now } } });
    await tx.session.deleteMany({ where: { userId: input.userId } });
    await endSessionsBefore(tx, input.userId, now);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: USER_AUDIT.sessionsEnd,
      target: ["User", input.userId],
      before: { liveSessions: live, sessionsValidFrom: before.sessionsValidFrom },
      after: { liveSessions: 0, sessionsValidFrom: now },
    });
    return live;
  });
  // Again after the commit: a request in between may have cached the person for a few seconds.
  forgetSessions(input.userId);
  return { sessions: ended };
}

export type AdminDeleteResult = { ok: true; shoots: number } | { ok: false; field: "confirmEmail"; error: "confirmEmailRequired" | "confirmEmailMismatch" };

/** The person's own deletion (lib/account/delete.ts), run by an admin who typed the account's address. */
export async function deleteUserAsAdmin(
  db: PrismaClient,
  storage: FileStorage,
  input: { actorId: string; userId: string; confirmEmail: string; ip?: string | null; log?: Pick<Console, "info" | "error"> },
): Promise<AdminDeleteResult> {
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, deletedAt: true } });
  if (!user) throw new BackofficeError(NS, "NOT_FOUND");
  if (user.deletedAt) throw new BackofficeError(NS, "ALREADY_DELETED", {}, 409);
  if (user.id === input.actorId) throw new BackofficeError(NS, "DELETE_SELF", {}, 409);
  const result = await deleteAccount(db, storage, { userId: user.id, confirmEmail: input.confirmEmail, actor: { userId: input.actorId }, ip: input.ip ?? null, log: input.log });
  if (result.ok) return { ok: true, shoots: result.shoots };
  switch (result.error) {
    case "confirmEmailRequired":
    case "confirmEmailMismatch":
      return { ok: false, field: "confirmEmail", error: result.error };
    case "teamAccount":
      throw new BackofficeError(NS, "TEAM_ACCOUNT", {}, 409);
    case "notSignedIn":
      // Deleted a moment ago by someone else (the person, another admin).
      throw new BackofficeError(NS, "ALREADY_DELETED", {}, 409);
    default:
      throw new Error(`admin deletion: unexpected ${result.error}`);
  }
}
