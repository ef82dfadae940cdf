// The blog's and the changelog's list screens: the table, the language and status filters every row
// has (and the blog's tag filter), search, and "new".
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { ButtonLink } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EDITOR_STATUSES } from "@/lib/backoffice/content/schemas";
import { LOCALES } from "@/lib/i18n/config";
import type { ListQuery, ListQuerySchema } from "@/lib/lists/query";
import type { Page } from "@/lib/lists/page";

export type ContentLabels = (key: string, values?: Record<string, string | number>) => string;

export async function contentLabels(): Promise<ContentLabels> {
  return (await getTranslations("BackofficeContent")) as unknown as ContentLabels;
}

type Filters = { locale?: string; status?: string };

export function ContentListScreen<T extends { id: string }, F extends string, Q extends Filters>({ kind, t, columns, page, query, schema, extraFilters }: {
  kind: "blog" | "changelog";
  t: ContentLabels;
  columns: DataColumn<T>[];
  page: Page<T>;
  query: ListQuery<F, Q>;
  schema: ListQuerySchema<F, Q>;
  extraFilters?: ReactNode;
}) {
  const path = `/admin/${kind}`;
  return (
    <AdminPage title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} testId={`${kind}-admin`}
      actions={<ButtonLink href={`${path}/new`} data-testid={`${kind}-new`}>{t(`${kind}.new`)}</ButtonLink>}>
      <DataTable
        path={path}
        testId={`${kind}-list`}
        caption={t(`${kind}.title`)}
        columns={columns}
        page={page}
        query={query}
        schema={schema}
        searchLabel={t(`${kind}.search`)}
        filters={
          <>
            <SelectFilter name="locale" label={t("columns.language")} value={query.locale} anyLabel={t("filters.anyLanguage")} options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
            <SelectFilter name="status" label={t("columns.status")} value={query.status} anyLabel={t("filters.anyStatus")} options={[...EDITOR_STATUSES, "archived" as const].map((s) => ({ value: s, label: t(`states.${s}`) }))} />
            {extraFilters}
          </>
        }
      />
    </AdminPage>
  );
}
