// The blog's page bodies: a list of posts (/blog, /blog/page-n, /blog/tag-x), a post and an author.
// Async server components that translate their own texts; the pages load the data and pass it in.
import { getTranslations } from "next-intl/server";
import { Markdown } from "@/components/content/Markdown";
import { JsonLd } from "@/components/seo/JsonLd";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { blogFeedPath, blogImagePath, blogListingPath, type BlogListing } from "@/lib/blog/addresses";
import type { Locale } from "@/lib/i18n/config";
import { StaticImage as Image } from "@/components/ui/static-image";
import { AuthorAvatar, AuthorCard, AuthorName, FeedLink, formatPostDate, Pagination, PostGrid, TagLinks, TranslationLinks, type AuthorData, type PostCardData } from "./blog";

export async function BlogListView({ locale, listing, posts, pages, tags, structuredData }: { locale: Locale; listing: BlogListing; posts: PostCardData[]; pages: number; tags: { tag: string; count: number }[]; structuredData?: object[] }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  const readingTime = (minutes: number) => t("readingTime", { minutes });
  const heading = listing.tag ? t("tagHeading", { tag: listing.tag }) : t("heading");
  return (
    <Container size="lg" className="py-12 sm:py-16">
      <JsonLd data={structuredData} />
      <header className="max-w-3xl">
        <Heading level={1} size="display">{heading}</Heading>
        <p className="mt-4 text-lg text-ink-soft">{listing.tag ? t("tagIntro", { tag: listing.tag }) : t("intro")}</p>
        <p className="mt-4 flex flex-wrap gap-4">
          {listing.tag || listing.page > 1 ? <Link href={blogListingPath({ tag: null, page: 1 })} className="text-sm font-medium text-brand hover:underline">{t("allPosts")}</Link> : null}
          <FeedLink href={blogFeedPath(locale)} label={t("feed.subscribe")} />
        </p>
      </header>
      {tags.length > 0 ? (
        <section className="mt-8" aria-labelledby="blog-tags">
          <h2 id="blog-tags" className="sr-only">{t("tagsHeading")}</h2>
          <TagLinks tags={tags.map((x) => x.tag)} current={listing.tag} label={t("tagsHeading")} />
        </section>
      ) : null}
      <PostGrid posts={posts} locale={locale} readingTime={readingTime} empty={t("empty")} />
      <Pagination listing={listing} pages={pages} labels={{ nav: t("pagination.nav"), previous: t("pagination.previous"), next: t("pagination.next"), pageOf: t("pagination.pageOf", { page: listing.page, pages }) }} />
    </Container>
  );
}

export type PostViewData = PostCardData & {
  body: string;
  author: AuthorData | null;
  translations: { locale: Locale; slug: string; title: string }[];
  related: PostCardData[];
};

/** `structuredData`: the page's JSON-LD (lib/seo/structured-data.ts), rendered with the body. */
export async function BlogPostView({ locale, post, structuredData }: { locale: Locale; post: PostViewData; structuredData?: object[] }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  const readingTime = (minutes: number) => t("readingTime", { minutes });
  return (
    <>
      <JsonLd data={structuredData} />
      <Container as="article" size="sm" className="py-12 sm:py-16" id="post">
        <p className="text-sm">
          <Link href="/blog" className="font-medium text-brand hover:underline">← {t("backToBlog")}</Link>
        </p>
        <Heading level={1} size="3xl" className="mt-6">{post.title}</Heading>
        <p className="mt-4 text-lg text-ink-soft">{post.excerpt}</p>
        <div className="mt-6 flex items-center gap-3 text-sm text-ink-soft">
          {post.author ? <AuthorAvatar author={post.author} size={40} /> : null}
          <div>
            <p>
              {t("by")} <AuthorName name={post.authorName} author={post.author} />
            </p>
            <p>
              <time dateTime={post.publishedAt.toISOString()}>{formatPostDate(post.publishedAt, locale)}</time> · <span data-testid="blog-reading-time">{readingTime(post.readingMinutes)}</span>
            </p>
          </div>
        </div>
        <div className="mt-4">
          <TranslationLinks translations={post.translations} label={t("otherLanguages")} />
        </div>
        {post.coverKey ? (
          <Image src={blogImagePath(post.coverKey)} alt="" width={1200} height={630} priority sizes="(min-width: 768px) 48rem, 100vw" className="mt-8 aspect-[40/21] w-full rounded-xl object-cover" />
        ) : null}
        <Markdown className="mt-8" data-testid="blog-post-body">{post.body}</Markdown>
        {post.tags.length > 0 ? <TagLinks tags={post.tags} className="mt-10" label={t("tagsHeading")} /> : null}
        {post.author ? (
          <div className="mt-10">
            <AuthorCard author={post.author} heading={t("aboutAuthor")} />
          </div>
        ) : null}
      </Container>
      {post.related.length > 0 ? (
        <Container as="section" size="lg" className="pb-16">
          <Heading level={2} size="xl">{t("related")}</Heading>
          <PostGrid posts={post.related} locale={locale} readingTime={readingTime} empty="" />
        </Container>
      ) : null}
    </>
  );
}

export async function AuthorIndexView({ locale, authors, structuredData }: { locale: Locale; authors: (AuthorData & { posts: number })[]; structuredData?: object[] }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <Container size="md" className="py-12 sm:py-16">
      <JsonLd data={structuredData} />
      <Heading level={1} size="display">{t("authors.heading")}</Heading>
      <p className="mt-4 text-lg text-ink-soft">{t("authors.intro")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {authors.map((a) => (
          <li key={a.slug}>
            <AuthorCard author={a}>
              <p className="mt-2 text-sm text-ink-soft">{t("authors.postCount", { count: a.posts })}</p>
            </AuthorCard>
          </li>
        ))}
      </ul>
    </Container>
  );
}

export async function AuthorView({ locale, author, posts, structuredData }: { locale: Locale; author: AuthorData; posts: PostCardData[]; structuredData?: object[] }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  const readingTime = (minutes: number) => t("readingTime", { minutes });
  return (
    <Container size="lg" className="py-12 sm:py-16">
      <JsonLd data={structuredData} />
      <div className="flex items-center gap-5">
        <AuthorAvatar author={author} size={80} />
        <div>
          <Heading level={1} size="3xl">{author.name}</Heading>
          {author.role ? <p className="mt-1 text-ink-soft">{author.role}</p> : null}
        </div>
      </div>
      {author.bio ? <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft">{author.bio}</p> : null}
      <Heading level={2} size="xl" className="mt-12">{t("authors.postsBy", { name: author.name })}</Heading>
      <PostGrid posts={posts} locale={locale} readingTime={readingTime} empty={t("authors.noPosts")} />
      <p className="mt-10 text-sm">
        <Link href="/author" className="font-medium text-brand hover:underline">{t("authors.all")}</Link>
      </p>
    </Container>
  );
}
