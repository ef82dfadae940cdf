"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { shootErrorKey } from "@/lib/shoots/errors";
import { reopenForNewPhotos, retryShoot } from "@/lib/shoots/submit";

export type RetryOutcome = { ok: true } | { ok: false; message: string };

const input = z.object({ shootId: z.string().min(1).max(64), locale: z.string() });

/** "Try again" on a failed shoot: a new generation job (lib/shoots/submit retryShoot); a refusal comes back in words. */
export async function retryShootAction(shootId: unknown, locale: unknown): Promise<RetryOutcome> {
  const parsed = input.safeParse({ shootId, locale });
  const lang: Locale = parsed.success && isLocale(parsed.data.locale) ? parsed.data.locale : "en";
  if (!parsed.success) {
    const t = await getTranslations({ locale: lang });
    return { ok: false, message: t(shootErrorKey("NOT_FOUND")) };
  }
  const principal = await currentPrincipal();
  if (!principal) {
    const t = await getTranslations({ locale: lang, namespace: "Waiting" });
    return { ok: false, message: t("signedOut") };
  }
  try {
    const result = await retryShoot(await prisma(), { userId: principal.userId, shootId: parsed.data.shootId });
    if (result.ok) return { ok: true };
    const t = await getTranslations({ locale: lang });
    return { ok: false, message: t(shootErrorKey(result.code), result.params) };
  } catch (error) {
    console.error(`[shoots] retry of ${parsed.data.shootId} failed:`, error);
    const t = await getTranslations({ locale: lang, namespace: "Waiting" });
    return { ok: false, message: t("retryFailed") };
  }
}

/** "Choose other photos" on a shoot whose photos could not be used: back to the photo step. */
export async function replacePhotosAction(shootId: unknown, locale: unknown): Promise<RetryOutcome> {
  const parsed = input.safeParse({ shootId, locale });
  const lang: Locale = parsed.success && isLocale(parsed.data.locale) ? parsed.data.locale : "en";
  const principal = await currentPrincipal();
  if (!parsed.success || !principal) {
    const t = await getTranslations({ locale: lang, namespace: "Waiting" });
    return { ok: false, message: t(parsed.success ? "signedOut" : "retryFailed") };
  }
  const result = await reopenForNewPhotos(await prisma(), { userId: principal.userId, shootId: parsed.data.shootId });
  if (result.ok) return { ok: true };
  const t = await getTranslations({ locale: lang });
  return { ok: false, message: t(shootErrorKey(result.code), result.params) };
}
