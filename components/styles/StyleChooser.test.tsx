// The chooser's server-rendered HTML: the names and states browser tests and screen readers rely on.
// (Picking itself is the cart store's logic, tested in stores/cart.test.ts.) Next's app router only runs
// inside Next, so the locale-aware navigation module is replaced by a router that goes nowhere.
import { readMessages } from "@/lib/i18n/message-files";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { PackageChoice } from "@/lib/catalog/packages";
import type { StyleCatalogue, StyleOption } from "@/lib/catalog/styles";
import { StyleChooser } from "./StyleChooser";

const messages = readMessages("de");
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push() {}, replace() {} }) }));

const packages: PackageChoice[] = [
  { slug: "starter", name: "Starter", headshots: 40, styles: 4, outputSize: 1024, printSize: null, editCredits: 0, prices: { USD: 2900, EUR: 2900 } },
  { slug: "professional", name: "Professional", headshots: 100, styles: 10, outputSize: 2048, printSize: null, editCredits: 5, prices: { USD: 3900, EUR: 3950 } },
];
const style = (slug: string, gender: StyleOption["gender"], previewUrl: string | null): StyleOption => ({
  slug, slugs: [slug], theme: "klassisch", gender, name: "Klassisch Corporate", label: `Klassisch Corporate (${gender === "FEMALE" ? "Frauen" : "Männer"})`,
  about: `${gender === "FEMALE" ? "Frauen" : "Männer"} · Marineblau · Anzug`, previewUrl,
  backdrop: { slug: "navy", name: "Marineblau", kind: "SOLID", colors: ["#1F2E4A"] },
  outfit: { slug: "suit", name: "Anzug", colors: ["#1F2A44", "#F4F4F2"] },
});
const backdrop = (slug: string, name: string, previewUrl: string | null): StyleOption => ({
  slug: `${slug}-female`, slugs: [`${slug}-female`, `${slug}-male`], theme: `backdrop:${slug}`, gender: "UNISEX", name, label: name,
  about: "Deine eigene Kleidung vor diesem Hintergrund", previewUrl,
  backdrop: { slug, name, kind: "SOLID", colors: ["#1F2E4A"] },
  outfit: null,
});

const OUTFITS: StyleCatalogue = { mode: "outfits", styles: [style("classic-female", "FEMALE", "/styles/classic-female.webp"), style("classic-male", "MALE", null)] };
const OWN_CLOTHES: StyleCatalogue = { mode: "ownClothes", styles: [backdrop("navy", "Marineblau", "/styles/backdrops/navy.webp"), backdrop("white", "Weiß", null)] };

function render(initialPackage: string | null, catalogue: StyleCatalogue = OWN_CLOTHES) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="de" messages={messages} timeZone="UTC">
      <StyleChooser packages={packages} initialPackage={initialPackage} localeCurrency="EUR" catalogue={catalogue} />
    </NextIntlClientProvider>,
  );
}

const buttons = (html: string) => [...html.matchAll(/<button type="button" aria-pressed="(true|false)" aria-label="([^"]+)"/g)].map((m) => [m[2], m[1]]);

describe("style chooser markup", () => {
  it("with the studio engine, offers backdrops named for themselves, says the person's own clothes are kept, and asks nothing", () => {
    const html = render(null);
    expect(buttons(html)).toEqual([["Marineblau", "false"], ["Weiß", "false"]]);
    expect(html).toContain("Deine eigene Kleidung vor diesem Hintergrund");
    expect(html).toContain("Du behältst die Kleidung, die du auf deinen Fotos trägst");
    expect(html).not.toMatch(/Anzug|Outfit/);
    expect(html).not.toContain("Porträtfotos für");
    expect(html.match(/<img [^>]*src="\/styles\/backdrops\/navy.webp"/g)).toHaveLength(1);
    // The card without a picture draws its backdrop with a plain figure (no clothes promised).
    expect(html).toContain('data-figure="plain"');
  });

  it("with an engine that dresses people, asks whose outfits first and shows no style until answered", () => {
    const html = render(null, OUTFITS);
    expect(html).toContain('data-testid="style-ask-gender"');
    expect(html).toContain("Jeder Stil kleidet dich in ein Outfit für Frauen oder für Männer");
    expect(html).not.toContain('data-testid="style-grid"');
    expect(html).toMatch(/role="group" aria-label="Porträtfotos für"/);
    for (const label of ["Frauen", "Männer"]) expect(html).toMatch(new RegExp(`aria-pressed="false"[^>]*>${label}</button>`));
    expect(html).not.toMatch(/>Alle<\/button>/);
  });

  it("checks the package from the URL, shows its limit in the counter and prices in the locale's currency", () => {
    const html = render("professional");
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => [m[0].match(/value="(\w+)"/)![1], m[0].includes('checked=""')]);
    expect(radios).toEqual([["starter", false], ["professional", true]]);
    expect(html).toContain("0 von 10 gewählt");
    expect(html).toContain("39,50\u00a0€");
    expect(render(null)).toContain("0 von 4 gewählt");
  });

  it("offers the currency switch as pressed buttons, and Continue disabled until a style is chosen", () => {
    const html = render(null);
    for (const [label, pressed] of [["EUR (€)", "true"], ["USD ($)", "false"]] as const) {
      expect(html).toMatch(new RegExp(`aria-pressed="${pressed}"[^>]*>${label.replace(/[()$€]/g, "\\$&")}</button>`));
    }
    expect(html).toMatch(/<button type="button" disabled=""[^>]*aria-describedby="continue-hint"[^>]*>Weiter zur Kasse/);
  });
});
