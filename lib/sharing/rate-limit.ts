// Votes are throttled per IP address, and new voters per link too, in fixed windows shared by every web
// process (RateLimitBucket, as lib/payments/code-attempts.ts does): enough for friends on one office
// network to vote on every photo of a large shoot, not enough to stuff a ballot by script.
import type { PrismaClient } from "@/lib/db";

export const VOTE_LIMITS = {
  /** Votes (cast, changed or withdrawn) per IP address per window. */
  votes: { windowMinutes: 10, max: 600 },
  /** New voters (a first vote without a valid, server-signed voter cookie) per IP address per window. */
  newVoters: { windowMinutes: 60, max: 40 },
  /**
   * New voters per voting link per hour, whatever their addresses: a link shared with friends, a team
   * or a small community gets well under this; a link whose tally is being stuffed from many addresses stops here.
   */
  newVotersPerLink: { windowMinutes: 60, max: 100 },
} as const;

type Limit = { windowMinutes: number; max: number };

/**
 * Counts one hit on `name` for `subject` and says whether it stays within `limit`. The increment and
 * the read are one statement, so concurrent requests never slip past the limit together.
 */
export async function takeRateLimit(db: Pick<PrismaClient, "$queryRaw">, name: string, subject: string, limit: Limit, now = new Date()): Promise<boolean> {
  const windowMs = limit.windowMinutes * 60_000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const key = `${name}:${subject}:${start}`;
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart", "expiresAt", "updatedAt")
    VALUES (${key}, 1, ${new Date(start)}, ${new Date(start + windowMs)}, ${now})
    ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1, "updatedAt" = ${now}
    RETURNING "count"`;
  return Number(rows[0]?.count ?? Number.MAX_SAFE_INTEGER) <= limit.max;
}
