import { notFound } from "next/navigation";
import { ContentEditScreen, dateTimeValue } from "@/components/backoffice/content/editor-screen";
import { deleteChangelogEntryAction, saveChangelogEntryAction } from "@/lib/backoffice/content/actions";
import { loadChangelogEntry } from "@/lib/backoffice/content/changelog";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";

type Props = { params: Promise<{ locale: string; id?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/changelog/edit/[[id]]", "BackofficeContent.changelogEdit");

/** One changelog entry: the editor with the leads' rendering as preview, its language versions and delete. */
export default async function EditChangelogEntryPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/changelog/edit/[[id]]");
  const { id = [] } = await params;
  if (id.length !== 1) notFound();
  const [entry, search] = await Promise.all([loadChangelogEntry(db, id[0]!), searchParams]);
  if (!entry) notFound();
  const initial = {
    id: entry.id, revision: entry.updatedAt.toISOString(), language: entry.locale, title: entry.title, slug: entry.slug,
    status: entry.state === "archived" ? "draft" : entry.state, publishAt: entry.state === "scheduled" ? dateTimeValue(entry.publishedAt) : "",
    body: entry.body, label: entry.version ?? "",
  };
  return <ContentEditScreen kind="changelog" row={entry} initial={initial} action={saveChangelogEntryAction} deleteAction={deleteChangelogEntryAction} saved={search.saved === "1"} />;
}
