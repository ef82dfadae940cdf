import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Principal } from "@/lib/routes/middleware";
import { strongestOrganizationRole } from "@/lib/teams/access";
import { sessionIsCurrent } from "./session";
import { findLiveSession } from "./session-store";

/**
 * The roles a user holds right now, read from the database. Null when the account is gone, or when
 * `session` is given and that session was ended (signed in before User.sessionsValidFrom: a password
 * or email change elsewhere; or, with `sid`, its Session row is not live: signed out). Callers holding
 * a session cookie pass its `authAt` and `sid`; `auth()` callers may omit them (the jwt callback
 * already checked).
 */
export async function loadPrincipal(db: PrismaClient, userId: string, session?: { authAt: unknown; sid?: unknown }): Promise<Principal> {
  if (session?.sid !== undefined && !(await findLiveSession(db, session.sid, userId))) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, role: true, deletedAt: true, sessionsValidFrom: true } });
  if (!user || user.deletedAt) return null;
  if (session && !sessionIsCurrent(user, session.authAt)) return null;
  // One rule for every organisation check (lib/teams/access.ts): an invitation alone opens nothing.
  const strongest = await strongestOrganizationRole(db, user.id);
  const orgRole = strongest === "owner" || strongest === "lead" ? "lead" : strongest;
  return { userId: user.id, role: user.role === "ADMIN" ? "admin" : "user", orgRole };
}
