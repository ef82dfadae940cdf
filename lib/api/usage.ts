// How much each business API key is used: one row per key and UTC day (ApiUsage), counted by ONE
// statement per authenticated request, an INSERT … ON CONFLICT DO UPDATE on the (key, day) primary
// key. That is the same order of cost as the rate limit's own upsert beside it (both run at once in
// lib/api/gate.ts), exact across processes, lost by nothing (a batch in memory would drop the counts
// of a process that dies, and would need a flusher per process), and the rows stay few: at most one
// per key per day. Concurrent requests of one key serialise only on that one row.
import "server-only";
import type { PrismaClient } from "@/lib/db";

const DAY_MS = 86_400_000;

/** The UTC day of `now`, "YYYY-MM-DD". */
export const usageDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Counts one request of `keyId` today. */
export async function recordApiUsage(db: Pick<PrismaClient, "$executeRaw">, key: { keyId: string; organizationId: string }, now = new Date()): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "ApiUsage" ("apiKeyId", "organizationId", "day", "requests")
    VALUES (${key.keyId}, ${key.organizationId}, ${usageDay(now)}::date, 1)
    ON CONFLICT ("apiKeyId", "day") DO UPDATE SET "requests" = "ApiUsage"."requests" + 1`;
}

export type UsageDay = { day: string; requests: number };

/**
 * Requests per day over the last `days` UTC days (oldest first, today last, days without requests as
 * 0), of one key of the organisation or of all its keys together (keyId null).
 */
export async function apiUsageByDay(db: PrismaClient, organizationId: string, options: { keyId?: string | null; days?: number; now?: Date } = {}): Promise<UsageDay[]> {
  const days = options.days ?? 14;
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const rows = await db.apiUsage.groupBy({
    by: ["day"],
    where: { organizationId, day: { gte: from }, ...(options.keyId ? { apiKeyId: options.keyId } : {}) },
    _sum: { requests: true },
  });
  const counts = new Map(rows.map((r) => [usageDay(r.day), r._sum.requests ?? 0]));
  return Array.from({ length: days }, (_, i) => {
    const day = usageDay(new Date(from.getTime() + i * DAY_MS));
    return { day, requests: counts.get(day) ?? 0 };
  });
}
