import { getTranslations } from "next-intl/server";
import { SnippetToolPage } from "@/components/tools/SnippetToolPage";
import { SignatureGenerator, type SignatureLabels } from "@/components/tools/SignatureGenerator";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";

const PATH = "/tools/free-email-signature-generator";
const GUIDE = ["short", "photo", "links", "contrast", "test"] as const;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const t = await getTranslations({ locale, namespace: "ToolSignature.meta" });
  return pageMetadata({ path: PATH, locale, title: t("title"), description: t("description") });
}

/**
 * /tools/free-email-signature-generator: the generator (a client island that builds the signature in
 * the browser, lib/tools/signature.ts), what makes a good signature, and headshots as the next step.
 * Cached; the island gets its strings as props.
 */
export default async function EmailSignatureGeneratorPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const t = await getTranslations({ locale, namespace: "ToolSignature" });
  const f = (key: string) => t(`form.${key}`);
  const labels: SignatureLabels = {
    details: f("details"),
    links: f("links"),
    design: f("design"),
    fields: {
      name: f("fields.name"), title: f("fields.title"), company: f("fields.company"), phone: f("fields.phone"), email: f("fields.email"),
      website: f("fields.website"), linkedin: f("fields.linkedin"), x: f("fields.x"), other: f("fields.other"), photoUrl: f("fields.photoUrl"),
    },
    hints: { links: f("hints.links"), photoUrl: f("hints.photoUrl") },
    layout: f("layout"),
    layouts: { classic: f("layouts.classic"), stacked: f("layouts.stacked"), compact: f("layouts.compact") },
    accent: f("accent"),
    text: f("text"),
    picker: f("picker"),
    preview: f("preview"),
    previewEmpty: f("previewEmpty"),
    copyRich: f("copyRich"),
    copySource: f("copySource"),
    copied: f("copied"),
    copyFailed: f("copyFailed"),
    copyHelp: f("copyHelp"),
    errors: {
      required: f("errors.required"), tooLong: f("errors.tooLong"), urlInvalid: f("errors.urlInvalid"), emailInvalid: f("errors.emailInvalid"),
      phoneInvalid: f("errors.phoneInvalid"), colourInvalid: f("errors.colourInvalid"), invalid: f("errors.invalid"),
    },
  };

  return (
    <SnippetToolPage namespace="ToolSignature" path={PATH} locale={locale} guide={GUIDE} cta="/pricing" testIdPrefix="signature">
      <SignatureGenerator locale={locale} labels={labels} />
    </SnippetToolPage>
  );
}
