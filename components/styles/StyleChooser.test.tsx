// The chooser's server-rendered HTML: the names and states browser tests and screen readers rely on.
// (Picking itself is the cart store's logic, tested in stores/cart.test.ts.) Next's app router only runs
// inside Next, so the locale-aware navigation module is replaced by a router that goes nowhere.
import { readMessages } from "@/lib/i18n/message-files";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { PackageChoice } from "@/lib/catalog/packages";
import type { StyleOption } from "@/lib/catalog/styles";
import { StyleChooser } from "./StyleChooser";

const messages = readMessages("de");
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push() {}, replace() {} }) }));

const packages: PackageChoice[] = [
  { slug: "starter", name: "Starter", headshots: 40, styles: 4, outputSize: 1024, printSize: null, editCredits: 0, prices: { USD: 2900, EUR: 2900 } },
  { slug: "professional", name: "Professional", headshots: 100, styles: 10, outputSize: 2048, printSize: null, editCredits: 5, prices: { USD: 3900, EUR: 3950 } },
];
const style = (slug: string, gender: StyleOption["gender"], previewUrl: string | null): StyleOption => ({
  slug, name: "Klassisch Corporate", description: "", gender, previewUrl,
  backdrop: { slug: "navy", name: "Marineblau", kind: "SOLID", colors: ["#1F2E4A"] },
  outfit: { slug: "suit", name: "Anzug", colors: ["#1F2A44", "#F4F4F2"] },
});

function render(initialPackage: string | null) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="de" messages={messages} timeZone="UTC">
      <StyleChooser packages={packages} initialPackage={initialPackage} localeCurrency="EUR"
        styles={[style("classic-female", "FEMALE", "/styles/classic-female.webp"), style("classic-male", "MALE", null)]} />
    </NextIntlClientProvider>,
  );
}

describe("style chooser markup", () => {
  it("names each style with its gender, unpressed, and draws a preview with or without a picture", () => {
    const html = render(null);
    const buttons = [...html.matchAll(/<button type="button" aria-pressed="(true|false)" aria-label="([^"]+)"/g)].map((m) => [m[2], m[1]]);
    expect(buttons).toEqual([["Klassisch Corporate (Frauen)", "false"], ["Klassisch Corporate (Männer)", "false"]]);
    expect(html.match(/<svg /g)?.length).toBeGreaterThanOrEqual(2);
    expect(html.match(/<img [^>]*src="\/styles\/classic-female.webp"/g)).toHaveLength(1);
    expect(html).toContain("Frauen · Marineblau · Anzug");
  });

  it("checks the package from the URL, shows its limit in the counter and prices in the locale's currency", () => {
    const html = render("professional");
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => [m[0].match(/value="(\w+)"/)![1], m[0].includes('checked=""')]);
    expect(radios).toEqual([["starter", false], ["professional", true]]);
    expect(html).toContain("0 von 10 gewählt");
    expect(html).toContain("39,50\u00a0€");
    expect(render(null)).toContain("0 von 4 gewählt");
  });

  it("offers the filter and currency switches as pressed buttons, and Continue disabled until a style is chosen", () => {
    const html = render(null);
    for (const [label, pressed] of [["Alle", "true"], ["Frauen", "false"], ["Männer", "false"], ["EUR (€)", "true"], ["USD ($)", "false"]] as const) {
      expect(html).toMatch(new RegExp(`aria-pressed="${pressed}"[^>]*>${label.replace(/[()$€]/g, "\\$&")}</button>`));
    }
    expect(html).toMatch(/role="group" aria-label="Stile zeigen für"/);
    expect(html).toMatch(/<button type="button" disabled=""[^>]*aria-describedby="continue-hint"[^>]*>Weiter zur Kasse/);
  });
});
