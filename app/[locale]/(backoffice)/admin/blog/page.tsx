import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { blogColumns } from "@/components/backoffice/content/content-columns";
import { SelectFilter } from "@/components/backoffice/filters";
import { ButtonLink } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { blogTagsInUse, findBlogPage } from "@/lib/backoffice/content/blog";
import { blogQuery, EDITOR_STATUSES } from "@/lib/backoffice/content/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import { LOCALES } from "@/lib/i18n/config";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/blog", "BackofficeContent.blog");

/** The blog's posts in every language: filters language, status and tag; search title, slug or author. */
export default async function BlogListPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/blog");
  const query = blogQuery.parse(await searchParams);
  const [tt, format, page, tags] = await Promise.all([getTranslations("BackofficeContent"), getFormatter(), findBlogPage(db, query), blogTagsInUse(db)]);
  const t = tt as unknown as (key: string, values?: Record<string, string | number>) => string;
  return (
    <AdminPage title={t("blog.title")} intro={t("blog.intro")} testId="blog-admin"
      actions={<ButtonLink href="/admin/blog/new" data-testid="blog-new">{t("blog.new")}</ButtonLink>}>
      <DataTable
        path="/admin/blog"
        testId="blog-list"
        caption={t("blog.title")}
        columns={blogColumns(t, format)}
        page={page}
        query={query}
        schema={blogQuery}
        searchLabel={t("blog.search")}
        filters={
          <>
            <SelectFilter name="locale" label={t("columns.language")} value={query.locale} anyLabel={t("filters.anyLanguage")} options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
            <SelectFilter name="status" label={t("columns.status")} value={query.status} anyLabel={t("filters.anyStatus")} options={[...EDITOR_STATUSES, "archived" as const].map((s) => ({ value: s, label: t(`states.${s}`) }))} />
            <SelectFilter name="tag" label={t("columns.tags")} value={query.tag} anyLabel={t("filters.anyTag")} options={tags.map((tag) => ({ value: tag, label: `#${tag}` }))} />
          </>
        }
      />
    </AdminPage>
  );
}
