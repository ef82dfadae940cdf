// The catalogue as the price list and the style chooser read it, on a migrated and seeded PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";
import { formatPrice, isCurrency } from "./currency";
import { matchesGender } from "./gender";
import { findPackageChoice, listPackageChoices } from "./packages";
import { pricingPolicy } from "./policy";
import { listStyles } from "./styles";

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma);
});
afterAll(async () => {
  await db?.cleanup();
});

describe("packages", () => {
  it("lists the three seeded packages in order, each priced in USD and EUR", async () => {
    const packages = await listPackageChoices(db.prisma);
    expect(packages.map((p) => [p.slug, p.headshots, p.styles, p.outputSize, p.printSize, p.editCredits, p.prices])).toEqual([
      ["starter", 40, 4, 1024, null, 0, { USD: 2900, EUR: 2900 }],
      ["professional", 100, 10, 2048, null, 5, { USD: 3900, EUR: 3900 }],
      ["executive", 200, 20, 2048, 4096, 20, { USD: 5900, EUR: 5900 }],
    ]);
  });

  it("finds a package by slug; unknown, malformed and inactive slugs find nothing", async () => {
    expect((await findPackageChoice(db.prisma, "professional"))?.styles).toBe(10);
    for (const bad of ["premium", "", "../starter", "STARTER", "x".repeat(200), 42, null, ["starter"]]) {
      expect(await findPackageChoice(db.prisma, bad)).toBeNull();
    }
    await db.prisma.package.update({ where: { slug: "executive" }, data: { active: false } });
    try {
      expect(await findPackageChoice(db.prisma, "executive")).toBeNull();
      expect((await listPackageChoices(db.prisma)).map((p) => p.slug)).toEqual(["starter", "professional"]);
    } finally {
      await db.prisma.package.update({ where: { slug: "executive" }, data: { active: true } });
    }
  });

  it("leaves out a package that has no price in one of the switchable currencies", async () => {
    const pkg = await db.prisma.package.findUniqueOrThrow({ where: { slug: "starter" } });
    const eur = await db.prisma.packagePrice.delete({ where: { packageId_currency: { packageId: pkg.id, currency: "EUR" } } });
    try {
      expect((await listPackageChoices(db.prisma)).map((p) => p.slug)).toEqual(["professional", "executive"]);
      expect(await findPackageChoice(db.prisma, "starter")).toBeNull();
    } finally {
      await db.prisma.packagePrice.create({ data: { packageId: pkg.id, currency: "EUR", amount: eur.amount } });
    }
  });
});

describe("prices", () => {
  it("formats minor units in the reader's language, with cents only when there are any", () => {
    expect(formatPrice(2900, "USD", "en-US")).toBe("$29");
    expect(formatPrice(2900, "EUR", "en-US")).toBe("€29");
    expect(formatPrice(3900, "EUR", "de-DE")).toBe("39\u00a0€");
    expect(formatPrice(5900, "USD", "es-ES")).toBe("59\u00a0US$");
    expect(formatPrice(2950, "USD", "en-US")).toBe("$29.50");
    expect(formatPrice(2905, "EUR", "de-DE")).toBe("29,05\u00a0€");
  });

  it("knows only the two switchable currencies", () => {
    expect(["USD", "EUR", "GBP", "usd", "", null].map(isCurrency)).toEqual([true, true, false, false, false, false]);
  });
});

describe("styles", () => {
  it("lists every active style with its backdrop and outfit, in catalogue order", async () => {
    const styles = await listStyles(db.prisma, "en");
    expect(styles).toHaveLength(26);
    expect(styles[0]).toEqual({
      slug: "classic-corporate-female",
      name: "Classic Corporate",
      description: expect.stringContaining("timeless company headshot"),
      gender: "FEMALE",
      previewUrl: "/styles/classic-corporate-female.webp",
      backdrop: { slug: "studio-light-grey", name: "Studio light grey", kind: "SOLID", colors: ["#D9DBDE"] },
      outfit: { slug: "female-navy-suit", name: "Navy business suit", colors: ["#1F2A44", "#F4F4F2"] },
    });
    expect(styles[1]!.slug).toBe("classic-corporate-male");
  });

  it("names styles, backdrops and outfits in the reader's language", async () => {
    const [de, es] = await Promise.all([listStyles(db.prisma, "de"), listStyles(db.prisma, "es")]);
    const deMale = de.find((s) => s.slug === "classic-corporate-male")!;
    expect([deMale.name, deMale.backdrop.name, deMale.outfit.name]).toEqual(["Klassisch Corporate", "Studio hellgrau", "Marineblauer Anzug mit Krawatte"]);
    expect(deMale.description).toMatch(/^Das zeitlose Firmenporträt/);
    const esCity = es.find((s) => s.slug === "city-evening-female")!;
    expect([esCity.name, esCity.backdrop.name, esCity.outfit.name]).toEqual(["Ciudad al anochecer", "Luces de ciudad con bokeh", "Blazer negro, top de seda"]);
  });

  it("falls back to English where a translation is missing or blank", async () => {
    await db.prisma.style.update({ where: { slug: "tech-founder-male" }, data: { translations: { de: { name: "  " } } } });
    const de = await listStyles(db.prisma, "de");
    const founder = de.find((s) => s.slug === "tech-founder-male")!;
    expect([founder.name, founder.description]).toEqual(["Tech Founder", expect.stringMatching(/^Smart-casual knit/)]);
    await runSeed(db.prisma); // puts the translations back
  });

  it("filters by gender, unisex styles showing under every filter", async () => {
    const outfit = await db.prisma.outfit.findUniqueOrThrow({ where: { slug: "male-white-shirt" } });
    const backdrop = await db.prisma.backdrop.findUniqueOrThrow({ where: { slug: "white" } });
    await db.prisma.style.create({ data: { slug: "test-unisex", name: "Test Unisex", gender: "UNISEX", backdropId: backdrop.id, outfitId: outfit.id, sortOrder: 999 } });
    try {
      const [all, female, male] = await Promise.all([listStyles(db.prisma, "en", "all"), listStyles(db.prisma, "en", "female"), listStyles(db.prisma, "en", "male")]);
      expect(all).toHaveLength(27);
      expect(female).toHaveLength(14);
      expect(male).toHaveLength(14);
      expect(female.every((s) => s.gender !== "MALE")).toBe(true);
      expect(male.every((s) => s.gender !== "FEMALE")).toBe(true);
      expect(female.at(-1)!.slug).toBe("test-unisex");
      // The browser filters the same way.
      expect(all.filter((s) => matchesGender(s.gender, "female")).map((s) => s.slug)).toEqual(female.map((s) => s.slug));
      expect(all.filter((s) => matchesGender(s.gender, "male")).map((s) => s.slug)).toEqual(male.map((s) => s.slug));
    } finally {
      await db.prisma.style.delete({ where: { slug: "test-unisex" } });
    }
  });

  it("hides inactive styles and styles whose backdrop or outfit was retired", async () => {
    await db.prisma.style.update({ where: { slug: "bright-studio-female" }, data: { active: false } });
    await db.prisma.backdrop.update({ where: { slug: "bokeh-city" }, data: { active: false } });
    await db.prisma.outfit.update({ where: { slug: "male-navy-knit" }, data: { active: false } });
    try {
      const slugs = (await listStyles(db.prisma, "en")).map((s) => s.slug);
      expect(slugs).not.toContain("bright-studio-female");
      expect(slugs).not.toContain("city-evening-female");
      expect(slugs).not.toContain("city-evening-male");
      expect(slugs.filter((s) => ["warm-approachable-male", "creative-casual-male", "tech-founder-male"].includes(s))).toEqual([]);
      expect(slugs).toHaveLength(26 - 1 - 2 - 3);
    } finally {
      await db.prisma.style.update({ where: { slug: "bright-studio-female" }, data: { active: true } });
      await db.prisma.backdrop.update({ where: { slug: "bokeh-city" }, data: { active: true } });
      await db.prisma.outfit.update({ where: { slug: "male-navy-knit" }, data: { active: true } });
    }
  });
});

describe("pricing policy", () => {
  it("reads the refund window and photo retention admins set, falling back to the defaults", async () => {
    expect(await pricingPolicy(db.prisma)).toEqual({ refundWindowDays: 14, photoRetentionDays: 30 });
    await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 21 } });
    await db.prisma.parameter.update({ where: { key: "photos.retentionDays" }, data: { value: "forever" } });
    expect(await pricingPolicy(db.prisma)).toEqual({ refundWindowDays: 21, photoRetentionDays: 30 });
    await db.prisma.parameter.delete({ where: { key: "refunds.windowDays" } });
    await db.prisma.parameter.update({ where: { key: "photos.retentionDays" }, data: { value: 7 } });
    expect(await pricingPolicy(db.prisma)).toEqual({ refundWindowDays: 14, photoRetentionDays: 7 });
  });
});
