// "View the app as that person" (the back office's support tool): a platform admin sees the app as one
// person sees it, read-only. The admin's own session stays signed in; a second cookie, `lumen.view-as`
// (httpOnly, SameSite=Strict, HMAC-signed with AUTH_SECRET), names the admin, the person, a hash of the
// admin's session id and an expiry. It counts only while all of these hold, checked on every request:
// the signature and the expiry, the real signed-in person is that admin, still an admin (read fresh from
// the database: a demoted admin's view ends at once), in the same session, and the person is not an admin
// and not deleted. Then pages, actions and routes see the person as principal with `viewingAs`; actions
// refuse (`readOnlyView`), routes refuse every non-GET/HEAD method and the deliverable downloads, the back
// office refuses (the person is no admin), and every page render writes `user.view-as.page`.
import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { recordAudit } from "@/lib/audit/record";
import type { PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import type { Principal } from "@/lib/routes/middleware";
import { loadPrincipal } from "./principal";

export const VIEW_AS_COOKIE = "lumen.view-as";
/** How long one view lasts. */
export const VIEW_AS_TTL_MS = 30 * 60 * 1000;

export type ViewAsTicket = { adminId: string; userId: string; session: string | null; exp: number };

const b64 = (s: string) => Buffer.from(s).toString("base64url");
const mac = (payload: string, secret: string) => createHmac("sha256", secret).update(`view-as:${payload}`).digest("base64url");

/** A hash of the admin's session id (the cookie never carries the id itself). */
export function sessionTag(sid: string | null | undefined): string | null {
  return sid ? createHash("sha256").update(sid).digest("base64url").slice(0, 32) : null;
}

export function signViewAs(ticket: ViewAsTicket, secret: string = env.AUTH_SECRET): string {
  const payload = b64(JSON.stringify({ a: ticket.adminId, u: ticket.userId, s: ticket.session, e: ticket.exp }));
  return `${payload}.${mac(payload, secret)}`;
}

/** The ticket of a cookie whose signature holds and which has not expired, else null. */
export function verifyViewAs(value: string | null | undefined, now = Date.now(), secret: string = env.AUTH_SECRET): ViewAsTicket | null {
  if (!value || value.length > 1000) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const raw = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    if (typeof raw.a !== "string" || typeof raw.u !== "string" || typeof raw.e !== "number") return null;
    if (raw.e <= now) return null;
    return { adminId: raw.a, userId: raw.u, session: typeof raw.s === "string" ? raw.s : null, exp: raw.e };
  } catch {
    return null;
  }
}

/**
 * The principal a request sees: the viewed person (with `viewingAs`) when `cookie` is a valid view
 * ticket of `real`, who must still be an admin in the same session; else null (the real one stands).
 * `real` must come fresh from the database (loadPrincipal), as every caller's does.
 */
export async function viewedPrincipal(db: PrismaClient, real: Principal, cookie: string | null | undefined, sid: string | null | undefined, now = Date.now()): Promise<Principal> {
  if (!real || real.role !== "admin" || real.viewingAs) return null;
  const ticket = verifyViewAs(cookie, now);
  if (!ticket || ticket.adminId !== real.userId || ticket.userId === real.userId) return null;
  // A ticket is always bound to the admin's session (startViewAs refuses to make an unbound one).
  if (ticket.session === null || ticket.session !== sessionTag(sid)) return null;
  const viewed = await loadPrincipal(db, ticket.userId);
  if (!viewed || viewed.role === "admin") return null;
  return { ...viewed, viewingAs: { adminId: real.userId } };
}

/** The view-as cookie's value in a request's Cookie header, or null. */
export function viewAsCookieOf(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === VIEW_AS_COOKIE) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/** The audit row of one page rendered while viewing (one insert: cheap). */
export async function recordViewAsPage(db: PrismaClient, principal: NonNullable<Principal>, path: string): Promise<void> {
  if (!principal.viewingAs) return;
  await recordAudit(db, { actorId: principal.viewingAs.adminId, action: "user.view-as.page", target: ["User", principal.userId], data: { path } });
}
