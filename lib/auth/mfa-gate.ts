// The one MFA rule for the team lead area (lib/teams/mfa.ts): a lead or owner of an organisation that
// requires MFA opens its pages, runs its actions and calls its routes only from a session that proved a
// mailed code in the last 24 hours. Asked in three places, all through here:
//   - pages: the route guard (lib/auth/guard.ts guardPage) for every route whose audience is `lead`;
//     a pending session gets `unauthorized()`, which the team lead layout's unauthorized.tsx answers
//     with the code screen (no extra route);
//   - server actions with role "lead" (lib/http/action.ts): { error: "MFA_REQUIRED" };
//   - route handlers with caller { session: "lead" } (lib/http/route.ts): 401 MFA_REQUIRED.
// Members, people without a team and organisations without the rule are never asked.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { mfaOrganization, mfaPendingFor } from "@/lib/teams/mfa";
import { currentSessionRowId, requestSessionRowId } from "./session-id";

/** Whether the page or action being served still needs the MFA code. */
export async function currentMfaPending(db: PrismaClient, userId: string): Promise<boolean> {
  // Most people are not under the rule: no cookie decoding for them.
  if (!(await mfaOrganization(db, userId))) return false;
  return mfaPendingFor(db, { userId, sessionId: await currentSessionRowId(db, userId) });
}

/** Whether a route handler's request still needs the MFA code. */
export async function requestMfaPending(db: PrismaClient, request: Request, userId: string): Promise<boolean> {
  if (!(await mfaOrganization(db, userId))) return false;
  return mfaPendingFor(db, { userId, sessionId: await requestSessionRowId(db, request, userId) });
}
