import { getToken } from "next-auth/jwt";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { Principal } from "@/lib/routes/middleware";
import { loadPrincipal } from "./principal";
import { PRINCIPAL_CACHE_MS, principalCache } from "./principal-cache";

const cache = principalCache;

/**
 * The proxy's view of who is asking. It only reads the session cookie: rolling or rewriting it on
 * every request would let a response still in flight at logout put the session back.
 */
export async function principalFromRequest(req: Request, options: { fresh?: boolean } = {}): Promise<Principal> {
  const secureCookie = new URL(req.url).protocol === "https:";
  const token = await getToken({ req, secret: env.AUTH_SECRET, secureCookie });
  const uid = typeof token?.uid === "string" ? token.uid : null;
  if (!uid) return null;
  // Per session (sign-in time), not per user: a session ended by a password change elsewhere must
  // not borrow the answer cached for the one that made the change.
  const authAt = typeof token?.authAt === "number" ? token.authAt : null;
  const key = `${uid}:${authAt ?? "-"}`;
  const hit = cache.get(key);
  if (hit && !options.fresh && Date.now() - hit.at < PRINCIPAL_CACHE_MS) return hit.principal;
  const principal = await loadPrincipal(await prisma(), uid, { authAt });
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { at: Date.now(), principal });
  return principal;
}
