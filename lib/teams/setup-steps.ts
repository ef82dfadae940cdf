// The team wizard's steps, in order (/app/admin/team/new/<step>), and where it resumes. Pure.
import "server-only";

export const SETUP_STEPS = ["intro", "company-details", "branding", "select-style", "select-clothing", "invite-team", "payment"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export function isSetupStep(value: unknown): value is SetupStep {
  return typeof value === "string" && (SETUP_STEPS as readonly string[]).includes(value);
}

export const setupStepPath = (step: SetupStep) => `/app/admin/team/new/${step}`;

/**
 * The first step not done, given the steps an organisation has saved (null: none started yet). The
 * intro saves nothing, so someone with no organisation starts there, and the organisation's first
 * saved step (company-details) marks the intro done too.
 */
export function resumeStep(done: readonly string[] | null): SetupStep {
  if (done === null) return "intro";
  return SETUP_STEPS.find((s) => !done.includes(s)) ?? "payment";
}

/**
 * Whether `step` may be opened now: any step up to the first one not done (going back is always
 * fine). The intro asks nothing, so company-details is open from the start.
 */
export function mayOpenStep(step: SetupStep, done: readonly string[] | null): boolean {
  const open = done === null ? "company-details" : resumeStep(done);
  return SETUP_STEPS.indexOf(step) <= SETUP_STEPS.indexOf(open);
}

/** The steps the indicator shows as done. */
export function doneSteps(done: readonly string[] | null): Record<SetupStep, boolean> {
  return Object.fromEntries(SETUP_STEPS.map((s) => [s, done?.includes(s) ?? false])) as Record<SetupStep, boolean>;
}
