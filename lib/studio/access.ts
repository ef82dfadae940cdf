import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { findOwnedResult } from "@/lib/results/access";
import { ResultActionError } from "@/lib/results/errors";
import { StudioError } from "./errors";

type Reader = PrismaClient | Prisma.TransactionClient;

/**
 * A headshot (any version) of a ready shoot the person may edit: the gallery's ownership rule
 * (lib/results/access.ts), answered in the studio's words.
 */
export async function ownedStudioResult(db: Reader, userId: string, resultId: string) {
  try {
    return await findOwnedResult(db, userId, resultId);
  } catch (error) {
    if (error instanceof ResultActionError) throw new StudioError(error.code === "NOT_READY" ? "NOT_READY" : "RESULT_NOT_FOUND");
    throw error;
  }
}
