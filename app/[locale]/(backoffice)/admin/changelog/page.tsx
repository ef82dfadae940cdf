import { getFormatter } from "next-intl/server";
import { changelogColumns } from "@/components/backoffice/content/content-columns";
import { contentLabels, ContentListScreen } from "@/components/backoffice/content/content-list";
import { findChangelogPage } from "@/lib/backoffice/content/changelog";
import { changelogQuery } from "@/lib/backoffice/content/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/changelog", "BackofficeContent.changelog");

/** The product's changelog entries in every language (team leads read them at /app/admin/changelog): filters language and status; search title, release or slug. */
export default async function ChangelogListPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/changelog");
  const query = changelogQuery.parse(await searchParams);
  const [t, format, page] = await Promise.all([contentLabels(), getFormatter(), findChangelogPage(db, query)]);
  return <ContentListScreen kind="changelog" t={t} columns={changelogColumns(t, format)} page={page} query={query} schema={changelogQuery} />;
}
