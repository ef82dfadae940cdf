// The server-rendered /app/invites in en, de and es: a friend's purchase shows the reward as pending with
// the day it becomes available, separately from the credits already earned, and a purchase that earned
// nothing (refunded in time, past the monthly cap, refunded after the reward and withdrawn) says so.
import { readMessages } from "@/lib/i18n/message-files";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { InvitesOverview } from "@/lib/referrals/overview";

const state = vi.hoisted(() => ({ locale: "en" }));
const messages = (locale: string) => readMessages(locale as "en" | "de" | "es");

// next-intl's server half, on the real messages of the locale under test.
vi.mock("next-intl/server", async () => {
  const { createFormatter, createTranslator } = await import("next-intl");
  return {
    getTranslations: async (namespace: string) => createTranslator({ locale: state.locale, messages: messages(state.locale), namespace: namespace as never, timeZone: "UTC" }),
    getFormatter: async () => createFormatter({ locale: state.locale, timeZone: "UTC" }),
  };
});
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const { InvitesView } = await import("./InvitesView");

const overview: InvitesOverview = {
  eligible: true,
  code: "ada-1234",
  percent: 20,
  rewardCredits: 10,
  people: [
    { id: "r1", displayName: "Nora", joinedAt: new Date("2026-03-01T09:00:00Z"), status: "pending", credits: 10, availableAt: new Date("2026-03-19T10:00:00Z") },
    { id: "r2", displayName: "Rosa", joinedAt: new Date("2026-02-01T09:00:00Z"), status: "rewarded", credits: 10, availableAt: null },
    { id: "r3", displayName: "Fritz", joinedAt: new Date("2026-02-02T09:00:00Z"), status: "refunded", credits: 0, availableAt: null },
    { id: "r4", displayName: "Carl", joinedAt: new Date("2026-02-03T09:00:00Z"), status: "capped", credits: 0, availableAt: null },
    { id: "r5", displayName: "Wanda", joinedAt: new Date("2026-03-02T09:00:00Z"), status: "waiting", credits: 0, availableAt: null },
    { id: "r6", displayName: "Willi", joinedAt: new Date("2026-01-05T09:00:00Z"), status: "withdrawn", credits: 0, availableAt: null },
  ],
  creditsEarned: 10,
  creditsPending: 10,
  windowDays: 14,
  maxRewards: 20,
  capDays: 30,
  balance: 0,
  spendOnShootId: null,
};

async function render(locale: "en" | "de" | "es"): Promise<string> {
  state.locale = locale;
  const node = (await InvitesView({ overview, url: "https://lumen.test/invite/ada-1234" })) as ReactNode;
  return renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>).replace(/\u00a0|\u202f/g, " ");
}

const statusCell = (html: string, status: string) => new RegExp(`data-status="${status}"[^>]*>(.*?)</td>`).exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";

describe("/app/invites", () => {
  it.each([
    ["en", "10 photo credits on Mar 19, 2026", "10 photo credits on their way", "Refunded: no reward", "No reward: 20 rewards in 30 days reached", "past its 14-day money-back period"],
    ["de", "10 Foto-Credits am 19.03.2026", "10 Foto-Credits unterwegs", "Erstattet: keine Belohnung", "Keine Belohnung: 20 Belohnungen in 30 Tagen erreicht", "die 14-tägige Geld-zurück-Frist"],
    ["es", "10 créditos de foto el 19 mar 2026", "10 créditos de foto en camino", "Reembolsado: sin recompensa", "Sin recompensa: alcanzadas 20 recompensas en 30 días", "plazo de devolución de 14 días"],
  ] as const)("in %s shows the pending reward with its date, apart from what was earned", async (locale, pending, stat, refunded, capped, how) => {
    const html = await render(locale);
    // A reward taken back by a later refund says so, not "Rewarded".
    expect(statusCell(html, "withdrawn")).toBe({ en: "Refunded, reward withdrawn", de: "Erstattet, Belohnung zurückgenommen", es: "Reembolsado, recompensa retirada" }[locale]);
    expect(statusCell(html, "pending")).toBe(pending);
    expect(html).toMatch(new RegExp(`data-testid="invites-pending"[^>]*>.*?${stat}`));
    expect(statusCell(html, "refunded")).toBe(refunded);
    expect(statusCell(html, "capped")).toBe(capped);
    expect(html).toContain(how);
    expect(statusCell(html, "rewarded")).toBe(messages(locale).Invites.people.rewarded);
    expect(statusCell(html, "waiting")).toBe(messages(locale).Invites.people.waiting);
  });
});
