// What the landing pages say, from the database: the featured package follows real paid orders (the
// middle of the catalogue while there are none), prices and parameters are read, not written down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";
import { landingFacts, mostChosenPackageSlug, pickFeatured, POPULARITY_WINDOW_DAYS } from "./landing";

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p, { demo: false });
});
afterAll(async () => {
  await db?.cleanup();
});

const DAY_MS = 86_400_000;

async function paidOrder(slug: string, paidAt: Date, status: "PAID" | "REFUNDED" | "PENDING" = "PAID") {
  const pkg = await p.package.findUniqueOrThrow({ where: { slug } });
  return p.order.create({ data: { kind: "PACKAGE", packageId: pkg.id, status, currency: "USD", subtotal: 100, total: 100, paidAt } });
}

describe("landingFacts", () => {
  it("features the middle package with no claim while nothing was sold, and reads prices and parameters", async () => {
    const facts = await landingFacts(p, "en");
    expect(facts.packages.map((x) => x.slug)).toEqual(["starter", "professional", "executive"]);
    expect(facts.featured).toMatchObject({ slug: "professional", basis: "catalogue", price: { currency: "USD" } });
    expect(facts.fromPrice).toEqual(facts.packages[0]!.price);
    expect(facts.photos).toEqual({ min: 4, max: 20 });
    expect(facts.turnaroundSeconds).toBeNull();

    const euro = await p.packagePrice.findFirstOrThrow({ where: { package: { slug: "professional" }, currency: "EUR" } });
    await p.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 21 } });
    await p.packagePrice.updateMany({ where: { package: { slug: "professional" }, currency: "EUR" }, data: { amount: 4700 } });
    try {
      const de = await landingFacts(p, "de");
      expect(de.refundDays).toBe(21);
      expect(de.featured!.price).toEqual({ amount: 4700, currency: "EUR" });
    } finally {
      await p.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 14 } });
      await p.packagePrice.update({ where: { id: euro.id }, data: { amount: euro.amount } });
    }
  });

  it("features the package paid for most often in the window; old, unpaid and inactive ones do not count", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (POPULARITY_WINDOW_DAYS + 1) * DAY_MS);
    for (let i = 0; i < 3; i++) await paidOrder("starter", old);
    for (let i = 0; i < 3; i++) await paidOrder("professional", now, "PENDING");
    await paidOrder("executive", now);
    expect(await mostChosenPackageSlug(p, now)).toBe("executive");
    expect((await landingFacts(p, "en", now)).featured).toMatchObject({ slug: "executive", basis: "orders" });

    await p.package.update({ where: { slug: "executive" }, data: { active: false } });
    try {
      expect(await mostChosenPackageSlug(p, now)).toBeNull();
    } finally {
      await p.package.update({ where: { slug: "executive" }, data: { active: true } });
    }
    await p.order.deleteMany({});
  });

  it("picks the most chosen when it is on sale, else the middle one, else nothing", () => {
    const offer = (slug: string) => ({ slug, name: slug, headshots: 1, styles: 1, outputSize: 1, printSize: null, editCredits: 0, price: { amount: 100, currency: "USD" as const } });
    const list = ["a", "b", "c", "d"].map(offer);
    expect(pickFeatured(list, "d")).toMatchObject({ slug: "d", basis: "orders" });
    expect(pickFeatured(list, "gone")).toMatchObject({ slug: "b", basis: "catalogue" });
    expect(pickFeatured(list.slice(0, 1), null)).toMatchObject({ slug: "a" });
    expect(pickFeatured([], "a")).toBeNull();
  });
});
