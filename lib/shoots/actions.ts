"use server";
// The upload steps' forms and the waiting page's two buttons. `error` is a shoot code (Shoots.errors.*,
// with its values in `errorValues`) or one of the wrapper's own keys; each page has its own words for
// those (Upload.errors.*, Waiting.errors.*).
import "server-only";

import { redirect } from "next/navigation";
import { z } from "zod";
import { currentMfaPending } from "@/lib/auth/mfa-gate";
import { prisma, type PrismaClient } from "@/lib/db";
import { action, type ActionState } from "@/lib/http/action";
import { formString } from "@/lib/http/form-data";
import { localizePath } from "@/lib/i18n/config";
import { saveDisplayName } from "@/lib/users/profile";
import type { ShootErrorCode, ShootFailure, ShootProblem } from "./errors";
import { saveConsent, savePersonalInfo, saveStyles } from "./onboarding";
import { isManagedShootOf } from "./access";
import { stepPath } from "./steps";
import { reopenForNewPhotos, retryShoot, submitShoot } from "./submit";

/**
 * A refusal as a step's state. A problem with one of the form's own fields goes to that field; the first
 * other one is the form's `error` (the steps before make the others rare: they are done, or the page
 * would have sent the person back to them).
 */
function refused(failure: ShootFailure, fields: Partial<Record<ShootErrorCode, string>> = {}): ActionState {
  const fieldErrors: Record<string, string> = {};
  let first: ShootProblem | undefined;
  for (const problem of failure.problems) {
    const field = fields[problem.code];
    if (field) fieldErrors[field] ??= problem.code;
    else first ??= problem;
  }
  const state: ActionState = first ? { error: first.code, errorValues: first.params } : {};
  if (Object.keys(fieldErrors).length) state.fieldErrors = fieldErrors;
  return state;
}

/**
 * A managed member's shoot (lib/shoots/access.ts lets its `managedById` lead in) asked for by that lead
 * while their session still owes the organisation's MFA code: a lead's power, so refused (`mfaRequired`)
 * until the code is proved. The lead's own shoot is not asked.
 */
async function managedWhileMfaPending(db: PrismaClient, userId: string, shootId: string | null | undefined): Promise<boolean> {
  return (await isManagedShootOf(db, userId, shootId)) && (await currentMfaPending(db, userId));
}

const MFA_REQUIRED: ActionState = { error: "mfaRequired" };

const chosen = (message: string) => formString.refine((v) => v !== "", message);

/** "Agree and continue" on the intro. */
export const consentAction = action(
  z.object({ shootId: formString, consent: formString.refine((v) => v === "on", "consentRequired") }),
  async ({ shootId }, { principal, locale }) => {
    if (await managedWhileMfaPending(await prisma(), principal.userId, shootId)) return MFA_REQUIRED;
    const result = await saveConsent(await prisma(), { userId: principal.userId, shootId });
    if (!result.ok) return refused(result);
    redirect(localizePath(stepPath("personal-info", shootId), locale));
  },
);

/** "About you": the name (kept on the account) and the answers the shoot needs; field messages are Upload.personalInfo.*. */
export const personalInfoAction = action(
  z.object({
    shootId: formString,
    name: formString.refine((v) => v.trim() !== "", "required"),
    gender: chosen("required"),
    ageRange: chosen("required"),
    eyeColor: formString,
    glasses: formString,
    headshotFormat: chosen("required"),
  }),
  async ({ shootId, name, ...info }, { principal, locale }) => {
    const db = await prisma();
    if (await managedWhileMfaPending(db, principal.userId, shootId)) return MFA_REQUIRED;
    if (!(await saveDisplayName(db, principal.userId, name))) return { fieldErrors: { name: "nameInvalid" } };
    const result = await savePersonalInfo(db, {
      userId: principal.userId,
      shootId,
      info: { gender: info.gender, ageRange: info.ageRange, eyeColor: info.eyeColor || null, glasses: info.glasses || null, headshotFormat: info.headshotFormat },
    });
    if (!result.ok) {
      const field = result.code === "INVALID_INPUT" ? String(result.params.field ?? "") : "";
      return field ? { fieldErrors: { [field]: result.params.reason === "required" ? "required" : "invalidChoice" } } : refused(result);
    }
    redirect(localizePath(stepPath("photos", shootId), locale));
  },
);

/** The styles step: one hidden `style` field per style chosen. */
export const stylesAction = action(z.object({ shootId: formString }), async ({ shootId }, { principal, locale, formData }) => {
  if (await managedWhileMfaPending(await prisma(), principal.userId, shootId)) return MFA_REQUIRED;
  const slugs = formData.getAll("style").filter((v): v is string => typeof v === "string");
  const result = await saveStyles(await prisma(), { userId: principal.userId, shootId, styleSlugs: slugs });
  if (!result.ok) return refused(result);
  redirect(localizePath(stepPath("confirm", shootId), locale));
});

/** "Create my headshots": everything is checked at once; the two boxes' problems come back on their fields. */
export const submitAction = action(z.object({ shootId: formString, bestPhotos: formString, terms: formString }), async (input, { principal, locale }) => {
  if (await managedWhileMfaPending(await prisma(), principal.userId, input.shootId)) return MFA_REQUIRED;
  const result = await submitShoot(await prisma(), {
    userId: principal.userId,
    shootId: input.shootId,
    bestPhotosConfirmed: input.bestPhotos === "on",
    termsAccepted: input.terms === "on",
  });
  if (!result.ok) {
    const state = refused(result, { BEST_PHOTOS_NOT_CONFIRMED: "bestPhotos", TERMS_NOT_ACCEPTED: "terms" });
    // A lead uploading for a managed member buys the credits: their own words, and the link to buy.
    if (state.error === "NO_CREDITS" && state.errorValues?.who === "lead") state.error = "NO_CREDITS_LEAD";
    return state;
  }
  redirect(localizePath(stepPath("waiting", input.shootId), locale));
});

// The waiting page's buttons send the shoot's id; anything else is answered below.
const shootForm = z.object({ shootId: z.string().min(1).max(64) }).nullable().catch(null);

/** "Try again" on a failed shoot: a new generation job (retryShoot). */
export const retryShootAction = action(shootForm, async (input, { principal }) => {
  if (!input) return { error: "NOT_FOUND" };
  if (await managedWhileMfaPending(await prisma(), principal.userId, input.shootId)) return MFA_REQUIRED;
  const result = await retryShoot(await prisma(), { userId: principal.userId, shootId: input.shootId });
  return result.ok ? { ok: true } : refused(result);
});

/** "Choose other photos" on a shoot whose photos could not be used: back to the photo step. */
export const replacePhotosAction = action(shootForm, async (input, { principal }) => {
  if (!input) return { error: "generic" };
  if (await managedWhileMfaPending(await prisma(), principal.userId, input.shootId)) return MFA_REQUIRED;
  const result = await reopenForNewPhotos(await prisma(), { userId: principal.userId, shootId: input.shootId });
  return result.ok ? { ok: true } : refused(result);
});
