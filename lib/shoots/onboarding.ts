// What the upload steps save, and where a person resumes: intro (consent) → personal-info → photos
// → select-style → confirm (submitShoot in ./submit.ts) → waiting.
import "server-only";
import { z } from "zod";
import type { PrismaClient, ShootState } from "@/lib/db";
import { countAcceptedPhotos, findWorkableShoot, NOT_REMOVED_FROM_TEAM } from "./access";
import { fail, failAll, type ShootResult } from "./errors";
import { readPhotoLimits } from "./parameters";
import { appearanceAsked } from "./active-engine";
import { genderToDb, personalInfoSchema, readPersonalInfo, type PersonalInfo, type PersonalInfoInput } from "./personal-info";
import { styleProblems, teamLooks } from "./styles";

export type UploadStep = "intro" | "personal-info" | "photos" | "select-style" | "confirm" | "waiting" | "results";

const idSchema = z.string().trim().min(1).max(64);

/** Records the explicit consent to process face photos (asked before the first upload). Idempotent: keeps the first time. */
export async function saveConsent(db: PrismaClient, input: { userId: string; shootId: string }): Promise<ShootResult<{ consentAt: Date }>> {
  const shoot = await findWorkableShoot(db, input.userId, input.shootId, { id: true, state: true, consentAt: true });
  if (!shoot) return fail("NOT_FOUND");
  if (shoot.state !== "ONBOARDING") return fail("WRONG_STATE");
  if (shoot.consentAt) return { ok: true, consentAt: shoot.consentAt };
  const consentAt = new Date();
  const { count } = await db.shoot.updateMany({ where: { id: shoot.id, state: "ONBOARDING", consentAt: null }, data: { consentAt } });
  if (count === 1) return { ok: true, consentAt };
  const now = await db.shoot.findUnique({ where: { id: shoot.id }, select: { state: true, consentAt: true } });
  return now?.state === "ONBOARDING" && now.consentAt ? { ok: true, consentAt: now.consentAt } : fail("WRONG_STATE");
}

/** Saves gender, age range, eye colour, glasses and format (step "personal-info"). Bad values → INVALID_INPUT with the field. */
export async function savePersonalInfo(
  db: PrismaClient,
  input: { userId: string; shootId: string; info: PersonalInfoInput | unknown },
): Promise<ShootResult<{ info: PersonalInfo }>> {
  const parsed = personalInfoSchema({ asksAppearance: await appearanceAsked(db) }).safeParse(input.info);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    const given = typeof input.info === "object" && input.info !== null ? (input.info as Record<string, unknown>)[field] : undefined;
    return fail("INVALID_INPUT", { field, reason: given === undefined || given === null || given === "" ? "required" : "invalidChoice" });
  }
  const info: PersonalInfo = parsed.data;
  const shoot = await findWorkableShoot(db, input.userId, input.shootId, { id: true, state: true });
  if (!shoot) return fail("NOT_FOUND");
  const { count } = await db.shoot.updateMany({
    where: { id: shoot.id, state: "ONBOARDING" },
    data: { gender: genderToDb(info.gender), ageRange: info.ageRange, eyeColor: info.eyeColor, glasses: info.glasses, headshotFormat: info.headshotFormat },
  });
  return count === 1 ? { ok: true, info } : fail("WRONG_STATE");
}

const styleSlugsSchema = z.array(z.string().trim().min(1).max(100)).max(100);

/**
 * Saves the chosen styles (step "select-style") as Style ids in the order chosen. Each slug must be an
 * active style (for a team shoot, one the lead approved for the member's pool, on different backdrops
 * when the team forces backdrop variety); at least 1 and at most the package's number. A team with
 * combos on gives the member its combos instead, whatever was posted (./styles.ts teamLooks).
 */
export async function saveStyles(
  db: PrismaClient,
  input: { userId: string; shootId: string; styleSlugs: string[] | unknown },
): Promise<ShootResult<{ styleIds: string[] }>> {
  const parsed = styleSlugsSchema.safeParse(input.styleSlugs);
  if (!parsed.success) return fail("INVALID_INPUT", { field: "styles" });
  const slugs = [...new Set(parsed.data)];
  const shoot = await findWorkableShoot(db, input.userId, input.shootId, { id: true, state: true, organizationId: true, membershipId: true, gender: true, package: { select: { styles: true } } });
  if (!shoot) return fail("NOT_FOUND");
  if (shoot.state !== "ONBOARDING") return fail("WRONG_STATE");
  const rules = { organizationId: shoot.organizationId, membershipId: shoot.membershipId, gender: shoot.gender, maxStyles: shoot.package.styles };
  const looks = await teamLooks(db, rules);
  if (looks.fixed) {
    // The team's combos: the member gets them, whatever was posted (no choice).
    if (looks.fixed.length === 0) return fail("NO_STYLES", { max: shoot.package.styles });
    const { count } = await db.shoot.updateMany({ where: { id: shoot.id, state: "ONBOARDING" }, data: { styleIds: looks.fixed } });
    return count === 1 ? { ok: true, styleIds: looks.fixed } : fail("WRONG_STATE");
  }
  const rows = await db.style.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } });
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const unknown = slugs.filter((s) => !idBySlug.has(s));
  if (unknown.length) return fail("STYLE_UNAVAILABLE", { count: unknown.length });
  const styleIds = slugs.map((s) => idBySlug.get(s)!);
  const problems = await styleProblems(db, rules, styleIds, undefined, looks);
  if (problems.length) return failAll(problems);
  const { count } = await db.shoot.updateMany({ where: { id: shoot.id, state: "ONBOARDING" }, data: { styleIds } });
  return count === 1 ? { ok: true, styleIds } : fail("WRONG_STATE");
}

export type UploadState = {
  shoot: { id: string; title: string; state: ShootState; organizationId: string | null; membershipId: string | null; managed: boolean; createdAt: Date };
  package: { slug: string; name: string; headshots: number; styles: number; outputSize: number; printSize: number | null };
  consentAt: Date | null;
  /** asksAppearance: the active engine draws the person, so eye colour and glasses are asked (and required). */
  personalInfo: { values: Partial<PersonalInfo>; complete: boolean; asksAppearance: boolean };
  photos: { accepted: number; rejected: number; min: number; max: number };
  styles: { slugs: string[]; max: number };
  /** Which steps are done. */
  done: { intro: boolean; "personal-info": boolean; photos: boolean; "select-style": boolean };
  /** Where to resume: the first step not done, "confirm" when all are, later pages once submitted. */
  nextStep: UploadStep;
};

/**
 * The shoot the upload flow works on — `shootId` if the person may work on it, otherwise their newest
 * shoot still in ONBOARDING — with what is filled in so far. Null when there is none.
 */
export async function getUploadState(db: PrismaClient, userId: string, shootId?: string | null): Promise<UploadState | null> {
  const select = {
    id: true, title: true, state: true, organizationId: true, membershipId: true, managedById: true, createdAt: true, consentAt: true,
    gender: true, ageRange: true, eyeColor: true, glasses: true, headshotFormat: true, styleIds: true,
    package: { select: { slug: true, name: true, headshots: true, styles: true, outputSize: true, printSize: true } },
  } as const;
  const id = idSchema.safeParse(shootId);
  const shoot =
    (id.success ? await findWorkableShoot(db, userId, id.data, select) : null) ??
    (await db.shoot.findFirst({ where: { userId, state: "ONBOARDING", deletedAt: null, ...NOT_REMOVED_FROM_TEAM }, orderBy: { createdAt: "desc" }, select }));
  if (!shoot) return null;

  // A team shoot in ONBOARDING whose team uses combos, once its styles are saved, shows the combos as
  // they are now (submit makes it with those, ./styles.ts teamLooks), not what was saved before.
  const fixed = shoot.organizationId && shoot.state === "ONBOARDING" && shoot.styleIds.length
    ? (await teamLooks(db, { organizationId: shoot.organizationId, membershipId: shoot.membershipId, gender: shoot.gender, maxStyles: shoot.package.styles })).fixed
    : null;
  const chosenIds = fixed ?? shoot.styleIds;
  const [accepted, rejected, { min, max }, styleRows] = await Promise.all([
    countAcceptedPhotos(db, shoot.id),
    db.uploadedPhoto.count({ where: { shootId: shoot.id, accepted: false, deletedAt: null } }),
    readPhotoLimits(db),
    chosenIds.length ? db.style.findMany({ where: { id: { in: chosenIds } }, select: { id: true, slug: true } }) : Promise.resolve([]),
  ]);
  const slugById = new Map(styleRows.map((s) => [s.id, s.slug]));
  const slugs = chosenIds.flatMap((sid) => slugById.get(sid) ?? []);
  const personalInfo = readPersonalInfo(shoot, { asksAppearance: await appearanceAsked(db) });
  const done = {
    intro: shoot.consentAt !== null,
    "personal-info": personalInfo.complete,
    photos: accepted >= min && accepted <= max,
    "select-style": slugs.length >= 1 && slugs.length <= shoot.package.styles,
  };
  let nextStep: UploadStep;
  if (shoot.state === "ACTIVE") nextStep = "results";
  else if (shoot.state !== "ONBOARDING") nextStep = "waiting";
  else nextStep = (["intro", "personal-info", "photos", "select-style"] as const).find((s) => !done[s]) ?? "confirm";

  return {
    shoot: { id: shoot.id, title: shoot.title, state: shoot.state, organizationId: shoot.organizationId, membershipId: shoot.membershipId, managed: shoot.managedById !== null, createdAt: shoot.createdAt },
    package: shoot.package,
    consentAt: shoot.consentAt,
    personalInfo,
    photos: { accepted, rejected, min, max },
    styles: { slugs, max: shoot.package.styles },
    done,
    nextStep,
  };
}
