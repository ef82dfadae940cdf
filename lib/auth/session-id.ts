// The session id (`sid`, the secret behind a Session row) of the request being served, read from its
// session cookie the way Auth.js reads it. Only the server sees it: the MFA rule (lib/auth/mfa-gate.ts)
// needs to know which of a person's sessions is asking, which `auth()` does not tell.
import "server-only";
import { getToken } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import type { PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { findLiveSession } from "./session-store";

const SECURE_COOKIE = "__Secure-authjs.session-token";

async function sidOf(req: { headers: Headers }, secureCookie: boolean, secret: string): Promise<{ uid: string; sid: string } | null> {
  const token = await getToken({ req, secret, secureCookie });
  const uid = typeof token?.uid === "string" ? token.uid : null;
  const sid = typeof token?.sid === "string" ? token.sid : null;
  return uid && sid ? { uid, sid } : null;
}

/** The cookie's user and session id of a route handler's request, or null. */
export function sessionOfRequest(request: Request, secret: string = env.AUTH_SECRET): Promise<{ uid: string; sid: string } | null> {
  return sidOf(request, new URL(request.url).protocol === "https:", secret);
}

/** The cookie's user and session id of the page or server action being served, or null. */
export async function currentSessionCookie(): Promise<{ uid: string; sid: string } | null> {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  // Browsers keep a __Secure- cookie only from https pages, so its presence says which one Auth.js set.
  return sidOf({ headers: h }, jar.has(SECURE_COOKIE) || jar.getAll().some((c) => c.name.startsWith(`${SECURE_COOKIE}.`)), env.AUTH_SECRET);
}

/** The Session row id of `userId`'s current session (page or server action), or null. */
export async function currentSessionRowId(db: PrismaClient, userId: string): Promise<string | null> {
  const cookie = await currentSessionCookie();
  if (!cookie || cookie.uid !== userId) return null;
  return (await findLiveSession(db, cookie.sid, userId))?.id ?? null;
}

/** The Session row id behind a route handler's request for `userId`, or null. */
export async function requestSessionRowId(db: PrismaClient, request: Request, userId: string): Promise<string | null> {
  const cookie = await sessionOfRequest(request);
  if (!cookie || cookie.uid !== userId) return null;
  return (await findLiveSession(db, cookie.sid, userId))?.id ?? null;
}
