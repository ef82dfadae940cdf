"use server";

import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { shootErrorKey, type ShootFailure } from "@/lib/shoots/errors";
import { saveConsent, savePersonalInfo, saveStyles } from "@/lib/shoots/onboarding";
import { submitShoot } from "@/lib/shoots/submit";
import { saveDisplayName } from "@/lib/users/profile";
import { stepPath } from "./load";
import { formLocale, formText } from "@/lib/http/form-data";

/** What a step's form gets back: messages in the person's language, and the values to keep. */
export type StepFormState = { errors?: string[]; fieldErrors?: Record<string, string>; values?: Record<string, string> };

const str = formText;

async function context(fd: FormData): Promise<{ locale: Locale; userId: string | null; shootId: string }> {
  const locale = formLocale(fd);
  const principal = await currentPrincipal();
  return { locale, userId: principal?.userId ?? null, shootId: str(fd, "shootId") };
}

async function messagesOf(locale: Locale, failure: ShootFailure): Promise<string[]> {
  const t = await getTranslations({ locale });
  return failure.problems.map((p) => t(shootErrorKey(p.code), p.params));
}

async function signedOut(locale: Locale): Promise<StepFormState> {
  const t = await getTranslations({ locale, namespace: "Upload" });
  return { errors: [t("signedOut")] };
}

export async function consentAction(_prev: StepFormState, fd: FormData): Promise<StepFormState> {
  const { locale, userId, shootId } = await context(fd);
  if (!userId) return signedOut(locale);
  if (str(fd, "consent") !== "on") {
    const t = await getTranslations({ locale, namespace: "Upload.intro" });
    return { fieldErrors: { consent: t("consentRequired") } };
  }
  const result = await saveConsent(await prisma(), { userId, shootId });
  if (!result.ok) return { errors: await messagesOf(locale, result) };
  redirect(localizePath(stepPath("personal-info", shootId), locale));
}

const INFO_FIELDS = ["name", "gender", "ageRange", "eyeColor", "glasses", "headshotFormat"] as const;

export async function personalInfoAction(_prev: StepFormState, fd: FormData): Promise<StepFormState> {
  const { locale, userId, shootId } = await context(fd);
  const values = Object.fromEntries(INFO_FIELDS.map((f) => [f, str(fd, f)]));
  if (!userId) return { ...(await signedOut(locale)), values };
  const t = await getTranslations({ locale, namespace: "Upload.personalInfo" });
  const db = await prisma();
  const fieldErrors: Record<string, string> = {};
  for (const f of ["gender", "ageRange", "headshotFormat"] as const) if (!values[f]) fieldErrors[f] = t("required");
  if (!values.name?.trim()) fieldErrors.name = t("required");
  if (Object.keys(fieldErrors).length) return { fieldErrors, values };
  if (!(await saveDisplayName(db, userId, values.name))) return { fieldErrors: { name: t("nameInvalid") }, values };
  const result = await savePersonalInfo(db, {
    userId,
    shootId,
    info: { gender: values.gender, ageRange: values.ageRange, eyeColor: values.eyeColor || null, glasses: values.glasses || null, headshotFormat: values.headshotFormat },
  });
  if (!result.ok) {
    const field = result.code === "INVALID_INPUT" ? String(result.params.field ?? "") : "";
    if (field) return { fieldErrors: { [field]: t("invalidChoice") }, values };
    return { errors: await messagesOf(locale, result), values };
  }
  redirect(localizePath(stepPath("photos", shootId), locale));
}

export async function stylesAction(_prev: StepFormState, fd: FormData): Promise<StepFormState> {
  const { locale, userId, shootId } = await context(fd);
  const slugs = fd.getAll("style").filter((v): v is string => typeof v === "string");
  if (!userId) return signedOut(locale);
  const result = await saveStyles(await prisma(), { userId, shootId, styleSlugs: slugs });
  if (!result.ok) return { errors: await messagesOf(locale, result), values: { styles: slugs.join(",") } };
  redirect(localizePath(stepPath("confirm", shootId), locale));
}

export async function submitAction(_prev: StepFormState, fd: FormData): Promise<StepFormState> {
  const { locale, userId, shootId } = await context(fd);
  if (!userId) return signedOut(locale);
  const values = { bestPhotos: str(fd, "bestPhotos"), terms: str(fd, "terms") };
  const result = await submitShoot(await prisma(), { userId, shootId, bestPhotosConfirmed: values.bestPhotos === "on", termsAccepted: values.terms === "on" });
  if (!result.ok) return { errors: await messagesOf(locale, result), values };
  redirect(localizePath(stepPath("waiting", shootId), locale));
}
