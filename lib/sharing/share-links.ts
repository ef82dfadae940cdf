// The owner's share and voting links for a ready shoot: get or create, revoke, and what a visitor's
// token leads to. At most one live link of each kind per shoot; revoking turns it off for good, and a
// new one can be made afterwards (with a new token).
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { findOwnedShoot } from "@/lib/shoots/access";
import { deriveLinkKey, hashLinkToken, isLinkTokenFormat, linkPath, linkToken, newLinkId, type LinkKind } from "./tokens";

type Tx = Prisma.TransactionClient;

/** Where links point: the app's public address and the owner's language (friends get the same one). */
export type LinkContext = { secret: string; appUrl: string; locale: Locale };

export type LinkInfo = {
  kind: LinkKind;
  /** Null only when the server's secret changed since the link was made: it still works but cannot be shown. */
  url: string | null;
  createdAt: Date;
};

export type ShootLinks = { share: LinkInfo | null; vote: LinkInfo | null };

export type LinkError = "NOT_FOUND" | "NOT_READY";

type LinkRow = { id: string; tokenHash: string; createdAt: Date };

const live = (now: Date) => ({ revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] });

function findLive(db: Tx | PrismaClient, kind: LinkKind, shootId: string, now: Date): Promise<LinkRow | null> {
  const args = { where: { shootId, ...live(now) }, orderBy: { createdAt: "desc" as const }, select: { id: true, tokenHash: true, createdAt: true } };
  return kind === "share" ? db.shareToken.findFirst(args) : db.voteToken.findFirst(args);
}

function toInfo(ctx: LinkContext, kind: LinkKind, row: LinkRow): LinkInfo {
  const token = linkToken(deriveLinkKey(ctx.secret), kind, row.id);
  const url = hashLinkToken(token) === row.tokenHash ? new URL(localizePath(linkPath(kind, token), ctx.locale), ctx.appUrl).toString() : null;
  return { kind, url, createdAt: row.createdAt };
}

async function ownedReadyShoot(db: Tx | PrismaClient, userId: string, shootId: string): Promise<{ id: string } | LinkError> {
  const shoot = await findOwnedShoot(db, userId, shootId, { id: true, state: true });
  if (!shoot) return "NOT_FOUND";
  return shoot.state === "ACTIVE" ? { id: shoot.id } : "NOT_READY";
}

/** The shoot's live links, for its owner (or the lead managing it); null when the shoot is not theirs. */
export async function getShootLinks(db: PrismaClient, ctx: LinkContext, input: { userId: string; shootId: string; now?: Date }): Promise<ShootLinks | null> {
  const shoot = await findOwnedShoot(db, input.userId, input.shootId, { id: true });
  if (!shoot) return null;
  const now = input.now ?? new Date();
  const [share, vote] = await Promise.all([findLive(db, "share", shoot.id, now), findLive(db, "vote", shoot.id, now)]);
  return { share: share && toInfo(ctx, "share", share), vote: vote && toInfo(ctx, "vote", vote) };
}

/**
 * The shoot's live link of `kind`, made now if there is none. Two clicks at once still give one link
 * (the shoot row is locked while deciding). Only ready (ACTIVE) shoots can be shared.
 */
export async function getOrCreateLink(
  db: PrismaClient,
  ctx: LinkContext,
  input: { userId: string; shootId: string; kind: LinkKind; now?: Date },
): Promise<{ ok: true; link: LinkInfo } | { ok: false; error: LinkError }> {
  const now = input.now ?? new Date();
  return db.$transaction(async (tx) => {
    const shoot = await ownedReadyShoot(tx, input.userId, input.shootId);
    if (typeof shoot === "string") return { ok: false as const, error: shoot };
    await tx.$queryRaw`SELECT id FROM "Shoot" WHERE id = ${shoot.id} FOR UPDATE`;
    const existing = await findLive(tx, input.kind, shoot.id, now);
    if (existing) {
      const info = toInfo(ctx, input.kind, existing);
      if (info.url) return { ok: true as const, link: info };
      // Made under an earlier secret: it cannot be shown any more, so it is replaced.
      await revokeAll(tx, input.kind, shoot.id, now);
    }
    const id = newLinkId();
    const tokenHash = hashLinkToken(linkToken(deriveLinkKey(ctx.secret), input.kind, id));
    const row =
      input.kind === "share"
        ? await tx.shareToken.create({ data: { id, shootId: shoot.id, tokenHash, createdById: input.userId, createdAt: now }, select: { id: true, tokenHash: true, createdAt: true } })
        : await tx.voteToken.create({ data: { id, shootId: shoot.id, tokenHash, createdAt: now }, select: { id: true, tokenHash: true, createdAt: true } });
    return { ok: true as const, link: toInfo(ctx, input.kind, row) };
  });
}

function revokeAll(db: Tx | PrismaClient, kind: LinkKind, shootId: string, now: Date): Promise<{ count: number }> {
  const args = { where: { shootId, revokedAt: null }, data: { revokedAt: now } };
  return kind === "share" ? db.shareToken.updateMany(args) : db.voteToken.updateMany(args);
}

/** Turns the shoot's live link of `kind` off; its URL then shows "revoked". Votes already cast stay counted. */
export async function revokeLink(
  db: PrismaClient,
  input: { userId: string; shootId: string; kind: LinkKind; now?: Date },
): Promise<{ ok: true; revoked: number } | { ok: false; error: "NOT_FOUND" }> {
  const shoot = await findOwnedShoot(db, input.userId, input.shootId, { id: true });
  if (!shoot) return { ok: false, error: "NOT_FOUND" };
  const { count } = await revokeAll(db, input.kind, shoot.id, input.now ?? new Date());
  return { ok: true, revoked: count };
}

export type ResolvedLink =
  | { status: "unknown" }
  /** Revoked or expired by the owner, or its shoot is gone: the page says the link was turned off. */
  | { status: "revoked" }
  | { status: "active"; linkId: string; shootId: string; ownerId: string };

/** What a visitor's token opens. Malformed tokens never reach the database. */
export async function resolveLink(db: PrismaClient | Tx, kind: LinkKind, token: unknown, now: Date = new Date()): Promise<ResolvedLink> {
  if (!isLinkTokenFormat(token)) return { status: "unknown" };
  const args = {
    where: { tokenHash: hashLinkToken(token) },
    select: { id: true, revokedAt: true, expiresAt: true, shoot: { select: { id: true, userId: true, state: true, deletedAt: true, user: { select: { deletedAt: true } } } } },
  };
  const row = kind === "share" ? await db.shareToken.findUnique(args) : await db.voteToken.findUnique(args);
  if (!row) return { status: "unknown" };
  const off = row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= now);
  const gone = row.shoot.state !== "ACTIVE" || row.shoot.deletedAt !== null || row.shoot.user.deletedAt !== null;
  if (off || gone) return { status: "revoked" };
  return { status: "active", linkId: row.id, shootId: row.shoot.id, ownerId: row.shoot.userId };
}
