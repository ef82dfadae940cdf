// The pay-by-invoice form and a quote's buttons as the server renders them: the price of the quote in the
// organisation's currency and the reader's language, the minimum, and buttons named for what they do.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { QuoteActions } from "./QuoteActions";
import { QuoteRequestForm } from "./QuoteRequestForm";
import { DEFAULT_CREDIT_PRICING } from "@/lib/teams/pricing";

// The forms only hand their actions to React here; rendering never runs them.
vi.mock("@/lib/teams/invoices/actions", () => ({ requestQuoteAction: vi.fn(), acceptQuoteAction: vi.fn(), withdrawQuoteAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");

describe("the pay-by-invoice form", () => {
  it("starts at the minimum and shows the quote's price with the volume discount", () => {
    const es = render(<QuoteRequestForm currency="EUR" min={10} pricing={DEFAULT_CREDIT_PRICING} />, "es");
    expect(es).toContain('min="10"');
    expect(es).toContain('value="10"');
    const words = text(es);
    expect(words).toContain("10 créditos de equipo 290\u00a0€");
    expect(words).toContain("Descuento por volumen (10\u00a0%) −29\u00a0€");
    expect(words).toContain("Total 261\u00a0€");
    expect(words).toContain("Como mínimo 10, como máximo 1000.");
    expect(words).toContain("Pedir un presupuesto");
    expect(text(render(<QuoteRequestForm currency="USD" min={10} pricing={DEFAULT_CREDIT_PRICING} />))).toContain("Total $261");
  });
});

describe("a quote's buttons", () => {
  it("are named for the quote they answer", () => {
    const html = render(<QuoteActions quoteId="q1" acceptLabel="Accept the quote of Nov 27, 2026 for $261" withdrawLabel="Withdraw the quote of Nov 27, 2026" />);
    expect(html).toContain('aria-label="Accept the quote of Nov 27, 2026 for $261"');
    expect(html).toContain('aria-label="Withdraw the quote of Nov 27, 2026"');
    expect(html.match(/name="quoteId" value="q1"/g)).toHaveLength(2);
  });
});
