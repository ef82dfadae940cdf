// The bulk upload page's client part as the server renders it first: the drop zone locked (its file
// input disabled) until the looks are chosen, the credits shown, and with too small an approved pool
// only the way to approve more, in the reader's language.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { BulkUpload } from "./BulkUpload";

vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");

const item = (id: string) => ({ id, name: `Name ${id}`, previewUrl: null });
const props = (backdrops: number) => ({
  pool: { mode: "ownClothes" as const, backdrops: Array.from({ length: backdrops }, (_, i) => item(`b${i}`)), outfits: { FEMALE: [item("f1")], MALE: [item("m1")] } },
  backdropsNeeded: 4,
  maxZips: 20,
  maxZipBytes: 60 * 1024 * 1024,
  credits: 7,
  buyCreditsHref: "/app/admin/credits",
  ageRanges: ["18-24", "25-34"],
  eyeColors: null,
});

describe("BulkUpload", () => {
  it("locks the drop zone and the unlock button until 4 backdrops and both outfits are chosen", () => {
    const html = render(<BulkUpload {...props(5)} />);
    expect(html).toMatch(/<input type="file" multiple="" accept="\.zip,application\/zip" class="sr-only" disabled=""/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(6); // 5 backdrops and the consent
    const words = text(html);
    expect(words).toContain("7 team credits left");
    expect(words).toContain("Choose 4 backdrops and both outfits first: the drop zone unlocks then.");
    expect(words).toContain("Backdrops (0 of 4 chosen)");
  });

  it("with fewer than 4 approved backdrops offers only the way to approve more", () => {
    const html = render(<BulkUpload {...props(3)} />, "de");
    expect(html).not.toMatch(/type="checkbox"/);
    expect(text(html)).toContain("Für den Massen-Upload brauchst du mindestens 4 freigegebene Hintergründe");
    expect(html).toContain('href="/app/admin/style"');
    expect(html).toMatch(/<input type="file"[^>]*disabled=""/);
  });
});
