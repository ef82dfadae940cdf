// The shoot's one favourite photo (Result.isFavorite), chosen by its owner.
import type { PrismaClient } from "@/lib/db";
import { findOwnedShoot } from "@/lib/shoots/access";

/**
 * Makes `resultId` the favourite of its shoot and clears any other, in one transaction. The shoot row is
 * locked first, so two choices made at once end with exactly one favourite (the later one).
 */
export async function setFavoriteResult(
  db: PrismaClient,
  input: { userId: string; shootId: string; resultId: string },
): Promise<{ ok: true } | { ok: false; error: "NOT_FOUND" }> {
  if (typeof input.resultId !== "string" || input.resultId.length === 0 || input.resultId.length > 64) return { ok: false, error: "NOT_FOUND" };
  return db.$transaction(async (tx) => {
    const shoot = await findOwnedShoot(tx, input.userId, input.shootId, { id: true });
    if (!shoot) return { ok: false as const, error: "NOT_FOUND" as const };
    await tx.$queryRaw`SELECT id FROM "Shoot" WHERE id = ${shoot.id} FOR UPDATE`;
    const result = await tx.result.findFirst({ where: { id: input.resultId, shootId: shoot.id, deletedAt: null }, select: { id: true } });
    if (!result) return { ok: false as const, error: "NOT_FOUND" as const };
    await tx.result.updateMany({ where: { shootId: shoot.id, isFavorite: true, id: { not: result.id } }, data: { isFavorite: false } });
    await tx.result.update({ where: { id: result.id }, data: { isFavorite: true } });
    return { ok: true as const };
  });
}
