// The person's details for a shoot (upload step "personal-info"). Values are lowercase words in
// forms and the API; the database keeps the Gender enum and these strings. Labels live under
// `Shoots.personalInfo.<field>.<value>`.
import "server-only";
import { z } from "zod";
import type { Gender } from "@/lib/db";
import type { EngineCapability } from "@/lib/engine/engine";

export const GENDER_CHOICES = ["female", "male", "other"] as const;
export const AGE_RANGES = ["18-24", "25-34", "35-44", "45-54", "55-64", "65+"] as const;
export const EYE_COLORS = ["brown", "blue", "green", "hazel", "grey", "amber", "other"] as const;
/** none = no glasses in the headshots; keep = as in the photos; both = some with, some without. */
export const GLASSES_CHOICES = ["none", "keep", "both"] as const;
export const HEADSHOT_FORMATS = ["square", "portrait"] as const;

export type GenderChoice = (typeof GENDER_CHOICES)[number];

/**
 * Eye colour and glasses are asked, and then required, only when the active engine draws the person
 * (any of the capabilities that change the person: a generative engine would otherwise guess them).
 * An engine that re-lights the person's own photo (the CPU studio engine) keeps their eyes and
 * glasses as photographed, so we neither ask nor keep them.
 */
const DRAWS_THE_PERSON: readonly EngineCapability[] = ["outfit", "emotion", "glasses", "hairstyle"];

export function asksAppearance(capabilities: ReadonlySet<EngineCapability>): boolean {
  return DRAWS_THE_PERSON.some((c) => capabilities.has(c));
}

const appearance = <T extends readonly [string, ...string[]]>(list: T, asked: boolean) =>
  asked ? z.enum(list) : z.unknown().optional().transform(() => null);

export function personalInfoSchema(options: { asksAppearance: boolean }) {
  return z.object({
    gender: z.enum(GENDER_CHOICES),
    ageRange: z.enum(AGE_RANGES),
    eyeColor: appearance(EYE_COLORS, options.asksAppearance),
    glasses: appearance(GLASSES_CHOICES, options.asksAppearance),
    headshotFormat: z.enum(HEADSHOT_FORMATS),
  });
}

export type PersonalInfoInput = { gender: string; ageRange: string; eyeColor?: string | null; glasses?: string | null; headshotFormat: string };
export type PersonalInfo = {
  gender: GenderChoice;
  ageRange: (typeof AGE_RANGES)[number];
  eyeColor: (typeof EYE_COLORS)[number] | null;
  glasses: (typeof GLASSES_CHOICES)[number] | null;
  headshotFormat: (typeof HEADSHOT_FORMATS)[number];
};

const TO_DB: Record<GenderChoice, Gender> = { female: "FEMALE", male: "MALE", other: "UNISEX" };

export function genderToDb(choice: GenderChoice): Gender {
  return TO_DB[choice];
}

export function genderFromDb(gender: Gender | null): GenderChoice | null {
  if (gender === "FEMALE") return "female";
  if (gender === "MALE") return "male";
  return gender === "UNISEX" ? "other" : null;
}

/**
 * What a generative engine is told about the person: gender (it only distinguishes female and male),
 * eye colour, and glasses as prompt words ("no" glasses; as in the photos or some of each: nothing, the
 * reference photos decide).
 */
export function engineSubject(shoot: { gender: Gender | null; eyeColor: string | null; glasses: string | null }) {
  return { gender: engineGender(shoot.gender), eyeColor: shoot.eyeColor, glasses: shoot.glasses === "none" ? "no" : null };
}

/** What an engine is told about the subject (it only distinguishes female and male). */
export function engineGender(gender: Gender | null): "female" | "male" | null {
  return gender === "FEMALE" ? "female" : gender === "MALE" ? "male" : null;
}

type StoredInfo = { gender: Gender | null; ageRange: string | null; eyeColor: string | null; glasses: string | null; headshotFormat: string | null };

/** The stored details as form values (unknown stored strings read as unset), and whether the required ones are there. */
export function readPersonalInfo(shoot: StoredInfo, options: { asksAppearance: boolean }): { values: Partial<PersonalInfo>; complete: boolean; asksAppearance: boolean } {
  const pick = <T extends string>(list: readonly T[], v: string | null): T | undefined => (v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined);
  const values: Partial<PersonalInfo> = {
    gender: genderFromDb(shoot.gender) ?? undefined,
    ageRange: pick(AGE_RANGES, shoot.ageRange),
    eyeColor: pick(EYE_COLORS, shoot.eyeColor) ?? null,
    glasses: pick(GLASSES_CHOICES, shoot.glasses) ?? null,
    headshotFormat: pick(HEADSHOT_FORMATS, shoot.headshotFormat),
  };
  const appearanceDone = !options.asksAppearance || Boolean(values.eyeColor && values.glasses);
  return { values, complete: Boolean(values.gender && values.ageRange && values.headshotFormat) && appearanceDone, asksAppearance: options.asksAppearance };
}
