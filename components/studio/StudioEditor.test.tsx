// The editor as the server renders it: the options that work come first, the ones that change the
// person are folded away and disabled with the engine's reason when it cannot do them (and offered
// when it can), the backdrops and templates come from the catalogue, only the sizes of the shoot's
// package are offered (with the package that has more), the versions are listed with their
// downloads in their own format, and without enough credits the Apply button is off and the way to
// buy credits is shown.
import { readMessages } from "@/lib/i18n/message-files";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { EditorChoices } from "@/lib/studio/catalogue";
import { editSizesFor, type EditorSizes, type OptionAvailability, type StudioResultView } from "@/lib/studio/options";
import { StudioEditor } from "./StudioEditor";

vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const messages = (locale: string) => readMessages(locale as "en" | "de" | "es");

const version = (id: string, n: number, format: "jpg" | "png" = n > 1 ? "png" : "jpg") => ({
  id, version: n, options: null, width: 1024, height: 1024, format,
  thumbUrl: `/api/files/t/${id}.webp`, imageUrl: `/api/files/m/${id}.jpg`, downloadUrl: `/api/results/${id}/download?size=original&format=${format}`, createdAt: "2026-01-01T00:00:00.000Z",
});

const view = (credits: number): StudioResultView => ({ rootId: "r1", shootId: "s1", versions: [version("r1", 1), version("r2", 2)], jobs: [], credits, cost: 1 });

const catalogue: EditorChoices = {
  backdrops: [{ slug: "navy", name: "Navy", kind: "SOLID", colors: ["#1F2E4A"], previewUrl: null }, { slug: "white", name: "White", kind: "SOLID", colors: ["#F7F7F5"], previewUrl: null }],
  templates: [{ slug: "linkedin-square", name: "LinkedIn profile", description: "", width: 400, height: 400, shape: "square" }],
  emotions: [{ slug: "soft-smile", name: "Soft smile" }],
  hairstyles: [{ slug: "neat-short", name: "Neat short", gender: "MALE" }, { slug: "natural-curls", name: "Natural curls", gender: "UNISEX" }],
  outfits: [{ slug: "female-navy-suit", name: "Navy business suit", gender: "FEMALE" }],
};

const studio: OptionAvailability[] = (["emotion", "glasses", "hairstyle", "outfit"] as const).map((option) => ({ option, available: false, reason: "needsGenerativeEngine" }));
const comfy: OptionAvailability[] = [
  { option: "emotion", available: true, reason: null },
  { option: "glasses", available: false, reason: "notInWorkflow" },
  { option: "hairstyle", available: true, reason: null },
  { option: "outfit", available: true, reason: null },
];

const starter: EditorSizes = { included: editSizesFor({ outputSize: 1024, printSize: null }), packageName: "Starter", more: [{ size: "2048", packageName: "Professional" }, { size: "print", packageName: "Executive" }] };
const executive: EditorSizes = { included: editSizesFor({ outputSize: 2048, printSize: 4096 }), packageName: "Executive", more: [] };

function render(availability: OptionAvailability[], credits: number, locale = "en", sizes: EditorSizes = executive) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">
        <StudioEditor initial={view(credits)} openedId="r2" catalogue={catalogue} availability={availability} gender="FEMALE" sizes={sizes} buyCreditsPath="/app/results/s1/buy-credits" />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const fieldset = (html: string, name: string) => new RegExp(`<fieldset[^>]*data-testid="studio-option-${name}"[^>]*>`).exec(html)?.[0] ?? "";

describe("the studio editor", () => {
  it("disables what the CPU studio engine cannot change, saying why, and offers the rest", () => {
    const html = render(studio, 3);
    for (const name of ["emotion", "glasses", "hairstyle", "outfit"]) {
      expect(fieldset(html, name), name).toContain("disabled");
      expect(html).toContain(`id="${name}-note"`);
    }
    expect(html).toContain("Needs a generative engine.");
    for (const name of ["photoTemplate", "backdrop", "framing", "quality", "size"]) expect(fieldset(html, name), name).not.toContain("disabled");
    expect(html).toContain("Navy");
    expect(html).toContain("LinkedIn profile");
    // the shoot is a woman's: men's hairstyles are not offered
    expect(html).toContain("Natural curls");
    expect(html).not.toContain("Neat short");
  });

  it("offers what a generative engine can change, and says why the rest is off", () => {
    const html = render(comfy, 3, "de");
    expect(fieldset(html, "emotion")).not.toContain("disabled");
    expect(fieldset(html, "glasses")).toContain("disabled");
    expect(html).toContain("Der Workflow der aktiven Engine kann das nicht ändern.");
  });

  it("lists the original and the edits with their downloads, and shows the version opened", () => {
    const html = render(studio, 3);
    expect([...html.matchAll(/data-testid="studio-version" data-version="(\d)"/g)].map((m) => m[1])).toEqual(["1", "2"]);
    expect(html).toContain('href="/api/results/r1/download?size=original&amp;format=jpg"');
    // the version shown is a lossless edit: its download is the PNG it was made as
    expect(html).toMatch(/href="\/api\/results\/r2\/download\?size=original&amp;format=png"[^>]*data-testid="studio-download" data-format="png"/);
    expect(html).toContain("Download (PNG)");
    expect(html).toMatch(/data-testid="studio-photo" data-version="2"/);
    expect(html).toContain("Cost: 1 credit · you have 3 credits");
    expect(html).not.toContain('data-testid="studio-not-enough"');
  });

  it("turns Apply off without enough credits and links to buying them", () => {
    const html = render(studio, 0);
    expect(/<button[^>]*data-testid="studio-apply"[^>]*>/.exec(html)?.[0]).toContain("disabled");
    expect(html).toContain('href="/app/results/s1/buy-credits"');
    expect(html).toContain("you have 0 credits");
  });

  it("puts the working options first and folds the ones the engine cannot do under their reason", () => {
    const html = render(studio, 3);
    const at = (name: string) => html.indexOf(`data-testid="studio-option-${name}"`);
    for (const working of ["backdrop", "photoTemplate", "framing", "quality", "size"]) expect(at(working), working).toBeLessThan(at("emotion"));
    const locked = /<details[^>]*data-testid="studio-locked"[^>]*>([\s\S]*?)<\/details>/.exec(html);
    expect(locked?.[0]).not.toContain(" open");
    expect(locked?.[1]).toContain("Needs a generative engine: Emotion, Glasses, Hairstyle, and Outfit");
    for (const name of ["emotion", "glasses", "hairstyle", "outfit"]) expect(locked?.[1]).toContain(`data-testid="studio-option-${name}"`);
    // a generative engine: what it can do is offered openly, only glasses stay folded away
    const comfyHtml = render(comfy, 3, "es");
    const folded = /<details[^>]*data-testid="studio-locked"[^>]*>([\s\S]*?)<\/details>/.exec(comfyHtml)?.[1] ?? "";
    expect(folded).toContain("No está en el flujo de trabajo del motor activo: Gafas");
    expect(folded).not.toContain('data-testid="studio-option-emotion"');
  });

  it("offers only the sizes of the shoot's package and names the package with more", () => {
    const sizesOf = (html: string) => [...(/<fieldset[^>]*data-testid="studio-option-size"[\s\S]*?<\/fieldset>/.exec(html)?.[0] ?? "").matchAll(/data-testid="studio-choice-label">([^<]*)</g)].map((m) => m[1]);
    const html = render(studio, 3, "es", starter);
    expect(sizesOf(html)).toEqual(["1024 px"]);
    expect(html).not.toContain("Impresión (4096 px)</span>");
    expect(html).toContain("Impresión (4096 px) viene con el paquete Executive.");
    expect(html).toContain("2048 px viene con el paquete Professional.");
    const exec = render(studio, 3, "en", executive);
    expect(sizesOf(exec)).toEqual(["1024 px", "2048 px", "Print (4096 px)"]);
    expect(exec).not.toContain('data-testid="studio-size-more"');
  });
});
