import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";

type Reader = PrismaClient | Prisma.TransactionClient;

/**
 * The shoot if `userId` may work on it: its owner, or the team lead uploading on behalf of a managed
 * member. Deleted shoots are nobody's. Null otherwise (callers answer "not found", never "forbidden",
 * so ids of other people's shoots reveal nothing).
 */
export async function findOwnedShoot<S extends Prisma.ShootSelect>(db: Reader, userId: string, shootId: string, select: S) {
  if (typeof shootId !== "string" || shootId.length === 0 || shootId.length > 64) return null;
  return db.shoot.findFirst({
    where: { id: shootId, state: { not: "DELETED" }, deletedAt: null, OR: [{ userId }, { managedById: userId }] },
    select,
  });
}

/** Accepted photos that count towards the shoot (not removed). */
export function countAcceptedPhotos(db: Reader, shootId: string): Promise<number> {
  return db.uploadedPhoto.count({ where: { shootId, accepted: true, deletedAt: null } });
}
