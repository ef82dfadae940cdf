// Who may act on a result: the owner of its shoot (or the team lead who uploads for a managed member,
// as lib/shoots/access.ts says), on a shoot that is ready. Anyone else is told "not found".
// Who may look at and download one (read, never mark): the owner too, and on a team shoot the leads
// and owner of its organisation (lib/teams/access.ts, "results.read"), while its member is still in
// the organisation: a removed member's headshots stay theirs alone.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { findOwnedShoot, ownShootsWhere } from "@/lib/shoots/access";
import { heldForReview, REVIEW_SELECT } from "@/lib/shoots/review-hold";
import { can, CURRENT_MEMBER_SHOOT, organizationRole } from "@/lib/teams/access";
import { inGalleryOrder } from "@/lib/shoots/results";
import { ResultActionError } from "./errors";

type Reader = PrismaClient | Prisma.TransactionClient;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const resultSelect = {
  id: true,
  shootId: true,
  styleId: true,
  storageKey: true,
  width: true,
  height: true,
  variant: true,
  version: true,
  parentResultId: true,
  likedStatus: true,
  isFavorite: true,
  shoot: { select: { state: true, styleIds: true, ...REVIEW_SELECT } },
} satisfies Prisma.ResultSelect;

export type OwnedResult = Prisma.ResultGetPayload<{ select: typeof resultSelect }>;

/** A result of a ready shoot `userId` may act on: RESULT_NOT_FOUND for anyone else, NOT_READY before the shoot is ACTIVE. */
export async function findOwnedResult(db: Reader, userId: string, resultId: string): Promise<OwnedResult> {
  if (typeof resultId !== "string" || !ID.test(resultId)) throw new ResultActionError("RESULT_NOT_FOUND");
  const result = await db.result.findFirst({
    where: { id: resultId, deletedAt: null, shoot: { state: { not: "DELETED" }, deletedAt: null, ...ownShootsWhere(userId) } },
    select: resultSelect,
  });
  if (!result) throw new ResultActionError("RESULT_NOT_FOUND");
  if (result.shoot.state !== "ACTIVE" || heldForReview(result.shoot)) throw new ResultActionError("NOT_READY");
  return result;
}

const ID_OK = (id: unknown): id is string => typeof id === "string" && ID.test(id);

/**
 * The shoot if `userId` may read its results: as its owner (findOwnedShoot), or as a lead or owner of
 * the organisation of a team shoot whose member is still in it. Null otherwise (answer "not found").
 */
export async function findReadableShoot<S extends Prisma.ShootSelect>(db: Reader, userId: string, shootId: string, select: S) {
  if (!ID_OK(shootId)) return null;
  const owned = await findOwnedShoot(db, userId, shootId, select);
  if (owned) return owned;
  const team = await db.shoot.findFirst({
    where: { id: shootId, state: { not: "DELETED" }, deletedAt: null, organizationId: { not: null }, ...CURRENT_MEMBER_SHOOT },
    select: { organizationId: true, membership: { select: { organizationId: true } } },
  });
  // The membership must be of the shoot's own organisation: a shoot never counts for another one.
  if (!team?.organizationId || team.membership?.organizationId !== team.organizationId) return null;
  if (!can(await organizationRole(db, userId, team.organizationId), "results.read")) return null;
  return db.shoot.findFirst({ where: { id: shootId }, select });
}

/** A result of a ready shoot whose results `userId` may read (findReadableShoot): RESULT_NOT_FOUND otherwise, NOT_READY before it is ACTIVE. */
export async function findReadableResult(db: Reader, userId: string, resultId: string): Promise<OwnedResult> {
  if (!ID_OK(resultId)) throw new ResultActionError("RESULT_NOT_FOUND");
  const row = await db.result.findFirst({ where: { id: resultId, deletedAt: null }, select: { shootId: true } });
  if (!row || !(await findReadableShoot(db, userId, row.shootId, { id: true }))) throw new ResultActionError("RESULT_NOT_FOUND");
  const result = await db.result.findFirst({ where: { id: resultId, deletedAt: null }, select: resultSelect });
  if (!result) throw new ResultActionError("RESULT_NOT_FOUND");
  if (result.shoot.state !== "ACTIVE" || heldForReview(result.shoot)) throw new ResultActionError("NOT_READY");
  return result;
}

/** A ready shoot whose results `userId` may read (a zip of it): SHOOT_NOT_FOUND otherwise, NOT_READY before it is ACTIVE. */
export async function requireReadableReadyShoot(db: Reader, userId: string, shootId: string): Promise<{ id: string; styleIds: string[] }> {
  const shoot = await findReadableShoot(db, userId, shootId, { id: true, state: true, styleIds: true, ...REVIEW_SELECT });
  if (!shoot) throw new ResultActionError("SHOOT_NOT_FOUND");
  if (shoot.state !== "ACTIVE" || heldForReview(shoot)) throw new ResultActionError("NOT_READY");
  return { id: shoot.id, styleIds: shoot.styleIds };
}

/** A ready shoot `userId` may act on: SHOOT_NOT_FOUND for anyone else, NOT_READY before it is ACTIVE. */
export async function requireReadyShoot(db: Reader, userId: string, shootId: string): Promise<{ id: string; styleIds: string[] }> {
  const shoot = await findOwnedShoot(db, userId, shootId, { id: true, state: true, styleIds: true, ...REVIEW_SELECT });
  if (!shoot) throw new ResultActionError("SHOOT_NOT_FOUND");
  if (shoot.state !== "ACTIVE" || heldForReview(shoot)) throw new ResultActionError("NOT_READY");
  return { id: shoot.id, styleIds: shoot.styleIds };
}

/**
 * The gallery's numbers of a shoot's generated results (1-based, in gallery order): the number in a
 * download's file name is the one the gallery gives the photo. Editor versions take their original's.
 */
export async function galleryNumbers(db: Reader, shoot: { id: string; styleIds: string[] }): Promise<Map<string, number>> {
  const rows = await db.result.findMany({
    where: { shootId: shoot.id, version: 1, parentResultId: null, deletedAt: null },
    select: { id: true, styleId: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const numbers = new Map<string, number>();
  for (const group of inGalleryOrder(shoot.id, shoot.styleIds, rows)) for (const r of group.rows) numbers.set(r.id, numbers.size + 1);
  return numbers;
}
