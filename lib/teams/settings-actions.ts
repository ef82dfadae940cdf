"use server";
// The settings page's forms (/app/admin/settings): company, security, headshots, roles. Each runs as a
// team lead (role "lead", so the MFA rule applies) and lib/teams/org-settings.ts asks the organisation
// again. Refusals are message keys: TeamSettings.errors, TeamMembers.errors, TeamLead.errors.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { getStorage } from "@/lib/storage";
import { readLogoUpload } from "./logo";
import { demoteLead, promoteByEmail, setMfaRequired, updateCompany, updateHeadshots } from "./org-settings";
import { companyDetailsSchema } from "./setup-schemas";

const checkbox = z.preprocess((v) => v === "on" || v === "1" || v === "true", z.boolean());
const phoneSchema = z.string().trim().max(40, "tooLong").regex(/^[+()0-9 ./-]*$/, "phoneInvalid");

/** Company details (the wizard's schema), the phone, and the logo (optional; a new one replaces the old). */
export const updateCompanyAction = action(companyDetailsSchema, async (details, { principal, formData }) => {
  const phone = phoneSchema.safeParse(typeof formData.get("phone") === "string" ? formData.get("phone") : "");
  if (!phone.success) return { fieldErrors: { phone: phone.error.issues[0]?.message ?? "phoneInvalid" } };
  const logo = await readLogoUpload(formData);
  await updateCompany(await prisma(), getStorage(), principal.userId, { details, phone: phone.data || null, logo, removeLogo: formData.get("removeLogo") === "1" });
  return { ok: true };
}, { role: "lead" });

export const updateSecurityAction = action(z.object({ mfaRequired: checkbox }), async ({ mfaRequired }, { principal }) => {
  await setMfaRequired(await prisma(), principal.userId, mfaRequired);
  return { ok: true };
}, { role: "lead" });

const months = z.preprocess((v) => (v === "" || v === undefined ? null : v), z.coerce.number({ error: "reinviteMonths" }).int("reinviteMonths").min(1, "reinviteMonths").max(60, "reinviteMonths").nullable());

export const updateHeadshotsAction = action(
  z.object({
    hideEditor: checkbox,
    requireFullBody: checkbox,
    reinvite: checkbox,
    reinviteMonths: months,
    deleteDataAfter30Days: checkbox,
    confirmation: z.string().trim().max(200).catch(""),
  }),
  async (input, { principal }) => {
    if (input.reinvite && input.reinviteMonths === null) return { fieldErrors: { reinviteMonths: "reinviteMonths" } };
    await updateHeadshots(await prisma(), principal.userId, {
      hideEditor: input.hideEditor, requireFullBody: input.requireFullBody, reinviteMonths: input.reinvite ? input.reinviteMonths : null,
      deleteDataAfter30Days: input.deleteDataAfter30Days, confirmation: input.confirmation,
    });
    return { ok: true };
  },
  { role: "lead" },
);

export const promoteLeadAction = action(z.object({ email: z.string().trim().min(1, "emailRequired").max(254, "tooLong") }), async ({ email }, { principal, locale }) => {
  const { outcome } = await promoteByEmail(await prisma(), principal.userId, { email, locale });
  return { ok: true, detail: outcome };
}, { role: "lead" });

export const demoteLeadAction = action(z.object({ membershipId: z.string().trim().min(1).max(64) }), async ({ membershipId }, { principal }) => {
  await demoteLead(await prisma(), principal.userId, membershipId);
  return { ok: true };
}, { role: "lead" });
