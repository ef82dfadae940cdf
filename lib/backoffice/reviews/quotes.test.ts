// /admin/reviews and /admin/testimonials: a customer's review from the review prompt waits unapproved;
// approving, featuring, unapproving, editing (with a photo through the safe decoder) and deleting are
// audited with before/after; only approved customer reviews count in reviewSummary and show on the
// home page, featured first; one screen's actions never touch the other kind's rows.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { submitReview } from "@/lib/account/review";
import { reviewSummary } from "@/lib/marketing/reviews";
import { reviewsSummary } from "@/lib/marketing/reviews-summary";
import { isServableReviewAvatar } from "@/lib/marketing/review-avatars";
import type { Principal } from "@/lib/routes/middleware";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { deleteQuoteAction, saveQuoteAction, setQuoteFlagAction } from "./actions";
import { findQuotePage } from "./quotes";
import { quoteQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

let dir: string;
let storage: FileStorage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "lumen-reviews-"));
  storage = createLocalStorage(dir, { secret: "test-secret-test-secret-test-secret" });
  setStorageForTests(storage);
});
afterAll(async () => {
  setStorageForTests();
  await rm(dir, { recursive: true, force: true });
});

/** A customer with a good result (a favourite in an ACTIVE shoot) sends a review through the prompt. */
async function customerReview(rating: number, locale: "en" | "de" = "en"): Promise<string> {
  const user = await createUser(bed.p, { name: "Ada Lovelace" });
  const catalogue = await seedCatalogue(bed.p, { headshots: 1, styles: 1 });
  const shoot = await createShoot(bed.p, { userId: user.id, packageId: catalogue.packageId, state: "ACTIVE", readyAt: new Date() });
  await bed.p.result.create({ data: { shootId: shoot.id, styleId: catalogue.styleIds[0]!, storageKey: `x/${shoot.id}.jpg`, width: 10, height: 10, isFavorite: true } });
  const result = await submitReview(bed.p, { userId: user.id, locale, rating, body: "Really good photos, quick and friendly.", consent: true });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.reviewId;
}

const flag = (kind: string, reviewId: string, f: "published" | "featured", value: boolean) => submitForm(setQuoteFlagAction, { kind, reviewId, flag: f, value: String(value) });
const fresh = async () => bed.p.review.deleteMany({});

describe("customer reviews", () => {
  it("a review from the prompt waits unapproved, is listed as waiting, and counts only once approved", async () => {
    await fresh();
    const id = await customerReview(2);
    const waiting = await findQuotePage(bed.p, "REVIEW", quoteQuery.parse({ published: "no" }));
    expect(waiting.items.map((r) => r.id)).toEqual([id]);
    expect(await reviewSummary(bed.p)).toEqual({ average: null, count: 0 });

    bed.as("admin");
    expect(await flag("REVIEW", id, "published", true)).toMatchObject({ ok: true });
    expect(await reviewSummary(bed.p)).toEqual({ average: 2, count: 1 });
    const audit = await bed.lastAudit("review.approve", id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "Review" });
    expect(audit?.data).toMatchObject({ changed: ["published"], before: { published: false }, after: { published: true } });

    // A repeat changes nothing and writes no second row.
    const rows = await bed.p.auditLog.count({ where: { action: "review.approve", targetId: id } });
    expect(await flag("REVIEW", id, "published", true)).toMatchObject({ ok: true });
    expect(await bed.p.auditLog.count({ where: { action: "review.approve", targetId: id } })).toBe(rows);
  });

  it("the summary counts approved customer reviews only: never waiting ones nor testimonials", async () => {
    await fresh();
    const approved = await customerReview(4);
    await customerReview(1); // waiting
    bed.as("admin");
    await flag("REVIEW", approved, "published", true);
    await bed.p.review.create({ data: { kind: "TESTIMONIAL", name: "Quote", rating: 1, body: "A chosen quote here.", published: true } });
    expect(await reviewSummary(bed.p)).toEqual({ average: 4, count: 1 });
    expect(await reviewsSummary(bed.p, "en")).toMatchObject({ average: 4, count: 1, reviews: [{ id: approved }] });
  });

  it("featuring needs approval, puts the review first on the home page, and unapproving unfeatures", async () => {
    await fresh();
    const a = await customerReview(5);
    const b = await customerReview(4);
    bed.as("admin");
    expect(await flag("REVIEW", b, "featured", true)).toMatchObject({ error: "NOT_APPROVED" });
    await flag("REVIEW", a, "published", true);
    await flag("REVIEW", b, "published", true);
    await bed.p.review.update({ where: { id: a }, data: { sortOrder: 1 } });
    await bed.p.review.update({ where: { id: b }, data: { sortOrder: 2 } });
    expect((await reviewsSummary(bed.p, "en")).reviews.map((r) => r.id)).toEqual([a, b]);

    expect(await flag("REVIEW", b, "featured", true)).toMatchObject({ ok: true });
    expect((await reviewsSummary(bed.p, "en")).reviews.map((r) => [r.id, r.featured])).toEqual([[b, true], [a, false]]);
    expect((await bed.lastAudit("review.feature", b))?.data).toMatchObject({ changed: ["featured"], after: { featured: true } });
    const featuredOnly = await findQuotePage(bed.p, "REVIEW", quoteQuery.parse({ featured: "yes" }));
    expect(featuredOnly.items.map((r) => r.id)).toEqual([b]);

    expect(await flag("REVIEW", b, "published", false)).toMatchObject({ ok: true });
    expect(await bed.p.review.findUniqueOrThrow({ where: { id: b } })).toMatchObject({ published: false, featured: false });
    expect((await bed.lastAudit("review.unapprove", b))?.data).toMatchObject({ changed: ["featured", "published"] });
    expect((await reviewsSummary(bed.p, "en")).reviews.map((r) => r.id)).toEqual([a]);
  });

  it("edits a review with a photo re-encoded as WebP, served only while published (or to an admin)", async () => {
    await fresh();
    const id = await customerReview(5);
    bed.as("admin");
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#456" } }).png().toBuffer();
    const photo = new File([new Uint8Array(png)], "me.png", { type: "image/png" });
    const answer = await submitForm(saveQuoteAction, { kind: "REVIEW", reviewId: id, name: "Ada L.", title: "Engineer", company: "Analytical Co", rating: "4", body: "Really good photos, quick and friendly!", locale: "en", sortOrder: "3", photo });
    expect(answer).toMatchObject({ ok: true });
    const row = await bed.p.review.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ title: "Engineer", company: "Analytical Co", rating: 4, sortOrder: 3, published: false });
    expect(row.avatarKey).toMatch(/^reviews\/avatars\/[\w-]+\.webp$/);
    const stored = (await storage.get(row.avatarKey!))!;
    expect((await sharp(stored).metadata()).format).toBe("webp");
    expect(Math.max((await sharp(stored).metadata()).width!, (await sharp(stored).metadata()).height!)).toBe(256);
    expect(await isServableReviewAvatar(bed.p, row.avatarKey!)).toBe(false);
    expect(await isServableReviewAvatar(bed.p, row.avatarKey!, true)).toBe(true);
    const audit = await bed.lastAudit("review.update", id);
    expect(audit?.data).toMatchObject({ before: { rating: 5, avatarKey: null }, after: { rating: 4, title: "Engineer" } });

    const svg = new File([new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")], "x.svg", { type: "image/svg+xml" });
    expect(await submitForm(saveQuoteAction, { kind: "REVIEW", reviewId: id, name: "Ada L.", rating: "4", body: "Really good photos, quick and friendly!", locale: "en", photo: svg })).toMatchObject({ fieldErrors: { photo: "photoFormat" } });

    await submitForm(saveQuoteAction, { kind: "REVIEW", reviewId: id, name: "Ada L.", rating: "4", body: "Really good photos, quick and friendly!", locale: "en", removePhoto: "on" });
    expect((await bed.p.review.findUniqueOrThrow({ where: { id } })).avatarKey).toBeNull();
    expect(await storage.get(row.avatarKey!)).toBeNull();
  });

  it("refuses bad fields, and deletes with an audit row", async () => {
    await fresh();
    const id = await customerReview(3);
    bed.as("admin");
    expect(await submitForm(saveQuoteAction, { kind: "REVIEW", name: "", rating: "9", body: "short", locale: "fr" })).toMatchObject({ fieldErrors: { name: "nameRequired", rating: "ratingRange", body: "bodyTooShort" } });
    expect(await submitForm(deleteQuoteAction, { kind: "REVIEW", reviewId: id })).toMatchObject({ ok: true });
    expect(await bed.p.review.count({ where: { id } })).toBe(0);
    expect((await bed.lastAudit("review.delete", id))?.data).toMatchObject({ before: { rating: 3, kind: "REVIEW" }, after: {} });
  });
});

describe("testimonials", () => {
  it("are created unpublished, published as testimonial.*, never featured, and out of the reviews screen's reach", async () => {
    await fresh();
    bed.as("admin");
    expect(await submitForm(saveQuoteAction, { kind: "TESTIMONIAL", name: "Marcus Bell", title: "Head of People", company: "Brightline", rating: "5", body: "Our whole team had photos in a week.", locale: "en", sortOrder: "" })).toMatchObject({ ok: true });
    const row = await bed.p.review.findFirstOrThrow({ where: { kind: "TESTIMONIAL" } });
    expect(row).toMatchObject({ published: false, featured: false, sortOrder: 0 });
    expect(await bed.lastAudit("testimonial.create", row.id)).toMatchObject({ actorId: bed.admin.id });

    expect(await flag("REVIEW", row.id, "published", true)).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(deleteQuoteAction, { kind: "REVIEW", reviewId: row.id })).toMatchObject({ error: "NOT_FOUND" });
    expect(await flag("TESTIMONIAL", row.id, "published", true)).toMatchObject({ ok: true });
    expect(await bed.lastAudit("testimonial.approve", row.id)).not.toBeNull();
    expect(await flag("TESTIMONIAL", row.id, "featured", true)).toMatchObject({ error: "WRONG_STATE" });
    expect(await reviewSummary(bed.p)).toEqual({ average: null, count: 0 });
    expect((await findQuotePage(bed.p, "REVIEW", quoteQuery.parse({}))).total).toBe(0);
  });
});

describe("only platform admins", () => {
  it.each([
    ["save", () => saveQuoteAction, { kind: "REVIEW", name: "X", rating: "5", body: "Ten chars at least.", locale: "en" }],
    ["flag", () => setQuoteFlagAction, { kind: "REVIEW", reviewId: "r", flag: "published", value: "true" }],
    ["delete", () => deleteQuoteAction, { kind: "REVIEW", reviewId: "r" }],
  ] as const)("%s refuses everyone else", async (_name, run, fields) => {
    const { answers, audited } = await bed.refusesEveryoneElse(run(), fields);
    expect(answers.map((a) => ("error" in a ? a.error : "ok"))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
  });
});
