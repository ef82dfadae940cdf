import "server-only";
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/config";

// Error messages are message keys under "Auth.errors"; the form shows them in the reader's language.
export const emailSchema = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, "emailRequired")
  .max(254, "emailInvalid")
  .pipe(z.email({ error: "emailInvalid" }))
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: "passwordRequired" })
  .min(1, "passwordRequired")
  .min(8, "passwordTooShort")
  .max(200, "passwordTooLong");

export const localeSchema = z.enum(LOCALES).catch("en");

export const signUpSchema = z.object({
  name: z.string({ error: "nameRequired" }).trim().min(1, "nameRequired").max(100, "nameTooLong"),
  email: emailSchema,
  password: passwordSchema,
  locale: localeSchema,
});

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(200, "passwordTooLong"),
});

export const emailOnlySchema = z.object({ email: emailSchema, locale: localeSchema });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1, "tokenInvalid").max(200, "tokenInvalid"), password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "passwordMismatch" });

/** The first error key per field, for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
