import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { LEGAL_DOCUMENTS, LegalDocument, LegalIndex, type LegalDocumentName } from "@/components/legal/LegalDocument";
import { JsonLd } from "@/components/seo/JsonLd";
import { env } from "@/lib/env";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { legalFigures } from "@/lib/legal/figures";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

// Made on the first visit of each document (none at build time: the build has no database).
export function generateStaticParams(): { file: string[] }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; file?: string[] }> };

/** The document a /legal/{file} address names: null for /legal itself, undefined for one we do not have. */
async function documentOf(params: Props["params"]): Promise<LegalDocumentName | null | undefined> {
  const { file = [] } = await params;
  if (file.length === 0) return null;
  return file.length === 1 ? LEGAL_DOCUMENTS.find((d) => d === file[0]) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const doc = await documentOf(params);
  const t = await getTranslations({ locale, namespace: "Legal" });
  if (doc === undefined) return {};
  if (doc === null) return pageMetadata({ path: "/legal", locale, title: t("metaTitle"), description: t("intro") });
  return pageMetadata({ path: `/legal/${doc}`, locale, title: t(`${doc}.metaTitle`), description: t(`pages.${doc}`) });
}

/** /legal and /legal/{terms,privacy,cookies,security,refund,imprint}: public, in the reader's language, with the product's real figures. */
export default async function LegalPage({ params }: Props) {
  const { locale, db } = await openPublicPage(params, "/legal/[[file]]");
  const doc = await documentOf(params);
  if (doc === undefined) notFound();
  const [t, tSeo] = await Promise.all([getTranslations({ locale, namespace: "Legal" }), getTranslations({ locale, namespace: "Seo" })]);
  const names: Record<string, string> = { "/legal": t("title"), ...(doc ? { [`/legal/${doc}`]: t(`${doc}.title`) } : {}) };
  const breadcrumb = <JsonLd data={breadcrumbJsonLd({ baseUrl: env.APP_URL, locale, path: doc ? `/legal/${doc}` : "/legal", homeName: tSeo("breadcrumb.home"), names })} />;
  if (doc === null) return (<>{breadcrumb}<LegalIndex /></>);
  return (<>{breadcrumb}<LegalDocument doc={doc} figures={await legalFigures(db)} locale={locale} /></>);
}
