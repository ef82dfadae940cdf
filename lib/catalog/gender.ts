// The style filter "female / male / all". Pure: the chooser in the browser filters with it too,
// the same way the server does.
import type { Gender } from "@/generated/prisma/enums";

export const GENDER_FILTERS = ["all", "female", "male"] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];

export function isGenderFilter(value: unknown): value is GenderFilter {
  return typeof value === "string" && (GENDER_FILTERS as readonly string[]).includes(value);
}

/** Whether a style made for `gender` shows under `filter`; unisex styles show under every filter. */
export function matchesGender(gender: Gender, filter: GenderFilter): boolean {
  if (filter === "all" || gender === "UNISEX") return true;
  return filter === "female" ? gender === "FEMALE" : gender === "MALE";
}

/** The stored genders a filter selects (for database queries). */
export function gendersFor(filter: GenderFilter): Gender[] {
  if (filter === "female") return ["FEMALE", "UNISEX"];
  if (filter === "male") return ["MALE", "UNISEX"];
  return ["FEMALE", "MALE", "UNISEX"];
}
