import "server-only";
import { getToken } from "next-auth/jwt";
import { prisma, type PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import type { Principal } from "@/lib/routes/middleware";
import { loadPrincipal } from "./principal";
import { PRINCIPAL_CACHE_MS, principalCache } from "./principal-cache";

const cache = principalCache;

/**
 * The proxy's view of who is asking. It only reads the session cookie: rolling or rewriting it on
 * every request would let a response still in flight at logout put the session back. The cookie's
 * session must still be live on the server (signing out revokes it).
 */
export async function principalFromRequest(
  req: Request,
  options: { fresh?: boolean } = {},
  deps: { db?: () => Promise<PrismaClient>; secret?: string } = {},
): Promise<Principal> {
  const secureCookie = new URL(req.url).protocol === "https:";
  const token = await getToken({ req, secret: deps.secret ?? env.AUTH_SECRET, secureCookie });
  const uid = typeof token?.uid === "string" ? token.uid : null;
  // A cookie without a session id has no server-side record to check: it is not a session.
  const sid = typeof token?.sid === "string" ? token.sid : null;
  if (!uid || !sid) return null;
  // Per session, not per user: a session ended by a password change or a sign-out elsewhere must not
  // borrow the answer cached for another session of the same person.
  const authAt = typeof token?.authAt === "number" ? token.authAt : null;
  const key = `${uid}:${sid}`;
  const hit = cache.get(key);
  if (hit && !options.fresh && Date.now() - hit.at < PRINCIPAL_CACHE_MS) return hit.principal;
  const principal = await loadPrincipal(await (deps.db ?? prisma)(), uid, { authAt, sid });
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { at: Date.now(), principal });
  return principal;
}
