// The person's details for a shoot (upload step "personal-info"). Values are lowercase words in
// forms and the API; the database keeps the Gender enum and these strings. Labels live under
// `Shoots.personalInfo.<field>.<value>`.
import "server-only";
import { z } from "zod";
import type { Gender } from "@/lib/db";

export const GENDER_CHOICES = ["female", "male", "other"] as const;
export const AGE_RANGES = ["18-24", "25-34", "35-44", "45-54", "55-64", "65+"] as const;
export const EYE_COLORS = ["brown", "blue", "green", "hazel", "grey", "amber", "other"] as const;
/** none = no glasses in the headshots; keep = as in the photos; both = some with, some without. */
export const GLASSES_CHOICES = ["none", "keep", "both"] as const;
export const HEADSHOT_FORMATS = ["square", "portrait"] as const;

export type GenderChoice = (typeof GENDER_CHOICES)[number];

export const personalInfoSchema = z.object({
  gender: z.enum(GENDER_CHOICES),
  ageRange: z.enum(AGE_RANGES),
  eyeColor: z.enum(EYE_COLORS).nullish().transform((v) => v ?? null),
  glasses: z.enum(GLASSES_CHOICES).nullish().transform((v) => v ?? null),
  headshotFormat: z.enum(HEADSHOT_FORMATS),
});

export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;

const TO_DB: Record<GenderChoice, Gender> = { female: "FEMALE", male: "MALE", other: "UNISEX" };

export function genderToDb(choice: GenderChoice): Gender {
  return TO_DB[choice];
}

export function genderFromDb(gender: Gender | null): GenderChoice | null {
  if (gender === "FEMALE") return "female";
  if (gender === "MALE") return "male";
  return gender === "UNISEX" ? "other" : null;
}

/** What an engine is told about the subject (it only distinguishes female and male). */
export function engineGender(gender: Gender | null): "female" | "male" | null {
  return gender === "FEMALE" ? "female" : gender === "MALE" ? "male" : null;
}

type StoredInfo = { gender: Gender | null; ageRange: string | null; eyeColor: string | null; glasses: string | null; headshotFormat: string | null };

/** The stored details as form values (unknown stored strings read as unset), and whether the required ones are there. */
export function readPersonalInfo(shoot: StoredInfo): { values: Partial<PersonalInfo>; complete: boolean } {
  const pick = <T extends string>(list: readonly T[], v: string | null): T | undefined => (v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined);
  const values: Partial<PersonalInfo> = {
    gender: genderFromDb(shoot.gender) ?? undefined,
    ageRange: pick(AGE_RANGES, shoot.ageRange),
    eyeColor: pick(EYE_COLORS, shoot.eyeColor) ?? null,
    glasses: pick(GLASSES_CHOICES, shoot.glasses) ?? null,
    headshotFormat: pick(HEADSHOT_FORMATS, shoot.headshotFormat),
  };
  return { values, complete: Boolean(values.gender && values.ageRange && values.headshotFormat) };
}
