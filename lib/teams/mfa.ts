// Team-lead MFA (product-decisions "Teams", market-behaviour B2): an organisation may require its leads
// and its owner to prove their address at every sign-in. The proof is a 6-digit code mailed to them,
// valid 10 minutes, void after 5 wrong tries; a session that proved it counts as verified for 24 hours
// (Session.mfaVerifiedAt). Members are never asked.
//
// A code belongs to one session: its AuthToken row (purpose MFA_CODE) names the Session row in `data`,
// so a code mailed to one browser opens nothing in another. Only an HMAC of the code (under AUTH_SECRET,
// with a random salt per code, so two people's equal codes never collide on the unique hash) is stored,
// and it is compared in constant time. A new code voids the session's earlier ones; a used code is spent.
//
// Where it is enforced: lib/auth/mfa-gate.ts (pages through the route guard, actions and routes through
// their `lead` role check). The numbers are admin parameters (mfa.*, lib/db/parameters-defaults.ts).
import "server-only";
import { createHmac, randomInt, randomBytes, timingSafeEqual } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/db";
import { readParameter } from "@/lib/parameters/read";
import { appLink, sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { isLocale, type Locale } from "@/lib/i18n/config";
import type { RateLimits } from "@/lib/rate-limit";
import { TeamError } from "./errors";
import { teamOf } from "./organization";

type Tx = Prisma.TransactionClient;
type Db = PrismaClient | Tx;

/** A new code may be asked for this long after the last one (the screen counts it down). */
export const MFA_RESEND_SECONDS = 30;

export type MfaPolicy = { digits: number; validityMs: number; maxAttempts: number; sessionMs: number };

type MfaKey = "mfa.codeDigits" | "mfa.codeValidityMinutes" | "mfa.maxAttempts" | "mfa.sessionHours";

/** An admin's value of an MFA parameter, or the default when it is missing or not sensible. */
async function mfaParameter(db: Db, key: MfaKey): Promise<number> {
  return readParameter(db, key);
}

/** The admin parameters, read once per call. */
export async function mfaPolicy(db: Db): Promise<MfaPolicy> {
  const [digits, minutes, maxAttempts, hours] = await Promise.all([
    mfaParameter(db, "mfa.codeDigits"),
    mfaParameter(db, "mfa.codeValidityMinutes"),
    mfaParameter(db, "mfa.maxAttempts"),
    mfaParameter(db, "mfa.sessionHours"),
  ]);
  return { digits, validityMs: minutes * 60_000, maxAttempts, sessionMs: hours * 3_600_000 };
}

/**
 * The organisation whose MFA rule applies to `userId`: one they lead or own, with a finished wizard and
 * MFA switched on. Null for members, for people without a team and for organisations without the rule.
 */
export async function mfaOrganization(db: Db, userId: string): Promise<{ organizationId: string; name: string } | null> {
  const team = await teamOf(db, userId);
  if (!team || (team.role !== "owner" && team.role !== "lead") || !team.setupComplete) return null;
  const org = await db.organization.findFirst({ where: { id: team.organizationId, deletedAt: null, mfaRequired: true }, select: { id: true, name: true } });
  return org ? { organizationId: org.id, name: org.name } : null;
}

/** Whether the Session row `sessionId` proved a code within the last `sessionMs`. */
export function isVerified(mfaVerifiedAt: Date | null | undefined, policy: Pick<MfaPolicy, "sessionMs">, now: Date): boolean {
  if (!mfaVerifiedAt) return false;
  const age = now.getTime() - mfaVerifiedAt.getTime();
  return age >= -60_000 && age < policy.sessionMs;
}

/** Whether session `sessionId` of `userId` still has to prove a code before it opens the team lead area. */
export async function mfaPendingFor(db: PrismaClient, input: { userId: string; sessionId: string | null }, now = new Date()): Promise<boolean> {
  if (!(await mfaOrganization(db, input.userId))) return false;
  if (!input.sessionId) return true;
  const row = await db.session.findFirst({ where: { id: input.sessionId, userId: input.userId, revokedAt: null }, select: { mfaVerifiedAt: true } });
  return !isVerified(row?.mfaVerifiedAt, await mfaPolicy(db), now);
}

function codeKey(): Buffer {
  return createHmac("sha256", env.AUTH_SECRET).update("lumen:mfa-code:v1").digest();
}

function codeHash(salt: string, code: string): string {
  return createHmac("sha256", codeKey()).update(`${salt}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

type CodeData = { sessionId: string; salt: string };

function codeData(value: unknown): CodeData | null {
  const v = value as Partial<CodeData> | null;
  return v && typeof v.sessionId === "string" && typeof v.salt === "string" ? { sessionId: v.sessionId, salt: v.salt } : null;
}

/** The session's newest unspent code row (expired or voided ones included: the screen says which). */
async function latestCode(db: Db, userId: string, sessionId: string) {
  const rows = await db.authToken.findMany({
    where: { userId, purpose: "MFA_CODE", usedAt: null, data: { path: ["sessionId"], equals: sessionId } },
    orderBy: { createdAt: "desc" },
    take: 1,
  });
  return rows[0] ?? null;
}

export type MfaScreen = {
  /** Where the codes go (the person's own address). */
  email: string;
  organization: string;
  /** A code that can still be typed exists for this session. */
  codeLive: boolean;
  attemptsLeft: number;
  /** The last code was voided by wrong tries (a new one must be asked for). */
  voided: boolean;
  /** Seconds until a new code may be asked for (0: now). */
  resendInSeconds: number;
  /** When the newest code was mailed (ISO), null when none: the screen starts afresh with each code. */
  codeSentAt: string | null;
  digits: number;
};

/** What the code screen shows for session `sessionId`; null when no MFA applies to the person. */
export async function mfaScreen(db: PrismaClient, input: { userId: string; sessionId: string }, now = new Date()): Promise<MfaScreen | null> {
  const org = await mfaOrganization(db, input.userId);
  if (!org) return null;
  const [user, policy, code] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: input.userId }, select: { email: true } }),
    mfaPolicy(db),
    latestCode(db, input.userId, input.sessionId),
  ]);
  const live = Boolean(code && code.expiresAt > now && code.attempts < policy.maxAttempts);
  const sentAgo = code ? (now.getTime() - code.createdAt.getTime()) / 1000 : Infinity;
  return {
    email: user.email,
    organization: org.name,
    codeLive: live,
    attemptsLeft: live && code ? policy.maxAttempts - code.attempts : policy.maxAttempts,
    voided: Boolean(code && code.attempts >= policy.maxAttempts),
    resendInSeconds: Math.max(0, Math.ceil(MFA_RESEND_SECONDS - sentAgo)),
    codeSentAt: code ? code.createdAt.toISOString() : null,
    digits: policy.digits,
  };
}

export type SendDeps = { now?: Date; limits?: Pick<RateLimits, "take">; send?: typeof sendEmail };

/**
 * Mails session `sessionId` a new code (voiding its earlier ones). At most one per MFA_RESEND_SECONDS
 * per session and a few per quarter hour per person (rate limit "mfa-code.user"): RATE_LIMITED.
 * NOT_FOUND when no MFA applies to the person (nothing to prove).
 */
export async function sendMfaCode(db: PrismaClient, input: { userId: string; sessionId: string; locale: Locale }, deps: SendDeps = {}): Promise<{ sent: true }> {
  const now = deps.now ?? new Date();
  const org = await mfaOrganization(db, input.userId);
  if (!org) throw new TeamError("NOT_FOUND");
  const session = await db.session.findFirst({ where: { id: input.sessionId, userId: input.userId, revokedAt: null, expires: { gt: now } }, select: { id: true } });
  if (!session) throw new TeamError("NOT_FOUND");
  const last = await latestCode(db, input.userId, input.sessionId);
  if (last && now.getTime() - last.createdAt.getTime() < MFA_RESEND_SECONDS * 1000) {
    throw new TeamError("RATE_LIMITED", { minutes: 1 });
  }
  if (deps.limits) {
    const decision = await deps.limits.take("mfa-code.user", input.userId);
    if (!decision.allowed) throw new TeamError("RATE_LIMITED", { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) });
  }
  const [policy, user] = await Promise.all([mfaPolicy(db), db.user.findUniqueOrThrow({ where: { id: input.userId }, select: { email: true, locale: true } })]);
  const code = String(randomInt(0, 10 ** policy.digits)).padStart(policy.digits, "0");
  const salt = randomBytes(16).toString("hex");
  await db.$transaction(async (tx) => {
    await tx.authToken.updateMany({ where: { userId: input.userId, purpose: "MFA_CODE", usedAt: null, data: { path: ["sessionId"], equals: input.sessionId } }, data: { usedAt: now } });
    await tx.authToken.create({
      data: {
        purpose: "MFA_CODE", userId: input.userId, email: user.email, tokenHash: codeHash(salt, code),
        expiresAt: new Date(now.getTime() + policy.validityMs), createdAt: now, data: { sessionId: input.sessionId, salt } satisfies CodeData,
      },
    });
  });
  const locale = isLocale(user.locale) ? user.locale : input.locale;
  await (deps.send ?? sendEmail)(db, {
    to: user.email, template: "team-mfa-code", locale,
    data: { code, organization: org.name, minutes: String(Math.round(policy.validityMs / 60_000)), url: appLink(env.APP_URL, "/app/admin/members", locale) },
  });
  return { sent: true };
}

export type VerifyOutcome =
  | { ok: true }
  /** wrong: `attemptsLeft` more tries; voided: that was the last one; none: no code to check (ask for one); expired: too late. */
  | { ok: false; reason: "wrong" | "voided" | "none" | "expired"; attemptsLeft: number };

/**
 * Checks `code` against session `sessionId`'s live code. A wrong code counts a try (the row is locked,
 * so parallel guesses count one by one); the last allowed wrong try voids the code. The right code is
 * spent and marks the session verified (Session.mfaVerifiedAt), for `mfa.sessionHours`.
 */
export async function verifyMfaCode(db: PrismaClient, input: { userId: string; sessionId: string; code: string }, now = new Date()): Promise<VerifyOutcome> {
  if (!(await mfaOrganization(db, input.userId))) throw new TeamError("NOT_FOUND");
  const policy = await mfaPolicy(db);
  return db.$transaction(async (tx) => {
    const found = await latestCode(tx, input.userId, input.sessionId);
    if (!found) return { ok: false, reason: "none", attemptsLeft: 0 } as const;
    await tx.$queryRaw`SELECT "id" FROM "AuthToken" WHERE "id" = ${found.id} FOR UPDATE`;
    const row = await tx.authToken.findUniqueOrThrow({ where: { id: found.id } });
    const data = codeData(row.data);
    if (row.usedAt || !data || data.sessionId !== input.sessionId) return { ok: false, reason: "none", attemptsLeft: 0 } as const;
    if (row.attempts >= policy.maxAttempts) return { ok: false, reason: "voided", attemptsLeft: 0 } as const;
    if (row.expiresAt <= now) return { ok: false, reason: "expired", attemptsLeft: 0 } as const;
    const typed = input.code.replace(/\s+/g, "");
    const matches = new RegExp(`^\\d{${policy.digits}}$`).test(typed) && sameHash(codeHash(data.salt, typed), row.tokenHash);
    if (!matches) {
      const attempts = row.attempts + 1;
      await tx.authToken.update({ where: { id: row.id }, data: { attempts } });
      const left = policy.maxAttempts - attempts;
      return left > 0 ? ({ ok: false, reason: "wrong", attemptsLeft: left } as const) : ({ ok: false, reason: "voided", attemptsLeft: 0 } as const);
    }
    const spent = await tx.authToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (spent.count !== 1) return { ok: false, reason: "none", attemptsLeft: 0 } as const;
    const session = await tx.session.updateMany({ where: { id: input.sessionId, userId: input.userId, revokedAt: null }, data: { mfaVerifiedAt: now } });
    if (session.count !== 1) return { ok: false, reason: "none", attemptsLeft: 0 } as const;
    return { ok: true } as const;
  });
}
