// The public catalogue pages' loaders on a migrated and seeded PGlite: only styles the chooser offers
// (the style, its backdrop and its outfit active), texts in the reader's language with English behind
// any missing one, unknown or retired slugs found nowhere, and the seeded texts real and distinct.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { STYLES } from "@/prisma/seed/catalogue";
import { runSeed } from "@/prisma/seed/index";
import { listPublicCatalogue, listPublicStyles, listPublicStyleSlugs, loadPublicStyle, paragraphsOf } from "./public";

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma, { demo: false });
});
afterAll(async () => {
  await db?.cleanup();
});

/** Runs `fn` with a row switched off, and switches it back on. */
async function without(what: "style" | "backdrop" | "outfit", slug: string, fn: () => Promise<void>) {
  const model = db.prisma[what] as unknown as { update: (a: object) => Promise<unknown> };
  await model.update({ where: { slug }, data: { active: false } });
  try {
    await fn();
  } finally {
    await model.update({ where: { slug }, data: { active: true } });
  }
}

describe("listPublicStyleSlugs", () => {
  it("lists every seeded style in catalogue order", async () => {
    expect(await listPublicStyleSlugs(db.prisma)).toEqual([...STYLES].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.slug));
  });

  it("leaves out a retired style, and every style on a retired backdrop or in a retired outfit", async () => {
    await without("style", "city-evening-female", async () => {
      expect(await listPublicStyleSlugs(db.prisma)).not.toContain("city-evening-female");
      expect(await listPublicStyleSlugs(db.prisma)).toContain("city-evening-male");
    });
    await without("backdrop", "studio-light-grey", async () => {
      const slugs = await listPublicStyleSlugs(db.prisma);
      for (const gone of ["classic-corporate-female", "classic-corporate-male", "clean-white-shirt-female", "clean-white-shirt-male"]) expect(slugs).not.toContain(gone);
      expect(slugs).toHaveLength(STYLES.length - 4);
    });
    await without("outfit", "male-navy-knit", async () => {
      const slugs = await listPublicStyleSlugs(db.prisma);
      expect(slugs.filter((s) => STYLES.find((x) => x.slug === s)?.outfit === "male-navy-knit")).toEqual([]);
      expect(slugs).toContain("tech-founder-female");
    });
  });
});

describe("listPublicStyles", () => {
  it("names each style, its backdrop and outfit in the reader's language, with the first paragraph as summary", async () => {
    const de = await listPublicStyles(db.prisma, "de");
    const classic = de.find((s) => s.slug === "classic-corporate-female")!;
    expect(classic).toMatchObject({ name: "Klassisch Corporate", gender: "FEMALE", previewUrl: "/styles/classic-corporate-female.webp" });
    expect(classic.backdrop).toMatchObject({ slug: "studio-light-grey", name: "Studio hellgrau", kind: "SOLID", previewUrl: "/styles/backdrops/studio-light-grey.webp" });
    expect(classic.outfit).toMatchObject({ slug: "female-navy-suit", name: "Marineblauer Hosenanzug", gender: "FEMALE" });
    expect(classic.summary).toMatch(/^Das zeitlose Firmen-Porträtfoto/);
    expect(classic.summary).not.toContain("\n");
    const es = await listPublicStyles(db.prisma, "es");
    expect(es.find((s) => s.slug === "tech-founder-male")?.name).toBe("Fundador tecnológico");
  });

  it("falls back to the English columns for a language the row has no text in", async () => {
    const row = await db.prisma.style.findUniqueOrThrow({ where: { slug: "soft-gradient-male" } });
    await db.prisma.style.update({ where: { id: row.id }, data: { translations: { es: { name: "Degradado suave" } } } });
    try {
      const de = (await listPublicStyles(db.prisma, "de")).find((s) => s.slug === "soft-gradient-male")!;
      expect(de.name).toBe("Soft Gradient");
      expect(de.summary).toBe(paragraphsOf(row.description)[0]);
      const page = (await loadPublicStyle(db.prisma, "de", "soft-gradient-male"))!;
      expect(page.seoTitle).toBe(row.seoTitle);
      expect(page.seoDescription).toBe(row.seoDescription);
      expect(page.paragraphs).toEqual(paragraphsOf(row.description).slice(1));
      const es = (await loadPublicStyle(db.prisma, "es", "soft-gradient-male"))!;
      expect(es.name).toBe("Degradado suave");
      expect(es.seoTitle).toBe(row.seoTitle);
    } finally {
      await db.prisma.style.update({ where: { id: row.id }, data: { translations: row.translations ?? {} } });
    }
  });
});

describe("loadPublicStyle", () => {
  it("gives a style's page in the reader's language: SEO title and description, when-to-use paragraphs, related styles", async () => {
    const style = (await loadPublicStyle(db.prisma, "de", "classic-corporate-female"))!;
    expect(style.seoTitle).toBe("Klassisch Corporate: KI-Porträtfotos für Frauen | Lumen");
    expect(style.seoDescription).toMatch(/^Marineblauer Anzug vor hellem Studiograu/);
    expect(style.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(style.paragraphs[0]).toMatch(/^Nimm Klassisch Corporate/);
    // Its counterpart for men first, then the other style on the same backdrop.
    expect(style.related.map((r) => r.slug).slice(0, 2)).toEqual(["classic-corporate-male", "clean-white-shirt-female"]);
    expect(style.related).toHaveLength(4);
    expect(style.related.map((r) => r.slug)).not.toContain("classic-corporate-female");
    expect(["outfits", "ownClothes"]).toContain(style.mode);
    const en = (await loadPublicStyle(db.prisma, "en", "classic-corporate-male"))!;
    expect(en.seoTitle).toBe("Classic Corporate AI headshots for men | Lumen");
  });

  it("finds nothing for an unknown, malformed or retired slug, and never relates a retired style", async () => {
    for (const slug of ["no-such-style", "", "../classic-corporate-female", "Classic-Corporate-Female", "x".repeat(200)]) {
      expect(await loadPublicStyle(db.prisma, "en", slug)).toBeNull();
    }
    await without("style", "classic-corporate-male", async () => {
      expect(await loadPublicStyle(db.prisma, "en", "classic-corporate-male")).toBeNull();
      const other = (await loadPublicStyle(db.prisma, "en", "classic-corporate-female"))!;
      expect(other.related.map((r) => r.slug)).not.toContain("classic-corporate-male");
    });
    await without("outfit", "female-navy-suit", async () => {
      expect(await loadPublicStyle(db.prisma, "en", "classic-corporate-female")).toBeNull();
    });
  });
});

describe("listPublicCatalogue", () => {
  it("lists active backdrops and outfits with the public styles using each, in the reader's language", async () => {
    const c = await listPublicCatalogue(db.prisma, "es");
    const grey = c.backdrops.find((b) => b.slug === "studio-light-grey")!;
    expect(grey.name).toBe("Estudio gris claro");
    expect(grey.styles.map((s) => s.slug)).toEqual(["classic-corporate-female", "classic-corporate-male", "clean-white-shirt-female", "clean-white-shirt-male"]);
    expect(grey.styles[0]!.name).toBe("Corporativo clásico");
    const knit = c.outfits.find((o) => o.slug === "male-navy-knit")!;
    expect(knit).toMatchObject({ gender: "MALE", name: "Jersey azul marino de cuello redondo (smart casual)" });
    expect(knit.styles.map((s) => s.slug)).toEqual(["warm-approachable-male", "creative-casual-male", "tech-founder-male"]);
    expect(c.backdrops).toHaveLength(10);
    expect(c.outfits).toHaveLength(10);
  });

  it("leaves out retired backdrops and outfits, and retired styles under the others", async () => {
    await without("backdrop", "navy", async () => {
      await without("style", "classic-corporate-female", async () => {
        const c = await listPublicCatalogue(db.prisma, "en");
        expect(c.backdrops.map((b) => b.slug)).not.toContain("navy");
        expect(c.outfits.find((o) => o.slug === "female-navy-suit")!.styles).toEqual([]);
        // Executive Navy is on the retired backdrop: its outfits no longer name it.
        expect(c.outfits.find((o) => o.slug === "male-charcoal-suit")!.styles.map((s) => s.slug)).toEqual(["city-evening-male"]);
      });
    });
  });
});

describe("the seeded style texts", () => {
  it("give every style its own SEO title and description and at least two paragraphs on when to use it, in en, de and es", () => {
    const texts = (lang: "en" | "de" | "es") => STYLES.map((s) => (lang === "en" ? s : { ...s.translations[lang] }));
    for (const lang of ["en", "de", "es"] as const) {
      const all = texts(lang);
      expect(new Set(all.map((s) => s.seoTitle)).size, lang).toBe(STYLES.length);
      expect(new Set(all.map((s) => s.seoDescription)).size, lang).toBe(STYLES.length);
      for (const s of all) {
        expect(paragraphsOf(s.description).length, `${lang} ${s.seoTitle}`).toBeGreaterThanOrEqual(3);
        expect(s.seoTitle.length, s.seoTitle).toBeLessThanOrEqual(70);
        expect(s.seoDescription.length, s.seoDescription).toBeLessThanOrEqual(260);
      }
    }
    // The German and Spanish texts are translations, not the English ones copied.
    for (const s of STYLES) for (const lang of ["de", "es"] as const) expect(s.translations[lang].description).not.toBe(s.description);
  });
});
