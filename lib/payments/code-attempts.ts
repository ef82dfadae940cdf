// Guessing codes is throttled: gift-card codes are worth a package. Only unknown codes count, per
// person (or per IP when signed out), in fixed windows shared by all web processes (RateLimitBucket).
import type { PrismaClient } from "@/lib/db";

export const CODE_ATTEMPTS = { windowMinutes: 15, maxUnknown: 20 } as const;

function bucketKey(subject: string, now: Date): { key: string; windowStart: Date; expiresAt: Date } {
  const windowMs = CODE_ATTEMPTS.windowMinutes * 60_000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { key: `codes:${subject}:${start}`, windowStart: new Date(start), expiresAt: new Date(start + windowMs) };
}

/** True when `subject` typed too many unknown codes in the current window. */
export async function tooManyCodeAttempts(db: Pick<PrismaClient, "rateLimitBucket">, subject: string, now = new Date()): Promise<boolean> {
  const row = await db.rateLimitBucket.findUnique({ where: { key: bucketKey(subject, now).key }, select: { count: true } });
  return (row?.count ?? 0) >= CODE_ATTEMPTS.maxUnknown;
}

export async function recordUnknownCode(db: Pick<PrismaClient, "$executeRaw">, subject: string, now = new Date()): Promise<void> {
  const { key, windowStart, expiresAt } = bucketKey(subject, now);
  await db.$executeRaw`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt") VALUES (${key}, 1, ${windowStart}, ${expiresAt}, ${now})
    ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1, "updatedAt" = ${now}`;
}
