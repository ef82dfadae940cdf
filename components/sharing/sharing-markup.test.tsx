// The server-rendered HTML of the share, vote and voting-results components: what a friend or the owner
// gets before any script runs (names, pressed states, order, and nothing to download on a share link).
import { readMessages } from "@/lib/i18n/message-files";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { SharedPhoto } from "@/lib/sharing/gallery";
import { LinkPanel } from "./LinkPanel";
import { PhotoWall } from "./PhotoWall";
import { TallyList, type TallyItem } from "./TallyList";
import { VoteGallery } from "./VoteGallery";

// Rendering never calls the server actions; their modules pull in Auth.js, which only runs inside Next.
vi.mock("@/lib/sharing/actions", () => ({ voteAction: vi.fn(), createLinkAction: vi.fn(), revokeLinkAction: vi.fn(), setFavoriteAction: vi.fn() }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const messages = (locale: string) => readMessages(locale as "en" | "de" | "es");
const render = (node: ReactNode, locale = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);

const photo = (id: string, number: number, styleName: string | null = "Navy studio"): SharedPhoto => ({
  id,
  number,
  styleName,
  thumb: { url: `/api/files/shoots/s/results/${id}/thumb.webp?exp=1&sig=x`, width: 400, height: 400 },
  preview: { url: `/api/files/shoots/s/results/${id}/preview.webp?exp=1&sig=y`, width: 800, height: 800 },
});
const photos = [photo("r1", 1), photo("r2", 2), photo("r3", 3, null)];

describe("the shared gallery", () => {
  it("shows each thumbnail with its style, and offers nothing to download or mark", () => {
    const html = render(<PhotoWall photos={photos} />, "de");
    expect(html.match(/data-testid="shared-photo"/g)).toHaveLength(3);
    expect(html).toContain('alt="Porträtfoto 1, Stil Navy studio"');
    expect(html).toContain('alt="Porträtfoto 3, Stil Anderer Stil"');
    expect(html).toContain('aria-label="Porträtfoto 2 größer ansehen"');
    expect(html).not.toMatch(/download|dl=|<a /i);
    expect(html).not.toContain("aria-pressed");
    // The previews load only when a photo is opened.
    expect(html).not.toContain("preview.webp");
  });
});

describe("the voting gallery", () => {
  it("gives every photo a thumbs up and down, pressed where this voter already voted", () => {
    const html = render(<VoteGallery token={"t".repeat(43)} photos={photos} initialVotes={{ r1: 1, r3: -1 }} />);
    expect(html.match(/data-testid="vote-buttons"/g)).toHaveLength(3);
    const pressed = (label: string) => new RegExp(`aria-pressed="(true|false)" aria-label="${label}"`).exec(html)?.[1];
    expect(pressed("Thumbs up for headshot 1")).toBe("true");
    expect(pressed("Thumbs down for headshot 1")).toBe("false");
    expect(pressed("Thumbs up for headshot 2")).toBe("false");
    expect(pressed("Thumbs down for headshot 3")).toBe("true");
    expect(html).toContain("You&#x27;ve voted on 2 of 3 photos.");
  });
});

describe("the owner's voting results", () => {
  const row = (id: string, number: number, up: number, down: number, isFavorite = false): TallyItem => ({
    id, number, styleName: "Navy studio", thumb: photo(id, number).thumb, up, down, score: up - down, isFavorite,
  });

  it("lists the photos in the order given (best first) with their counts, and marks the favourite", () => {
    const html = render(<TallyList shootId="s1" rows={[row("r2", 2, 3, 0), row("r1", 1, 1, 2, true)]} />, "es");
    expect([...html.matchAll(/data-result="(\w+)"/g)].map((m) => m[1])).toEqual(["r2", "r1"]);
    expect([...html.matchAll(/data-testid="tally-score">([^<]+)</g)].map((m) => m[1])).toEqual(["+3", "-1"]);
    expect([...html.matchAll(/data-testid="tally-up">([^<]+)</g)].map((m) => m[1])).toEqual(["3", "1"]);
    expect(html.match(/Tu favorito/g)).toHaveLength(1);
    expect(html.match(/Elegir como mi favorito/g)).toHaveLength(1);
  });

  it("shows a live link with copy and revoke, or a button to make one", () => {
    const live = render(<LinkPanel shootId="s1" kind="share" initial={{ url: "https://lumen.example/app/results/share/abc" }} />);
    expect(live).toContain('value="https://lumen.example/app/results/share/abc"');
    expect(live).toContain("Copy link");
    expect(live).toContain("Revoke");
    const none = render(<LinkPanel shootId="s1" kind="vote" initial={null} />, "de");
    expect(none).toContain("Noch kein Link.");
    expect(none).toContain("Link erstellen");
    expect(none).not.toContain("<input");
  });
});
