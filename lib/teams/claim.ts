// A managed member (added "on behalf" by a lead, who uploads for them) claims the shoot their lead made
// for them once they have an email: the lead sends a one-time link (AuthToken MANAGED_CLAIM, 7 days,
// email "team-claim") to `/join/{shootId}?token=…`; following it sets the managed account's address
// (verified: the link proves it), signs the person in (the Auth.js "team" provider, lib/auth/index.ts)
// and the shoot is theirs to view. `managedById` stays, so the lead can still help.
import "server-only";
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { rateLimits, retryMinutes, type RateLimits } from "@/lib/rate-limit";
import { forgetSessions } from "@/lib/auth/principal-cache";
import { hashToken, TOKEN_TTL_MS } from "@/lib/auth/tokens";
import { can, organizationRole } from "./access";
import { TeamError } from "./errors";

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The claim page of a managed member's shoot. */
export const claimPath = (shootId: string) => `/join/${encodeURIComponent(shootId)}`;

/**
 * The lead's action: mails `email` a one-time link to claim the managed member's shoot. Refuses with
 * NOT_FOUND (another organisation's membership, or none), FORBIDDEN (not a lead there), WRONG_STATE (not
 * a managed member, or no shoot), BAD_EMAIL, EMAIL_TAKEN (another account holds the address). Earlier
 * claim links of the member stop working.
 */
export async function sendClaimLink(
  db: PrismaClient,
  input: { leadUserId: string; membershipId: string; email: string; locale: Locale },
  deps: { appUrl: string; limits?: RateLimits },
): Promise<{ shootId: string; expiresAt: Date }> {
  const membership = await db.membership.findUnique({
    where: { id: input.membershipId },
    select: { id: true, userId: true, organizationId: true, managed: true, status: true, user: { select: { name: true, locale: true, email: true, emailVerified: true } }, organization: { select: { name: true } } },
  });
  if (!membership || membership.status === "DELETED") throw new TeamError("NOT_FOUND");
  const role = await organizationRole(db, input.leadUserId, membership.organizationId);
  if (!role) throw new TeamError("NOT_FOUND");
  if (!can(role, "members.invite")) throw new TeamError("FORBIDDEN");
  if (!membership.managed) throw new TeamError("WRONG_STATE");
  // Once the member proved an address of their own (a claim, or a sign-in link to the address the lead
  // typed), the account is theirs: another claim link would let whoever reads it take it over.
  if (isClaimed(membership.user)) throw new TeamError("ALREADY_CLAIMED");
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254 || isUndeliverable(email)) throw new TeamError("BAD_EMAIL");
  const holder = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (holder && holder.id !== membership.userId) throw new TeamError("EMAIL_TAKEN");
  const shoot = await db.shoot.findFirst({
    where: { membershipId: membership.id, userId: membership.userId, state: { not: "DELETED" }, deletedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (!shoot) throw new TeamError("WRONG_STATE");
  // Each link is a sign-in link mailed to an address the lead typed: a cap per lead.
  const limit = await (deps.limits ?? rateLimits()).take("team-claim.lead", input.leadUserId);
  if (!limit.allowed) throw new TeamError("RATE_LIMITED", { minutes: retryMinutes(limit.retryAfterSeconds) });
  const lead = await db.user.findUniqueOrThrow({ where: { id: input.leadUserId }, select: { name: true, email: true } });
  // The email is the member's to read: in their language (a managed account takes the lead's when added).
  const locale = isLocale(membership.user.locale) ? membership.user.locale : input.locale;

  const raw = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS.MANAGED_CLAIM);
  await db.$transaction([
    db.authToken.updateMany({ where: { userId: membership.userId, purpose: "MANAGED_CLAIM", usedAt: null }, data: { usedAt: now } }),
    db.authToken.create({
      data: { purpose: "MANAGED_CLAIM", email, userId: membership.userId, tokenHash: hashToken(raw), expiresAt, data: { membershipId: membership.id, shootId: shoot.id } },
    }),
  ]);
  const url = `${appLink(deps.appUrl, claimPath(shoot.id), locale)}?token=${encodeURIComponent(raw)}`;
  await sendEmail(db, {
    to: email,
    template: "team-claim",
    locale,
    userId: membership.userId,
    data: { name: membership.user.name ?? "", organization: membership.organization.name, lead: lead.name ?? lead.email, url },
  });
  return { shootId: shoot.id, expiresAt };
}

/** A managed account whose person proved an address of their own (not the placeholder, not unverified). */
function isClaimed(user: { email: string; emailVerified: Date | null }): boolean {
  return user.emailVerified !== null && !isUndeliverable(user.email);
}

export type ClaimRefusal = "link_invalid" | "link_expired" | "link_used" | "email_taken";

/** What the claim page shows before the link is used (nothing consumed), or why it cannot be used. */
export async function peekClaim(db: PrismaClient, input: { shootId: string; token: string }): Promise<{ ok: true; email: string; organization: string } | { ok: false; reason: ClaimRefusal }> {
  const found = await findClaim(db, input);
  if (!found.ok) return found;
  const org = await db.shoot.findUnique({ where: { id: input.shootId }, select: { organization: { select: { name: true } } } });
  return { ok: true, email: found.row.email, organization: org?.organization?.name ?? "" };
}

async function findClaim(db: PrismaClient, input: { shootId: string; token: string }) {
  if (!input.token || input.token.length > 200 || !input.shootId || input.shootId.length > 64) return { ok: false as const, reason: "link_invalid" as const };
  const row = await db.authToken.findUnique({ where: { tokenHash: hashToken(input.token) } });
  const data = row?.data as { shootId?: unknown } | null | undefined;
  if (!row || row.purpose !== "MANAGED_CLAIM" || !row.userId || data?.shootId !== input.shootId) return { ok: false as const, reason: "link_invalid" as const };
  if (row.usedAt) return { ok: false as const, reason: "link_used" as const };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false as const, reason: "link_expired" as const };
  return { ok: true as const, row: { ...row, userId: row.userId } };
}

/**
 * Uses a claim link once: the managed account takes the address (verified) and the shoot is theirs to
 * view. Returns the account to sign in.
 */
export async function claimManagedShoot(db: PrismaClient, input: { shootId: string; token: string }): Promise<{ ok: true; userId: string; shootId: string } | { ok: false; reason: ClaimRefusal }> {
  const found = await findClaim(db, input);
  if (!found.ok) return found;
  const { row } = found;
  try {
    const userId = await db.$transaction(async (tx) => {
      const now = new Date();
      const spent = await tx.authToken.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
      if (spent.count !== 1) throw new ClaimRefused("link_used");
      const holder = await tx.user.findUnique({ where: { email: row.email }, select: { id: true } });
      if (holder && holder.id !== row.userId) throw new ClaimRefused("email_taken");
      const account = await tx.user.findFirst({ where: { id: row.userId, deletedAt: null }, select: { email: true, emailVerified: true } });
      if (!account) throw new ClaimRefused("link_invalid");
      // Claimed meanwhile (another link, or a sign-in with their own address): a link never moves it again.
      if (isClaimed(account)) throw new ClaimRefused("link_used");
      const user = await tx.user.updateMany({ where: { id: row.userId, deletedAt: null, email: account.email }, data: { email: row.email, emailVerified: now } });
      if (user.count !== 1) throw new ClaimRefused("link_used");
      return row.userId;
    });
    forgetSessions(userId);
    return { ok: true, userId, shootId: input.shootId };
  } catch (err) {
    if (err instanceof ClaimRefused) return { ok: false, reason: err.reason };
    if ((err as { code?: string }).code === "P2002") return { ok: false, reason: "email_taken" };
    throw err;
  }
}

class ClaimRefused extends Error {
  constructor(public readonly reason: ClaimRefusal) {
    super(reason);
  }
}
