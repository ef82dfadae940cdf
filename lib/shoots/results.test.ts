import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShootState } from "@/lib/db";
import { createLocalStorage } from "@/lib/storage/local";
import { deriveUrlKey, verifySignedUrl, FILES_ROUTE } from "@/lib/storage/signing";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser } from "@/lib/testing/fixtures";
import { fileNames, signedFileKeys } from "@/lib/testing/http";
import { resultIdFor } from "./generate";
import { resultPrefix } from "./result-files";
import { PREVIEW_EDGE } from "./preview";
import { findLatestWaitingShoot, getShootGallery, RESULT_URL_MIN_SECONDS, resultUrlLifetime, thumbSize } from "./results";

const SECRET = "results-test-secret";
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-results-"));
const storage = createLocalStorage(storageDir, { secret: SECRET });

/** The storage key a signed local URL serves, after checking its signature and expiry. */
function keyOf(url: string, now = Date.now()): string {
  const parsed = new URL(url, "http://lumen.test");
  expect(parsed.pathname.startsWith(FILES_ROUTE)).toBe(true);
  const key = parsed.pathname.slice(FILES_ROUTE.length).split("/").map(decodeURIComponent).join("/");
  expect(verifySignedUrl(deriveUrlKey(SECRET), key, parsed.searchParams, now)).toEqual({ ok: true, downloadName: undefined });
  return key;
}

describe.each(["pglite", "postgres"] as const)("the results gallery (%s)", (kind) => {
  let db: TestDb;
  let packageId: string;
  let navy: string;
  let office: string;
  let n = 0;
  let main: Buffer | undefined;

  beforeAll(async () => {
    db = await openTestDb(kind);
    const p = db.prisma;
    packageId = (await p.package.create({ data: { slug: "professional", name: "Professional", headshots: 100, styles: 10, outputSize: 2048 } })).id;
    const backdrop = await p.backdrop.create({ data: { slug: "navy", name: "Navy", kind: "SOLID", colors: ["#1f2a44"] } });
    const outfit = await p.outfit.create({ data: { slug: "suit", name: "Suit", gender: "MALE", colors: ["#222"] } });
    navy = (await p.style.create({
      data: {
        slug: "navy-suit", name: "Navy studio", backdropId: backdrop.id, outfitId: outfit.id, gender: "MALE",
        translations: { de: { name: "Marineblaues Studio" }, es: { name: "Estudio azul marino" } },
      },
    })).id;
    office = (await p.style.create({
      data: { slug: "office-suit", name: "Bright office", backdropId: backdrop.id, outfitId: outfit.id, gender: "MALE", translations: { de: { name: "Helles Büro" } } },
    })).id;
  }, 60_000);

  afterAll(async () => {
    await db?.cleanup();
  });

  const user = async () => (await createUser(db.prisma)).id;

  async function shoot(userId: string, state: ShootState, styleIds: string[], extra: { managedById?: string; createdAt?: Date; deletedAt?: Date } = {}) {
    return (await createShoot(db.prisma, {
      userId, packageId, title: `Shoot ${++n}`, state, styleIds, readyAt: state === "ACTIVE" ? new Date("2026-03-04T10:00:00Z") : null, ...extra,
    })).id;
  }

  /**
   * Rows as lib/shoots/generate.ts wrote them before previews existed: derived ids, main + thumb keys in
   * `variant.files`, the main file stored.
   */
  async function results(shootId: string, styleId: string, count: number, createdAt = new Date()) {
    const ids = Array.from({ length: count }, (_, k) => resultIdFor(shootId, styleId, k));
    main ??= await sharp({ create: { width: 2048, height: 2048, channels: 3, background: "#1f2a44" } }).jpeg({ quality: 92 }).toBuffer();
    // Inserted in reverse so the stored order says nothing about the generation order.
    for (const id of [...ids].reverse()) {
      const base = resultPrefix(shootId, id);
      await storage.put(`${base}main.jpg`, main, { contentType: "image/jpeg" });
      await db.prisma.result.create({
        data: {
          id, shootId, styleId, storageKey: `${base}main.jpg`, width: 2048, height: 2048, createdAt,
          variant: { light: "soft", engine: "studio", files: { main: `${base}main.jpg`, portrait: `${base}portrait.jpg`, thumb: `${base}thumb.webp` } },
        },
      });
    }
    return ids;
  }

  it("is not found for another person, an unknown id or a deleted shoot", async () => {
    const owner = await user();
    const stranger = await user();
    const id = await shoot(owner, "ACTIVE", [navy]);
    await results(id, navy, 2);
    expect(await getShootGallery(db.prisma, storage, { userId: stranger, shootId: id, locale: "en" })).toEqual({ found: false });
    expect(await getShootGallery(db.prisma, storage, { userId: owner, shootId: "nope", locale: "en" })).toEqual({ found: false });
    expect(await getShootGallery(db.prisma, storage, { userId: owner, shootId: "x".repeat(500), locale: "en" })).toEqual({ found: false });
    const deleted = await shoot(owner, "ACTIVE", [navy], { deletedAt: new Date() });
    expect(await getShootGallery(db.prisma, storage, { userId: owner, shootId: deleted, locale: "en" })).toEqual({ found: false });
    expect(await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale: "en" })).toMatchObject({ found: true, ready: true });
  });

  it("opens for the lead who uploads on behalf of a managed member", async () => {
    const member = await user();
    const lead = await user();
    const id = await shoot(member, "ACTIVE", [navy], { managedById: lead });
    await results(id, navy, 1);
    expect(await getShootGallery(db.prisma, storage, { userId: lead, shootId: id, locale: "en" })).toMatchObject({ found: true, ready: true, id });
  });

  it("says a shoot that is not ready yet is not ready, without reading results", async () => {
    const owner = await user();
    for (const state of ["WAITING", "GENERATING", "FAILED", "ONBOARDING"] as const) {
      const id = await shoot(owner, state, [navy]);
      expect(await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale: "en" })).toEqual({ found: true, ready: false, id, state });
    }
  });

  it("lists results grouped by the chosen style order, each style in generation order, with the header facts", async () => {
    const owner = await user();
    const id = await shoot(owner, "ACTIVE", [office, navy]);
    const navyIds = await results(id, navy, 3, new Date("2026-03-04T09:00:00Z"));
    const officeIds = await results(id, office, 4, new Date("2026-03-04T09:30:00Z"));
    // An editor version and a removed result are not part of the gallery.
    await db.prisma.result.create({ data: { shootId: id, styleId: navy, storageKey: "shoots/x/edit.jpg", width: 2048, height: 2048, version: 2, parentResultId: navyIds[0] } });
    await db.prisma.result.update({ where: { id: officeIds[3] }, data: { deletedAt: new Date() } });

    const g = await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale: "en", mode: "outfits" });
    if (!g.found || !g.ready) throw new Error("expected a ready gallery");
    expect(g.title).toMatch(/^Shoot /);
    expect(g.packageName).toBe("Professional");
    expect(g.readyAt?.toISOString()).toBe("2026-03-04T10:00:00.000Z");
    expect(g.results.map((r) => r.id)).toEqual([...officeIds.slice(0, 3), ...navyIds]);
    expect(g.styles).toEqual([
      { id: office, name: "Bright office (Men)", count: 3 },
      { id: navy, name: "Navy studio (Men)", count: 3 },
    ]);
    expect(g.results.map((r) => r.styleId)).toEqual([office, office, office, navy, navy, navy]);
  });

  it("names styles in German and Spanish, falling back to English where a translation is missing", async () => {
    const owner = await user();
    const id = await shoot(owner, "ACTIVE", [navy, office]);
    await results(id, navy, 1);
    await results(id, office, 1);
    const names = async (locale: "de" | "es") => {
      const g = await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale, mode: "outfits" });
      return g.found && g.ready ? g.styles.map((s) => s.name) : null;
    };
    expect(await names("de")).toEqual(["Marineblaues Studio (Männer)", "Helles Büro (Männer)"]);
    expect(await names("es")).toEqual(["Estudio azul marino (Hombres)", "Bright office (Hombres)"]);
  });

  it("with outfits, tells a style and its other-gender counterpart apart in one format", async () => {
    const p = db.prisma;
    const style = await p.style.findUniqueOrThrow({ where: { id: navy } });
    const blouse = await p.outfit.create({ data: { slug: `blouse-${++n}`, name: "Blouse", gender: "FEMALE", colors: ["#fff"] } });
    const woman = (await p.style.create({ data: { slug: `navy-blouse-${n}`, name: "Navy studio", backdropId: style.backdropId, outfitId: blouse.id, gender: "FEMALE" } })).id;
    const owner = await user();
    const id = await shoot(owner, "ACTIVE", [woman, navy]);
    await results(id, woman, 2);
    await results(id, navy, 1);
    const g = await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale: "en", mode: "outfits" });
    if (!g.found || !g.ready) throw new Error("expected a ready gallery");
    expect(g.styles).toEqual([
      { id: woman, name: "Navy studio (Women)", count: 2 },
      { id: navy, name: "Navy studio (Men)", count: 1 },
    ]);
  });

  it("with the person's own clothes (the default studio engine), styles on one backdrop are one entry named for it, photos keeping their numbers", async () => {
    const owner = await user();
    const id = await shoot(owner, "ACTIVE", [office, navy]);
    const officeIds = await results(id, office, 2);
    const navyIds = await results(id, navy, 3);
    for (const locale of ["en", "de"] as const) {
      const g = await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale });
      if (!g.found || !g.ready) throw new Error("expected a ready gallery");
      expect(g.styles).toEqual([{ id: office, name: "Navy", count: 5 }]);
      expect(g.results.map((r) => r.id)).toEqual([...officeIds, ...navyIds]);
      expect(g.results.map((r) => r.styleId)).toEqual([office, office, office, office, office]);
      // Neither the styles' names nor their outfit: only the backdrop is what the photos show.
      expect(JSON.stringify(g.styles)).not.toMatch(/Navy studio|Bright office|Marineblaues|Helles Büro|Suit/);
    }
  });

  it("keeps results whose style was removed, last and unnamed", async () => {
    const owner = await user();
    const id = await shoot(owner, "ACTIVE", [navy]);
    await results(id, navy, 1);
    const orphan = await db.prisma.result.create({ data: { shootId: id, styleId: null, storageKey: `shoots/${id}/results/orphan/main.png`, width: 1024, height: 1024 } });
    await storage.put(`shoots/${id}/results/orphan/main.png`, await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#345" } }).png().toBuffer(), { contentType: "image/png" });
    const g = await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale: "de" });
    if (!g.found || !g.ready) throw new Error("expected a ready gallery");
    expect(g.styles.at(-1)).toEqual({ id: null, name: null, count: 1 });
    expect(g.results.at(-1)?.id).toBe(orphan.id);
    // Without a stored thumbnail the preview stands in (never the main file), at its own size.
    expect(keyOf(g.results.at(-1)!.thumb.url)).toBe(`shoots/${id}/results/orphan/preview.webp`);
    expect(g.results.at(-1)!.thumb).toMatchObject({ width: PREVIEW_EDGE, height: PREVIEW_EDGE });
  });

  it("signs URLs of each result's own thumbnail and preview, never of a delivered file, valid for at least an hour", async () => {
    const owner = await user();
    const id = await shoot(owner, "ACTIVE", [navy]);
    const ids = await results(id, navy, 2);
    const now = Date.now();
    const g = await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale: "en", now });
    if (!g.found || !g.ready) throw new Error("expected a ready gallery");
    expect(fileNames(signedFileKeys(g))).toEqual(["preview.webp", "thumb.webp"]);
    for (const [i, r] of g.results.entries()) {
      expect(r.id).toBe(ids[i]);
      expect(keyOf(r.thumb.url)).toBe(`shoots/${id}/results/${ids[i]}/thumb.webp`);
      expect(keyOf(r.preview.url)).toBe(`shoots/${id}/results/${ids[i]}/preview.webp`);
      expect(r.thumb).toMatchObject({ width: 400, height: 400 });
      expect(r.preview).toMatchObject({ width: PREVIEW_EDGE, height: PREVIEW_EDGE });
      // Made on demand and kept: a smaller WebP, named in the variant beside what was there.
      const stored = (await storage.get(`shoots/${id}/results/${ids[i]}/preview.webp`))!;
      expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: PREVIEW_EDGE, height: PREVIEW_EDGE });
      const row = await db.prisma.result.findUniqueOrThrow({ where: { id: r.id }, select: { variant: true } });
      expect(row.variant).toMatchObject({ light: "soft", files: { main: `${resultPrefix(id, r.id)}main.jpg`, preview: `${resultPrefix(id, r.id)}preview.webp` }, sizes: { preview: "800x800" } });
      // Still valid just before the hour is up.
      expect(keyOf(r.thumb.url, now + (RESULT_URL_MIN_SECONDS - 1) * 1000)).toContain("thumb.webp");
      const exp = Number(new URL(r.preview.url, "http://lumen.test").searchParams.get("exp"));
      expect(exp * 1000).toBeGreaterThanOrEqual(now + RESULT_URL_MIN_SECONDS * 1000 - 1000);
    }
    // Made once: the next visit signs the kept preview without making it again.
    const made = (await storage.stat(`${resultPrefix(id, ids[0]!)}preview.webp`))!.lastModified;
    await new Promise((r) => setTimeout(r, 20));
    const again = await getShootGallery(db.prisma, storage, { userId: owner, shootId: id, locale: "en" });
    if (!again.found || !again.ready) throw new Error("expected a ready gallery");
    expect(keyOf(again.results[0]!.preview.url)).toBe(`${resultPrefix(id, ids[0]!)}preview.webp`);
    expect((await storage.stat(`${resultPrefix(id, ids[0]!)}preview.webp`))!.lastModified).toEqual(made);
  });
});

describe("the shoot the waiting page follows", () => {
  let db: TestDb;
  let packageId: string;

  beforeAll(async () => {
    db = await openTestDb("pglite");
    packageId = (await db.prisma.package.create({ data: { slug: "starter", name: "Starter", headshots: 40, styles: 4, outputSize: 1024 } })).id;
  }, 60_000);
  afterAll(async () => {
    await db?.cleanup();
  });

  const user = async () => (await createUser(db.prisma)).id;
  const shoot = async (userId: string, state: ShootState, createdAt: Date, deletedAt?: Date) =>
    (await createShoot(db.prisma, { userId, packageId, title: "S", state, createdAt, deletedAt })).id;

  it("is the newest queued, running or failed shoot of that person only", async () => {
    const me = await user();
    const other = await user();
    expect(await findLatestWaitingShoot(db.prisma, me)).toBeNull();
    await shoot(other, "GENERATING", new Date("2026-05-01"));
    await shoot(me, "ACTIVE", new Date("2026-04-01"));
    await shoot(me, "ONBOARDING", new Date("2026-04-02"));
    expect(await findLatestWaitingShoot(db.prisma, me)).toBeNull();
    const failed = await shoot(me, "FAILED", new Date("2026-03-01"));
    expect(await findLatestWaitingShoot(db.prisma, me)).toEqual({ id: failed });
    const waiting = await shoot(me, "WAITING", new Date("2026-03-02"));
    expect(await findLatestWaitingShoot(db.prisma, me)).toEqual({ id: waiting });
    await shoot(me, "PROCESSING", new Date("2026-03-03"), new Date());
    expect(await findLatestWaitingShoot(db.prisma, me)).toEqual({ id: waiting });
  });
});

describe("result files", () => {
  it("thumbnail sizes match sharp's fit-inside resize to 400 px", () => {
    expect(thumbSize(2048, 2048)).toEqual({ width: 400, height: 400 });
    expect(thumbSize(1080, 1350)).toEqual({ width: 320, height: 400 });
    expect(thumbSize(300, 200)).toEqual({ width: 400, height: 267 });
  });

  it("URL lifetimes are at least an hour and end on a half-hour boundary (stable URLs for the cache)", () => {
    for (const now of [Date.UTC(2026, 0, 1, 10, 0, 0), Date.UTC(2026, 0, 1, 10, 29, 59, 500), Date.UTC(2026, 0, 1, 10, 30, 1)]) {
      const life = resultUrlLifetime(now);
      expect(life).toBeGreaterThanOrEqual(RESULT_URL_MIN_SECONDS);
      expect(life).toBeLessThanOrEqual(RESULT_URL_MIN_SECONDS + 30 * 60);
      expect((Math.floor(now / 1000) + life) % 1800).toBe(0);
    }
    expect(Math.floor(Date.UTC(2026, 0, 1, 10, 0, 5) / 1000) + resultUrlLifetime(Date.UTC(2026, 0, 1, 10, 0, 5))).toBe(
      Math.floor(Date.UTC(2026, 0, 1, 10, 20, 0) / 1000) + resultUrlLifetime(Date.UTC(2026, 0, 1, 10, 20, 0)),
    );
  });
});
