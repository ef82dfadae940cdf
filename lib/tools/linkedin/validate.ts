// The generators' input check (zod): what the form sends, cleaned, or the message keys of its errors
// (ToolLinkedIn.errors.*, shown translated by the island).
import { z } from "zod";
import { clean, cleanList } from "./text";
import { ACHIEVEMENT_MAX, INDUSTRY_MAX, NAME_MAX, ROLE_MAX, SENIORITIES, SKILL_MAX, TONES, type LinkedInInput } from "./types";

export type ErrorKey = "roleRequired" | "roleTooLong" | "skillTooLong" | "achievementTooLong" | "industryTooLong" | "nameTooLong" | "seniority" | "tone";
export type Field = "role" | "skills" | "achievements" | "industry" | "name" | "seniority" | "tone";

const text = (max: number, tooLong: ErrorKey, min?: ErrorKey) => {
  const base = z.string({ error: min ?? tooLong }).transform(clean);
  return min ? base.pipe(z.string().min(1, { error: min }).max(max, { error: tooLong })) : base.pipe(z.string().max(max, { error: tooLong }));
};

export const linkedInInputSchema = z.object({
  role: text(ROLE_MAX, "roleTooLong", "roleRequired"),
  seniority: z.enum(SENIORITIES, { error: "seniority" }),
  tone: z.enum(TONES, { error: "tone" }),
  skills: z.array(text(SKILL_MAX, "skillTooLong"), { error: "skillTooLong" }).transform(cleanList),
  achievements: z.array(text(ACHIEVEMENT_MAX, "achievementTooLong"), { error: "achievementTooLong" }).transform(cleanList),
  industry: text(INDUSTRY_MAX, "industryTooLong").optional(),
  name: text(NAME_MAX, "nameTooLong").optional(),
});

export type ValidationResult = { ok: true; input: LinkedInInput } | { ok: false; errors: Partial<Record<Field, ErrorKey>> };

/** Checks what the form sends; on failure, the first error's message key per field. */
export function validateInput(raw: unknown): ValidationResult {
  const parsed = linkedInInputSchema.safeParse(raw);
  if (parsed.success) {
    const { industry, name, ...rest } = parsed.data;
    return { ok: true, input: { ...rest, ...(industry ? { industry } : {}), ...(name ? { name } : {}) } };
  }
  const errors: Partial<Record<Field, ErrorKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message as ErrorKey;
  }
  return { ok: false, errors };
}
