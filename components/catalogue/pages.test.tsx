// /headshot-types, /headshot-types/{slug} and /backdrop-and-outfit, server-rendered in en, de and es
// from a seeded database: every public style listed with its filter data, a style's own texts and its
// "use this style" link into the chooser, 404s for unknown, retired or deeper addresses, and the
// catalogue of backdrops and outfits linking to the styles that use them.
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { breadcrumbNames, jsonLdTypes } from "@/lib/testing/json-ld";
import { STYLES } from "@/prisma/seed/catalogue";
import { runSeed } from "@/prisma/seed/index";

const state = vi.hoisted(() => ({ locale: "en", db: null as PrismaClient | null }));
const messages = Object.fromEntries(["en", "de", "es"].map((l) => [l, readMessages(l as "en" | "de" | "es")])) as Record<string, MessageTree>;

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>) => {
    state.locale = (await params).locale;
    return { locale: state.locale, db: state.db };
  },
}));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));
vi.mock("@/components/ui/static-image", () => ({
  StaticImage: ({ src, alt, width, height, sizes, priority }: { src: string; alt: string; width: number; height: number; sizes?: string; priority?: boolean }) => (
    // eslint-disable-next-line @next/next/no-img-element -- a stand-in for next/image outside Next
    <img src={src} alt={alt} width={width} height={height} sizes={sizes} data-priority={priority ? "" : undefined} />
  ),
}));

const { default: HeadshotTypes, generateMetadata } = await import("@/app/[locale]/(marketing)/headshot-types/[[...slug]]/page");
const { default: BackdropAndOutfit } = await import("@/app/[locale]/(marketing)/backdrop-and-outfit/page");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  state.db = db.prisma;
  await runSeed(db.prisma, { demo: false });
});
afterAll(async () => {
  await db?.cleanup();
});

/** A page's markup: its async components awaited first (only React's server build renders those). */
async function render(element: ReactElement, locale: string): Promise<string> {
  const page = element as ReactElement<object, (props: object) => Promise<ReactElement>>;
  const body = typeof page.type === "function" ? await page.type(page.props) : page;
  return renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={messages[locale]!} timeZone="UTC">{body}</NextIntlClientProvider>);
}
const styles = async (locale: string, slug?: string[]) => render(await HeadshotTypes({ params: Promise.resolve({ locale, slug }) }), locale);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

describe("/headshot-types", () => {
  it("lists every public style with a link to its page, its filter data and one priority picture", async () => {
    const html = await styles("en");
    for (const s of STYLES) expect(html).toContain(`href="/headshot-types/${s.slug}"`);
    expect(breadcrumbNames(html)).toEqual(["Home", "Headshot styles"]);
    expect(html).toContain('data-gender="FEMALE" data-kind="SOLID"');
    expect(html).toContain('data-kind="BLUR_OFFICE"');
    expect(html.match(/data-priority=""/g)).toHaveLength(1);
    expect(html).toMatch(/<img src="\/styles\/classic-corporate-female.webp" alt="" width="320" height="400" sizes="[^"]+"/);
    // The filter island's buttons, rendered on the server with everything shown.
    expect(html).toMatch(/role="group" aria-label="Headshots for"/);
    for (const label of ["Women", "Men", "Plain colour", "Gradient", "Office", "City lights", "Brand colour"]) expect(html).toMatch(new RegExp(`aria-pressed="false"[^>]*>${label}</button>`));
    expect(text(html)).toContain("Classic Corporate (Women)");
  });

  it("names the styles in German and Spanish", async () => {
    expect(text(await styles("de"))).toContain("Klassisch Corporate (Frauen)");
    expect(text(await styles("es"))).toContain("Fundador tecnológico (Hombres)");
  });

  it("leaves out a retired style", async () => {
    await db.prisma.style.update({ where: { slug: "city-evening-male" }, data: { active: false } });
    try {
      expect(await styles("en")).not.toContain('href="/headshot-types/city-evening-male"');
    } finally {
      await db.prisma.style.update({ where: { slug: "city-evening-male" }, data: { active: true } });
    }
  });
});

describe("/headshot-types/{slug}", () => {
  it("shows the style's picture, its own text, what it combines, the way into the chooser and related styles", async () => {
    const html = await styles("de", ["executive-navy-male"]);
    const t = text(html);
    expect(jsonLdTypes(html)).toEqual(["BreadcrumbList"]);
    expect(breadcrumbNames(html).slice(0, 2)).toEqual(["Startseite", "Porträtstile"]);
    expect(breadcrumbNames(html)).toHaveLength(3);
    expect(html).toContain('href="/app/styles?style=executive-navy-male"');
    expect(html.match(/data-testid="use-style"/g)).toHaveLength(2);
    expect(t).toContain("Diesen Stil verwenden");
    expect(t).toContain("Executive Marineblau");
    expect(t).toContain("Wann Executive Marineblau passt");
    expect(t).toContain("Executive Marineblau ist für die Seiten gemacht");
    expect(t).toContain("Anthrazit-Anzug, weißes Hemd");
    expect(t).toContain("Marineblau");
    expect(html).toMatch(/<img src="\/styles\/executive-navy-male.webp" alt="Beispiel-Porträtfoto im Stil Executive Marineblau für Männer"[^>]*data-priority=""/);
    expect(html).toContain('href="/headshot-types/executive-navy-female"');
    expect(html).toContain('data-testid="related-styles"');
  });

  it("says the outfit is a suggestion while the studio keeps people's own clothes (the default engine)", async () => {
    const html = await styles("en", ["classic-corporate-female"]);
    expect(html).toContain('data-testid="own-clothes-note"');
    expect(text(html)).toContain("keeps the clothes you wear in your photos");
  });

  it("has its own title and description, in the reader's language, with hreflang alternates", async () => {
    const meta = await generateMetadata({ params: Promise.resolve({ locale: "es", slug: ["warm-approachable-female"] }) });
    expect(meta.title).toBe("Cálido y cercano: retratos con IA para mujeres | Lumen");
    expect(String(meta.description)).toMatch(/^Punto suave sobre beige cálido/);
    expect(meta.alternates?.canonical).toBe("/es/headshot-types/warm-approachable-female");
    const index = await generateMetadata({ params: Promise.resolve({ locale: "en" }) });
    expect(index.title).toBe("Headshot types: every Lumen style | Lumen");
    expect(await generateMetadata({ params: Promise.resolve({ locale: "en", slug: ["no-such-style"] }) })).toEqual({});
  });

  it("is a 404 for an unknown, retired or deeper address", async () => {
    await expect(HeadshotTypes({ params: Promise.resolve({ locale: "en", slug: ["no-such-style"] }) })).rejects.toThrow("NEXT_NOT_FOUND");
    await expect(HeadshotTypes({ params: Promise.resolve({ locale: "en", slug: ["classic-corporate-male", "extra"] }) })).rejects.toThrow("NEXT_NOT_FOUND");
    await db.prisma.style.update({ where: { slug: "bright-studio-female" }, data: { active: false } });
    try {
      await expect(HeadshotTypes({ params: Promise.resolve({ locale: "en", slug: ["bright-studio-female"] }) })).rejects.toThrow("NEXT_NOT_FOUND");
    } finally {
      await db.prisma.style.update({ where: { slug: "bright-studio-female" }, data: { active: true } });
    }
  });
});

describe("/backdrop-and-outfit", () => {
  it("lists every backdrop and outfit with its colours, kind or gender and the styles using it", async () => {
    const html = await render(await BackdropAndOutfit({ params: Promise.resolve({ locale: "de" }) }), "de");
    const t = text(html);
    expect(breadcrumbNames(html)).toEqual(["Startseite", "Hintergründe und Outfits"]);
    expect(html.match(/data-backdrop="/g)).toHaveLength(10);
    expect(html.match(/data-outfit="/g)).toHaveLength(10);
    expect(html).toContain('data-kind="BOKEH"');
    expect(html).toContain('data-gender="MALE"');
    expect(t).toContain("Stadtlichter mit Bokeh");
    expect(t).toContain("Marineblauer Rundhalspullover (Smart Casual)");
    expect(html).toContain('href="/headshot-types/city-evening-female"');
    expect(html).toMatch(/aria-label="Farben: #1B2132, #F3C178, #7FA7D9"/);
    expect(html).toMatch(/<img src="\/styles\/backdrops\/bokeh-city.webp" alt="" width="160" height="200"/);
    // Filters: backdrops by kind, outfits by gender.
    expect(html).toContain('data-testid="filter-backdrops"');
    expect(html).toContain('data-testid="filter-outfits"');
    expect(t).toContain("Verwendet in");
  });
});
