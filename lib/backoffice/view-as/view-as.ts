// Starting and stopping "view the app as that person" (lib/auth/view-as.ts holds the rule of the cookie).
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { signViewAs, sessionTag, verifyViewAs, VIEW_AS_TTL_MS, type ViewAsTicket } from "@/lib/auth/view-as";
import { BackofficeError } from "@/lib/backoffice/errors";
import type { PrismaClient } from "@/lib/db";

/**
 * Checks that `userId` may be viewed by `adminId` (exists, not deleted, not an admin, not themself),
 * writes `user.view-as.start` and gives back the cookie's value and its expiry.
 */
export async function startViewAs(db: PrismaClient, input: { adminId: string; userId: string; sid: string | null; now?: number }): Promise<{ cookie: string; ticket: ViewAsTicket }> {
  // Without the admin's session id the ticket could not be bound to this session: no view.
  if (!input.sid) throw new BackofficeError("BackofficeSupport", "NO_SESSION");
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true, role: true, deletedAt: true } });
  if (!user) throw new BackofficeError("BackofficeSupport", "NOT_FOUND");
  if (user.deletedAt) throw new BackofficeError("BackofficeSupport", "VIEW_DELETED");
  if (user.role === "ADMIN" || user.id === input.adminId) throw new BackofficeError("BackofficeSupport", "VIEW_ADMIN");
  const ticket: ViewAsTicket = { adminId: input.adminId, userId: user.id, session: sessionTag(input.sid), exp: (input.now ?? Date.now()) + VIEW_AS_TTL_MS };
  await recordAudit(db, { actorId: input.adminId, action: "user.view-as.start", target: ["User", user.id], data: { email: user.email, expiresAt: new Date(ticket.exp) } });
  return { cookie: signViewAs(ticket), ticket };
}

/** Ends a view: `user.view-as.stop` when the cookie is a valid ticket of the signed-in admin; gives back whom they viewed. */
export async function stopViewAs(db: PrismaClient, cookie: string | null | undefined, signedInUserId: string | null): Promise<string | null> {
  const ticket = verifyViewAs(cookie);
  if (!ticket || ticket.adminId !== signedInUserId) return null;
  await recordAudit(db, { actorId: ticket.adminId, action: "user.view-as.stop", target: ["User", ticket.userId] });
  return ticket.userId;
}

/** Who is being viewed, for the banner: the person's email, when the principal is a view. */
export async function viewedEmail(db: PrismaClient, userId: string): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { email: true } }))?.email ?? null;
}
