"use server";
// /app/admin/branding's forms: the logo and brand colours (the wizard's branding form, on
// lib/teams/branding/branding.ts), and the profile-picture templates (save, delete). Refusals are
// TeamBranding.errors.* (the logo's own: TeamSetup.errors.*); a refused form gets back what was typed.
import "server-only";
import { redirect } from "next/navigation";
import { refresh } from "next/cache";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { formString, textFields } from "@/lib/http/form-data";
import { localizePath } from "@/lib/i18n/config";
import { getBoss } from "@/lib/jobs/boss";
import { getStorage } from "@/lib/storage";
import { readLogoUpload } from "../logo";
import { parseBrandColors } from "../setup-schemas";
import { updateBranding } from "./branding";
import { pfpConfigSchema } from "./config";
import { BrandingError } from "./errors";
import { deleteTemplate, saveTemplate } from "./templates";

const brandingForm = z.object({ colors: z.unknown(), removeLogo: formString });

/** The logo (replace, or remove) and 1–3 brand colours. */
export const updateBrandingAction = action(
  brandingForm,
  async (input, { principal, formData }) => {
    const colors = parseBrandColors(input.colors);
    if (!colors.ok) return { fieldErrors: { colors: colors.error } };
    const logo = await readLogoUpload(formData);
    await updateBranding(await prisma(), getStorage(), { userId: principal.userId, logo, removeLogo: input.removeLogo === "1", colors: colors.colors });
    refresh();
    return { ok: true };
  },
  { role: "lead" },
);

const ID = z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, "invalid");
const checkbox = z.string().transform((v) => v === "1");

const templateForm = textFields(
  z.object({
    id: ID,
    name: z.string().trim().min(1, "nameRequired").max(60, "nameTooLong"),
    team: ID,
    shape: pfpConfigSchema.shape.shape,
    size: pfpConfigSchema.shape.size,
    background: pfpConfigSchema.shape.background,
    backgroundColor: pfpConfigSchema.shape.backgroundColor,
    borderWidth: pfpConfigSchema.shape.borderWidth,
    borderColor: pfpConfigSchema.shape.borderColor,
    logoPosition: pfpConfigSchema.shape.logoPosition,
    logoSize: pfpConfigSchema.shape.logoSize,
    greyscale: checkbox,
    makeDefault: checkbox,
    updateExisting: checkbox,
  }),
);

/** Saves a template (new or edited); back to the branding page with it open, and the re-render's progress when one was asked for. */
export const saveTemplateAction = action(
  templateForm,
  async (input, { principal, locale }) => {
    const { id, name, team, makeDefault, updateExisting, ...config } = input;
    // Said before the queue is opened: only a default makes anyone's picture.
    if (updateExisting && !makeDefault) throw new BrandingError("NOT_DEFAULT");
    const saved = await saveTemplate(
      { db: await prisma(), boss: updateExisting ? await getBoss() : null },
      { userId: principal.userId, id: id || null, name, teamId: team || null, config, makeDefault, updateExisting },
    );
    redirect(localizePath(`/app/admin/branding?template=${encodeURIComponent(saved.id)}&saved=1`, locale));
  },
  { role: "lead" },
);

const deleteForm = textFields(z.object({ id: ID.min(1, "invalid") }));

export const deleteTemplateAction = action(
  deleteForm,
  async (input, { principal, locale }) => {
    await deleteTemplate(await prisma(), { userId: principal.userId, id: input.id });
    redirect(localizePath("/app/admin/branding", locale));
  },
  { role: "lead" },
);
