import "server-only";
import { z } from "zod";
import { emailSchema, passwordSchema } from "@/lib/auth/schemas";

// Error messages are message keys under "Profile.errors" (the email and password keys are the same
// ones sign-up uses, so the rules and their wording match).

/** Absent form fields arrive as undefined; treat them as empty text. */
const text = () => z.preprocess((v) => (v === undefined || v === null ? "" : v), z.string());

const digits = (v: string) => v.replace(/\D/g, "").length;

/** "+49 30 1234567", "(555) 123-4567", "030/123 45 67": digits with the usual separators, 6 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ()./-]*$/;

export const profileSchema = z.object({
  name: text().pipe(z.string().trim().min(1, "nameRequired").max(100, "nameTooLong")),
  jobTitle: text().pipe(z.string().trim().max(100, "jobTitleTooLong")).transform((v) => v || null),
  phone: text()
    .pipe(z.string().trim().max(30, "phoneInvalid"))
    .refine((v) => v === "" || (PHONE_PATTERN.test(v) && digits(v) >= 6 && digits(v) <= 20), "phoneInvalid")
    .transform((v) => v || null),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const changeEmailSchema = z
  .object({
    newEmail: text().pipe(emailSchema),
    confirmEmail: text(),
    currentPassword: text().pipe(z.string().min(1, "passwordRequired").max(200, "passwordTooLong")),
  })
  .refine((v) => v.confirmEmail.trim().toLowerCase() === v.newEmail, { path: ["confirmEmail"], message: "emailMismatch" });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

// Each field says what is missing in its own words ("passwordRequired" reads "your current password"):
// an empty new password or repetition is not reported as a mismatch.
export const changePasswordSchema = z
  .object({
    currentPassword: text().pipe(z.string().min(1, "passwordRequired").max(200, "passwordTooLong")),
    newPassword: text().pipe(z.string().min(1, "newPasswordRequired")).pipe(passwordSchema),
    confirmPassword: text().pipe(z.string().min(1, "confirmPasswordRequired")),
  })
  .refine((v) => !v.newPassword || !v.confirmPassword || v.confirmPassword === v.newPassword, { path: ["confirmPassword"], message: "passwordMismatch" });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The account email typed into the deletion dialog (compared without case or surrounding spaces). */
export const deleteConfirmationSchema = text().pipe(z.string().trim().toLowerCase().min(1, "confirmEmailRequired").max(254, "confirmEmailMismatch"));

/** The current password typed into the deletion dialog (accounts that have one). */
export const deletePasswordSchema = text().pipe(z.string().min(1, "passwordRequired").max(200, "passwordRequired"));

/** The first error key per field, for forms (the sign-in forms' rule). */
export { fieldErrors } from "@/lib/auth/schemas";
