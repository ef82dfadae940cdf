// The home page's and the team page's loaders on a real database: the showcase pairs and the public
// route that serves their files, the credit price examples under the policy in force, the FAQ's numbers
// from the parameters, and the reviews' average.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStorageForTests, createLocalStorage, type FileStorage } from "@/lib/storage";
import { instantEngine } from "@/lib/testing/engine";
import { request, routeCaller } from "@/lib/testing/http";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";
import { ensureShowcase, SHOWCASE_PAIRS } from "@/prisma/seed/showcase";
import { homeFaq, teamFaq, HOME_FAQ } from "./faq";
import { reviewsSummary } from "./reviews-summary";
import { listShowcasePairs, showcaseFile } from "./showcase";
import { creditPriceTable } from "./team-offer";

let db: TestDb;
let storage: FileStorage;

beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma, { demo: true });
  storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lumen-marketing-")), { secret: "marketing-test-secret-marketing-test" });
  setStorageForTests(storage);
});
afterAll(async () => {
  setStorageForTests();
  await db?.cleanup();
});

const setParameter = (key: string, value: unknown) => db.prisma.parameter.update({ where: { key }, data: { value: value as never } });

describe("the showcase pairs", () => {
  it("are none until the seed made them: the home page then leaves the section out", async () => {
    expect(await listShowcasePairs(db.prisma, "en")).toEqual([]);
  });

  it("are listed in order with their files' public addresses, sizes and the backdrop named in the reader's language", async () => {
    await ensureShowcase({ db: db.prisma, storage, engine: async () => instantEngine() });
    const en = await listShowcasePairs(db.prisma, "en");
    expect(en.map((p) => [p.key, p.subject, p.backdrop])).toEqual([
      ["hopper-navy", "Grace Hopper", "Navy"],
      ["collins-office", "Eileen Collins", "Blurred office"],
      ["hopper-beige", "Grace Hopper", "Warm beige"],
    ]);
    expect(en[0]!.after).toEqual({ url: expect.stringMatching(/^\/api\/showcase\/hopper-navy\/after-[0-9a-f]{16}\.webp$/), width: 640, height: 800 });
    expect((await listShowcasePairs(db.prisma, "de")).map((p) => p.backdrop)).toEqual(["Marineblau", "Unscharfes Büro", "Warmes Beige"]);
    expect((await listShowcasePairs(db.prisma, "es")).map((p) => p.backdrop)).toEqual(["Azul marino", "Oficina desenfocada", "Beige cálido"]);
  });

  it("are served to anyone with a year-long public cache; nothing else in storage is", async () => {
    const { GET } = await import("@/app/api/showcase/[pair]/[file]/route");
    const caller = routeCaller(db);
    const [pair] = await listShowcasePairs(db.prisma, "en");
    const file = pair!.after.url.split("/").pop()!;
    const ok = await caller.call(GET, request(pair!.after.url), null, { pair: pair!.key, file });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/webp");
    expect(ok.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await ok.arrayBuffer()).subarray(8, 12).toString("ascii")).toBe("WEBP");

    // Another pair's file, a made-up hash, a file elsewhere in storage: 404.
    await storage.put("showcase/hopper-navy/secret.webp", Buffer.from("x"), { contentType: "image/webp" });
    // (Eileen Collins' original: the test engine's headshots are all alike, the originals are not.)
    const other = (await listShowcasePairs(db.prisma, "en"))[1]!.before.url.split("/").pop()!;
    for (const [p, f] of [["hopper-navy", other], ["hopper-navy", "after-0000000000000000.webp"], ["hopper-navy", "secret.webp"], ["nobody", file]]) {
      const res = await caller.call(GET, request(`/api/showcase/${p}/${f}`), null, { pair: p!, file: f! });
      expect(res.status, `${p}/${f}`).toBe(404);
    }
    expect(await showcaseFile(db.prisma, "hopper-navy", "../../shoots/x.jpg")).toBeNull();
    expect(SHOWCASE_PAIRS).toHaveLength(3);
  });
});

describe("the team credit price examples", () => {
  it("apply the volume discount in force, in the locale's currency", async () => {
    const usd = await creditPriceTable(db.prisma, "USD");
    expect(usd.unitPrice).toBe(2900);
    expect(usd.examples.map((e) => [e.quantity, e.percent, e.total])).toEqual([[5, 0, 14500], [10, 10, 26100], [25, 20, 58000], [50, 30, 101500]]);
  });

  it("follow a changed price and changed tiers at the next request", async () => {
    await setParameter("teams.creditPrice", { USD: 3500, EUR: 3200 });
    await setParameter("teams.volumeDiscounts", [{ minCredits: 5, percent: 5 }, { minCredits: 50, percent: 40 }]);
    try {
      const eur = await creditPriceTable(db.prisma, "EUR");
      expect(eur.unitPrice).toBe(3200);
      expect(eur.tiers).toEqual([{ minCredits: 5, percent: 5 }, { minCredits: 50, percent: 40 }]);
      expect(eur.examples.map((e) => [e.quantity, e.percent, e.total])).toEqual([[5, 5, 15200], [10, 5, 30400], [25, 5, 76000], [50, 40, 96000]]);
    } finally {
      await setParameter("teams.creditPrice", { USD: 2900, EUR: 2900 });
      await setParameter("teams.volumeDiscounts", [{ minCredits: 10, percent: 10 }, { minCredits: 25, percent: 20 }, { minCredits: 50, percent: 30 }]);
    }
  });
});

describe("the FAQs", () => {
  it("have eight questions on the home page, with the numbers the product runs on", async () => {
    await setParameter("photos.retentionDays", 45);
    await setParameter("refunds.windowDays", 21);
    try {
      const en = await homeFaq(db.prisma, "en");
      expect(en).toHaveLength(HOME_FAQ.length);
      expect(en).toHaveLength(8);
      const text = en.map((i) => i.answer).join(" ");
      expect(text).toContain("deleted automatically 45 days after");
      expect(text).toContain("within 21 days of your purchase");
      expect(text).toContain("4 to 20 recent photos");
      const de = (await homeFaq(db.prisma, "de")).map((i) => i.answer).join(" ");
      expect(de).toContain("45 Tage, nachdem");
      expect(de).toContain("innerhalb von 21 Tagen");
      const es = (await homeFaq(db.prisma, "es")).map((i) => i.answer).join(" ");
      expect(es).toContain("45 días después");
      expect(es).toContain("dentro de los 21 días");
    } finally {
      await setParameter("photos.retentionDays", 30);
      await setParameter("refunds.windowDays", 14);
    }
  });

  it("for teams name what a credit buys and the invoice threshold", async () => {
    const items = await teamFaq(db.prisma, "en");
    expect(items.map((i) => i.question)).toContain("What does one team credit buy?");
    const text = items.map((i) => i.answer).join(" ");
    expect(text).toContain("40 headshots in 4 styles");
    expect(text).toContain("from 10 credits");
  });
});

describe("the reviews summary", () => {
  it("averages the published customer reviews of the reader's language only (testimonials are not counted)", async () => {
    const en = await reviewsSummary(db.prisma, "en");
    expect(en.count).toBe(6);
    expect(en.average).toBe(4.2);
    // Customer reviews only (Marcus Bell's testimonial is on /reviews), featured first, then display order.
    expect(en.reviews.map((r) => r.name)).toEqual(["Priya Raman", "Hannah Cole", "Tom Okafor"]);
    await db.prisma.review.updateMany({ where: { name: "Tom Okafor" }, data: { featured: true } });
    try {
      expect((await reviewsSummary(db.prisma, "en")).reviews.map((r) => r.name)).toEqual(["Tom Okafor", "Priya Raman", "Hannah Cole"]);
    } finally {
      await db.prisma.review.updateMany({ where: { name: "Tom Okafor" }, data: { featured: false } });
    }
    await db.prisma.review.updateMany({ where: { name: "Hannah Cole" }, data: { published: false } });
    try {
      expect(await reviewsSummary(db.prisma, "en")).toMatchObject({ count: 5, average: 4.2 });
    } finally {
      await db.prisma.review.updateMany({ where: { name: "Hannah Cole" }, data: { published: true } });
    }
    expect((await reviewsSummary(db.prisma, "de")).count).toBe(6);
  });
});
