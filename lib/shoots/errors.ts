// What the upload flow and the waiting page can be told "no" with. Each code has a message in
// en/de/es under `Shoots.errors.<code>` (values in `params`, e.g. {min}, {count}).
import "server-only";

export const SHOOT_ERROR_CODES = [
  "NOT_FOUND",
  "WRONG_STATE",
  "INVALID_INPUT",
  "CONSENT_REQUIRED",
  "PERSONAL_INFO_MISSING",
  "TOO_FEW_PHOTOS",
  "TOO_MANY_PHOTOS",
  "NO_STYLES",
  "TOO_MANY_STYLES",
  "STYLE_UNAVAILABLE",
  /**
   * A team's force backdrop variety: the picks use fewer different backdrops than min(4, picks)
   * (params.needed, params.used). Its message is TeamStyle.errors.BACKDROP_VARIETY (the team
   * consistency work's namespace; the upload flow's forms read it too).
   */
  "BACKDROP_VARIETY",
  "BEST_PHOTOS_NOT_CONFIRMED",
  "TERMS_NOT_ACCEPTED",
  "RETRY_LIMIT_REACHED",
  /** A team shoot submitted without a free team credit (params.who: "member" | "lead"; for a lead, params.buyUrl). */
  "NO_CREDITS",
  /** A team shoot whose member was removed from the team: it can no longer be changed or submitted. */
  "MEMBERSHIP_REMOVED",
  /** The organisation requires full-body photos and too few were uploaded (params count, min, missing; lib/shoots/full-body.ts). */
  "FULL_BODY_PHOTOS",
] as const;

export type ShootErrorCode = (typeof SHOOT_ERROR_CODES)[number];

export type ShootProblem = { code: ShootErrorCode; params: Record<string, string | number> };

/**
 * A refusal. `code`/`params` are the first problem in the order of the upload steps; `problems`
 * lists every one found (submit checks everything at once so the confirm page can show them all).
 */
export type ShootFailure = { ok: false; code: ShootErrorCode; params: Record<string, string | number>; problems: ShootProblem[] };

export type ShootResult<T extends object = object> = ({ ok: true } & T) | ShootFailure;

export function fail(code: ShootErrorCode, params: Record<string, string | number> = {}): ShootFailure {
  return { ok: false, code, params, problems: [{ code, params }] };
}

export function failAll(problems: ShootProblem[]): ShootFailure {
  const [first] = problems;
  if (!first) throw new Error("failAll() needs at least one problem");
  return { ok: false, code: first.code, params: first.params, problems };
}

/** The message key of a code (next-intl: `t(shootErrorKey(code), params)` with the root translator). */
export function shootErrorKey(code: ShootErrorCode): `Shoots.errors.${ShootErrorCode}` {
  return `Shoots.errors.${code}`;
}

/**
 * Why generation failed (Shoot.failureReason holds the engine's or pipeline's code). The waiting page
 * shows `Shoots.failure.<group>`: what happened and what the person can do.
 */
export type FailureGroup = "photos" | "busy" | "generic";

const PHOTO_FAILURES = new Set(["NO_USABLE_PHOTO", "NO_USABLE_RESULT", "NO_PHOTOS", "PHOTOS_MISSING", "BAD_REQUEST"]);
const BUSY_FAILURES = new Set(["ENGINE_UNREACHABLE", "ENGINE_BUSY", "ENGINE_TIMEOUT", "PROMPT_LOST", "ENGINE_PROTOCOL", "WORKER_LOST"]);

export function failureGroup(code: string | null | undefined): FailureGroup {
  if (code && PHOTO_FAILURES.has(code)) return "photos";
  if (code && BUSY_FAILURES.has(code)) return "busy";
  return "generic";
}
