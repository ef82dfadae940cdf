import { getTranslations } from "next-intl/server";
import { RecaptchaNotice } from "@/components/auth/RecaptchaNotice";
import { PfpMaker, type PfpLabels } from "@/components/tools/PfpMaker";
import { SnippetToolPage } from "@/components/tools/SnippetToolPage";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";
import { recaptchaClientConfig } from "@/lib/recaptcha/config";

const PATH = "/tools/free-pfp-generator";
const GUIDE = ["face", "light", "contrast", "same", "circle"] as const;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const t = await getTranslations({ locale, namespace: "ToolPfp.meta" });
  return pageMetadata({ path: PATH, locale, title: t("title"), description: t("description") });
}

/**
 * /tools/free-pfp-generator: the profile-picture maker (a client island; the cut-out and every picture
 * are made by /api/tools/pfp, lib/tools/pfp), what makes a good profile picture, and Lumen's packages as
 * the next step. Cached: the visitor's own run lives in their browser and the API, never in this HTML.
 */
export default async function PfpGeneratorPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const t = await getTranslations({ locale, namespace: "ToolPfp.form" });
  const raw = (key: string) => t.raw(key) as string;
  const labels: PfpLabels = {
    photo: t("photo"),
    photoHint: raw("photoHint"),
    choose: t("choose"),
    camera: t("camera"),
    consent: t("consent"),
    privacy: t("privacy"),
    upload: t("upload"),
    uploading: t("uploading"),
    startOver: t("startOver"),
    editor: t("editor"),
    shape: t("shape"),
    shapes: { circle: t("shapes.circle"), rounded: t("shapes.rounded"), square: t("shapes.square") },
    ring: t("ring"),
    ringColor: t("ringColor"),
    ringWidth: t("ringWidth"),
    background: t("background"),
    backgrounds: { solid: t("backgrounds.solid"), gradient: t("backgrounds.gradient"), none: t("backgrounds.none") },
    color: t("color"),
    gradientFrom: t("gradientFrom"),
    gradientTo: t("gradientTo"),
    angle: t("angle"),
    zoom: t("zoom"),
    position: t("position"),
    x: t("x"),
    y: t("y"),
    dragHint: t("dragHint"),
    reset: t("reset"),
    preview: t("preview"),
    previewLoading: t("previewLoading"),
    download: t("download"),
    downloadSize: raw("downloadSize"),
    expires: raw("expires"),
    picker: t("picker"),
    errors: {
      consent: t("errors.consent"),
      noPhoto: t("errors.noPhoto"),
      tooBig: raw("errors.tooBig"),
      refused: t("errors.refused"),
      limit: raw("errors.limit"),
      recaptcha: t("errors.recaptcha"),
      generic: t("errors.generic"),
      preview: t("errors.preview"),
      expired: t("errors.expired"),
    },
  };
  const recaptcha = recaptchaClientConfig();

  return (
    <SnippetToolPage namespace="ToolPfp" path={PATH} locale={locale} guide={GUIDE} cta="/pricing" testIdPrefix="pfp">
      <PfpMaker locale={locale} labels={labels} recaptcha={recaptcha} />
      {recaptcha && <div className="mt-4"><RecaptchaNotice /></div>}
    </SnippetToolPage>
  );
}
