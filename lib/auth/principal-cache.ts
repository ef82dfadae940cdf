// The proxy's short memory of who a session is (lib/auth/request-principal.ts): per session (user id and
// session id), for a few seconds. Ending a person's sessions (lib/auth/session.ts, signing out in
// lib/auth/session-store.ts) forgets them here at once; another web process may still let the proxy
// pass an ended session for up to PRINCIPAL_CACHE_MS, but the page or API route behind it checks the
// session itself (`auth()`, uncached) and refuses it.
import "server-only";
import type { Principal } from "@/lib/routes/middleware";

/** Roles are re-read at most this often per session per process; pages check again, uncached. */
export const PRINCIPAL_CACHE_MS = 10_000;

const g = globalThis as unknown as { __lumenPrincipals?: Map<string, { at: number; principal: Principal }> };
export const principalCache = (g.__lumenPrincipals ??= new Map());

/** Drops what this process remembers of `userId`'s sessions (after their sessions were ended). */
export function forgetSessions(userId: string): void {
  for (const key of principalCache.keys()) if (key.startsWith(`${userId}:`)) principalCache.delete(key);
}
