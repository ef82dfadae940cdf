import { getToken } from "next-auth/jwt";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { Principal } from "@/lib/routes/middleware";
import { loadPrincipal } from "./principal";

/** Roles are re-read at most this often per user per process; pages check again, uncached. */
const CACHE_MS = 10_000;
const g = globalThis as unknown as { __lumenPrincipals?: Map<string, { at: number; principal: Principal }> };
const cache = (g.__lumenPrincipals ??= new Map());

/**
 * The proxy's view of who is asking. It only reads the session cookie: rolling or rewriting it on
 * every request would let a response still in flight at logout put the session back.
 */
export async function principalFromRequest(req: Request): Promise<Principal> {
  const secureCookie = new URL(req.url).protocol === "https:";
  const token = await getToken({ req, secret: env.AUTH_SECRET, secureCookie });
  const uid = typeof token?.uid === "string" ? token.uid : null;
  if (!uid) return null;
  const hit = cache.get(uid);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.principal;
  const principal = await loadPrincipal(await prisma(), uid);
  if (cache.size > 10_000) cache.clear();
  cache.set(uid, { at: Date.now(), principal });
  return principal;
}
