// The free headshot generator's pages build their islands' strings here, from ToolFreeHeadshot (and
// the house's photo tips from Upload.intro): server-side, so no translation runtime reaches the browser.
import "server-only";
import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { openPublicPage } from "@/lib/http/page";
import type { Locale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { FREE_BACKDROPS, FREE_FRAMINGS, FREE_GENDERS, FREE_MAX_PHOTO_BYTES } from "@/lib/tools/free-headshot/contract";
import type { FreeCommonLabels, FreeEditLabels, FreeGenderLabels, FreeResultLabels, FreeReviewLabels, FreeStartLabels } from "./labels";

export const FREE_HEADSHOT_PATH = "/tools/free-headshot-generator";
export const FREE_MAX_PHOTO_MB = Math.round(FREE_MAX_PHOTO_BYTES / (1024 * 1024));

/** A step page's metadata (start, gender, edit, review): its title, its languages, not for search engines. */
export async function stepMetadata(params: Promise<{ locale: string }>, step: "start" | "gender" | "edit" | "review"): Promise<Metadata> {
  const path = `${FREE_HEADSHOT_PATH}/${step}`;
  const { locale } = await openPublicPage(params, path);
  const t = await getTranslations({ locale, namespace: "ToolFreeHeadshot.stepMeta" });
  return pageMetadata({ path, locale, title: t(step), index: false });
}

/** The house's tips on a good photo (the upload flow's), shown with a refused photo. */
const TIPS = ["do.light", "do.alone", "do.recent", "avoid.sunglasses", "avoid.filters", "avoid.blurry"] as const;

const ns = (locale: Locale) => getTranslations({ locale, namespace: "ToolFreeHeadshot" });
const record = <K extends string, V>(keys: readonly K[], value: (k: K) => V) => Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;

export async function commonLabels(locale: Locale): Promise<FreeCommonLabels> {
  const t = await ns(locale);
  return {
    progress: { label: t("progress.label"), step: t.raw("progress.step") as string, steps: record(["start", "gender", "edit", "review"] as const, (k) => t(`progress.steps.${k}`)) },
    continue: t("actions.continue"),
    back: t("actions.back"),
    errors: { generic: t("failures.generic"), network: t("failures.network"), limitOffer: t("failures.limitOffer") },
    offerButton: t("landing.offer.button"),
  };
}

export async function startLabels(locale: Locale): Promise<FreeStartLabels> {
  const [t, upload] = await Promise.all([ns(locale), getTranslations({ locale, namespace: "Upload.intro" })]);
  const maxMb = FREE_MAX_PHOTO_MB;
  return {
    title: t("start.title"),
    lead: t("start.lead"),
    camera: t("start.camera"),
    choose: t("start.choose"),
    chosen: t.raw("start.chosen") as string,
    previewAlt: t("start.previewAlt"),
    formats: t("start.formats", { maxMb }),
    consent: t("start.consent"),
    privacyLink: t("start.privacyLink"),
    submit: t("start.submit"),
    sending: t("start.sending"),
    errors: { noPhoto: t("start.errors.noPhoto"), consent: t("start.errors.consent"), tooLarge: t("start.errors.tooLarge", { maxMb }), notImage: t("start.errors.notImage") },
    refused: t("start.refused"),
    tipsTitle: t("start.tipsTitle"),
    tips: TIPS.map((k) => upload(k)),
    resume: {
      title: t("start.resume.title"),
      text: t("start.resume.text"),
      continue: t("start.resume.continue"),
      result: t("start.resume.result"),
      resultText: t("start.resume.resultText"),
      startOver: t("start.resume.startOver"),
    },
    expired: t("start.expired"),
  };
}

export async function genderLabels(locale: Locale): Promise<FreeGenderLabels> {
  const t = await ns(locale);
  return { title: t("gender.title"), lead: t("gender.lead"), legend: t("gender.legend"), options: record(FREE_GENDERS, (g) => t(`gender.options.${g}`)), required: t("gender.required") };
}

export async function editLabels(locale: Locale): Promise<FreeEditLabels> {
  const t = await ns(locale);
  return {
    title: t("edit.title"),
    lead: t("edit.lead"),
    backdrop: t("edit.backdrop"),
    framing: t("edit.framing"),
    backdrops: record(FREE_BACKDROPS, (b) => t(`edit.backdrops.${b}`)),
    framings: record(FREE_FRAMINGS, (f) => ({ name: t(`edit.framings.${f}.name`), hint: t(`edit.framings.${f}.hint`) })),
    required: t("edit.required"),
  };
}

/** `limit`: the free headshots a visitor may make a day (the admin parameter, read by the page). */
export async function reviewLabels(locale: Locale, limit: number): Promise<FreeReviewLabels> {
  const t = await ns(locale);
  return {
    title: t("review.title"),
    lead: t("review.lead"),
    photo: t("review.photo"),
    photoValue: t("review.photoValue"),
    gender: t("review.gender"),
    backdrop: t("review.backdrop"),
    framing: t("review.framing"),
    change: t("review.change"),
    changeWhat: t.raw("review.changeWhat") as string,
    limit: limit > 0 ? t("review.limit", { limit }) : t("review.limitPaused"),
    submit: t("review.submit"),
    sending: t("review.sending"),
    expired: t("review.expired"),
    recaptchaFailed: t("review.recaptchaFailed"),
    genders: record(FREE_GENDERS, (g) => t(`gender.options.${g}`)),
    backdrops: record(FREE_BACKDROPS, (b) => t(`edit.backdrops.${b}`)),
    framings: record(FREE_FRAMINGS, (f) => `${t(`edit.framings.${f}.name`)} (${t(`edit.framings.${f}.hint`)})`),
  };
}

export async function resultLabels(locale: Locale): Promise<FreeResultLabels> {
  const t = await ns(locale);
  return {
    title: t("result.title"),
    waiting: t("result.waiting"),
    waitingHint: t("result.waitingHint"),
    doneStatus: t("result.doneStatus"),
    alt: t("result.alt"),
    download: t("result.download"),
    expires: t.raw("result.expires") as string,
    failed: t("result.failed"),
    failedHint: t("result.failedHint"),
    tryAnother: t("result.tryAnother"),
    notSubmitted: t("result.notSubmitted"),
    toReview: t("result.toReview"),
    expired: t("result.expired"),
    startNew: t("result.startNew"),
    offer: { title: t("result.offer.title"), text: t("result.offer.text"), button: t("result.offer.button") },
  };
}
