import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Lead, Prose } from "@/components/ui/typography";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import type { LegalFigures } from "@/lib/legal/figures";
import type { Lifetime, StoredItem } from "@/lib/legal/cookies";
import { LEGAL_DOCUMENTS, type LegalDocumentName } from "@/lib/legal/documents";
import type { OperatorDetails } from "@/lib/legal/operator";

export { LEGAL_DOCUMENTS, type LegalDocumentName };

type Sections = Record<string, Record<string, string>>;
type Translator = Awaited<ReturnType<typeof getTranslations<"Legal">>>;

/**
 * Paragraphs about a service this installation may or may not use (messages Legal.<doc>.sections.*
 * keyed by these names): shown only when the condition holds. Every other paragraph is always shown.
 */
function conditions(figures: LegalFigures): Record<string, boolean> {
  const s = figures.services;
  return {
    stripe: s.stripe,
    testPayments: !s.stripe,
    s3: s.s3,
    localStorage: !s.s3,
    recaptcha: s.recaptcha,
    analytics: s.analytics.length > 0,
    noAnalytics: s.analytics.length === 0,
    social: s.socialSignIn.length > 0,
  };
}

function lifetimeText(t: Translator, lifetime: Lifetime): string {
  if (lifetime.unit === "days" || lifetime.unit === "minutes") return t(`cookies.table.lifetimes.${lifetime.unit}`, { count: lifetime.count });
  return t(`cookies.table.lifetimes.${lifetime.unit}`);
}

/** /legal/cookies: one table per kind (cookies, browser storage), every row from lib/legal/cookies.ts. */
function StoredItemsTable({ t, items, caption, testId }: { t: Translator; items: StoredItem[]; caption: string; testId: string }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-line px-3 py-2 font-semibold text-ink">{t("cookies.table.name")}</th>
            <th scope="col" className="border-b border-line px-3 py-2 font-semibold text-ink">{t("cookies.table.purpose")}</th>
            <th scope="col" className="border-b border-line px-3 py-2 font-semibold text-ink">{t("cookies.table.lifetime")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <td className="border-b border-line px-3 py-2 align-top font-mono text-xs break-all">{item.name}</td>
              <td className="border-b border-line px-3 py-2 align-top">{t(`cookies.table.purposes.${item.purpose}` as never)}</td>
              <td className="border-b border-line px-3 py-2 align-top whitespace-nowrap">{lifetimeText(t, item.lifetime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /legal/imprint: the operator's details from the configuration; a detail not configured says so. */
function OperatorFacts({ t, operator, locale }: { t: Translator; operator: OperatorDetails; locale: Locale }) {
  const missing = <span className="text-ink-soft">{t("notProvided")}</span>;
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(operator.country) ?? operator.country;
  const rows: [string, ReactNode][] = [
    ["service", operator.service],
    ["legalName", operator.legalName ?? missing],
    ["address", operator.address ? [...operator.address, country].map((line) => <span key={line} className="block">{line}</span>) : missing],
    ["representative", operator.representative ?? missing],
    ["register", operator.register ?? missing],
    ["vatId", operator.vatId ?? missing],
    ["email", <a key="email" href={`mailto:${operator.email}`}>{operator.email}</a>],
    ["website", <a key="website" href={operator.website}>{operator.website}</a>],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]" data-testid="imprint-operator">
      {rows.map(([key, value]) => (
        <div key={key} className="contents" data-testid={`imprint-${key}`}>
          <dt className="font-semibold text-ink">{t(`imprint.labels.${key}` as never)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /legal/{doc}: the document's sections from messages Legal, with the product's real figures. */
export async function LegalDocument({ doc, figures, locale }: { doc: LegalDocumentName; figures: LegalFigures; locale: Locale }) {
  const t = await getTranslations("Legal");
  const shown = conditions(figures);
  const { contactEmail, services, security, cookies: _cookies, operator: _operator, ...numbers } = figures;
  const list = (names: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
  const values = {
    ...numbers,
    ...security,
    email: contactEmail,
    tools: list(services.analytics),
    providers: list(services.socialSignIn),
    mail: (chunks: ReactNode) => <a href={`mailto:${contactEmail}`}>{chunks}</a>,
    profile: (chunks: ReactNode) => <Link href="/profile">{chunks}</Link>,
    refund: (chunks: ReactNode) => <Link href="/refund">{chunks}</Link>,
    redeem: (chunks: ReactNode) => <Link href="/redeem">{chunks}</Link>,
    contact: (chunks: ReactNode) => <Link href="/contact">{chunks}</Link>,
    privacy: (chunks: ReactNode) => <Link href="/legal/privacy">{chunks}</Link>,
    terms: (chunks: ReactNode) => <Link href="/legal/terms">{chunks}</Link>,
    cookies: (chunks: ReactNode) => <Link href="/legal/cookies">{chunks}</Link>,
  };
  const rich = (key: string) => t.rich(key as never, values as never);
  const sections = t.raw(`${doc}.sections` as never) as Sections;
  // What a section shows after its paragraphs, built from the product's own lists.
  const extras: Record<string, ReactNode> = {
    "cookies.ours": <StoredItemsTable t={t} items={figures.cookies.cookies} caption={t("cookies.table.cookiesCaption")} testId="cookie-table" />,
    "cookies.storage": <StoredItemsTable t={t} items={figures.cookies.storage} caption={t("cookies.table.storageCaption")} testId="storage-table" />,
    "imprint.operator": <OperatorFacts t={t} operator={figures.operator} locale={locale} />,
  };
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
            <h2 id={`${section}-title`}>{rich(`${doc}.sections.${section}.title`)}</h2>
            {Object.keys(texts)
              .filter((key) => key !== "title" && shown[key] !== false)
              .map((key) => (
                <p key={key} className="mt-4">{rich(`${doc}.sections.${section}.${key}`)}</p>
              ))}
            {extras[`${doc}.${section}`]}
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
