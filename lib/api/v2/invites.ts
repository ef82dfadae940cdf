// /organization/invites: email invites made, listed, looked up and revoked by the organisation's API
// key, through lib/teams/invites.ts (each pending invite holds a credit; the link lasts 30 days; a
// second invite to a pending address is refused). The key acts for the organisation: the invite's
// inviter is the key's maker (the owner once that person is gone).
import "server-only";
import type { Invite, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { TeamError } from "@/lib/teams/errors";
import { emailSchema, inviteByEmail, inviteUrl, isUndeliverable, revokeFoundInvite, type Deps } from "@/lib/teams/invites";
import { findSubTeam } from "@/lib/teams/members";
import type { ApiKeyCaller } from "../keys";
import { ApiError } from "./errors";
import { pageOf, type InviteOut, type PageOf } from "./schemas";

/**
 * Pending email invites an organisation may hold at once through the API (INVITE_LIMIT_EXCEEDED,
 * 429). Each also holds a credit, so credits bound them too; this stops a runaway script from mailing
 * thousands of strangers on a large balance. The count is read before the invite is made: two calls
 * racing at the cap may both pass, which a soft ceiling of this size tolerates.
 */
export const PENDING_INVITE_CAP = 1_000;

export type InviteDeps = Deps & { pendingCap?: number };

export function inviteStatus(invite: Pick<Invite, "acceptedAt" | "revokedAt" | "expiresAt">, now: Date): InviteOut["status"] {
  if (invite.acceptedAt) return "accepted";
  if (invite.revokedAt) return "revoked";
  return invite.expiresAt <= now ? "expired" : "pending";
}

export function inviteOut(invite: Invite, locale: Locale, now = new Date()): InviteOut {
  const status = inviteStatus(invite, now);
  return {
    id: invite.id, email: invite.email ?? "", status, teamId: invite.teamId,
    link: status === "pending" ? inviteUrl(invite.id, locale) : null,
    expiresAt: invite.expiresAt.toISOString(), acceptedAt: invite.acceptedAt?.toISOString() ?? null,
    revokedAt: invite.revokedAt?.toISOString() ?? null, createdAt: invite.createdAt.toISOString(),
  };
}

/** A valid address, lowercased, or INVALID_EMAIL. */
export function checkEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success || isUndeliverable(email)) throw new ApiError("INVALID_EMAIL");
  return email;
}

const emailInvites = (organizationId: string, email?: string) => ({
  organizationId, kind: "EMAIL" as const, ...(email ? { email: { equals: email, mode: "insensitive" as const } } : {}),
});

export async function listInvites(db: PrismaClient, organizationId: string, query: { limit: number; offset: number }, locale: Locale): Promise<PageOf<InviteOut>> {
  const where = emailInvites(organizationId);
  const [rows, total] = await Promise.all([
    db.invite.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: query.offset, take: query.limit }),
    db.invite.count({ where }),
  ]);
  const now = new Date();
  return pageOf(rows.map((r) => inviteOut(r, locale, now)), total, query);
}

/** The newest invite to `email` (any status), or NOT_FOUND. */
export async function getInviteByEmail(db: PrismaClient, organizationId: string, rawEmail: string, locale: Locale): Promise<InviteOut> {
  const email = checkEmail(rawEmail);
  const invite = await db.invite.findFirst({ where: emailInvites(organizationId, email), orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  if (!invite) throw new ApiError("NOT_FOUND", "INVITE_NOT_FOUND");
  return inviteOut(invite, locale);
}

async function actorOf(db: PrismaClient, key: ApiKeyCaller): Promise<string> {
  if (key.createdById) return key.createdById;
  const org = await db.organization.findUniqueOrThrow({ where: { id: key.organizationId }, select: { ownerId: true } });
  return org.ownerId;
}

export async function createInvite(db: PrismaClient, key: ApiKeyCaller, input: { email: string; teamId?: string | null }, locale: Locale, deps: InviteDeps = {}): Promise<InviteOut> {
  const now = deps.now ?? new Date();
  const email = checkEmail(input.email);
  if (input.teamId && !(await findSubTeam(db, key.organizationId, input.teamId))) throw new ApiError("NOT_FOUND", "TEAM_NOT_FOUND");
  const pending = await db.invite.count({ where: { ...emailInvites(key.organizationId), acceptedAt: null, revokedAt: null, expiresAt: { gt: now } } });
  if (pending >= (deps.pendingCap ?? PENDING_INVITE_CAP)) throw new ApiError("INVITE_LIMIT_EXCEEDED", "INVITE_LIMIT_EXCEEDED", { limit: deps.pendingCap ?? PENDING_INVITE_CAP });
  const report = await inviteByEmail(db, { organizationId: key.organizationId, invitedById: await actorOf(db, key), emails: [email], teamId: input.teamId ?? null, locale }, deps);
  if (report.invalid.length) throw new ApiError("INVALID_EMAIL");
  if (report.noCredits.length) throw new ApiError("INSUFFICIENT_CREDITS");
  if (report.duplicates.length) throw new ApiError("ALREADY_EXISTS", "INVITE_PENDING");
  if (report.alreadyMembers.length) throw new ApiError("ALREADY_EXISTS", "ALREADY_MEMBER");
  if (report.elsewhere.length) throw new ApiError("ALREADY_EXISTS", "MEMBER_ELSEWHERE");
  const invite = await db.invite.findFirstOrThrow({ where: { ...emailInvites(key.organizationId, email), acceptedAt: null, revokedAt: null }, orderBy: { createdAt: "desc" } });
  return inviteOut(invite, locale, now);
}

/**
 * Revokes the pending invite to `email` (its credit is given back). ALREADY_DELETED when the address's
 * invite was revoked already (or a racing revoke won), INVALID_REQUEST when it was accepted, NOT_FOUND
 * when the organisation never invited it.
 */
export async function revokeInviteByEmail(db: PrismaClient, key: ApiKeyCaller, rawEmail: string, locale: Locale, deps: Deps = {}): Promise<InviteOut> {
  const email = checkEmail(rawEmail);
  const invites = await db.invite.findMany({ where: emailInvites(key.organizationId, email), orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const pending = invites.find((i) => !i.acceptedAt && !i.revokedAt);
  if (!pending) {
    if (!invites.length) throw new ApiError("NOT_FOUND", "INVITE_NOT_FOUND");
    if (invites[0]!.acceptedAt) throw new ApiError("INVALID_REQUEST", "INVITE_ACCEPTED");
    throw new ApiError("ALREADY_DELETED");
  }
  try {
    await revokeFoundInvite(db, pending, key.createdById, deps);
  } catch (e) {
    if (e instanceof TeamError && e.code === "WRONG_STATE") throw new ApiError("ALREADY_DELETED");
    throw e;
  }
  return inviteOut(await db.invite.findUniqueOrThrow({ where: { id: pending.id } }), locale);
}
