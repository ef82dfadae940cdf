import { notFound } from "next/navigation";
import { ContentEditScreen } from "@/components/backoffice/content/editor-screen";
import { deleteChangelogEntryAction, saveChangelogEntryAction } from "@/lib/backoffice/content/actions";
import { loadChangelogEntry } from "@/lib/backoffice/content/changelog";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import { isLocale } from "@/lib/i18n/config";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/changelog/new", "BackofficeContent.changelogNew");

/** A new changelog entry; with `?from={id}&language=de` another language's version of that entry. */
export default async function NewChangelogEntryPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/changelog/new");
  const search = await searchParams;
  const from = typeof search.from === "string" ? await loadChangelogEntry(db, search.from) : null;
  if (typeof search.from === "string" && !from) notFound();
  const language = isLocale(search.language) ? search.language : from ? (from.missingLocales[0] ?? locale) : locale;
  const initial = from
    ? { sourceId: from.id, language, title: from.title, slug: `${from.slug}-${language}`.slice(0, 120), status: "draft", publishAt: "", body: from.body, label: from.version ?? "" }
    : { language, title: "", slug: "", status: "draft", publishAt: "", body: "", label: "" };
  return <ContentEditScreen kind="changelog" row={null} initial={initial} action={saveChangelogEntryAction} deleteAction={deleteChangelogEntryAction} />;
}
