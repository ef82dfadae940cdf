// The server-rendered HTML of the phone upload pieces: what a phone shows before any script runs, in
// the person's language, and the desktop panel before it is opened.
import { readMessages } from "@/lib/i18n/message-files";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { LinkClosed } from "./LinkClosed";
import { PhonePanel } from "./PhonePanel";
import { PhoneUploadFlow } from "./PhoneUploadFlow";
import { PoseGuide } from "./PoseGuide";

vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const messages = (locale: string) => readMessages(locale as "en" | "de" | "es");
const render = (node: ReactNode, locale = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);

describe("the phone upload page", () => {
  it("opens on the intro in the person's language, with the shoot's minimum and no server-side clock", () => {
    const html = render(<PhoneUploadFlow token={"t".repeat(43)} expiresAt="2026-03-01T10:30:00.000Z" initialCounts={{ accepted: 1, min: 4, max: 20 }} ownClothes />, "de");
    expect(html).toContain('data-testid="phone-intro"');
    expect(html).toContain("Fotos vom Handy hinzufügen");
    expect(html).toContain("Sobald 4 angenommen sind");
    // The expiry time is shown in the phone's own time zone, so only after hydration.
    expect(html).not.toContain("funktioniert bis");
    expect(html).toContain("Los geht&#x27;s");
  });

  it("shows five illustrated pose tips, drawn rather than photographed", () => {
    const html = render(<PoseGuide ownClothes={false} />, "es");
    expect(html.match(/<li/g)).toHaveLength(5);
    expect(html.match(/<svg/g)).toHaveLength(5);
    expect(html).not.toContain("<img");
    expect(html).toContain("Sin gafas de sol");
  });

  it("says to wear what they want to be seen in when the engine keeps their clothes, and to vary outfits when it dresses them", () => {
    const en = messages("en") as { PhoneUpload: { pose: { variety: string; varietyOwnClothes: string } } };
    const kept = render(<PoseGuide ownClothes />);
    expect(kept).toContain(en.PhoneUpload.pose.varietyOwnClothes.replace(/'/g, "&#x27;"));
    expect(kept).not.toContain(en.PhoneUpload.pose.variety.replace(/'/g, "&#x27;"));
    expect(render(<PoseGuide ownClothes={false} />)).toContain(en.PhoneUpload.pose.variety.replace(/'/g, "&#x27;"));
  });

  it("says why a link opens nothing", () => {
    const html = render(<LinkClosed reason="expired" title="This link has expired" body="Open a new QR code." />);
    expect(html).toContain('data-reason="expired"');
    expect(html).toContain("<h1");
  });
});

describe("the photos step's phone panel", () => {
  it("starts closed: no link is made until the person asks for the QR code", () => {
    const html = render(<PhonePanel shootId="s1" onSync={() => undefined} />);
    expect(html).toContain("Use your phone");
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain("Show QR code");
    expect(html).not.toContain('data-testid="phone-upload-link"');
    expect(html).not.toContain('data-testid="phone-qr"');
  });
});
