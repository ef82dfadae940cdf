// What every business API request pays before its handler runs, once its key is known
// (lib/http/route.ts, the `apiKey` caller): one hit of the organisation's rate limit ("api", 300 a
// minute for all its keys together; counted in the database on PostgreSQL, so every web process
// shares it) and one count of the key's usage today (lib/api/usage.ts), both at once. Returns the
// X-RateLimit-* headers every answer to the request carries; over the limit, throws the 429.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { SHARED_NAMESPACE, Refusal } from "@/lib/http/errors";
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

export async function admitApiCall(db: Pick<PrismaClient, "$executeRaw">, key: ApiKeyCaller, deps: { limits?: RateLimits; now?: Date } = {}): Promise<Record<string, string>> {
  const [window] = await Promise.all([
    (deps.limits ?? rateLimits()).consume("api", apiLimitSubject(key.organizationId)),
    recordApiUsage(db, key, deps.now),
  ]);
  const headers = rateLimitHeaders(window);
  if (!window.allowed) {
    const retryAfter = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
    throw new Refusal(SHARED_NAMESPACE, "RATE_LIMIT_EXCEEDED", 429, { headers: { ...headers, "Retry-After": String(retryAfter) } });
  }
  return headers;
}
