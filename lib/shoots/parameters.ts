import "server-only";
import type { PrismaClient, Prisma } from "@/lib/db";
import { PARAMETER_DEFAULTS } from "@/lib/db/parameters-defaults";

/**
 * The numeric business parameters the shoot pipeline reads (admin-editable at /admin/parameters); the
 * free retry of a short shoot is open as long as the money-back window (`refunds.windowDays`).
 */
export type ShootParameterKey = "photos.minPerShoot" | "photos.maxPerShoot" | "shoots.maxAutoRetries" | "refunds.windowDays";

/**
 * The admin's value of a parameter, or the default when there is no row or the row is not a
 * non-negative integer (a bad value must not stop shoots).
 */
export async function readShootParameter(db: PrismaClient | Prisma.TransactionClient, key: ShootParameterKey): Promise<number> {
  const row = await db.parameter.findUnique({ where: { key }, select: { value: true } });
  const value = row?.value;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : PARAMETER_DEFAULTS[key];
}

/** Manual retries a person may start after a shoot failed (each one after the automatic ones ran out). */
export const MAX_MANUAL_RETRIES = 3;
