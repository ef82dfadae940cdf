import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { changelogColumns } from "@/components/backoffice/content/content-columns";
import { SelectFilter } from "@/components/backoffice/filters";
import { ButtonLink } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { findChangelogPage } from "@/lib/backoffice/content/changelog";
import { changelogQuery, EDITOR_STATUSES } from "@/lib/backoffice/content/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import { LOCALES } from "@/lib/i18n/config";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/changelog", "BackofficeContent.changelog");

/** The product's changelog entries in every language (team leads read them at /app/admin/changelog): filters language and status; search title, label or slug. */
export default async function ChangelogListPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/changelog");
  const query = changelogQuery.parse(await searchParams);
  const [tt, format, page] = await Promise.all([getTranslations("BackofficeContent"), getFormatter(), findChangelogPage(db, query)]);
  const t = tt as unknown as (key: string, values?: Record<string, string | number>) => string;
  return (
    <AdminPage title={t("changelog.title")} intro={t("changelog.intro")} testId="changelog-admin"
      actions={<ButtonLink href="/admin/changelog/new" data-testid="changelog-new">{t("changelog.new")}</ButtonLink>}>
      <DataTable
        path="/admin/changelog"
        testId="changelog-list"
        caption={t("changelog.title")}
        columns={changelogColumns(t, format)}
        page={page}
        query={query}
        schema={changelogQuery}
        searchLabel={t("changelog.search")}
        filters={
          <>
            <SelectFilter name="locale" label={t("columns.language")} value={query.locale} anyLabel={t("filters.anyLanguage")} options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
            <SelectFilter name="status" label={t("columns.status")} value={query.status} anyLabel={t("filters.anyStatus")} options={[...EDITOR_STATUSES, "archived" as const].map((s) => ({ value: s, label: t(`states.${s}`) }))} />
          </>
        }
      />
    </AdminPage>
  );
}
