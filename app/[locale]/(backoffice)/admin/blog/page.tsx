import { getFormatter } from "next-intl/server";
import { blogColumns } from "@/components/backoffice/content/content-columns";
import { contentLabels, ContentListScreen } from "@/components/backoffice/content/content-list";
import { SelectFilter } from "@/components/backoffice/filters";
import { blogTagsInUse, findBlogPage } from "@/lib/backoffice/content/blog";
import { blogQuery } from "@/lib/backoffice/content/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/blog", "BackofficeContent.blog");

/** The blog's posts in every language: filters language, status and tag; search title, slug or author. */
export default async function BlogListPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/blog");
  const query = blogQuery.parse(await searchParams);
  const [t, format, page, tags] = await Promise.all([contentLabels(), getFormatter(), findBlogPage(db, query), blogTagsInUse(db)]);
  return (
    <ContentListScreen kind="blog" t={t} columns={blogColumns(t, format)} page={page} query={query} schema={blogQuery}
      extraFilters={<SelectFilter name="tag" label={t("columns.tags")} value={query.tag} anyLabel={t("filters.anyTag")} options={tags.map((tag) => ({ value: tag, label: `#${tag}` }))} />} />
  );
}
