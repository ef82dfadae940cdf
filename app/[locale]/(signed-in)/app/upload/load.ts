import "server-only";
import { redirect } from "next/navigation";
import type { PageContext } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { getUploadState, type UploadState } from "@/lib/shoots/onboarding";
import { stepPath } from "@/lib/shoots/steps";

export const STEPS = ["intro", "personal-info", "photos", "select-style", "confirm"] as const;
export type FlowStep = (typeof STEPS)[number];

export { stepPath };

/**
 * Everything a step page needs once openPage has let the person in: who they are and the shoot they
 * are working on. A step whose earlier steps are not done sends the person to the first one that is
 * not (so a bookmark or a reload resumes where they were); a submitted shoot goes to its waiting page
 * or results.
 */
export async function loadStep({ locale, principal, db }: PageContext, step: FlowStep, shootParam: string): Promise<{ userId: string; state: UploadState }> {
  const userId = principal!.userId;
  const state = await getUploadState(db, userId, shootParam || null);
  if (!state) redirect(localizePath("/app/add", locale));
  const { nextStep, shoot } = state;
  if (nextStep === "results") redirect(localizePath(`/app/results/${shoot.id}`, locale));
  if (nextStep === "waiting") redirect(localizePath(stepPath("waiting", shoot.id), locale));
  if (STEPS.indexOf(step) > STEPS.indexOf(nextStep)) redirect(localizePath(stepPath(nextStep, shoot.id), locale));
  return { userId, state };
}
