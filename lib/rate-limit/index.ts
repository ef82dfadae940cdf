// The process's rate limits: `await rateLimits().take("login.ip", ipSubject(ip))`. The store follows
// the database: PostgreSQL (DATABASE_URL) → the shared "RateLimit" table through a small pg pool of its
// own; PGlite → this process's memory.
import "server-only";
import pg from "pg";
import { resolveDbTarget } from "@/lib/db/target";
import { env } from "@/lib/env";
import { rateLimitRules } from "./config";
import { createRateLimits, type RateLimits } from "./limiter";

export { CODES_RULE, rateLimitRules, type LimitName, type LimitRule } from "./config";
export { createRateLimits, RATE_LIMIT_TABLE, type LimitDecision, type LimitStore, type LimitWindow, type RateLimits } from "./limiter";
export { emailSubject, ipSubject } from "./subjects";

// On globalThis: route handlers and server actions are separate bundles in one process, and the
// memory store must be one.
const g = globalThis as unknown as { __lumenRateLimits?: RateLimits };

export function rateLimits(): RateLimits {
  return (g.__lumenRateLimits ??= open());
}

function open(): RateLimits {
  const rules = rateLimitRules(env);
  const target = resolveDbTarget({ DATABASE_URL: env.DATABASE_URL, PGLITE_DIR: env.PGLITE_DIR });
  if (target.kind === "pglite") return createRateLimits({ kind: "memory" }, rules);
  const pool = new pg.Pool({ connectionString: target.url, max: 4, idleTimeoutMillis: 30_000 });
  // An idle connection that drops (database restart) must not take the process down; the next query
  // reconnects, and until then the limits are counted in memory (lib/rate-limit/limiter.ts).
  pool.on("error", (err) => console.error("[rate-limit] PostgreSQL connection lost:", err.message));
  return createRateLimits({ kind: "postgres", pool }, rules);
}

/** Minutes to show a person for a wait given in seconds (at least 1). */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
