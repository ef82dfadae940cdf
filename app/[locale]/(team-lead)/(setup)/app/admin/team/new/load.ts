import "server-only";
import { redirect } from "next/navigation";
import type { PageContext } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { setupGate, type SetupOrganization } from "@/lib/teams/setup";
import { doneSteps, mayOpenStep, SETUP_STEPS, type SetupStep } from "@/lib/teams/setup-steps";

export type SetupPage =
  | {
      kind: "open";
      userId: string;
      organization: SetupOrganization | null;
      /** Saved steps (the indicator ticks them) and the steps that may be opened now (it links them). */
      done: Record<SetupStep, boolean>;
      open: Record<SetupStep, boolean>;
    }
  | { kind: "refused"; code: "ALREADY_IN_TEAM" | "INVITED_ELSEWHERE"; organization: string };

/**
 * What a wizard page shows once openPage let the person in: the step, or why they cannot create a
 * team. Skipping ahead sends them to the first step not done (a bookmark or a reload resumes where
 * they were); a finished team's owner goes to its members page.
 */
export async function loadSetupStep({ locale, principal, db }: PageContext, step: SetupStep | null): Promise<SetupPage> {
  const userId = principal!.userId;
  const gate = await setupGate(db, userId, step);
  if (gate.kind === "redirect") redirect(localizePath(gate.to, locale));
  if (gate.kind === "refused") return gate;
  const open = Object.fromEntries(SETUP_STEPS.map((s) => [s, mayOpenStep(s, gate.done)])) as Record<SetupStep, boolean>;
  return { kind: "open", userId, organization: gate.organization, done: doneSteps(gate.done), open };
}
