import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { acceptQuote } from "@/lib/teams/invoices/quotes";
import { findTeamInvoicesPage } from "@/lib/teams/invoices/queries";
import { teamInvoicesQuery } from "@/lib/teams/invoices/schemas";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { createTeam } from "@/lib/testing/teams";
import { createCompQuoteAction } from "./actions";
import { setParameter } from "@/lib/parameters/update";
import { DEFAULT_CREDIT_PRICING } from "@/lib/teams/pricing";
import { calculatorInput, priceCompPackage } from "./calculator";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

describe("the team package calculator's arithmetic", () => {
  it("below the first tier: list price, no volume discount, the extra discount on the rest", () => {
    expect(priceCompPackage({ seats: 5, stylesPerMember: 4, currency: "USD", discountPercent: 10 }, DEFAULT_CREDIT_PRICING)).toEqual({
      seats: 5, stylesPerMember: 4, totalStyles: 20, currency: "USD", unitAmount: 2900,
      listPrice: 14500, volumePercent: 0, volumeDiscount: 0, extraPercent: 10, extraDiscount: 1450, total: 13050, perSeat: 2610,
    });
  });

  it("applies each volume tier, then the admin's percent of what it leaves", () => {
    // 25 seats: 72 500 list, 20 % tier = 14 500, leaves 58 000; 15 % of that = 8 700; 49 300 total, 1 972 a seat.
    expect(priceCompPackage({ seats: 25, stylesPerMember: 10, currency: "EUR", discountPercent: 15 }, DEFAULT_CREDIT_PRICING)).toMatchObject({
      listPrice: 72500, volumePercent: 20, volumeDiscount: 14500, extraDiscount: 8700, total: 49300, perSeat: 1972, totalStyles: 250,
    });
    // 50 seats: 30 % tier; no extra discount.
    expect(priceCompPackage({ seats: 50, stylesPerMember: 1, currency: "USD", discountPercent: 0 }, DEFAULT_CREDIT_PRICING)).toMatchObject({ listPrice: 145000, volumeDiscount: 43500, extraDiscount: 0, total: 101500, perSeat: 2030 });
    // 10 seats, 33 %: 26 100 after the tier, 8 613 off, 17 487; 1 748.7 a seat rounds to 1 749.
    expect(priceCompPackage({ seats: 10, stylesPerMember: 2, currency: "USD", discountPercent: 33 }, DEFAULT_CREDIT_PRICING)).toMatchObject({ total: 17487, perSeat: 1749 });
  });

  it.each([
    [{ seats: "0" }, "seats", "seatsRange"],
    [{ seats: "1001" }, "seats", "seatsRange"],
    [{ seats: "ten" }, "seats", "notAWholeNumber"],
    [{ discountPercent: "-5" }, "discountPercent", "discountRange"],
    [{ discountPercent: "95" }, "discountPercent", "discountRange"],
    [{ stylesPerMember: "0" }, "stylesPerMember", "stylesRange"],
    [{ currency: "GBP" }, "currency", "currency"],
  ])("refuses %j", (fields, field, key) => {
    const parsed = calculatorInput.safeParse({ seats: "10", stylesPerMember: "4", currency: "USD", discountPercent: "0", ...fields });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.find((i) => i.path[0] === field)?.message).toBe(key);
  });
});

describe("a quote for an organisation", () => {
  it("is made at the calculator's price, audited, listed for the organisation, and a lead accepts it", async () => {
    const team = await createTeam(bed.p);
    await bed.p.organization.update({ where: { id: team.org.id }, data: { currency: "EUR" } });
    bed.as("admin");
    const answer = await submitForm(createCompQuoteAction, { organizationId: team.org.id, seats: "25", stylesPerMember: "10", discountPercent: "15", locale: "en" });
    expect(answer).toMatchObject({ ok: true });
    const quote = await bed.p.invoice.findFirstOrThrow({ where: { organizationId: team.org.id, status: "QUOTE" } });
    const expected = priceCompPackage({ seats: 25, stylesPerMember: 10, currency: "EUR", discountPercent: 15 }, DEFAULT_CREDIT_PRICING);
    expect(quote).toMatchObject({ total: expected.total, subtotal: expected.total, currency: "EUR", creditQuantity: 25, userId: team.owner.id });
    expect((quote.lines as { amount: number }[]).map((l) => l.amount)).toEqual([72500, -14500, -8700]);
    expect(await bed.lastAudit("team.quote.create", quote.id)).toMatchObject({
      actorId: bed.admin.id, targetType: "Invoice",
      data: { before: null, after: { organizationId: team.org.id, status: "QUOTE", creditQuantity: 25, total: 49300 }, extraPercent: 15, stylesPerMember: 10 },
    });
    // It is on the organisation's /app/admin/invoices, and its lead accepts it at that price.
    const listed = await findTeamInvoicesPage(bed.p, team.org.id, teamInvoicesQuery.parse({ status: "quote" }));
    expect(listed.items.map((i) => [i.id, i.total])).toEqual([[quote.id, 49300]]);
    const accepted = await acceptQuote(bed.p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, { relay: () => {} });
    expect((await bed.p.invoice.findUniqueOrThrow({ where: { id: accepted.invoiceId } })).total).toBe(49300);
  });

  it("refuses fewer than 10 seats and no organisation, writing nothing", async () => {
    const team = await createTeam(bed.p);
    bed.as("admin");
    expect(await submitForm(createCompQuoteAction, { organizationId: team.org.id, seats: "9", stylesPerMember: "4", discountPercent: "0" })).toMatchObject({ fieldErrors: { seats: "quoteSeatsRange" } });
    expect(await submitForm(createCompQuoteAction, { organizationId: "", seats: "12", stylesPerMember: "4", discountPercent: "0" })).toMatchObject({ fieldErrors: { organizationId: "organizationRequired" } });
    expect(await submitForm(createCompQuoteAction, { organizationId: "missing", seats: "12", stylesPerMember: "4", discountPercent: "0" })).toMatchObject({ fieldErrors: { organizationId: "organizationRequired" } });
    expect(await bed.p.invoice.count({ where: { organizationId: team.org.id } })).toBe(0);
  });

  it("takes its smallest quote from teams.invoiceMinCredits and its price from teams.creditPrice at the next submit (no restart)", async () => {
    const team = await createTeam(bed.p);
    await bed.p.organization.update({ where: { id: team.org.id }, data: { currency: "USD" } });
    bed.as("admin");
    try {
      await setParameter(bed.p, { key: "teams.invoiceMinCredits", value: 3, actorId: bed.admin.id });
      await setParameter(bed.p, { key: "teams.creditPrice", value: { USD: 4000, EUR: 2900 }, actorId: bed.admin.id });
      expect(await submitForm(createCompQuoteAction, { organizationId: team.org.id, seats: "2", stylesPerMember: "4", discountPercent: "0" }))
        .toMatchObject({ error: "quoteSeatsRange", errorValues: { min: 3, max: 1000 } });
      expect(await submitForm(createCompQuoteAction, { organizationId: team.org.id, seats: "3", stylesPerMember: "4", discountPercent: "0" })).toMatchObject({ ok: true });
      expect(await bed.p.invoice.findFirstOrThrow({ where: { organizationId: team.org.id, status: "QUOTE" } })).toMatchObject({ creditQuantity: 3, total: 12000 });
    } finally {
      await bed.p.parameter.deleteMany({ where: { key: { startsWith: "teams." } } });
    }
  });

  it("refuses everyone but a platform admin", async () => {
    const team = await createTeam(bed.p);
    const r = await bed.refusesEveryoneElse(createCompQuoteAction, { organizationId: team.org.id, seats: "12", stylesPerMember: "4", discountPercent: "5" });
    expect(r.audited).toBe(false);
    expect(r.answers.map((a) => ("error" in a ? a.error : "ok"))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(await bed.p.invoice.count({ where: { organizationId: team.org.id } })).toBe(0);
  });
});
