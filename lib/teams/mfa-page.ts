// The code screen's data for the page being served (the team lead layout's unauthorized.tsx).
import "server-only";
import { currentPrincipal } from "@/lib/auth/guard";
import { currentSessionRowId } from "@/lib/auth/session-id";
import type { PrismaClient } from "@/lib/db";
import { mfaPendingFor, mfaScreen, type MfaScreen } from "./mfa";

/** The screen, or null when the current session owes no code (nothing to show but a plain 401). */
export async function currentMfaScreen(db: PrismaClient): Promise<MfaScreen | null> {
  const principal = await currentPrincipal();
  if (!principal) return null;
  const sessionId = await currentSessionRowId(db, principal.userId);
  if (!sessionId || !(await mfaPendingFor(db, { userId: principal.userId, sessionId }))) return null;
  return mfaScreen(db, { userId: principal.userId, sessionId });
}
