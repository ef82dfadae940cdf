import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/JsonLd";
import { SignatureGenerator, type SignatureLabels } from "@/components/tools/SignatureGenerator";
import { buttonClassName } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

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
    <div className="flex flex-col gap-16 py-12 sm:py-16">
      <JsonLd data={await publicBreadcrumb(locale, PATH)} />
      <Container>
        <div className="max-w-3xl">
          <Heading level={1} size="display">{t("title")}</Heading>
          <p className="mt-4 text-lg text-ink-soft">{t("lead")}</p>
          <p className="mt-3 text-ink-soft">{t("intro")}</p>
        </div>
        <div className="mt-10">
          <SignatureGenerator locale={locale} labels={labels} />
        </div>
      </Container>

      <Container as="section" id="guide">
        <Heading level={2}>{t("guide.title")}</Heading>
        <ul className="mt-6 flex max-w-3xl list-disc flex-col gap-3 pl-5 text-ink-soft" data-testid="signature-guide">
          {GUIDE.map((key) => <li key={key}>{t(`guide.items.${key}`)}</li>)}
        </ul>
      </Container>

      <Container as="section">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-mist p-8">
          <Heading level={2} size="lg">{t("cta.title")}</Heading>
          <p className="text-ink-soft">{t("cta.text")}</p>
          <Link href="/pricing" className={buttonClassName({ size: "lg" })} data-testid="signature-cta">{t("cta.button")}</Link>
        </div>
      </Container>
    </div>
  );
}
