// The help page, the notifications form and the member's team page card as the server renders them:
// every answer in the reader's language with its link, the switches as saved, the favourite preselected.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { HELP_FAQ } from "@/lib/teams/help-faq";
import { TeamPageOptIn } from "@/components/team-member/TeamPageOptIn";
import { HelpFaq } from "./HelpFaq";
import { NotificationsForm } from "./NotificationsForm";

vi.mock("@/lib/teams/team-page-actions", () => ({ saveMemberTeamPageAction: vi.fn() }));
vi.mock("@/lib/teams/notification-actions", () => ({ saveNotificationsAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);
/** The `<input …>` tag whose name is `name`. */
const input = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");

describe("the help page", () => {
  it("shows every answer in the reader's language, each with a link to its page", () => {
    const messages = readMessages("es") as { TeamHelp: { faq: { items: Record<string, { q: string; a: string }> } }; TeamLead: { nav: Record<string, string> } };
    const items = HELP_FAQ.map((i) => ({ key: i.key, question: messages.TeamHelp.faq.items[i.key]!.q, answer: messages.TeamHelp.faq.items[i.key]!.a, href: i.href, linkLabel: messages.TeamLead.nav[i.nav]! }));
    const html = render(<HelpFaq items={items} />, "es");
    expect(html.match(/data-testid="help-item"/g)).toHaveLength(HELP_FAQ.length);
    expect(text(html)).toContain("¿Cómo funcionan los créditos de equipo?");
    expect(text(html)).toContain(`${HELP_FAQ.length} respuestas`);
    for (const item of HELP_FAQ) expect(html).toContain(`href="${item.href}"`);
    expect(html).toContain('type="search"');
  });
});

describe("the notifications form", () => {
  it("shows the switches as saved, and the days field off when reminders are off", () => {
    const on = render(<NotificationsForm initial={{ lowCredits: true, resultsReady: false, favoriteSelected: true, remindAfterDays: 5, remindMaxTimes: 3 }} />, "de");
    expect(input(on, "lowCredits")).toContain('checked=""');
    expect(input(on, "resultsReady")).not.toContain("checked");
    expect(input(on, "remindAfterDays")).toContain('value="5"');
    expect(input(on, "remindAfterDays")).not.toContain("disabled");
    expect(text(on)).toContain("Automatische Erinnerungen");
    const off = render(<NotificationsForm initial={{ lowCredits: false, resultsReady: true, favoriteSelected: false, remindAfterDays: null, remindMaxTimes: 2 }} />);
    expect(input(off, "remindAfterDays")).toContain('disabled=""');
    expect(input(off, "remind")).not.toContain("checked");
  });
});

describe("the member's team page card", () => {
  it("preselects the favourite and fills in the name, and says when there is no page yet", () => {
    const photos = [
      { id: "r1", url: "/a.webp", width: 400, height: 400, isFavorite: false },
      { id: "r2", url: "/b.webp", width: 400, height: 400, isFavorite: true },
    ];
    const html = render(<TeamPageOptIn organization="Northwind" choice={{ show: false, resultId: null, name: "Ana Ruiz", title: "", pageLive: false, hidden: false }} photos={photos} />);
    expect(html).toMatch(/checked="" value="r2"|value="r2"[^>]*checked=""/);
    expect(html).not.toMatch(/checked="" value="r1"|value="r1"[^>]*checked=""/);
    expect(html).toMatch(/name="name"[^>]*value="Ana Ruiz"/);
    expect(text(html)).toContain("Your team has no public team page at the moment.");
  });
});
