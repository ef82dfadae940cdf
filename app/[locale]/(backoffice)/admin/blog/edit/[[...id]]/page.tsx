import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ContentEditScreen, dateTimeValue } from "@/components/backoffice/content/editor-screen";
import { deleteBlogPostAction, saveBlogPostAction } from "@/lib/backoffice/content/actions";
import { blogAuthorNames, loadBlogPost } from "@/lib/backoffice/content/blog";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";

type Props = { params: Promise<{ locale: string; id?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/blog/edit/[[id]]", "BackofficeContent.blogEdit");

/** One post: the editor with its live preview, its language versions and delete. */
export default async function EditBlogPostPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/blog/edit/[[id]]");
  const { id = [] } = await params;
  if (id.length !== 1) notFound();
  const [post, authors, t, search] = await Promise.all([loadBlogPost(db, id[0]!), blogAuthorNames(db), getTranslations("BackofficeContent"), searchParams]);
  if (!post) notFound();
  const initial = {
    id: post.id, revision: post.updatedAt.toISOString(), language: post.locale, title: post.title, slug: post.slug,
    status: post.state === "archived" ? "draft" : post.state, publishAt: post.state === "scheduled" ? dateTimeValue(post.publishedAt) : "",
    body: post.body, excerpt: post.excerpt, seoTitle: post.seoTitle ?? "", seoDescription: post.seoDescription ?? "", authorName: post.authorName, tags: post.tags.join(", "),
  };
  // An author no longer in the list still shows as the post's (saving asks for one that exists).
  const names = authors.includes(post.authorName) ? authors : [post.authorName, ...authors];
  return (
    <ContentEditScreen kind="blog" row={post} initial={initial} action={saveBlogPostAction} deleteAction={deleteBlogPostAction} authors={names} hasCover={Boolean(post.coverKey)} saved={search.saved === "1"}
      facts={[
        [t("facts.readingTime"), t("editor.readingTime", { minutes: post.readingMinutes })],
        [t("facts.cover"), post.coverKey ? (
          <span key="c" className="flex flex-col gap-1">
            {/* eslint-disable-next-line @next/next/no-img-element -- an admin-only route, never cached; the key in the address changes with the cover */}
            <img src={`/api/backoffice/blog/cover/${post.id}?v=${encodeURIComponent(post.coverKey)}`} alt={t("facts.cover")} width={240} height={126} className="h-[126px] w-[240px] rounded object-cover" data-testid="cover-preview" />
            <code className="text-xs">{post.coverKey}</code>
          </span>
        ) : t("facts.noCover")],
      ]} />
  );
}
