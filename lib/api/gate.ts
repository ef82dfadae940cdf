// What every business API request pays before its handler runs, once its key is known
// (lib/http/route.ts, the `apiKey` caller): one hit of the organisation's rate limit ("api": the platform
// admins' api.rateLimitPerMinute, 300 a minute by default, read at each call, for all its keys
// together; counted in the database on PostgreSQL, so every web process
// shares it) and one count of the key's usage today (lib/api/usage.ts), written while the handler runs. Returns the
// X-RateLimit-* headers every answer to the request carries; over the limit, throws the 429.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { SHARED_NAMESPACE, Refusal } from "@/lib/http/errors";
import { readParameter } from "@/lib/parameters/read";
import { rateLimits, type LimitWindow, type RateLimits } from "@/lib/rate-limit";
import type { ApiKeyCaller } from "./keys";
import { recordApiUsage } from "./usage";

/** The rate limit's subject: the organisation, whichever of its keys calls. */
export const apiLimitSubject = (organizationId: string) => `org:${organizationId}`;

/** X-RateLimit-Limit, -Remaining and -Reset (an ISO time, as market-behaviour C says). */
export function rateLimitHeaders(window: LimitWindow): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(window.limit),
    "X-RateLimit-Remaining": String(window.remaining),
    "X-RateLimit-Reset": window.resetAt.toISOString(),
  };
}

/**
 * Counts the call: the rate limit first (its answer decides), the usage count beside it. `counted`
 * settles when the usage row is written: the route wrapper lets it run alongside the handler and waits
 * for it before answering, so it adds no latency and no request is answered uncounted.
 */
export async function admitApiCall(db: Pick<PrismaClient, "$executeRaw" | "parameter">, key: ApiKeyCaller, deps: { limits?: RateLimits; now?: Date } = {}): Promise<{ headers: Record<string, string>; counted: Promise<void> }> {
  const counted = recordApiUsage(db, key, deps.now);
  // Never an unhandled rejection while the limit is awaited: the wrapper awaits `counted` itself.
  counted.catch(() => {});
  let window: LimitWindow;
  try {
    const points = await readParameter(db, "api.rateLimitPerMinute");
    window = await (deps.limits ?? rateLimits()).consume("api", apiLimitSubject(key.organizationId), { points });
  } catch (e) {
    await counted.catch(() => {});
    throw e;
  }
  const headers = rateLimitHeaders(window);
  if (!window.allowed) {
    await counted;
    const retryAfter = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
    throw new Refusal(SHARED_NAMESPACE, "RATE_LIMIT_EXCEEDED", 429, { headers: { ...headers, "Retry-After": String(retryAfter) } });
  }
  return { headers, counted };
}
