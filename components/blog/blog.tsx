// The blog's pieces (server components, no client JS): post cards, the tag list, pagination, a post's
// byline, its other-language links and an author card. Texts come in as props from the page, which
// translates them once (the pages are cached).
import { StaticImage as Image } from "@/components/ui/static-image";
import { Link } from "@/i18n/link";
import { Heading } from "@/components/ui/heading";
import { cx } from "@/components/ui/cx";
import { authorPath, blogImagePath, blogListingPath, blogPostPath, type BlogListing } from "@/lib/blog/addresses";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";

export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", es: "Español" };

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  coverKey: string | null;
  tags: string[];
  publishedAt: Date;
  readingMinutes: number;
};

export function formatPostDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

export function PostCard({ post, locale, readingTime }: { post: PostCardData; locale: Locale; readingTime: (minutes: number) => string }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-line bg-paper" data-testid="blog-post-card">
      {post.coverKey ? (
        <Image src={blogImagePath(post.coverKey)} alt="" width={600} height={315} sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw" className="aspect-[40/21] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-ink-soft">
          <time dateTime={post.publishedAt.toISOString()}>{formatPostDate(post.publishedAt, locale)}</time> · {readingTime(post.readingMinutes)}
        </p>
        <Heading level={2} size="lg" className="mt-2">
          <Link href={blogPostPath(post.slug)} className="hover:text-brand">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-ink-soft">{post.excerpt}</p>
        {post.tags.length > 0 ? <TagLinks tags={post.tags} className="mt-4" /> : null}
      </div>
    </article>
  );
}

export function PostGrid({ posts, locale, readingTime, empty }: { posts: PostCardData[]; locale: Locale; readingTime: (minutes: number) => string; empty: string }) {
  if (posts.length === 0) return <p className="mt-8 text-ink-soft">{empty}</p>;
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} locale={locale} readingTime={readingTime} />
      ))}
    </div>
  );
}

export function TagLinks({ tags, current, className, label }: { tags: string[]; current?: string | null; className?: string; label?: string }) {
  return (
    <ul className={cx("flex flex-wrap gap-2", className)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            href={blogListingPath({ tag, page: 1 })}
            aria-current={current === tag ? "page" : undefined}
            className={cx("inline-block rounded-full border px-3 py-1 text-xs font-medium", current === tag ? "border-brand bg-brand text-white" : "border-line text-ink-soft hover:border-brand hover:text-brand")}
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Previous / next links between list pages (plain links: crawlable, no script). */
export function Pagination({ listing, pages, labels }: { listing: BlogListing; pages: number; labels: { nav: string; previous: string; next: string; pageOf: string } }) {
  if (pages <= 1) return null;
  const at = (page: number) => blogListingPath({ tag: listing.tag, page });
  return (
    <nav aria-label={labels.nav} className="mt-10 flex items-center justify-between gap-4 text-sm" data-testid="blog-pagination">
      {listing.page > 1 ? <Link href={at(listing.page - 1)} rel="prev" className="font-medium text-brand hover:underline">← {labels.previous}</Link> : <span />}
      <span className="text-ink-soft">{labels.pageOf}</span>
      {listing.page < pages ? <Link href={at(listing.page + 1)} rel="next" className="font-medium text-brand hover:underline">{labels.next} →</Link> : <span />}
    </nav>
  );
}

export type AuthorData = { slug: string; name: string; role: string; bio: string; avatarKey: string | null };

export function AuthorAvatar({ author, size }: { author: Pick<AuthorData, "name" | "avatarKey">; size: number }) {
  if (author.avatarKey) return <Image src={blogImagePath(author.avatarKey)} alt="" width={size} height={size} className="shrink-0 rounded-full object-cover" style={{ width: size, height: size }} />;
  const initials = author.name.split(/\s+/).map((w) => w[0]).join("").slice(0, 2).toUpperCase();
  return (
    <span aria-hidden className="inline-flex shrink-0 items-center justify-center rounded-full bg-mist font-semibold text-ink-soft" style={{ width: size, height: size, fontSize: size / 2.6 }}>
      {initials}
    </span>
  );
}

/** The author's name: a link to their page when they have one. */
export function AuthorName({ name, author }: { name: string; author: Pick<AuthorData, "slug"> | null }) {
  if (!author) return <span>{name}</span>;
  return (
    <Link href={authorPath(author.slug)} rel="author" className="font-medium text-ink hover:text-brand" data-testid="blog-post-author">
      {name}
    </Link>
  );
}

export function AuthorCard({ author, heading, children }: { author: AuthorData; heading?: string; children?: React.ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border border-line p-5">
      <AuthorAvatar author={author} size={56} />
      <div>
        {heading ? <p className="text-sm text-ink-soft">{heading}</p> : null}
        <p className="font-semibold text-ink">
          <AuthorName name={author.name} author={author} />
        </p>
        {author.role ? <p className="text-sm text-ink-soft">{author.role}</p> : null}
        {author.bio ? <p className="mt-2 text-sm leading-relaxed text-ink-soft">{author.bio}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** Links to the post's other published language versions (each at its own slug, in its own language). */
export function TranslationLinks({ translations, label }: { translations: { locale: Locale; slug: string; title: string }[]; label: string }) {
  if (translations.length === 0) return null;
  return (
    <p className="text-sm text-ink-soft" data-testid="blog-post-translations">
      {label}{" "}
      {translations.map((t, i) => (
        <span key={t.locale}>
          {i > 0 ? " · " : null}
          <Link href={blogPostPath(t.slug)} locale={t.locale} hrefLang={LOCALE_TAGS[t.locale]} lang={t.locale} className="font-medium text-brand hover:underline" title={t.title}>
            {LANGUAGE_NAMES[t.locale]}
          </Link>
        </span>
      ))}
    </p>
  );
}

export function FeedLink({ href, label }: { href: string; label: string }) {
  // A plain <a>: the feed is a file, not a page (the locale is already in its path).
  return (
    <a href={href} type="application/rss+xml" className="text-sm font-medium text-brand hover:underline" data-testid="blog-feed-link">
      {label}
    </a>
  );
}
