// The back office's blog (/admin/blog, /admin/blog/new, /admin/blog/edit/{id}): the list, one post with
// its other language versions, save (lib/backoffice/content/publishing.ts) and delete. A cover goes
// through the photos' safe decoder (`reencodeImage`) and is stored as WebP under blog/covers/ (the
// public image route serves it while a published post uses it, lib/blog/images.ts); its name is the
// bytes' hash and a random part, so a new cover is a new address that no cache keeps, and one upload
// never shares a file with another (deleting an unused one cannot race another post's upload). After a change to a
// post that is or was out, every blog page is revalidated (lib/blog/revalidate.ts), after the commit.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { BlogPost, Prisma, PrismaClient } from "@/lib/db";
import { BLOG_IMAGE_PREFIX } from "@/lib/blog/images";
import { revalidateBlog } from "@/lib/blog/revalidate";
import { readingMinutes } from "@/lib/blog/text";
import { DecodeError, reencodeImage, type DecodeLimits } from "@/lib/engine/decode";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import type { Locale } from "@/lib/i18n/config";
import { getStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { Refusal } from "@/lib/http/errors";
import type { Principal } from "@/lib/routes/middleware";
import { BackofficeError } from "../errors";
import { contentOrder, deleteContent, editorStatus, NS, saveContent, statusWhere, languageVersions, VERSION_SELECT, type ContentSpec, type LanguageVersion, type SaveResult } from "./publishing";
import type { BlogInput, BlogQuery, EditorStatus } from "./schemas";

export const BLOG_AUDIT_FIELDS = ["slug", "locale", "translationKey", "title", "excerpt", "body", "authorName", "coverKey", "tags", "seoTitle", "seoDescription", "status", "publishedAt"] as const;

export const COVER_LIMITS: DecodeLimits & { maxSide: number } = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  minSide: 200,
  formats: ["jpeg", "png", "webp", "avif"],
  /** The stored cover's longest side (the post shows it at most 1200 px wide). */
  maxSide: 2000,
};

type BlogFields = Omit<Prisma.BlogPostUncheckedCreateInput, "slug" | "locale" | "translationKey" | "status" | "publishedAt">;

const spec: ContentSpec<BlogPost, BlogFields> = {
  table: "BlogPost",
  entity: "blog",
  auditKeys: BLOG_AUDIT_FIELDS,
  find: (tx, id) => tx.blogPost.findUnique({ where: { id } }),
  idOfSlug: async (tx, slug) => (await tx.blogPost.findUnique({ where: { slug }, select: { id: true } }))?.id ?? null,
  idOfVersion: async (tx, translationKey, locale) => (await tx.blogPost.findUnique({ where: { translationKey_locale: { translationKey, locale } }, select: { id: true } }))?.id ?? null,
  create: (tx, data) => tx.blogPost.create({ data }),
  update: (tx, id, data) => tx.blogPost.update({ where: { id }, data }),
  link: (tx, id, translationKey) => tx.blogPost.update({ where: { id }, data: { translationKey } }),
  inherit: (source, fields) => ("coverKey" in fields ? {} : { coverKey: source.coverKey }),
};

export type BlogRow = { id: string; title: string; slug: string; locale: string; state: EditorStatus | "archived"; authorName: string; tags: string[]; publishedAt: Date | null; updatedAt: Date };

export async function findBlogPage(db: PrismaClient, query: BlogQuery, now = new Date()): Promise<Page<BlogRow>> {
  const where: Prisma.BlogPostWhereInput = {
    ...statusWhere(query.status, now),
    ...(query.locale ? { locale: query.locale } : {}),
    ...(query.tag ? { tags: { has: query.tag.toLocaleLowerCase() } } : {}),
    ...(query.q ? { AND: [{ OR: [{ title: { contains: query.q, mode: "insensitive" } }, { slug: { contains: query.q.toLowerCase() } }, { authorName: { contains: query.q, mode: "insensitive" } }] }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.blogPost.findMany({
      where,
      orderBy: [contentOrder(query.sort), { id: "desc" }],
      ...paginate(query),
      select: { id: true, title: true, slug: true, locale: true, status: true, authorName: true, tags: true, publishedAt: true, updatedAt: true },
    }),
    db.blogPost.count({ where }),
  ]);
  return toPage(rows.map(({ status, ...r }) => ({ ...r, state: editorStatus({ status, publishedAt: r.publishedAt }, now) })), total, query);
}

/** Every tag in use (the list's filter). */
export async function blogTagsInUse(db: PrismaClient): Promise<string[]> {
  const rows = await db.blogPost.findMany({ select: { tags: true } });
  return [...new Set(rows.flatMap((r) => r.tags))].sort();
}

/** The authors a post can name (BlogAuthor rows, by name). */
export async function blogAuthorNames(db: PrismaClient): Promise<string[]> {
  return (await db.blogAuthor.findMany({ select: { name: true }, orderBy: { name: "asc" } })).map((a) => a.name);
}

export type BlogEditData = BlogPost & { state: EditorStatus | "archived"; readingMinutes: number; versions: LanguageVersion[]; missingLocales: Locale[] };

/** A post for its edit page, with its other language versions and the languages it lacks. */
export async function loadBlogPost(db: PrismaClient, id: string, now = new Date()): Promise<BlogEditData | null> {
  const post = await db.blogPost.findUnique({ where: { id } });
  if (!post) return null;
  const others = post.translationKey ? await db.blogPost.findMany({ where: { translationKey: post.translationKey, id: { not: post.id } }, select: VERSION_SELECT }) : [];
  return {
    ...post,
    state: editorStatus(post, now),
    readingMinutes: readingMinutes(post.body),
    ...languageVersions(post.locale, others, now),
  };
}

/** The cover a form posted (field "cover"), or null when none was chosen; an oversized one is refused before its bytes are read. */
export async function readCoverUpload(formData: FormData): Promise<Buffer | null> {
  const file = formData.get("cover");
  if (!(file instanceof Blob) || file.size === 0) return null;
  if (file.size > COVER_LIMITS.maxBytes) throw new BackofficeError(NS, "COVER_TOO_LARGE", { maxMb: 5 });
  return Buffer.from(await file.arrayBuffer());
}

/** Decodes, re-encodes and stores an uploaded cover; returns its key. Refusals are BackofficeErrors. */
export async function storeCover(storage: FileStorage, bytes: Buffer): Promise<string> {
  let webp: Buffer;
  try {
    webp = (await reencodeImage(bytes, COVER_LIMITS, { maxSide: COVER_LIMITS.maxSide, quality: 85 })).bytes;
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    const code = error.reason === "UNSUPPORTED_FORMAT" ? "COVER_UNSUPPORTED" : error.reason === "LOW_RESOLUTION" ? "COVER_TOO_SMALL" : error.reason === "FILE_TOO_LARGE" ? "COVER_TOO_LARGE" : "COVER_CORRUPT";
    throw new BackofficeError(NS, code, { maxMb: 5, minSide: COVER_LIMITS.minSide });
  }
  const key = `${BLOG_IMAGE_PREFIX}covers/${createHash("sha256").update(webp).digest("hex").slice(0, 24)}-${randomBytes(6).toString("hex")}.webp`;
  await storage.put(key, webp, { contentType: "image/webp", cacheControl: "public, max-age=3600" });
  return key;
}

/** Deletes a cover file once no post uses it any more (language versions may share one). */
async function dropUnusedCover(db: PrismaClient, storage: FileStorage, key: string | null | undefined): Promise<void> {
  if (!key || (await db.blogPost.count({ where: { coverKey: key } })) > 0) return;
  await storage.delete(key).catch(() => undefined);
}

const isOut = (row: { status: string } | null | undefined) => row?.status === "PUBLISHED";

/** Saves a post from the editor: the cover first (a refused image writes nothing), then the row and its audit. */
export async function saveBlogPost(db: PrismaClient, input: BlogInput & { cover: Buffer | null; actorId: string }, now = new Date(), storage: FileStorage = getStorage()): Promise<SaveResult<BlogPost>> {
  const { cover, actorId, removeCover, tags, excerpt, body, seoTitle, seoDescription, authorName, title } = input;
  if (!(await db.blogAuthor.findUnique({ where: { name: authorName }, select: { id: true } }))) return { ok: false, fieldErrors: { authorName: "unknownAuthor" } };
  const coverKey = cover ? await storeCover(storage, cover) : removeCover ? null : undefined;
  const fields: BlogFields = { title, excerpt, body, seoTitle, seoDescription, authorName, tags, ...(coverKey !== undefined ? { coverKey } : {}) };
  let result: SaveResult<BlogPost>;
  try {
    result = await saveContent(db, spec, input, fields, actorId, now);
  } catch (error) {
    if (coverKey) await dropUnusedCover(db, storage, coverKey);
    throw error;
  }
  if (!result.ok) {
    if (coverKey) await dropUnusedCover(db, storage, coverKey);
    return result;
  }
  if (result.before?.coverKey && result.before.coverKey !== result.row.coverKey) await dropUnusedCover(db, storage, result.before.coverKey);
  if (isOut(result.before) || isOut(result.row)) revalidateBlog();
  return result;
}

/** Deletes a post (and its cover when no other version uses it). */
export async function deleteBlogPost(db: PrismaClient, id: string, actorId: string, storage: FileStorage = getStorage()): Promise<void> {
  const before = await deleteContent(db, { ...spec, remove: (tx, postId) => tx.blogPost.delete({ where: { id: postId } }) }, id, actorId);
  await dropUnusedCover(db, storage, before.coverKey);
  if (isOut(before)) revalidateBlog();
}

/** A post's cover for a platform admin (the edit page shows it before the post is out); 404 for anyone else. */
export async function adminCoverResponse(db: PrismaClient, storage: FileStorage, principal: Principal, postId: string): Promise<Response> {
  const notFound = () => new Refusal(NS, "NOT_FOUND", 404);
  if (principal?.role !== "admin") throw notFound();
  const post = await db.blogPost.findUnique({ where: { id: postId }, select: { coverKey: true } });
  const bytes = post?.coverKey ? await storage.get(post.coverKey) : null;
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), { headers: { "Content-Type": "image/webp", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "X-Content-Type-Options": "nosniff" } });
}
