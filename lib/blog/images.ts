// Blog covers and author pictures: storage keys under "blog/", served by a public route
// (app/api/blog/images/[...key]) at a stable address, so a cached page never holds an expiring signed
// URL. The route serves a key only while a published post uses it as its cover, or an author as their
// picture: nothing else in storage can be read through it.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { publishedWhere } from "./published";

export { blogImagePath } from "./addresses";

export const BLOG_IMAGE_PREFIX = "blog/";

/** Whether `key` may be served publicly: under blog/ and in use by a published post or an author. */
export async function isPublicBlogImage(db: PrismaClient, key: string, now = new Date()): Promise<boolean> {
  if (!key.startsWith(BLOG_IMAGE_PREFIX)) return false;
  const [post, author] = await Promise.all([
    db.blogPost.findFirst({ where: { ...publishedWhere(null, now), coverKey: key }, select: { id: true } }),
    db.blogAuthor.findFirst({ where: { avatarKey: key }, select: { id: true } }),
  ]);
  return Boolean(post || author);
}
