import { notFound } from "next/navigation";
import { ContentEditScreen } from "@/components/backoffice/content/editor-screen";
import { deleteBlogPostAction, saveBlogPostAction } from "@/lib/backoffice/content/actions";
import { blogAuthorNames, loadBlogPost } from "@/lib/backoffice/content/blog";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import { isLocale } from "@/lib/i18n/config";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/blog/new", "BackofficeContent.blogNew");

/** A new post; with `?from={id}&language=de` another language's version of that post, prefilled from it. */
export default async function NewBlogPostPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/blog/new");
  const search = await searchParams;
  const authors = await blogAuthorNames(db);
  const from = typeof search.from === "string" ? await loadBlogPost(db, search.from) : null;
  if (typeof search.from === "string" && !from) notFound();
  const language = isLocale(search.language) ? search.language : from ? (from.missingLocales[0] ?? locale) : locale;
  const initial = from
    ? {
        sourceId: from.id, language, title: from.title, slug: `${from.slug}-${language}`.slice(0, 120), status: "draft", publishAt: "", body: from.body, excerpt: from.excerpt,
        seoTitle: from.seoTitle ?? "", seoDescription: from.seoDescription ?? "", authorName: from.authorName, tags: from.tags.join(", "),
      }
    : { language, title: "", slug: "", status: "draft", publishAt: "", body: "", excerpt: "", seoTitle: "", seoDescription: "", authorName: authors[0] ?? "", tags: "" };
  return <ContentEditScreen kind="blog" row={null} initial={initial} action={saveBlogPostAction} deleteAction={deleteBlogPostAction} authors={authors} />;
}
