import "server-only";
import type { PrismaClient, Prisma } from "@/lib/db";
import { readParameter } from "@/lib/parameters/read";

/**
 * The numeric business parameters the shoot pipeline reads (admin-editable at /admin/parameters); the
 * free retry of a short shoot is open as long as the money-back window (`refunds.windowDays`).
 */
export type ShootParameterKey = "photos.minPerShoot" | "photos.maxPerShoot" | "shoots.maxAutoRetries" | "refunds.windowDays";

/**
 * The admin's value of a parameter, or the default when there is no row or the row is not valid
 * (lib/parameters/schema.ts: a bad value must not stop shoots).
 */
export async function readShootParameter(db: PrismaClient | Prisma.TransactionClient, key: ShootParameterKey): Promise<number> {
  return readParameter(db, key);
}

/** Manual retries a person may start after a shoot failed (each one after the automatic ones ran out). */
export const MAX_MANUAL_RETRIES = 3;
