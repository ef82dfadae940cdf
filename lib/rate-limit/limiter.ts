// The named limits of lib/rate-limit/config.ts on rate-limiter-flexible: RateLimiterPostgres on
// PostgreSQL (one table, "RateLimit", created by a migration: every web process shares the counts) and
// RateLimiterMemory on PGlite (one process owns the embedded database, so its memory is the whole
// truth). Each hit is counted by the store in the same statement that reads the total, so parallel
// requests cannot slip past a limit together.
import "server-only";
import { createHash } from "node:crypto";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { LimitName, LimitRules } from "./config";

export type LimitStore = { kind: "memory" } | { kind: "postgres"; pool: pg.Pool };

export type LimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** A hit counted, with what an answer's X-RateLimit-* headers say: the limit, what is left, when the window ends. */
export type LimitWindow = { allowed: boolean; limit: number; remaining: number; resetAt: Date };

export type RateLimits = {
  /** Counts `points` hits for `subject` first, then says whether it is still within the limit. */
  take(name: LimitName, subject: string, points?: number): Promise<LimitDecision>;
  /**
   * As take, with the window's numbers for rate-limit headers (the business API). `points`: the limit in
   * force when it is not the rule's (a platform admin's parameter, e.g. api.rateLimitPerMinute); the
   * count is the same whatever the limit, so a change applies to the window already running.
   */
  consume(name: LimitName, subject: string, options?: { points?: number }): Promise<LimitWindow>;
  /** Gives one hit back (the attempt turned out not to count, e.g. a right password). */
  giveBack(name: LimitName, subject: string): Promise<void>;
  /** Forgets `subject`'s count (e.g. a successful login ends the pair's streak). */
  reset(name: LimitName, subject: string): Promise<void>;
  /** Hits counted in the current window. */
  used(name: LimitName, subject: string): Promise<number>;
};

export const RATE_LIMIT_TABLE = "RateLimit";

/**
 * Subjects are hashed: keys stay within the table's 255 characters whatever was typed, and the table
 * holds no email addresses or client addresses in the clear.
 */
function keyOf(subject: string): string {
  return createHash("sha256").update(subject).digest("base64url");
}

export function createRateLimits(store: LimitStore, rules: LimitRules): RateLimits {
  let first = true;
  // One limiter per name and limit (a limit set at run time gets its own, built once and kept; they
  // share the name's key prefix, so its count).
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: LimitName, override?: number): RateLimiterAbstract => {
    const { duration } = rules[name];
    const points = override ?? rules[name].points;
    const cacheKey = `${name}:${points}`;
    let l = limiters.get(cacheKey);
    if (l) return l;
    if (store.kind === "memory") {
      l = new RateLimiterMemory({ keyPrefix: name, points, duration });
    } else {
      l = new RateLimiterPostgres({
        storeClient: store.pool,
        storeType: "pool",
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points,
        duration,
        // One timer per process deletes rows that expired over an hour ago (all limits share the table).
        clearExpiredByTimeout: first,
        // When PostgreSQL cannot answer, the same limit is counted in this process's memory instead:
        // it never switches off (fail closed would refuse every login during a blip; fail open would
        // let a guesser through), it is only split per process until the database is back.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
      });
      first = false;
    }
    limiters.set(cacheKey, l);
    return l;
  };

  return {
    async take(name, subject, points = 1) {
      try {
        const res = await limiter(name).consume(keyOf(subject), points);
        return { allowed: true, remaining: res.remainingPoints };
      } catch (e) {
        if (e instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
        throw e;
      }
    },
    async consume(name, subject, options = {}) {
      const limit = options.points ?? rules[name].points;
      const window = (res: RateLimiterRes, allowed: boolean): LimitWindow => ({
        allowed, limit, remaining: Math.max(0, res.remainingPoints), resetAt: new Date(Date.now() + Math.max(0, res.msBeforeNext)),
      });
      try {
        return window(await limiter(name, limit).consume(keyOf(subject), 1), true);
      } catch (e) {
        if (e instanceof RateLimiterRes) return window(e, false);
        throw e;
      }
    },
    async giveBack(name, subject) {
      await limiter(name).reward(keyOf(subject), 1);
    },
    async reset(name, subject) {
      await limiter(name).delete(keyOf(subject));
    },
    async used(name, subject) {
      return (await limiter(name).get(keyOf(subject)))?.consumedPoints ?? 0;
    },
  };
}
