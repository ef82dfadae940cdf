// The buy-more pages' client parts as the server renders them (before any script runs): the order's
// state in the buyer's language, the credit balance, the packs with their prices. Next's app router
// only runs inside Next, so the locale-aware navigation module is replaced by plain links.
import { readMessages } from "@/lib/i18n/message-files";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { UpsellOrderStatus } from "@/lib/payments/upsell-status";
import { CreditBalance } from "./CreditBalance";
import { OrderStatus } from "./OrderStatus";
import { PackPicker } from "./PackPicker";
import { PhotoCreditsCard } from "./PhotoCreditsCard";

vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const messages = (locale: string) => readMessages(locale as "en" | "de" | "es");
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

function render(node: ReactNode, locale = "en") {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const order = (over: Partial<UpsellOrderStatus>): UpsellOrderStatus => ({
  id: "o1", status: "PAID", provider: "test", type: "headshots", count: 20, shootId: "s1", currency: "USD", total: 900, delivery: null, editCredits: 0, photoCredits: null, ...over,
});

describe("the order the buyer came back from", () => {
  it("says credits were added with the new balance", () => {
    const html = render(<OrderStatus orderId="o1" shootId="s1" canceled={false} initial={order({ type: "editCredits", count: 5, editCredits: 12, delivery: null })} />, "de");
    expect(html).toContain('data-status="PAID"');
    expect(text(html)).toContain("Bezahlt: 5 Bearbeitungs-Credits gutgeschrieben");
    expect(text(html)).toContain("Dein Guthaben beträgt jetzt 12 Credits.");
  });

  it("follows extra headshots being made and links to the gallery", () => {
    const html = render(<OrderStatus orderId="o1" shootId="s1" canceled={false} initial={order({ delivery: { state: "generating", planned: 20, delivered: 10, refundRequested: false } })} />);
    expect(text(html)).toContain("Paid: 20 new headshots are on the way");
    expect(text(html)).toContain("10 of 20 ready");
    expect(html).toContain('aria-valuenow="10"');
    expect(html).toContain('href="/app/results/s1"');
  });

  it("says a declined payment charged nothing, and a failed delivery that a refund was asked for", () => {
    expect(text(render(<OrderStatus orderId="o1" shootId="s1" canceled={false} initial={order({ status: "FAILED" })} />, "es"))).toContain("El pago no se ha realizado");
    const failed = render(<OrderStatus orderId="o1" shootId="s1" canceled={false} initial={order({ delivery: { state: "failed", planned: 20, delivered: 10, refundRequested: true } })} />);
    expect(text(failed)).toContain("10 of 20 were made. We've asked for a refund of the rest");
    expect(text(render(<OrderStatus orderId="o1" shootId="s1" canceled={false} initial={null} />))).toContain("We couldn't find this order in your account.");
  });
});

describe("the credits page", () => {
  it("shows the balance and each pack with its price in the buyer's currency", () => {
    const balance = render(<CreditBalance shootId="s1" initial={{ results: 40, editCredits: 1, photoCredits: 0, pending: [] }} />);
    expect(balance).toContain('data-count="1"');
    expect(text(balance)).toContain("1 edit credit");
    const packs = text(render(<PackPicker shootId="s1" kind="editCredits" currency="EUR" packs={[{ count: 5, amount: 500 }, { count: 20, amount: 1500 }]} />, "de"));
    expect(packs).toContain("5 Bearbeitungs-Credits");
    expect(packs).toMatch(/20 Bearbeitungs-Credits\s*15\s€/);
    expect(packs).toContain("Wähle aus, was du kaufen möchtest");
  });
});

describe("photo credits on the extra-headshots page", () => {
  it("offer the whole balance as free headshots, at most what one spending may make", () => {
    const html = render(<PhotoCreditsCard shootId="s1" balance={12} max={200} />, "de");
    expect(html).toContain('data-balance="12"');
    expect(html).toMatch(/value="12"[^>]*data-testid="photo-credits-count"|data-testid="photo-credits-count"[^>]*value="12"/);
    expect(html).toContain('max="12"');
    expect(text(html)).toContain("Du hast 12 Foto-Credits");
    expect(text(html)).toContain("12 kostenlose Porträtfotos erstellen");
    const big = render(<PhotoCreditsCard shootId="s1" balance={250} max={200} />, "es");
    expect(big).toContain('max="200"');
    expect(text(big)).toContain("Crear 200 retratos gratis");
    expect(text(big)).toContain("Puedes usar hasta 200 a la vez");
  });

  it("follow the spending without saying it was paid, and say what came back when headshots could not be made", () => {
    const credits = { returned: 0, balance: 0 };
    const going = render(<OrderStatus orderId="o1" shootId="s1" canceled={false} initial={order({ provider: "credits", total: 0, count: 7, photoCredits: credits, delivery: { state: "queued", planned: 7, delivered: 0, refundRequested: false } })} />);
    expect(text(going)).toContain("7 new headshots are on the way");
    expect(text(going)).not.toContain("Paid");
    const failed = render(<OrderStatus orderId="o1" shootId="s1" canceled={false} initial={order({ provider: "credits", total: 0, count: 8, photoCredits: { returned: 4, balance: 6 }, delivery: { state: "failed", planned: 8, delivered: 4, refundRequested: false } })} />);
    expect(text(failed)).toContain("4 of 8 were made. We've put 4 photo credits back in your account.");
  });
});
