// The server-side record behind every JWT session (Session rows). At sign-in the jwt callback makes a
// random session id, puts it into the cookie (`sid`) and stores only its SHA-256 here, with the user,
// when it ends and the device it signed in from. Every check of a session (the jwt callback behind
// `auth()`, the proxy's loadPrincipal) looks its row up by that hash: one indexed read. Signing out
// revokes the row, so a copied cookie stops working although its signature is still good.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/db";
import { forgetSessions } from "./principal-cache";

/** How long a session lasts without being used (the cookie's maxAge; Auth.js rolls it on use). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/**
 * A used session's row is pushed forward at most this often (one write per session per day), and is
 * kept this much longer than the cookie it stands for, so the row never ends before the cookie does.
 */
export const SESSION_ROW_REFRESH_MS = 24 * 60 * 60 * 1000;

type Db = PrismaClient | Prisma.TransactionClient;

export function sessionTokenHash(sid: string): string {
  return createHash("sha256").update(sid).digest("hex");
}

function rowExpiry(now: number): Date {
  return new Date(now + SESSION_MAX_AGE_S * 1000 + SESSION_ROW_REFRESH_MS);
}

/** Stores a new session for `userId` and returns its id (for the cookie only). */
export async function createSession(db: Db, input: { userId: string; ip?: string | null; userAgent?: string | null }): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  await db.session.create({
    data: {
      sessionToken: sessionTokenHash(sid),
      userId: input.userId,
      expires: rowExpiry(Date.now()),
      ip: input.ip ?? null,
      userAgent: input.userAgent ? input.userAgent.slice(0, 255) : null,
    },
  });
  return sid;
}

export type SessionRow = { id: string; userId: string; expires: Date; revokedAt: Date | null };

/** Whether `row` is a live session of `userId` (not revoked, not expired). */
export function sessionRowIsLive(row: SessionRow | null | undefined, userId: string, now: number = Date.now()): row is SessionRow {
  return Boolean(row && row.userId === userId && !row.revokedAt && row.expires.getTime() > now);
}

/** The live session `sid` of `userId`, or null (unknown, revoked, expired, someone else's, or no id). */
export async function findLiveSession(db: Db, sid: unknown, userId: string): Promise<SessionRow | null> {
  if (typeof sid !== "string" || !sid || sid.length > 200) return null;
  const row = await db.session.findUnique({ where: { sessionToken: sessionTokenHash(sid) }, select: { id: true, userId: true, expires: true, revokedAt: true } });
  return sessionRowIsLive(row, userId) ? row : null;
}

/** Pushes a used session's end forward (at most once per SESSION_ROW_REFRESH_MS; the cookie rolls on every read). */
export async function touchSession(db: Db, row: Pick<SessionRow, "id" | "expires">, now: number = Date.now()): Promise<void> {
  const due = now + SESSION_MAX_AGE_S * 1000;
  if (row.expires.getTime() >= due) return;
  await db.session.updateMany({ where: { id: row.id, revokedAt: null, expires: { lt: new Date(due) } }, data: { expires: rowExpiry(now) } });
}

/** Ends the session `sid` on the server (signing out). Returns whether a live row was revoked. */
export async function revokeSession(db: Db, sid: unknown): Promise<boolean> {
  if (typeof sid !== "string" || !sid || sid.length > 200) return false;
  const row = await db.session.findUnique({ where: { sessionToken: sessionTokenHash(sid) }, select: { userId: true } });
  if (!row) return false;
  const revoked = await db.session.updateMany({ where: { sessionToken: sessionTokenHash(sid), revokedAt: null }, data: { revokedAt: new Date() } });
  forgetSessions(row.userId);
  return revoked.count === 1;
}

/** Ends every session of `userId` on the server (inside the caller's transaction). */
export async function revokeAllSessions(db: Db, userId: string, at: Date = new Date()): Promise<number> {
  const revoked = await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } });
  forgetSessions(userId);
  return revoked.count;
}
