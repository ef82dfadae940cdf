// Sessions are 30-day JWTs (Auth.js) with a server-side record. A session carries `uid`, `sid` (its
// Session row, lib/auth/session-store.ts) and `authAt`: when the person signed in (ms). Auth.js re-signs
// the cookie on every session read, so the JWT's own `iat` is the last roll, not the sign-in: `authAt`
// is set once, at sign-in, and kept.
//
// Signing out revokes the session's row (events.signOut), so the cookie is refused from then on even
// where it was copied. A cookie without a live row (revoked, expired, or from before rows existed) is
// signed out.
//
// User.sessionsValidFrom ends every session signed in before it: a password change or reset, an email
// change and an account deletion set it. Checked in the jwt callback (every `auth()` call: pages,
// API routes, /api/auth/session) and in loadPrincipal (the proxy, which only decodes the cookie).
//
// The person who made the change keeps their session on this device: the server action asks Auth.js to
// update the session (`unstable_update`) with a proof only the server can make (an HMAC of the user id
// and the new cut-off under AUTH_SECRET); the jwt callback then moves that session's `authAt` to now.
// A browser can also ask for an update (POST /api/auth/session), but it never sees the proof.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { NextAuthConfig } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { Prisma, PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { forgetSessions } from "./principal-cache";
import { createSession, revokeSession, sessionRowIsLive, sessionTokenHash, touchSession } from "./session-store";

/** "Signed in recently" for steps that need it (deleting an account that has no password). */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

type SessionUser = { deletedAt: Date | null; sessionsValidFrom: Date | null };

/** Whether a session signed in at `authAt` still counts for this user row. */
export function sessionIsCurrent(user: SessionUser | null | undefined, authAt: unknown): boolean {
  if (!user || user.deletedAt) return false;
  if (!user.sessionsValidFrom) return true;
  // Sessions from before `authAt` existed cannot say when they signed in: they are older than any cut-off.
  return typeof authAt === "number" && authAt >= user.sessionsValidFrom.getTime();
}

/** Whether a session signed in at `authAt` did so within RECENT_SIGN_IN_MS of `now`. */
export function signedInRecently(authAt: unknown, now: Date = new Date()): boolean {
  if (typeof authAt !== "number" || !Number.isFinite(authAt)) return false;
  const age = now.getTime() - authAt;
  return age >= -60_000 && age <= RECENT_SIGN_IN_MS;
}

/** Ends every session of `userId` signed in before `at` (inside the caller's transaction). */
export async function endSessionsBefore(tx: Prisma.TransactionClient | PrismaClient, userId: string, at: Date = new Date()): Promise<Date> {
  await tx.user.update({ where: { id: userId }, data: { sessionsValidFrom: at } });
  forgetSessions(userId);
  return at;
}

function proofKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("lumen:session-reissue:v1").digest();
}

/** The server-only proof that lets the current session survive the cut-off `validFrom` it just set. */
export function reissueProof(userId: string, validFrom: Date, secret: string = env.AUTH_SECRET): string {
  return createHmac("sha256", proofKey(secret)).update(`${userId}\n${validFrom.getTime()}`).digest("base64url");
}

function proofMatches(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** What the server passes to `unstable_update` to keep the current session (see reissueProof). */
export type SessionReissue = { reissue: string };

/**
 * The jwt callback for a session it did not just create: null (signed out) when its Session row is
 * not live (signed out, expired, unknown), the account is gone or the session is older than
 * User.sessionsValidFrom; with a valid reissue proof in `update`, the session gets a new `authAt` and
 * survives the cut-off.
 */
export async function checkSessionToken(db: PrismaClient, token: JWT, update?: unknown, secret: string = env.AUTH_SECRET): Promise<JWT | null> {
  const uid = typeof token.uid === "string" ? token.uid : null;
  const sid = typeof token.sid === "string" && token.sid.length <= 200 ? token.sid : null;
  if (!uid || !sid) return null;
  // The row (by its unique hash) and its user, read together.
  const row = await db.session.findUnique({
    where: { sessionToken: sessionTokenHash(sid) },
    select: { id: true, userId: true, expires: true, revokedAt: true, user: { select: { deletedAt: true, sessionsValidFrom: true } } },
  });
  if (!row || !sessionRowIsLive(row, uid)) return null;
  const user = row.user;
  if (user.deletedAt) return null;
  const proof = (update as Partial<SessionReissue> | null | undefined)?.reissue;
  let next: JWT | null = token;
  if (user.sessionsValidFrom && proof !== undefined && proofMatches(proof, reissueProof(uid, user.sessionsValidFrom, secret))) {
    next = { ...token, authAt: Math.max(Date.now(), user.sessionsValidFrom.getTime()) };
  } else if (!sessionIsCurrent(user, token.authAt)) {
    next = null;
  }
  if (next) await touchSession(db, row);
  return next;
}

export type SocialSignInInput = { provider: string; providerAccountId: string; type: string; email: string | null | undefined; name: string | null | undefined };

type Callbacks = NonNullable<NextAuthConfig["callbacks"]>;

/**
 * The Auth.js callbacks. The cookie carries only the user id and the sign-in time; roles are read from
 * the database where they are checked (lib/auth/guard.ts, lib/auth/request-principal.ts), so a role
 * change applies at once.
 */
export function sessionCallbacks(deps: {
  db: () => Promise<PrismaClient>;
  /** The product account behind a social sign-in (created on first use), or null to refuse it. */
  socialAccount: (input: SocialSignInInput) => Promise<string | null>;
  /** Where a new session signs in from (kept on its row for a future "your devices" list). */
  device?: () => Promise<{ ip: string | null; userAgent: string | null }>;
  secret?: string;
}): Pick<Callbacks, "jwt" | "session"> {
  return {
    async jwt({ token, user, account, trigger, session }) {
      if (user && account) {
        const uid =
          account.type === "credentials"
            ? (user.id ?? null)
            : await deps.socialAccount({ provider: account.provider, providerAccountId: account.providerAccountId, type: account.type, email: user.email, name: user.name });
        if (!uid) return null;
        const device = deps.device ? await deps.device().catch(() => null) : null;
        const sid = await createSession(await deps.db(), { userId: uid, ip: device?.ip, userAgent: device?.userAgent });
        return { ...token, uid, sid, authAt: Date.now() };
      }
      return checkSessionToken(await deps.db(), token, trigger === "update" ? session : undefined, deps.secret);
    },
    session({ session, token }) {
      session.user.id = token.uid!;
      session.authAt = typeof token.authAt === "number" ? token.authAt : undefined;
      return session;
    },
  };
}

type Events = NonNullable<NextAuthConfig["events"]>;

/** Signing out ends the session on the server too: its row is revoked, so a copy of the cookie stops working. */
export function sessionEvents(deps: { db: () => Promise<PrismaClient> }): Pick<Events, "signOut"> {
  return {
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      await revokeSession(await deps.db(), token?.sid);
    },
  };
}
