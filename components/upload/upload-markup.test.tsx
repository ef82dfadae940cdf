// The photos step as the server renders it: the counter reads as a sentence in each language (ICU
// plurals), each photo shows the quality gate's score beside its verdict and reasons, and a file that
// cannot be decoded is a tile saying so, never the browser's broken-image icon with its alt text.
import { readMessages } from "@/lib/i18n/message-files";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { PhotoThumb, isUnreadable } from "./PhotoThumb";
import { PhotoUploader, type UploadedPhoto } from "./PhotoUploader";
import { UploadItemStatus, verdictMessages } from "./UploadItemStatus";

vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);

const photo = (id: string, score: number): UploadedPhoto => ({
  id, accepted: true, score, reasons: [], warnings: ["SOFT_FOCUS"], messages: { SOFT_FOCUS: "A little soft." }, thumbnailUrl: `/api/files/${id}.jpg`, originalName: `${id}.jpg`,
});

function uploader(accepted: number, locale: "en" | "de" | "es") {
  const photos = Array.from({ length: accepted }, (_, i) => photo(`p${i + 1}`, 70 + i));
  return render(<PhotoUploader shootId="s1" initialPhotos={photos} initialCounts={{ accepted, min: 4, max: 20 }} nextHref="/app/upload/select-style?shoot=s1" />, locale);
}
const counter = (html: string) => /data-testid="photo-count">([^<]*)</.exec(html)![1];

describe("the photos step", () => {
  it("counts photos in a sentence, singular and plural, in three languages", () => {
    expect(counter(uploader(6, "en"))).toBe("6 photos, at least 4 needed, at most 20");
    expect(counter(uploader(1, "en"))).toBe("1 photo, at least 4 needed, at most 20");
    expect(counter(uploader(1, "de"))).toBe("1 Foto, mindestens 4 nötig, höchstens 20");
    expect(counter(uploader(0, "de"))).toBe("0 Fotos, mindestens 4 nötig, höchstens 20");
    expect(counter(uploader(1, "es"))).toBe("1 foto, se necesitan al menos 4, como máximo 20");
    expect(counter(uploader(5, "es"))).toBe("5 fotos, se necesitan al menos 4, como máximo 20");
  });

  it("shows each photo's quality score beside its verdict and its messages", () => {
    const html = uploader(2, "de");
    expect([...html.matchAll(/data-testid="photo-score" data-score="(\d+)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([["70", "Qualitätswert 70/100"], ["71", "Qualitätswert 71/100"]]);
    expect(html).toContain("Sieht gut aus");
    expect(html).toContain("A little soft.");
  });

  it("shows a refused photo's low score in the danger colour with its reason", () => {
    const html = render(<UploadItemStatus status="rejected" progress={1} progressLabel="" statusLabel={(s) => s} messages={["No face."]} score={{ value: 12, label: "Quality score 12/100" }} messagesTestId="m" />);
    expect(html).toMatch(/<span class="[^"]*text-danger[^"]*" data-testid="photo-score" data-score="12">Quality score 12\/100<\/span>/);
    expect(html).toContain("No face.");
  });

  it("lists every reason of a refused photo in the gate's order, then its warnings", () => {
    const en = (readMessages("en").Engine as { reasons: Record<string, string>; warnings: Record<string, string> });
    const refused = {
      reasons: ["MULTIPLE_FACES", "LOW_RESOLUTION"], warnings: ["EYES_CLOSED"],
      messages: { MULTIPLE_FACES: en.reasons.MULTIPLE_FACES!, LOW_RESOLUTION: en.reasons.LOW_RESOLUTION!, EYES_CLOSED: en.warnings.EYES_CLOSED! },
    };
    expect(verdictMessages(refused)).toEqual([en.reasons.MULTIPLE_FACES, en.reasons.LOW_RESOLUTION, en.warnings.EYES_CLOSED]);
    expect(verdictMessages({ reasons: ["NO_FACE", "LOW_RESOLUTION"], warnings: [], messages: { NO_FACE: "No face." } })).toEqual(["No face.", "LOW_RESOLUTION"]);
    expect(verdictMessages(undefined)).toEqual([]);
    const html = render(<UploadItemStatus status="rejected" progress={1} progressLabel="" statusLabel={(s) => s} messages={verdictMessages(refused)} messagesTestId="m" />);
    const list = /<ul [^>]*data-testid="m">(.*?)<\/ul>/.exec(html)![1]!;
    const escape = (text: string) => renderToStaticMarkup(<>{text}</>);
    expect([...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])).toEqual([en.reasons.MULTIPLE_FACES, en.reasons.LOW_RESOLUTION, en.warnings.EYES_CLOSED].map((m) => escape(m!)));
  });

  it("draws an undecodable file as a tile with its words instead of an image", () => {
    expect(isUnreadable(["CORRUPT_FILE"])).toBe(true);
    expect(isUnreadable(["UNSUPPORTED_FORMAT"])).toBe(true);
    expect(isUnreadable(["NO_FACE"])).toBe(false);
    expect(isUnreadable(undefined)).toBe(false);
    const broken = render(<PhotoThumb src="blob:local" alt="holiday-photo-with-a-very-long-name.jpg" unreadable unreadableLabel="Can't be opened" className="size-20" />);
    expect(broken).not.toContain("<img");
    expect(broken).toContain('role="img" aria-label="Can&#x27;t be opened" data-testid="photo-unreadable"');
    const fine = render(<PhotoThumb src="blob:local" alt="me.jpg" unreadable={false} unreadableLabel="Can't be opened" />);
    expect(fine).toContain('<img src="blob:local" alt="me.jpg"');
  });
});
