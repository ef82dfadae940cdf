import "server-only";
import type { PrismaClient, Prisma } from "@/lib/db";
import { readParameter } from "@/lib/parameters/read";
import { parameterSpec } from "@/lib/parameters/schema";

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

/**
 * The photo limits in force (photos.minPerShoot / photos.maxPerShoot). An inconsistent stored pair (a
 * minimum above the maximum, which setParameter refuses but an old row could hold) would block every
 * shoot: then both defaults apply.
 */
export async function readPhotoLimits(db: PrismaClient | Prisma.TransactionClient): Promise<{ min: number; max: number }> {
  const [min, max] = await Promise.all([readParameter(db, "photos.minPerShoot"), readParameter(db, "photos.maxPerShoot")]);
  if (min <= max) return { min, max };
  return { min: parameterSpec("photos.minPerShoot").default, max: parameterSpec("photos.maxPerShoot").default };
}

/** Manual retries a person may start after a shoot failed (each one after the automatic ones ran out). */
export const MAX_MANUAL_RETRIES = 3;
