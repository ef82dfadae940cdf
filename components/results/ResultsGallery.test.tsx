// The gallery's server-rendered HTML (what arrives before any script runs): the names, sizes and
// lazy loading that browser tests, screen readers and the layout rely on. Next's app router only runs
// inside Next, so the locale-aware navigation module is replaced by plain links.
import { readMessages } from "@/lib/i18n/message-files";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { GalleryResult } from "@/lib/shoots/results";
import { filterByStyle, stepIndex } from "./navigation";
import { ResultsGallery } from "./ResultsGallery";
import type { StyleOption } from "./StyleFilter";

vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const messages = (locale: string) => readMessages(locale as "en" | "de" | "es");

const result = (id: string, styleId: string | null): GalleryResult => ({
  id,
  styleId,
  thumb: { url: `/api/files/shoots/s/results/${id}/thumb.webp?exp=1&sig=x`, width: 400, height: 400 },
  preview: { url: `/api/files/shoots/s/results/${id}/preview.webp?exp=1&sig=y`, width: 800, height: 800 },
});

function render(results: GalleryResult[], styles: StyleOption[], locale = "de") {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">
      <ResultsGallery results={results} styles={styles} />
    </NextIntlClientProvider>,
  );
}

const figures = (html: string) => [...html.matchAll(/<figure data-testid="result-photo" data-style="([^"]*)"[^>]*>(.*?)<\/figure>/g)];

describe("results gallery markup", () => {
  const styles: StyleOption[] = [
    { key: "st-navy", name: "Marineblaues Studio", count: 2 },
    { key: "", name: "Anderer Stil", count: 1 },
  ];
  const results = [result("r1", "st-navy"), result("r2", "st-navy"), result("r3", null)];

  it("draws every photo as a lazy, sized thumbnail whose alt text names the style, in order", () => {
    const html = render(results, styles);
    const items = figures(html);
    expect(items.map((m) => m[1])).toEqual(["st-navy", "st-navy", ""]);
    const imgs = items.map((m) => /<img ([^>]*)>/.exec(m[2]!)![1]!);
    expect(imgs[0]).toContain('src="/api/files/shoots/s/results/r1/thumb.webp?exp=1&amp;sig=x"');
    for (const img of imgs) {
      expect(img).toContain('width="400"');
      expect(img).toContain('height="400"');
      expect(img).toContain('loading="lazy"');
    }
    expect(imgs.map((i) => /alt="([^"]+)"/.exec(i)![1])).toEqual(["Porträtfoto 1, Stil Marineblaues Studio", "Porträtfoto 2, Stil Marineblaues Studio", "Porträtfoto 3, Stil Anderer Stil"]);
    // Each photo opens larger from a button; its preview is not loaded until then.
    expect(items.every((m) => m[2]!.startsWith('<button type="button"'))).toBe(true);
    expect(html).not.toContain("preview.webp");
  });

  it("offers a style filter with all styles pressed at first", () => {
    const html = render(results, styles);
    expect(html).toContain('role="group" aria-label="Nach Stil filtern"');
    const buttons = [...html.matchAll(/<button type="button" aria-pressed="(true|false)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]);
    expect(buttons).toEqual([["Alle Stile", "true"], ["Marineblaues Studio", "false"], ["Anderer Stil", "false"]]);
    expect(html).toContain("(3 Porträtfotos)");
    expect(html).toContain("3 von 3 Porträtfotos werden angezeigt");
  });

  it("lists the photos in rows: one ordered list in gallery order, laid out by CSS before any script runs", () => {
    const many = Array.from({ length: 9 }, (_, i) => result(`r${i + 1}`, "st-navy"));
    const html = render(many, [{ key: "st-navy", name: "Navy", count: 9 }], "en");
    const list = /<ol role="list"[^>]*class="([^"]*)"[^>]*>(.*?)<\/ol>/.exec(html);
    expect(list).not.toBeNull();
    // The masonry's breakpoints (1, 2, 3, 4 columns) in CSS: row after row, never column after column.
    expect(list![1]!.split(" ")).toEqual(expect.arrayContaining(["grid", "grid-cols-1", "sm:grid-cols-2", "lg:grid-cols-3", "xl:grid-cols-4"]));
    const items = [...list![2]!.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => /alt="Headshot (\d+),/.exec(m[1]!)![1]);
    expect(items).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  });

  it("leaves the filter out when the shoot has one style, and speaks Spanish", () => {
    const html = render([result("a", "st-navy")], [{ key: "st-navy", name: "Estudio azul marino", count: 1 }], "es");
    expect(html).not.toContain('role="group"');
    expect(html).toContain('alt="Retrato 1, estilo Estudio azul marino"');
  });
});

describe("moving through photos", () => {
  it("steps left and right without wrapping", () => {
    expect(stepIndex(0, 3, "ArrowRight")).toBe(1);
    expect(stepIndex(2, 3, "ArrowRight")).toBe(2);
    expect(stepIndex(0, 3, "ArrowLeft")).toBe(0);
    expect(stepIndex(2, 3, "ArrowLeft")).toBe(1);
  });

  it("filters by style key, null keeping everything", () => {
    const items = [{ styleKey: "a" }, { styleKey: "b" }, { styleKey: "a" }];
    expect(filterByStyle(items, "a")).toHaveLength(2);
    expect(filterByStyle(items, "")).toHaveLength(0);
    expect(filterByStyle(items, null)).toHaveLength(3);
  });
});
