// The shoot's one favourite photo (Result.isFavorite), chosen by its owner from the voting tally.
// The rule (one per shoot, shoot row locked) lives in lib/results/marks.ts; this only checks that the
// photo belongs to the shoot whose tally the owner is looking at.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { ResultActionError } from "@/lib/results/errors";
import { setResultMarks } from "@/lib/results/marks";

export async function setFavoriteResult(
  db: PrismaClient,
  input: { userId: string; shootId: string; resultId: string },
): Promise<{ ok: true } | { ok: false; error: "NOT_FOUND" }> {
  if (typeof input.resultId !== "string" || input.resultId.length === 0 || input.resultId.length > 64) return { ok: false, error: "NOT_FOUND" };
  const inShoot = await db.result.count({ where: { id: input.resultId, shootId: input.shootId, deletedAt: null } });
  if (!inShoot) return { ok: false, error: "NOT_FOUND" };
  try {
    await setResultMarks(db, { userId: input.userId, resultId: input.resultId, isFavorite: true });
    return { ok: true };
  } catch (error) {
    if (error instanceof ResultActionError) return { ok: false, error: "NOT_FOUND" };
    throw error;
  }
}
