// Phone upload links for a shoot at the photos step: create (one live link per shoot: a new one
// revokes the previous), show again, revoke, and what a phone's token leads to. A link lives
// `uploads.phoneLinkMinutes` (admin parameter, default 30) and ends early when revoked or when the
// shoot is submitted.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { readParameter } from "@/lib/parameters/read";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { findOwnedShoot } from "@/lib/shoots/access";
import { deriveUploadKey, hashUploadToken, isUploadTokenFormat, newUploadLinkId, phoneUploadPath, uploadToken } from "./tokens";

type Tx = Prisma.TransactionClient;

/** Where links point: the app's public address and the owner's language (the phone page can switch). */
export type PhoneLinkContext = { secret: string; appUrl: string; locale: Locale };

export type PhoneLink = { url: string; expiresAt: Date };

/** Same codes (and texts, messages namespace UploadApi) as the desktop upload's refusals. */
export type PhoneLinkError = "SHOOT_NOT_FOUND" | "WRONG_STATE" | "CONSENT_REQUIRED";

/** The admin's lifetime of a phone link, or the default when the row is missing or not a sensible number. */
export async function phoneLinkMinutes(db: PrismaClient | Tx): Promise<number> {
  return readParameter(db, "uploads.phoneLinkMinutes");
}

function linkUrl(ctx: PhoneLinkContext, id: string, tokenHash: string): string | null {
  const token = uploadToken(deriveUploadKey(ctx.secret), id);
  // Made under an earlier secret: it still works from the QR code already scanned, but cannot be shown.
  if (hashUploadToken(token) !== tokenHash) return null;
  return new URL(localizePath(phoneUploadPath(token), ctx.locale), ctx.appUrl).toString();
}

async function uploadableShoot(db: PrismaClient | Tx, userId: string, shootId: string): Promise<{ id: string } | PhoneLinkError> {
  const shoot = await findOwnedShoot(db, userId, shootId, { id: true, state: true, consentAt: true });
  if (!shoot) return "SHOOT_NOT_FOUND";
  if (shoot.state !== "ONBOARDING") return "WRONG_STATE";
  if (!shoot.consentAt) return "CONSENT_REQUIRED";
  return { id: shoot.id };
}

/**
 * A new link for the shoot's photos step; every earlier link of the shoot stops working. Two clicks at
 * once still leave one live link (the shoot row is locked while deciding).
 */
export async function createPhoneLink(
  db: PrismaClient,
  ctx: PhoneLinkContext,
  input: { userId: string; shootId: string; now?: Date },
): Promise<{ ok: true; link: PhoneLink } | { ok: false; error: PhoneLinkError }> {
  const now = input.now ?? new Date();
  return db.$transaction(async (tx) => {
    const shoot = await uploadableShoot(tx, input.userId, input.shootId);
    if (typeof shoot === "string") return { ok: false as const, error: shoot };
    await tx.$queryRaw`SELECT id FROM "Shoot" WHERE id = ${shoot.id} FOR UPDATE`;
    await tx.uploadToken.updateMany({ where: { shootId: shoot.id, revokedAt: null }, data: { revokedAt: now } });
    const id = newUploadLinkId();
    const tokenHash = hashUploadToken(uploadToken(deriveUploadKey(ctx.secret), id));
    const expiresAt = new Date(now.getTime() + (await phoneLinkMinutes(tx)) * 60_000);
    await tx.uploadToken.create({ data: { id, shootId: shoot.id, tokenHash, expiresAt, createdAt: now } });
    return { ok: true as const, link: { url: linkUrl(ctx, id, tokenHash)!, expiresAt } };
  });
}

/** The shoot's live link, for its owner; null when there is none (or the shoot is not theirs or not at the photos step). */
export async function getPhoneLink(db: PrismaClient, ctx: PhoneLinkContext, input: { userId: string; shootId: string; now?: Date }): Promise<PhoneLink | null> {
  const shoot = await uploadableShoot(db, input.userId, input.shootId);
  if (typeof shoot === "string") return null;
  const row = await db.uploadToken.findFirst({
    where: { shootId: shoot.id, revokedAt: null, expiresAt: { gt: input.now ?? new Date() } },
    orderBy: { createdAt: "desc" },
    select: { id: true, tokenHash: true, expiresAt: true },
  });
  const url = row && linkUrl(ctx, row.id, row.tokenHash);
  return row && url ? { url, expiresAt: row.expiresAt } : null;
}

/** Turns every live link of the shoot off (the phone then shows its "link closed" screen). */
export async function revokePhoneLinks(
  db: PrismaClient,
  input: { userId: string; shootId: string; now?: Date },
): Promise<{ ok: true; revoked: number } | { ok: false; error: "SHOOT_NOT_FOUND" }> {
  const shoot = await findOwnedShoot(db, input.userId, input.shootId, { id: true });
  if (!shoot) return { ok: false, error: "SHOOT_NOT_FOUND" };
  const { count } = await db.uploadToken.updateMany({ where: { shootId: shoot.id, revokedAt: null }, data: { revokedAt: input.now ?? new Date() } });
  return { ok: true, revoked: count };
}

export type ResolvedPhoneLink =
  /** Not a link we made (malformed, or no such token). */
  | { status: "unknown" }
  /** Its time ran out. */
  | { status: "expired" }
  /** Replaced by a newer QR code or turned off, or its shoot is gone. */
  | { status: "revoked" }
  /** The shoot was submitted: photos can no longer change. */
  | { status: "submitted" }
  | { status: "active"; linkId: string; shootId: string; ownerId: string; expiresAt: Date };

export type ClosedStatus = "expired" | "revoked" | "submitted";

/** What a phone's token opens. Malformed tokens never reach the database. */
export async function resolvePhoneLink(db: PrismaClient | Tx, token: unknown, now: Date = new Date()): Promise<ResolvedPhoneLink> {
  if (!isUploadTokenFormat(token)) return { status: "unknown" };
  const row = await db.uploadToken.findUnique({
    where: { tokenHash: hashUploadToken(token) },
    select: { id: true, revokedAt: true, expiresAt: true, shoot: { select: { id: true, userId: true, state: true, deletedAt: true, user: { select: { deletedAt: true } } } } },
  });
  if (!row) return { status: "unknown" };
  const { shoot } = row;
  if (row.revokedAt !== null || shoot.deletedAt !== null || shoot.state === "DELETED" || shoot.user.deletedAt !== null) return { status: "revoked" };
  if (shoot.state !== "ONBOARDING") return { status: "submitted" };
  if (row.expiresAt <= now) return { status: "expired" };
  return { status: "active", linkId: row.id, shootId: shoot.id, ownerId: shoot.userId, expiresAt: row.expiresAt };
}
