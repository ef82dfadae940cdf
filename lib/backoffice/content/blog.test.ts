// /admin/blog's actions on a real database: create, slug rules, publish now, schedule (and the post
// appearing by itself when its time comes), unpublish, language versions, two admins at once, the
// cover through the safe decoder, delete; every change audited in its own transaction, the public pages
// revalidated after a change to a post that is or was out, and nobody but an admin let in.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isPublicBlogImage } from "@/lib/blog/images";
import { findBlogPost, listBlogPosts } from "@/lib/blog/posts";
import type { Principal } from "@/lib/routes/middleware";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { submitForm, type FormAnswer } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { read } from "@/lib/testing/photos";
import { deleteBlogPostAction, saveBlogPostAction } from "./actions";
import { adminCoverResponse, loadBlogPost } from "./blog";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const revalidated = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/blog/revalidate", () => ({ revalidateBlog: () => void revalidated.count++ }));
const bed = adminActionBed(request);

let dir: string;
let storage: FileStorage;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-admin-"));
  storage = createLocalStorage(dir, { secret: "blog-admin-test-secret-blog-admin-test-secret" });
  setStorageForTests(storage);
  await bed.p.blogAuthor.create({ data: { slug: "clara", name: "Clara Weiss" } });
});
afterAll(() => {
  setStorageForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  revalidated.count = 0;
});

let n = 0;
const unique = () => `post-${++n}-${Math.random().toString(36).slice(2, 7)}`;
const fields = (over: Record<string, string | File> = {}) => ({
  language: "en", title: "Light for your headshot", slug: unique(), excerpt: "Window light, simply.", body: "## Light\n\nStand by a window.",
  seoTitle: "", seoDescription: "", authorName: "Clara Weiss", tags: "Lighting, team photos", status: "draft", publishAt: "", ...over,
});
const idOf = (answer: FormAnswer) => {
  expect(answer).toHaveProperty("redirect");
  return /\/admin\/blog\/edit\/([^?]+)\?saved=1$/.exec((answer as { redirect: string }).redirect)![1]!;
};
async function create(over: Record<string, string | File> = {}) {
  bed.as("admin");
  return idOf(await submitForm(saveBlogPostAction, fields(over)));
}
const revisionOf = async (id: string) => (await bed.p.blogPost.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
async function update(id: string, over: Record<string, string | File>) {
  const post = await bed.p.blogPost.findUniqueOrThrow({ where: { id } });
  bed.as("admin");
  return submitForm(saveBlogPostAction, { ...fields(), id, revision: post.updatedAt.toISOString(), slug: post.slug, language: post.locale, ...over });
}
const utc = (d: Date) => d.toISOString().slice(0, 16);

describe("/admin/blog actions", () => {
  it("creates a draft with normalised tags, a translation key and a blog.create row; drafts stay off the blog", async () => {
    const id = await create({ slug: "light-basics" });
    const post = await bed.p.blogPost.findUniqueOrThrow({ where: { id } });
    expect(post).toMatchObject({ slug: "light-basics", locale: "en", status: "DRAFT", publishedAt: null, tags: ["lighting", "team-photos"], seoTitle: null, coverKey: null });
    expect(post.translationKey).toMatch(/[0-9a-f-]{36}/);
    const audit = await bed.lastAudit("blog.create", id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "BlogPost" });
    expect(audit?.data).toMatchObject({ before: {}, after: { slug: "light-basics", status: "DRAFT", title: "Light for your headshot" } });
    expect(await findBlogPost(bed.p, "en", "light-basics")).toBeNull();
    expect(revalidated.count).toBe(0);
  });

  it.each([
    ["capitals and spaces", "Light Basics", "slugFormat"],
    ["a trailing hyphen", "light-", "slugFormat"],
    ["a double hyphen", "light--basics", "slugFormat"],
    ["an umlaut", "licht-für-dich", "slugFormat"],
    ["a list's page form", "page-2", "slugReserved"],
    ["a tag form", "tag-lighting", "slugReserved"],
    ["nothing", "", "required"],
  ])("refuses a slug with %s (field error %s), writing nothing", async (_label, slug, key) => {
    bed.as("admin");
    const before = await bed.p.blogPost.count();
    const answer = await submitForm(saveBlogPostAction, fields({ slug }));
    expect(answer).toMatchObject({ fieldErrors: { slug: key } });
    expect(await bed.p.blogPost.count()).toBe(before);
  });

  it("keeps slugs unique across languages, and refuses a past schedule, an unknown author and bad tags", async () => {
    await create({ slug: "taken-slug" });
    bed.as("admin");
    expect(await submitForm(saveBlogPostAction, fields({ slug: "taken-slug", language: "de" }))).toMatchObject({ fieldErrors: { slug: "slugTaken" } });
    expect(await submitForm(saveBlogPostAction, fields({ status: "scheduled", publishAt: "2020-01-01T10:00" }))).toMatchObject({ fieldErrors: { publishAt: "publishAtPast" } });
    expect(await submitForm(saveBlogPostAction, fields({ status: "scheduled", publishAt: "" }))).toMatchObject({ fieldErrors: { publishAt: "publishAtRequired" } });
    expect(await submitForm(saveBlogPostAction, fields({ status: "scheduled", publishAt: "2030-02-31T10:00" }))).toMatchObject({ fieldErrors: { publishAt: "invalidDate" } });
    expect(await submitForm(saveBlogPostAction, fields({ authorName: "Nobody" }))).toMatchObject({ fieldErrors: { authorName: "unknownAuthor" } });
    expect(await submitForm(saveBlogPostAction, fields({ tags: "a<b>" }))).toMatchObject({ fieldErrors: { tags: "tagFormat" } });
    expect(await submitForm(saveBlogPostAction, fields({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") }))).toMatchObject({ fieldErrors: { tags: "tooManyTags" } });
  });

  it("every field error and refusal it can give has a message in the three languages", async () => {
    const keys = ["required", "tooLong", "language", "status", "slugFormat", "slugReserved", "slugTaken", "translationExists", "publishAtRequired", "publishAtPast", "invalidDate", "tagTooLong", "tagFormat", "tooManyTags", "unknownAuthor", "COVER_TOO_LARGE", "COVER_UNSUPPORTED", "COVER_TOO_SMALL", "COVER_CORRUPT"];
    for (const locale of ["en", "de", "es"]) {
      const errors = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", locale, "BackofficeContent.json"), "utf8")).errors as Record<string, string>;
      for (const key of keys) expect(errors[key], `${locale} ${key}`).toBeTruthy();
    }
  });

  it("publishes now (blog.publish), keeps the first publication date on later edits (blog.update), and unpublishes (blog.unpublish)", async () => {
    const id = await create({ slug: "publish-me" });
    expect(await update(id, { status: "published" })).toMatchObject({ ok: true });
    const published = await bed.p.blogPost.findUniqueOrThrow({ where: { id } });
    expect(published.status).toBe("PUBLISHED");
    expect(Math.abs(published.publishedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await bed.lastAudit("blog.publish", id))?.data).toMatchObject({ changed: expect.arrayContaining(["status", "publishedAt"]), before: { status: "DRAFT" }, after: { status: "PUBLISHED" } });
    expect(revalidated.count).toBe(1);
    expect(await findBlogPost(bed.p, "en", "publish-me")).toMatchObject({ kind: "post", post: { title: "Light for your headshot" } });

    expect(await update(id, { status: "published", title: "Window light" })).toMatchObject({ ok: true });
    const edited = await bed.p.blogPost.findUniqueOrThrow({ where: { id } });
    expect(edited.publishedAt).toEqual(published.publishedAt);
    expect((await bed.lastAudit("blog.update", id))?.data).toMatchObject({ changed: ["title"], before: { title: "Light for your headshot" }, after: { title: "Window light" } });
    expect(revalidated.count).toBe(2);

    expect(await update(id, { status: "draft" })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("blog.unpublish", id)).not.toBeNull();
    expect(await findBlogPost(bed.p, "en", "publish-me")).toBeNull();
    expect(revalidated.count).toBe(3);
  });

  it("schedules a post: out of every public list until its time, then on the blog with no further save", async () => {
    const at = new Date(Date.now() + 2 * 3_600_000);
    at.setUTCSeconds(0, 0);
    const id = await create({ slug: "scheduled-post", status: "scheduled", publishAt: utc(at) });
    const post = await bed.p.blogPost.findUniqueOrThrow({ where: { id } });
    expect(post).toMatchObject({ status: "PUBLISHED", publishedAt: at });
    expect((await loadBlogPost(bed.p, id))?.state).toBe("scheduled");
    expect(await findBlogPost(bed.p, "en", "scheduled-post")).toBeNull();
    expect((await listBlogPosts(bed.p, "en")).posts.map((p) => p.slug)).not.toContain("scheduled-post");
    const later = new Date(at.getTime() + 60_000);
    expect(await findBlogPost(bed.p, "en", "scheduled-post", later)).toMatchObject({ kind: "post" });
    expect((await listBlogPosts(bed.p, "en", { now: later })).posts.map((p) => p.slug)).toContain("scheduled-post");
    expect((await loadBlogPost(bed.p, id, later))?.state).toBe("published");
    expect(revalidated.count).toBe(1);

    // Publishing it now instead is a publish; moving it back to a later time an unpublish.
    expect(await update(id, { status: "published" })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("blog.publish", id)).not.toBeNull();
    expect(await update(id, { status: "scheduled", publishAt: utc(at) })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("blog.unpublish", id)).not.toBeNull();
  });

  it("adds another language's version linked by translationKey; one version per language", async () => {
    const en = await create({ slug: "tie-or-not", status: "published" });
    bed.as("admin");
    const de = idOf(await submitForm(saveBlogPostAction, fields({ sourceId: en, language: "de", slug: "krawatte-oder-nicht", title: "Krawatte oder nicht?", status: "published" })));
    const [a, b] = await Promise.all([bed.p.blogPost.findUniqueOrThrow({ where: { id: en } }), bed.p.blogPost.findUniqueOrThrow({ where: { id: de } })]);
    expect(b.translationKey).toBe(a.translationKey);
    expect(b.locale).toBe("de");
    const view = await loadBlogPost(bed.p, en);
    expect(view?.versions).toEqual([expect.objectContaining({ id: de, locale: "de", state: "published" })]);
    expect(view?.missingLocales).toEqual(["es"]);
    const found = await findBlogPost(bed.p, "en", "tie-or-not");
    expect(found?.kind === "post" && found.post.translations).toEqual([{ locale: "de", slug: "krawatte-oder-nicht", title: "Krawatte oder nicht?" }]);
    // The language switcher keeps the path: /de/blog/tie-or-not lands on the German version.
    expect(await findBlogPost(bed.p, "de", "tie-or-not")).toEqual({ kind: "redirect", slug: "krawatte-oder-nicht" });

    bed.as("admin");
    expect(await submitForm(saveBlogPostAction, fields({ sourceId: en, language: "de", slug: "zweite-version" }))).toMatchObject({ fieldErrors: { language: "translationExists" } });
    expect(await update(de, { language: "en" })).toMatchObject({ fieldErrors: { language: "translationExists" } });
  });

  it("refuses a save over another admin's newer change (CONFLICT) and an unknown post (NOT_FOUND)", async () => {
    const id = await create({ slug: "two-admins" });
    const stale = await revisionOf(id);
    expect(await update(id, { title: "First" })).toMatchObject({ ok: true });
    bed.as("admin");
    const answer = await submitForm(saveBlogPostAction, { ...fields(), id, revision: stale, slug: "two-admins", title: "Second" });
    expect(answer).toMatchObject({ error: "CONFLICT" });
    expect((await bed.p.blogPost.findUniqueOrThrow({ where: { id } })).title).toBe("First");
    expect(await submitForm(saveBlogPostAction, { ...fields(), id: "nope", slug: "nope-post" })).toMatchObject({ error: "NOT_FOUND" });
  });

  it("stores a cover through the safe decoder as WebP under blog/covers/, served once the post is out; refuses what is no image", async () => {
    const jpeg = new File([new Uint8Array(read("graceHopper"))], "cover.jpg", { type: "image/jpeg" });
    const id = await create({ slug: "with-cover", cover: jpeg });
    const { coverKey } = await bed.p.blogPost.findUniqueOrThrow({ where: { id } });
    expect(coverKey).toMatch(/^blog\/covers\/[0-9a-f]{24}-[0-9a-f]{12}\.webp$/);
    const stored = await storage.stat(coverKey!);
    expect(stored?.contentType).toBe("image/webp");
    expect(await isPublicBlogImage(bed.p, coverKey!)).toBe(false);
    await update(id, { status: "published" });
    expect(await isPublicBlogImage(bed.p, coverKey!)).toBe(true);

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "x.svg", { type: "image/svg+xml" });
    expect(await update(id, { status: "published", cover: svg })).toMatchObject({ error: "COVER_UNSUPPORTED" });
    expect((await bed.p.blogPost.findUniqueOrThrow({ where: { id } })).coverKey).toBe(coverKey);

    // Removing it deletes the file (no other version uses it).
    expect(await update(id, { status: "published", removeCover: "on" })).toMatchObject({ ok: true });
    expect((await bed.p.blogPost.findUniqueOrThrow({ where: { id } })).coverKey).toBeNull();
    expect(await storage.stat(coverKey!)).toBeNull();
  });

  it("shows a draft's cover to admins only (the public route waits until the post is out)", async () => {
    const jpeg = new File([new Uint8Array(read("graceHopper"))], "cover.jpg", { type: "image/jpeg" });
    const id = await create({ cover: jpeg });
    const answer = await adminCoverResponse(bed.p, storage, { userId: bed.admin.id, role: "admin", orgRole: null }, id);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await expect(adminCoverResponse(bed.p, storage, { userId: bed.person.id, role: "user", orgRole: null }, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(adminCoverResponse(bed.p, storage, null, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("deletes a post with a blog.delete row holding what it was", async () => {
    const id = await create({ slug: "delete-me", status: "published" });
    revalidated.count = 0;
    bed.as("admin");
    expect(await submitForm(deleteBlogPostAction, { id })).toMatchObject({ redirect: "/admin/blog" });
    expect(await bed.p.blogPost.findUnique({ where: { id } })).toBeNull();
    expect((await bed.lastAudit("blog.delete", id))?.data).toMatchObject({ before: { slug: "delete-me", status: "PUBLISHED" }, after: {} });
    expect(revalidated.count).toBe(1);
    expect(await submitForm(deleteBlogPostAction, { id })).toMatchObject({ error: "NOT_FOUND" });
  });

  it("refuses everyone but an admin, writing nothing", async () => {
    const id = await create({ slug: "guarded" });
    const before = await bed.p.blogPost.count();
    for (const [run, form] of [[saveBlogPostAction, fields({ slug: "intruder" })], [saveBlogPostAction, { ...fields(), id, slug: "guarded", status: "published" }], [deleteBlogPostAction, { id }]] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, form);
      expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
    expect(await bed.p.blogPost.count()).toBe(before);
    expect((await bed.p.blogPost.findUniqueOrThrow({ where: { id } })).status).toBe("DRAFT");
  });
});
