import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";

type Reader = PrismaClient | Prisma.TransactionClient;

/**
 * A shoot that can still be worked on: not a team shoot whose member was removed from the team (their
 * membership DELETED). Such a shoot and its headshots stay its owner's to view (findOwnedShoot), but
 * nobody uploads to it, changes it or submits it any more (a submission would take a team credit).
 */
export const NOT_REMOVED_FROM_TEAM = { NOT: { membership: { is: { status: "DELETED" } } } } satisfies Prisma.ShootWhereInput;

/**
 * The shoots `userId` owns, or uploads for as the team lead of a managed member who is still in the
 * team (a removed member's shoot and headshots stay theirs alone, as the lead's results pages say).
 */
export function ownShootsWhere(userId: string): Prisma.ShootWhereInput {
  return { OR: [{ userId }, { managedById: userId, ...NOT_REMOVED_FROM_TEAM }] };
}

/**
 * The shoot if `userId` may work on it: its owner, or the team lead uploading on behalf of a managed
 * member (ownShootsWhere). Deleted shoots are nobody's. Null otherwise (callers answer "not found",
 * never "forbidden", so ids of other people's shoots reveal nothing).
 */
export async function findOwnedShoot<S extends Prisma.ShootSelect>(db: Reader, userId: string, shootId: string, select: S) {
  if (typeof shootId !== "string" || shootId.length === 0 || shootId.length > 64) return null;
  return db.shoot.findFirst({
    where: { id: shootId, state: { not: "DELETED" }, deletedAt: null, ...ownShootsWhere(userId) },
    select,
  });
}

/** findOwnedShoot, for changing the shoot: also null for a team shoot whose member was removed. */
export async function findWorkableShoot<S extends Prisma.ShootSelect>(db: Reader, userId: string, shootId: string, select: S) {
  if (typeof shootId !== "string" || shootId.length === 0 || shootId.length > 64) return null;
  return db.shoot.findFirst({
    where: { id: shootId, state: { not: "DELETED" }, deletedAt: null, ...ownShootsWhere(userId), ...NOT_REMOVED_FROM_TEAM },
    select,
  });
}

/**
 * Whether `shootId` is a managed member's shoot that `userId` reaches only as its `managedById` lead:
 * a lead's power, which callers refuse while the lead's session owes the organisation's MFA code
 * (lib/shoots/actions.ts, lib/shoots/photos-http.ts ask lib/auth/mfa-gate.ts).
 */
export async function isManagedShootOf(db: Reader, userId: string, shootId: string | null | undefined): Promise<boolean> {
  if (typeof shootId !== "string" || shootId.length === 0 || shootId.length > 64) return false;
  return (await db.shoot.findFirst({ where: { id: shootId, managedById: userId, NOT: { userId } }, select: { id: true } })) !== null;
}

/** Accepted photos that count towards the shoot (not removed). */
export function countAcceptedPhotos(db: Reader, shootId: string): Promise<number> {
  return db.uploadedPhoto.count({ where: { shootId, accepted: true, deletedAt: null } });
}
