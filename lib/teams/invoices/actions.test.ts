// The pay-by-invoice forms posted as a (hostile) browser would (lib/http/action.ts via submitForm): 9
// credits, words and huge numbers come back as a localisable field error; another organisation's quote
// is NOT_FOUND and stays untouched; a member whose session still says "lead" is FORBIDDEN by the
// domain; a double-posted acceptance issues one invoice.
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { teamActionBed } from "@/lib/testing/team-actions";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const actions = await import("./actions");

const bed = teamActionBed(request, { settleMs: 400 });
const { as } = bed;

describe("asking for a quote", () => {
  it("answers 9 credits, words and too many with a field error carrying the limit, and writes nothing", async () => {
    as(bed.team.lead.id);
    expect(await submitForm(actions.requestQuoteAction, { quantity: "9", locale: "en" })).toMatchObject({ fieldErrors: { quantity: "MIN_QUANTITY" }, errorValues: { min: 10 }, values: { quantity: "9" } });
    expect(await submitForm(actions.requestQuoteAction, { quantity: "ten", locale: "en" })).toMatchObject({ fieldErrors: { quantity: "MIN_QUANTITY" } });
    expect(await submitForm(actions.requestQuoteAction, { quantity: "5000", locale: "en" })).toMatchObject({ fieldErrors: { quantity: "MAX_QUANTITY" }, errorValues: { max: 1000 } });
    expect(await submitForm(actions.requestQuoteAction, { locale: "en" })).toMatchObject({ fieldErrors: { quantity: "MIN_QUANTITY" } });
    expect(await bed.p.invoice.count({ where: { organizationId: bed.team.org.id } })).toBe(0);
  });

  it("makes the quote for 10 credits in the lead's language; a signed-out caller and a member are refused", async () => {
    as(bed.team.lead.id);
    const made = await submitForm(actions.requestQuoteAction, { quantity: "10", locale: "de" });
    expect(made).toMatchObject({ ok: true, detail: expect.any(String) });
    expect(await bed.p.invoice.findUniqueOrThrow({ where: { id: (made as { detail: string }).detail } })).toMatchObject({ status: "QUOTE", locale: "de", creditQuantity: 10 });
    expect(await submitForm(actions.requestQuoteAction, { quantity: "10", locale: "en" })).toMatchObject({ ok: true });
    request.principal = null;
    expect(await submitForm(actions.requestQuoteAction, { quantity: "10", locale: "en" })).toMatchObject({ error: "notSignedIn" });
    // The route guard's answer for a member.
    as(bed.team.member.id, "member");
    expect(await submitForm(actions.requestQuoteAction, { quantity: "10", locale: "en" })).toMatchObject({ error: "forbidden" });
    // A member whose session still says "lead": the domain asks the organisation again.
    as(bed.team.member.id, "lead");
    expect(await submitForm(actions.requestQuoteAction, { quantity: "10", locale: "en" })).toMatchObject({ error: "FORBIDDEN" });
    expect(await bed.p.invoice.count({ where: { organizationId: bed.team.org.id } })).toBe(2);
  });
});

describe("accepting and withdrawing", () => {
  it("another organisation's quote is NOT_FOUND to accept or withdraw, and stays their quote", async () => {
    as(bed.other.lead.id);
    const theirs = (await submitForm(actions.requestQuoteAction, { quantity: "10", locale: "en" })) as { detail: string };
    as(bed.team.lead.id);
    expect(await submitForm(actions.acceptQuoteAction, { quoteId: theirs.detail, locale: "en" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(actions.withdrawQuoteAction, { quoteId: theirs.detail, locale: "en" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(actions.acceptQuoteAction, { quoteId: "", locale: "en" })).toMatchObject({ fieldErrors: { quoteId: expect.any(String) } });
    as(bed.team.member.id, "lead");
    const ours = await bed.p.invoice.findFirstOrThrow({ where: { organizationId: bed.team.org.id, status: "QUOTE" } });
    expect(await submitForm(actions.acceptQuoteAction, { quoteId: ours.id, locale: "en" })).toMatchObject({ error: "FORBIDDEN" });
    expect(await bed.p.invoice.findUniqueOrThrow({ where: { id: theirs.detail } })).toMatchObject({ status: "QUOTE", number: null });
    expect(await bed.p.invoice.findUniqueOrThrow({ where: { id: ours.id } })).toMatchObject({ status: "QUOTE", number: null });
  });

  it("a double-posted acceptance issues one invoice; a withdrawn quote cannot be accepted", async () => {
    as(bed.team.lead.id);
    const [first, second] = await bed.p.invoice.findMany({ where: { organizationId: bed.team.org.id, status: "QUOTE" }, orderBy: { createdAt: "asc" } });
    const answers = await Promise.all([1, 2].map(() => submitForm(actions.acceptQuoteAction, { quoteId: first!.id, locale: "en" })));
    const numbers = answers.map((a) => (a as { detail: string }).detail);
    expect(numbers[0]).toMatch(/^LUM-\d{4}-\d{6}$/);
    expect(numbers[1]).toBe(numbers[0]);
    expect(await submitForm(actions.withdrawQuoteAction, { quoteId: second!.id, locale: "en" })).toMatchObject({ ok: true });
    expect(await submitForm(actions.acceptQuoteAction, { quoteId: second!.id, locale: "en" })).toMatchObject({ error: "QUOTE_CLOSED" });
    expect(await submitForm(actions.withdrawQuoteAction, { quoteId: first!.id, locale: "en" })).toMatchObject({ error: "QUOTE_CLOSED" });
    expect(await bed.p.invoice.count({ where: { organizationId: bed.team.org.id, number: { not: null } } })).toBe(1);
  });
});
