import { getFormatter, getTranslations } from "next-intl/server";
import { ChangelogBody } from "@/components/team-lead/ChangelogBody";
import { Badge } from "@/components/ui/badge";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { LOCALE_TAGS, isLocale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { publishedChangelog } from "@/lib/teams/changelog";
import { leadTeam } from "@/lib/teams/lead-page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamHelp.meta" });
  return pageMetadata({ path: "/app/admin/changelog", locale, title: t("changelog"), index: false });
}

/** /app/admin/changelog: the product's published changelog entries, newest first, in the lead's language. */
export default async function ChangelogPage({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/changelog");
  await leadTeam(ctx, "organization.read");
  const [t, format, entries] = await Promise.all([getTranslations("TeamHelp.changelog"), getFormatter(), publishedChangelog(ctx.db, ctx.locale)]);
  return (
    <div className="flex flex-col gap-6" data-testid="changelog-page">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 max-w-3xl text-ink-soft">{t("lead")}</p>
      </div>
      {entries.length === 0 ? (
        <p className="text-ink-soft">{t("empty")}</p>
      ) : (
        <ol className="flex max-w-3xl flex-col gap-6">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-[var(--radius-card)] border border-line bg-paper p-5" data-testid="changelog-entry" lang={isLocale(entry.locale) ? LOCALE_TAGS[entry.locale] : undefined}>
              <article className="flex flex-col gap-3">
                <header className="flex flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                    <time dateTime={entry.publishedAt.toISOString()}>{format.dateTime(entry.publishedAt, { dateStyle: "long" })}</time>
                    {entry.version && <Badge variant="outline" size="sm">{t("version", { version: entry.version })}</Badge>}
                  </div>
                  <Heading level={2} size="lg">{entry.title}</Heading>
                </header>
                <ChangelogBody body={entry.body} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
