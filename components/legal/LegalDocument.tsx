import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Lead, Prose } from "@/components/ui/typography";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/lib/i18n/config";
import type { LegalFigures } from "@/lib/legal/figures";

export const LEGAL_DOCUMENTS = ["terms", "privacy"] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

type Sections = Record<string, Record<string, string>>;

/**
 * Paragraphs about a service this installation may or may not use (messages Legal.<doc>.sections.*
 * keyed by these names): shown only when the service is on. Every other paragraph is always shown.
 */
function conditions(figures: LegalFigures): Record<string, boolean> {
  const s = figures.services;
  return { stripe: s.stripe, testPayments: !s.stripe, s3: s.s3, localStorage: !s.s3, recaptcha: s.recaptcha, analytics: s.analytics.length > 0 };
}

/** /legal/terms and /legal/privacy: the document's sections from messages Legal, with the product's real figures. */
export async function LegalDocument({ doc, figures, locale }: { doc: LegalDocumentName; figures: LegalFigures; locale: Locale }) {
  const t = await getTranslations("Legal");
  const shown = conditions(figures);
  const { contactEmail, services, ...numbers } = figures;
  const values = {
    ...numbers,
    email: contactEmail,
    tools: new Intl.ListFormat(locale, { type: "conjunction" }).format(services.analytics),
    mail: (chunks: ReactNode) => <a href={`mailto:${contactEmail}`}>{chunks}</a>,
    profile: (chunks: ReactNode) => <Link href="/profile">{chunks}</Link>,
    refund: (chunks: ReactNode) => <Link href="/refund">{chunks}</Link>,
    redeem: (chunks: ReactNode) => <Link href="/redeem">{chunks}</Link>,
    privacy: (chunks: ReactNode) => <Link href="/legal/privacy">{chunks}</Link>,
    terms: (chunks: ReactNode) => <Link href="/legal/terms">{chunks}</Link>,
  };
  const rich = (key: string) => t.rich(key as never, values as never);
  const sections = t.raw(`${doc}.sections` as never) as Sections;
  return (
    <Container size="sm" className="py-12 sm:py-16" id={`legal-${doc}`}>
      <nav aria-label={t("nav")} className="text-sm">
        <Link href="/legal" className="font-medium text-brand hover:underline">{t("toAll")}</Link>
      </nav>
      <Heading level={1} size="display" className="mt-4">{t(`${doc}.title` as never)}</Heading>
      <Lead className="mt-4">{rich(`${doc}.summary`)}</Lead>
      <Prose className="mt-10">
        {Object.entries(sections).map(([section, texts]) => (
          <section key={section} id={section} aria-labelledby={`${section}-title`} data-testid={`legal-${section}`}>
            <h2 id={`${section}-title`}>{t(`${doc}.sections.${section}.title` as never)}</h2>
            {Object.keys(texts)
              .filter((key) => key !== "title" && shown[key] !== false)
              .map((key) => (
                <p key={key} className="mt-4">{rich(`${doc}.sections.${section}.${key}`)}</p>
              ))}
          </section>
        ))}
      </Prose>
    </Container>
  );
}

/** /legal: the legal pages, each with what it covers. */
export async function LegalIndex() {
  const t = await getTranslations("Legal");
  return (
    <Container size="sm" className="py-12 sm:py-16">
      <Heading level={1} size="display">{t("title")}</Heading>
      <Lead className="mt-4">{t("intro")}</Lead>
      <ul className="mt-10 flex flex-col gap-6" aria-label={t("nav")}>
        {LEGAL_DOCUMENTS.map((doc) => (
          <li key={doc}>
            <Link href={`/legal/${doc}`} className="text-lg font-semibold text-brand hover:underline">{t(`${doc}.title`)}</Link>
            <p className="mt-1 text-ink-soft">{t(`pages.${doc}`)}</p>
          </li>
        ))}
      </ul>
    </Container>
  );
}
