// The wizard's forms and the buy form as the server renders them: the live price with its volume
// discount in the reader's language, each outfit offered only for whom it is made, saved values shown.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { BuyCreditsForm } from "./BuyCreditsForm";
import { CompanyDetailsForm } from "./setup/CompanyDetailsForm";
import { PicksForm } from "./setup/PicksForm";
import { DEFAULT_CREDIT_PRICING } from "@/lib/teams/pricing";

// The forms only hand their actions to React here; rendering never runs them.
vi.mock("@/lib/teams/setup-actions", () => ({ companyDetailsAction: vi.fn(), brandingAction: vi.fn(), selectStyleAction: vi.fn(), selectClothingAction: vi.fn(), inviteTeamAction: vi.fn() }));
vi.mock("@/lib/teams/credits-actions", () => ({ buyCreditsAction: vi.fn() }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);
// Ordinary white space collapsed; the no-break space before "%" kept.
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");

describe("the buy form", () => {
  it("shows the price with the volume discount as the server will charge it", () => {
    // Intl puts a no-break space before the euro sign, as the checkout shows it.
    const de = text(render(<BuyCreditsForm currency="EUR" defaultQuantity={25} pricing={DEFAULT_CREDIT_PRICING} />, "de"));
    expect(de).toContain("25 Team-Credits 725\u00a0€");
    expect(de).toContain("Mengenrabatt (20\u00a0%) −145\u00a0€");
    expect(de).toContain("Gesamt 580\u00a0€");
    expect(de).toContain("25 Credits für 580\u00a0€ kaufen");
    expect(de).toContain("Nimm 25 mehr und spare 30\u00a0% auf die ganze Bestellung.");
    const en = text(render(<BuyCreditsForm currency="USD" defaultQuantity={3} pricing={DEFAULT_CREDIT_PRICING} />));
    expect(en).toContain("3 team credits $87");
    expect(en).not.toContain("Volume discount (");
    expect(en).toContain("Add 7 more for 10% off the whole order.");
    expect(en).toContain("Buy 3 credits for $87");
    expect(en).toContain("Volume discounts: 10% off from 10 credits, 20% off from 25 credits, 30% off from 50 credits.");
  });

  it("shows the policy the page read (an admin's price and tiers)", () => {
    const en = text(render(<BuyCreditsForm currency="USD" defaultQuantity={6} pricing={{ unitPrice: { USD: 3500, EUR: 2900 }, tiers: [{ minCredits: 5, percent: 15 }] }} />));
    expect(en).toContain("$35 per credit");
    expect(en).toContain("6 team credits $210");
    expect(en).toContain("Volume discounts: 15% off from 5 credits.");
  });
});

describe("the clothing step", () => {
  it("offers an outfit only for whom it is made, with the saved picks ticked", () => {
    const outfit = (id: string, forFemale: boolean, forMale: boolean) => ({ id, name: id, backdrop: { kind: "SOLID" as const, colors: ["#E6E8EB"] }, outfit: { colors: ["#222222"] }, forFemale, forMale });
    const html = render(<PicksForm owner="u1" kind="outfits" items={[outfit("suit", false, true), outfit("shirt", true, true)]} saved={{ female: ["shirt"], male: [] }} />);
    expect(html.match(/name="female" value="suit"/)).toBeNull();
    expect(html).toMatch(/name="male" value="suit"/);
    expect(html).toMatch(/name="female" checked="" value="shirt"/);
    expect(text(html)).toContain("For women: 1 picked · For men: 0 picked");
  });
});

describe("the company details", () => {
  it("show what was saved, the team sizes and the countries", () => {
    const saved = { name: "Acme", website: "https://acme.de", teamSize: "11-50", address: "Hauptstraße 1", city: "Berlin", postalCode: "10115", country: "DE", billingEmail: "", vatId: "DE123456789" };
    const html = render(<CompanyDetailsForm owner="u1" saved={saved} teamSizes={["1-10", "11-50"]} countries={[{ value: "DE", label: "Deutschland" }]} />, "de");
    expect(html).toContain('value="Acme"');
    expect(html).toContain('value="DE123456789"');
    expect(html).toMatch(/<option value="11-50" selected="">11-50 Personen<\/option>/);
    expect(html).toMatch(/<option value="DE" selected="">Deutschland<\/option>/);
  });
});
