// The blog's RSS 2.0 feed of one language (app/[locale]/(marketing)/blog/rss.xml/route.ts): the newest
// published posts, every link absolute on env.APP_URL.
import "server-only";
import { Feed } from "feed";
import { prisma, type PrismaClient } from "@/lib/db";
import { LOCALE_TAGS, localizePath, type Locale } from "@/lib/i18n/config";
import { authorPath, blogFeedPath, blogPostPath } from "./addresses";
import { authorsByName } from "./authors";
import { blogImagePath } from "./images";
import { latestBlogPosts } from "./posts";

export const FEED_ITEMS = 20;

export type FeedTexts = { title: string; description: string; copyright: string };

/** The feed's XML. `baseUrl` is env.APP_URL (no trailing slash needed). */
export async function blogFeedXml(db: PrismaClient, locale: Locale, baseUrl: string, texts: FeedTexts, now = new Date()): Promise<string> {
  const base = baseUrl.replace(/\/+$/, "");
  const url = (path: string) => `${base}${path}`;
  const posts = await latestBlogPosts(db, locale, FEED_ITEMS, now);
  const authors = await authorsByName(db, posts.map((p) => p.authorName), locale);
  const home = url(localizePath("/blog", locale));
  const feed = new Feed({
    id: home,
    link: home,
    title: texts.title,
    description: texts.description,
    language: LOCALE_TAGS[locale],
    copyright: texts.copyright,
    updated: posts.reduce<Date | undefined>((latest, p) => (!latest || p.updatedAt > latest ? p.updatedAt : latest), undefined) ?? now,
    generator: false,
    feedLinks: { rss: url(blogFeedPath(locale)) },
    ttl: 60,
  });
  for (const post of posts) {
    const link = url(localizePath(blogPostPath(post.slug), locale));
    const author = authors.get(post.authorName);
    feed.addItem({
      title: post.title,
      id: link,
      guid: link,
      link,
      date: post.publishedAt,
      published: post.publishedAt,
      description: post.excerpt,
      category: post.tags.map((name) => ({ name })),
      author: [{ name: post.authorName, ...(author ? { link: url(localizePath(authorPath(author.slug), locale)) } : {}) }],
      ...(post.coverKey ? { image: url(blogImagePath(post.coverKey)) } : {}),
    });
  }
  return feed.rss2();
}

/** The feed of `locale` on the process's database (the route's entry: route handlers get no `db` from a page). */
export async function publishedBlogFeed(locale: Locale, baseUrl: string, texts: FeedTexts): Promise<string> {
  return blogFeedXml(await prisma(), locale, baseUrl, texts);
}
