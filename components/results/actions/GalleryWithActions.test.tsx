// The owner's gallery as the server renders it: each photo's like / love / favourite buttons show
// the stored marks, the download menu offers both formats and the four sizes (the original with its
// real size), the liked and favourite filters count, and the zip panel counts what it would pack.
import { readMessages } from "@/lib/i18n/message-files";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { OwnerGalleryResult } from "@/lib/shoots/results";
import { GalleryWithActions } from "./GalleryWithActions";

vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const messages = (locale: string) => readMessages(locale as "en" | "de" | "es");

const result = (id: string, styleId: string, marks: Pick<OwnerGalleryResult, "likedStatus" | "isFavorite">, original = 2048): OwnerGalleryResult => ({
  id,
  styleId,
  thumb: { url: `/api/files/t/${id}.webp?exp=1&sig=x`, width: 400, height: 400 },
  preview: { url: `/api/files/p/${id}.webp?exp=1&sig=y`, width: 800, height: 800 },
  original: { width: original, height: original },
  ...marks,
});

function render(results: OwnerGalleryResult[], locale = "en", readOnly = false) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">
        <GalleryWithActions shootId="shoot-1" readOnly={readOnly} results={results} styles={[{ key: "s1", name: "Navy", count: 2 }, { key: "s2", name: "Office", count: 1 }]} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const results = [
  result("r1", "s1", { likedStatus: "LOVED", isFavorite: false }, 4096),
  result("r2", "s1", { likedStatus: "NONE", isFavorite: true }),
  result("r3", "s2", { likedStatus: "NONE", isFavorite: false }),
];

describe("the owner's gallery actions", () => {
  it("shows each photo's marks as pressed toggle buttons", () => {
    const html = render(results);
    const groups = [...html.matchAll(/<div role="group" aria-label="Rate headshot (\d)"[^>]*>(.*?)<\/div>/g)];
    expect(groups.map((g) => g[1])).toEqual(["1", "2", "3"]);
    const pressed = (group: string, mark: string) => new RegExp(`aria-pressed="(true|false)"[^>]*data-mark="${mark}"`).exec(group)![1];
    expect(["like", "love", "favorite"].map((m) => pressed(groups[0]![2]!, m))).toEqual(["false", "true", "false"]);
    expect(["like", "love", "favorite"].map((m) => pressed(groups[1]![2]!, m))).toEqual(["false", "false", "true"]);
    expect(["like", "love", "favorite"].map((m) => pressed(groups[2]![2]!, m))).toEqual(["false", "false", "false"]);
  });

  it("offers JPG or PNG in the original (with its size), 1024 square, LinkedIn and portrait sizes", () => {
    const html = render(results, "de");
    const menus = [...html.matchAll(/<div[^>]*popover="auto"[^>]*role="menu"[^>]*aria-label="Porträtfoto (\d) herunterladen"[^>]*>(.*?)<\/div><\/div>/g)];
    expect(menus.map((m) => m[1])).toEqual(["1", "2", "3"]);
    const first = menus[0]![2]!;
    expect([...first.matchAll(/role="menuitemradio" aria-checked="(true|false)"/g)].map((m) => m[1])).toEqual(["true", "false"]);
    expect([...first.matchAll(/data-size="(\w+)"/g)].map((m) => m[1])).toEqual(["original", "square1024", "linkedin400", "portrait1080x1350"]);
    expect(first).toContain("Original (4096 × 4096)");
    expect(first).toContain("Hochformat 1080 × 1350");
    expect(menus[1]![2]).toContain("Original (2048 × 2048)");
  });

  it("counts the liked and favourite filters, and each zip as its filter counts, in the reader's language", () => {
    const html = render(results, "es");
    const filter = /data-testid="marks-filter">(.*?)<\/div>/.exec(html)![1]!;
    expect([...filter.matchAll(/data-filter="(\w+)"[^>]*>.*?<span aria-hidden="true"[^>]*>(\d+)<\/span>/g)].map((m) => [m[1], m[2]])).toEqual([["all", "3"], ["liked", "1"], ["favorite", "1"]]);
    expect(html).toContain('aria-label="Filtrar por estilo"');
    const zip = /data-testid="zip-panel">(.*?)<\/section>/.exec(html)![1]!;
    // The liked zip holds the loved photo only (the favourite is neither liked nor loved): 1, as the Liked filter shows.
    expect(zip).toContain("ZIP de «Me gusta» y «Me encanta»<span class=\"text-ink-soft\">· 1 retrato</span>");
    expect(zip).toContain("ZIP de todos los retratos<span class=\"text-ink-soft\">· 3 retratos</span>");
  });

  it("disables the liked zip until something is liked or loved, a favourite alone included", () => {
    const html = render([result("r1", "s1", { likedStatus: "NONE", isFavorite: true })]);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-zip="liked"[^>]*>.*?none liked yet/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*data-zip="all"/);
  });

  it("read-only (a team lead on a member's gallery): the member's marks still filter, downloads and zips stay, no mark can be changed", () => {
    const html = render(results, "en", true);
    expect(html).not.toMatch(/data-mark="(like|love|favorite)"/);
    expect([...html.matchAll(/role="menu"[^>]*aria-label="Download headshot (\d)"/g)].map((m) => m[1])).toEqual(["1", "2", "3"]);
    expect(html).toContain('data-testid="zip-panel"');
    const filter = /data-testid="marks-filter">(.*?)<\/div>/.exec(html)![1]!;
    expect([...filter.matchAll(/data-filter="(\w+)"[^>]*>.*?<span aria-hidden="true"[^>]*>(\d+)<\/span>/g)].map((m) => [m[1], m[2]])).toEqual([["all", "3"], ["liked", "1"], ["favorite", "1"]]);
  });
});
