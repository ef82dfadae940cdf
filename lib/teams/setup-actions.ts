"use server";
// The team wizard's server actions (/app/admin/team/new/<step>): each saves its step through
// lib/teams/setup.ts and goes on to the next step. Refusals are TeamSetup.errors.* codes; a refused
// form gets back what was typed.
import "server-only";

import { redirect } from "next/navigation";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { formString } from "@/lib/http/form-data";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { getStorage } from "@/lib/storage";
import { readLogoUpload } from "./logo";
import { saveApprovedBackdrops, saveApprovedOutfits, saveBranding, saveCompanyDetails, saveSetupInvites } from "./setup";
import { companyDetailsSchema, parseBrandColors, pickedIds } from "./setup-schemas";
import { setupStepPath, type SetupStep } from "./setup-steps";

const next = (step: SetupStep, locale: Locale): never => redirect(localizePath(setupStepPath(step), locale));

/** Company details: creates the organisation (or updates it), then branding. */
export const companyDetailsAction = action(companyDetailsSchema, async (details, { principal, locale }) => {
  await saveCompanyDetails(await prisma(), { userId: principal.userId, locale, details });
  next("branding", locale);
});

const brandingForm = z.object({ colors: z.unknown(), removeLogo: formString });

/** Branding: the logo (optional, checked and re-encoded) and 1–3 brand colours, then the styles. */
export const brandingAction = action(brandingForm, async (input, { principal, locale, formData }) => {
  const colors = parseBrandColors(input.colors);
  if (!colors.ok) return { fieldErrors: { colors: colors.error } };
  const logo = await readLogoUpload(formData);
  await saveBranding(await prisma(), getStorage(), { userId: principal.userId, logo, removeLogo: input.removeLogo === "1", colors: colors.colors });
  next("select-style", locale);
});

const picksForm = z.object({ female: pickedIds, male: pickedIds });

/** Styles: the backdrops offered to women and to men, then the clothing. */
export const selectStyleAction = action(picksForm, async (picks, { principal, locale }) => {
  await saveApprovedBackdrops(await prisma(), { userId: principal.userId, ...picks });
  next("select-clothing", locale);
});

/** Clothing: the outfits offered to women and to men, then the invites. */
export const selectClothingAction = action(picksForm, async (picks, { principal, locale }) => {
  await saveApprovedOutfits(await prisma(), { userId: principal.userId, ...picks });
  next("invite-team", locale);
});

const invitesForm = z.object({ emails: formString, skip: formString });

/** Invites: the colleagues to invite after the payment (or none: "skip"), then the payment. */
export const inviteTeamAction = action(invitesForm, async (input, { principal, locale }) => {
  await saveSetupInvites(await prisma(), { userId: principal.userId, emails: input.emails, skip: input.skip === "1" });
  next("payment", locale);
});
