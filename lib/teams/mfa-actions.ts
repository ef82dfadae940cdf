"use server";
// The MFA code screen's two actions (components/team-lead/settings/MfaCodeScreen.tsx): mail a code to
// this session, and check one. Role "user", not "lead": they are what a lead runs *before* their session
// counts as verified (lib/auth/mfa-gate.ts). Both work only for someone under an MFA rule.
import "server-only";
import { z } from "zod";
import { currentSessionRowId } from "@/lib/auth/session-id";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { rateLimits } from "@/lib/rate-limit";
import { sendMfaCode, verifyMfaCode } from "./mfa";

export const sendMfaCodeAction = action(z.object({}), async (_input, { principal, locale }) => {
  const db = await prisma();
  const sessionId = await currentSessionRowId(db, principal.userId);
  if (!sessionId) return { error: "notSignedIn" };
  await sendMfaCode(db, { userId: principal.userId, sessionId, locale }, { limits: rateLimits() });
  return { ok: true };
});

const codeForm = z.object({ code: z.string().trim().max(20).regex(/^\d{6,10}$/, "codeFormat") });

export const verifyMfaCodeAction = action(codeForm, async ({ code }, { principal }) => {
  const db = await prisma();
  const sessionId = await currentSessionRowId(db, principal.userId);
  if (!sessionId) return { error: "notSignedIn" };
  const outcome = await verifyMfaCode(db, { userId: principal.userId, sessionId, code });
  if (outcome.ok) return { ok: true };
  return { error: `code_${outcome.reason}`, errorValues: { left: outcome.attemptsLeft }, detail: String(outcome.attemptsLeft) };
}, { secret: ["code"] });
