import { getTranslations } from "next-intl/server";
import { Markdown } from "@/components/content/Markdown";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Lead } from "@/components/ui/typography";
import { JsonLd } from "@/components/seo/JsonLd";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import type { ContentPageSummary, ContentPageView } from "@/lib/content/pages";

const dateOf = (date: Date, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);

/** /content: the published pages of the reader's language. */
export async function ContentIndex({ pages, structuredData }: { pages: ContentPageSummary[]; structuredData?: object[] }) {
  const t = await getTranslations("ContentPages");
  return (
    <Container size="sm" className="py-12 sm:py-16">
      <JsonLd data={structuredData} />
      <Heading level={1} size="display">{t("title")}</Heading>
      <Lead className="mt-4">{t("intro")}</Lead>
      {pages.length === 0 ? (
        <p className="mt-10 text-ink-soft" data-testid="content-empty">{t("empty")}</p>
      ) : (
        <ul className="mt-10 flex flex-col gap-6" aria-label={t("listLabel")} data-testid="content-pages">
          {pages.map((page) => (
            <li key={page.slug}>
              <Link href={`/content/${page.slug}`} className="text-lg font-semibold text-brand hover:underline">{page.title}</Link>
              <p className="mt-1 text-ink-soft">{page.description}</p>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

/** /content/{slug}: one page, its Markdown body rendered without raw HTML. */
export async function ContentArticle({ page, structuredData }: { page: ContentPageView; structuredData?: object[] }) {
  const t = await getTranslations("ContentPages");
  return (
    <Container size="sm" as="article" className="py-12 sm:py-16">
      <JsonLd data={structuredData} />
      <nav aria-label={t("nav")} className="text-sm">
        <Link href="/content" className="font-medium text-brand hover:underline">{t("toAll")}</Link>
      </nav>
      <Heading level={1} size="display" className="mt-4">{page.title}</Heading>
      <Lead className="mt-4">{page.description}</Lead>
      <p className="mt-2 text-sm text-ink-soft">
        {t("updated", { date: dateOf(page.updatedAt, page.locale) })}
      </p>
      <Markdown className="mt-8" data-testid="content-body">{page.body}</Markdown>
    </Container>
  );
}
