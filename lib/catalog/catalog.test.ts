// The catalogue as the price list and the style chooser read it, on a migrated and seeded PGlite, for
// both kinds of engine: one that dresses people in outfits and one that keeps their own clothes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";
import { formatPrice, isCurrency } from "./currency";
import { OUTFITS } from "@/prisma/seed/catalogue";
import { optionAvailability } from "@/lib/studio/engine";
import { activeEngineInfo } from "@/lib/shoots/active-engine";
import { matchesGender } from "./gender";
import { looksFor } from "./looks";
import { activeStyleMode } from "./mode";
import { findPackageChoice, listPackageChoices } from "./packages";
import { pricingPolicy } from "./policy";
import { distinctLooks, labelStyles, listStylePreviews, listStyles, stylesOnOffer, withStylesOnOffer } from "./styles";

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

describe("styles with an engine that dresses people (outfits)", () => {
  const outfits = (locale: "en" | "de" | "es" = "en", options: Parameters<typeof listStyles>[2] = {}) => listStyles(db.prisma, locale, { mode: "outfits", ...options });

  it("lists every active style with its backdrop and outfit, in catalogue order, each labelled for whom it is", async () => {
    const { mode, styles } = await outfits();
    expect(mode).toBe("outfits");
    expect(styles).toHaveLength(26);
    expect(styles[0]).toEqual({
      slug: "classic-corporate-female",
      slugs: ["classic-corporate-female"],
      theme: "classic corporate|studio-light-grey",
      gender: "FEMALE",
      name: "Classic Corporate",
      label: "Classic Corporate (Women)",
      about: "Women · Studio light grey · Navy business suit",
      previewUrl: "/styles/classic-corporate-female.webp",
      backdrop: { slug: "studio-light-grey", name: "Studio light grey", kind: "SOLID", colors: ["#D9DBDE"] },
      outfit: { slug: "female-navy-suit", name: "Navy business suit", colors: ["#1F2A44", "#F4F4F2"] },
    });
    expect([styles[1]!.slug, styles[1]!.label, styles[1]!.theme]).toEqual(["classic-corporate-male", "Classic Corporate (Men)", styles[0]!.theme]);
    // One label per style: the woman's and the man's version never read the same.
    expect(new Set(styles.map((s) => s.label)).size).toBe(styles.length);
  });

  it("names styles, backdrops and outfits in the reader's language", async () => {
    const [de, es] = await Promise.all([outfits("de"), outfits("es")]);
    const deMale = de.styles.find((s) => s.slug === "classic-corporate-male")!;
    expect([deMale.name, deMale.label, deMale.backdrop.name, deMale.outfit!.name]).toEqual(["Klassisch Corporate", "Klassisch Corporate (Männer)", "Studio hellgrau", "Marineblauer Anzug mit Krawatte"]);
    expect(deMale.about).toBe("Männer · Studio hellgrau · Marineblauer Anzug mit Krawatte");
    const esCity = es.styles.find((s) => s.slug === "city-evening-female")!;
    expect([esCity.name, esCity.backdrop.name, esCity.outfit!.name]).toEqual(["Ciudad al anochecer", "Luces de ciudad con bokeh", "Blazer negro, top de seda"]);
  });

  it("falls back to English where a translation is missing or blank", async () => {
    await db.prisma.style.update({ where: { slug: "tech-founder-male" }, data: { translations: { de: { name: "  " } } } });
    const founder = (await outfits("de")).styles.find((s) => s.slug === "tech-founder-male")!;
    expect(founder.name).toBe("Tech Founder");
    await runSeed(db.prisma); // puts the translations back
  });

  it("offers only a person's gender (and unisex styles) when asked, as the browser filters", async () => {
    const outfit = await db.prisma.outfit.findUniqueOrThrow({ where: { slug: "male-white-shirt" } });
    const backdrop = await db.prisma.backdrop.findUniqueOrThrow({ where: { slug: "white" } });
    await db.prisma.style.create({ data: { slug: "test-unisex", name: "Test Unisex", gender: "UNISEX", backdropId: backdrop.id, outfitId: outfit.id, sortOrder: 999 } });
    try {
      const [all, female, male] = await Promise.all([outfits(), outfits("en", { person: "FEMALE", onlyTheirs: true }), outfits("en", { person: "MALE", onlyTheirs: true })]);
      expect(all.styles).toHaveLength(27);
      expect(female.styles).toHaveLength(14);
      expect(male.styles).toHaveLength(14);
      expect(female.styles.every((s) => s.gender !== "MALE")).toBe(true);
      expect(male.styles.every((s) => s.gender !== "FEMALE")).toBe(true);
      expect(female.styles.at(-1)!).toMatchObject({ slug: "test-unisex", label: "Test Unisex" });
      // The browser filters the same way.
      expect(all.styles.filter((s) => matchesGender(s.gender, "female")).map((s) => s.slug)).toEqual(female.styles.map((s) => s.slug));
      expect(looksFor(all.styles, "MALE").map((s) => s.slug)).toEqual(male.styles.map((s) => s.slug));
    } finally {
      await db.prisma.style.delete({ where: { slug: "test-unisex" } });
    }
  });

  it("hides inactive styles and styles whose backdrop or outfit was retired", async () => {
    await db.prisma.style.update({ where: { slug: "bright-studio-female" }, data: { active: false } });
    await db.prisma.backdrop.update({ where: { slug: "bokeh-city" }, data: { active: false } });
    await db.prisma.outfit.update({ where: { slug: "male-navy-knit" }, data: { active: false } });
    try {
      const slugs = (await outfits()).styles.map((s) => s.slug);
      expect(slugs).not.toContain("bright-studio-female");
      expect(slugs).not.toContain("city-evening-female");
      expect(slugs).not.toContain("city-evening-male");
      expect(slugs.filter((s) => ["warm-approachable-male", "creative-casual-male", "tech-founder-male"].includes(s))).toEqual([]);
      expect(slugs).toHaveLength(26 - 1 - 2 - 3);
      // With own clothes the retired backdrop's look is gone too.
      expect((await listStyles(db.prisma, "en", { mode: "ownClothes" })).styles.map((s) => s.backdrop.slug)).not.toContain("bokeh-city");
    } finally {
      await db.prisma.style.update({ where: { slug: "bright-studio-female" }, data: { active: true } });
      await db.prisma.backdrop.update({ where: { slug: "bokeh-city" }, data: { active: true } });
      await db.prisma.outfit.update({ where: { slug: "male-navy-knit" }, data: { active: true } });
    }
  });
});

describe("styles with an engine that keeps the person's own clothes (the default studio engine)", () => {
  const OUTFIT_NAMES = { en: OUTFITS.map((o) => o.name), de: OUTFITS.map((o) => o.translations.de.name), es: OUTFITS.map((o) => o.translations.es.name) };

  it("is the active engine's mode, the one the editor greys outfits out for", async () => {
    const engine = await activeEngineInfo(db.prisma);
    expect(optionAvailability(engine).find((o) => o.option === "outfit")?.available).toBe(false);
    expect(await activeStyleMode(db.prisma)).toBe("ownClothes");
    expect((await listStyles(db.prisma, "en")).mode).toBe("ownClothes");
  });

  it("offers one look per backdrop, named for it, for everyone, with no outfit and the backdrop's picture", async () => {
    const { styles } = await listStyles(db.prisma, "en");
    expect(styles.map((s) => s.name)).toEqual(["Studio light grey", "Charcoal", "Navy", "White", "Warm beige", "Blurred office", "Bokeh city lights", "Soft grey-blue gradient", "Studio mid grey", "Brand colour"]);
    expect(styles[0]).toEqual({
      slug: "classic-corporate-female",
      slugs: ["classic-corporate-female", "classic-corporate-male", "clean-white-shirt-female", "clean-white-shirt-male"],
      theme: "backdrop:studio-light-grey",
      gender: "UNISEX",
      name: "Studio light grey",
      label: "Studio light grey",
      about: "Your own clothes on this backdrop",
      previewUrl: "/styles/backdrops/studio-light-grey.webp",
      backdrop: { slug: "studio-light-grey", name: "Studio light grey", kind: "SOLID", colors: ["#D9DBDE"] },
      outfit: null,
    });
    expect(new Set(styles.map((s) => s.label)).size).toBe(styles.length);
  });

  it("saves the person's own version of each look", async () => {
    const { styles } = await listStyles(db.prisma, "en", { person: "MALE" });
    expect(styles.every((s) => s.slug.endsWith("-male"))).toBe(true);
    expect(styles).toHaveLength(10);
  });

  it("names no outfit and no outfit-themed style, in any language", async () => {
    for (const locale of ["en", "de", "es"] as const) {
      const text = JSON.stringify(await listStyles(db.prisma, locale));
      for (const name of [...OUTFIT_NAMES[locale], "Clean White Shirt", "Klares weißes Hemd", "Camisa blanca limpia"]) expect(text).not.toContain(name);
    }
    const de = (await listStyles(db.prisma, "de")).styles;
    expect([de[0]!.name, de[0]!.about]).toEqual(["Studio hellgrau", "Deine eigene Kleidung vor diesem Hintergrund"]);
  });

  it("labels a shoot's styles once per look: two styles on one backdrop are one", async () => {
    const slugs = ["clean-white-shirt-male", "classic-corporate-female", "executive-navy-female"];
    const kept = await labelStyles(db.prisma, "en", { slugs }, "ownClothes");
    expect(kept.styles.map((s) => [s.slug, s.key, s.label])).toEqual([
      ["clean-white-shirt-male", "backdrop:studio-light-grey", "Studio light grey"],
      ["classic-corporate-female", "backdrop:studio-light-grey", "Studio light grey"],
      ["executive-navy-female", "backdrop:navy", "Navy"],
    ]);
    expect(distinctLooks(kept.styles).map((s) => s.label)).toEqual(["Studio light grey", "Navy"]);
    const dressed = await labelStyles(db.prisma, "de", { slugs }, "outfits");
    expect(distinctLooks(dressed.styles).map((s) => s.label)).toEqual(["Klares weißes Hemd (Männer)", "Klassisch Corporate (Frauen)", "Executive Marineblau (Frauen)"]);
  });

  it("gives the home page a few backdrop pictures and the number of looks", async () => {
    const previews = await listStylePreviews(db.prisma, "en", 6);
    expect(previews).toMatchObject({ mode: "ownClothes", total: 10 });
    expect(previews.styles.map((s) => s.previewUrl)).toEqual(["studio-light-grey", "charcoal", "navy", "white", "warm-beige", "blurred-office"].map((b) => `/styles/backdrops/${b}.webp`));
    const dressed = await listStylePreviews(db.prisma, "en", 2, "outfits");
    expect(dressed).toMatchObject({ mode: "outfits", total: 26, styles: [{ name: "Classic Corporate", previewUrl: "/styles/classic-corporate-female.webp" }, { previewUrl: "/styles/classic-corporate-male.webp" }] });
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

describe("a package's style allowance as one person can use it", () => {
  it("never promises more styles than there are to choose from, in either mode", async () => {
    const packages = await listPackageChoices(db.prisma);
    expect(packages.map((p) => [p.slug, p.styles])).toEqual([["starter", 4], ["professional", 10], ["executive", 20]]);
    const own = await listStyles(db.prisma, "en");
    expect(stylesOnOffer(own)).toBe(10);
    expect(withStylesOnOffer(packages, own).map((p) => p.styles)).toEqual([4, 10, 10]);
    const dressed = await listStyles(db.prisma, "en", { mode: "outfits" });
    expect(stylesOnOffer(dressed)).toBe(13);
    expect(withStylesOnOffer(packages, dressed).map((p) => p.styles)).toEqual([4, 10, 13]);
    // Nothing on offer (an empty catalogue) leaves the packages as they are.
    expect(withStylesOnOffer(packages, { mode: "ownClothes", styles: [] })).toEqual(packages);
  });
});
