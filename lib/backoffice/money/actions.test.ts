// The money screens' actions posted as a browser would: each writes its audit row with before/after,
// every other role is refused with nothing written, bad input is a field error; a refund denied twice
// emails once with the reason in the person's language; a credit note over what is left is refused and
// the numbers stay gap-free.
import { invoiceInclude } from "@/lib/invoices/access";
import { toInvoiceView } from "@/lib/invoices/view";
import { teamInvoiceStatus } from "@/lib/teams/invoices/queries";
import { describe, expect, it, vi } from "vitest";
import { parseInvoiceNumber } from "@/lib/db/invoice-number";
import { requestRefund } from "@/lib/payments/refund";
import { testProvider } from "@/lib/payments/providers/test";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { createOrganization, createOrganizationWithInvoice, createPaidInvoice, createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const actions = await import("./actions");
const bed = adminActionBed(request, { settleMs: 300 });

const rid = () => crypto.randomUUID();

let seeded = false;
async function seed() {
  if (!seeded) await runSeed(bed.p);
  seeded = true;
}

/** A paid order whose results were downloaded, and its refund request waiting for the admins. */
async function requested(locale: "en" | "de" = "en") {
  await seed();
  const { user, order, shootId } = await createPaidInvoice(bed.p, { locale, packageSlug: "starter" });
  await bed.p.download.create({ data: { shootId, userId: user.id, format: "zip", size: "all" } });
  const out = await requestRefund(bed.p, { userId: user.id, orderId: order.id, reason: "Not what I expected" }, { provider: testProvider, appUrl: "https://lumen.test" });
  if (!out.ok || out.status !== "REQUESTED") throw new Error(JSON.stringify(out));
  return { user, order, refundId: out.refundId };
}

describe("refund requests", () => {
  it("approve: refunds through the provider, the order REFUNDED, audited with before/after and the admin as decider", async () => {
    const { order, refundId } = await requested();
    bed.as("admin");
    expect(await submitForm(actions.approveRefundAction, { refundId })).toMatchObject({ ok: true });
    const refund = await bed.p.refund.findUniqueOrThrow({ where: { id: refundId } });
    expect(refund).toMatchObject({ status: "COMPLETED", decidedById: bed.admin.id });
    expect((await bed.p.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("REFUNDED");
    expect(await bed.p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(1);
    const audit = await bed.lastAudit("refund.approve", refundId);
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "Refund" });
    expect(audit!.data).toMatchObject({ before: { status: "REQUESTED", decidedById: null }, after: { status: "APPROVED", decidedById: bed.admin.id }, orderId: order.id });
    // Approving again: decided already, nothing more moves.
    expect(await submitForm(actions.approveRefundAction, { refundId })).toMatchObject({ error: "WRONG_STATE" });
    expect(await bed.p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(1);
  });

  it("deny: REJECTED with the reason, one email in the person's language however often it is sent, audited", async () => {
    const { user, order, refundId } = await requested("de");
    bed.as("admin");
    expect(await submitForm(actions.denyRefundAction, { refundId, reason: "x" })).toMatchObject({ fieldErrors: { reason: "reasonRequired" } });
    expect(await submitForm(actions.denyRefundAction, { refundId, reason: "Die Fotos wurden heruntergeladen." })).toMatchObject({ ok: true });
    expect(await submitForm(actions.denyRefundAction, { refundId, reason: "Again" })).toMatchObject({ error: "WRONG_STATE" });
    expect(await bed.p.refund.findUniqueOrThrow({ where: { id: refundId } })).toMatchObject({ status: "REJECTED", decidedById: bed.admin.id });
    const mails = await bed.p.emailOutbox.findMany({ where: { to: user.email, template: "refund-denied" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe("de");
    expect(mails[0]!.text).toContain("Die Fotos wurden heruntergeladen.");
    expect(mails[0]!.subject).toBe("Deine Erstattungsanfrage wurde nicht genehmigt");
    expect((await bed.p.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
    const audit = await bed.lastAudit("refund.deny", refundId);
    expect(audit!.data).toMatchObject({ before: { status: "REQUESTED" }, after: { status: "REJECTED", decidedById: bed.admin.id }, reason: "Die Fotos wurden heruntergeladen." });
  });

  it("refuses everyone but an admin, writing nothing", async () => {
    const { refundId } = await requested();
    for (const [run, fields] of [[actions.approveRefundAction, { refundId }], [actions.denyRefundAction, { refundId, reason: "No way" }]] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, fields);
      expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
    expect((await bed.p.refund.findUniqueOrThrow({ where: { id: refundId } })).status).toBe("REQUESTED");
  });

  it("an unknown refund is NOT_FOUND", async () => {
    bed.as("admin");
    expect(await submitForm(actions.approveRefundAction, { refundId: "nope" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(actions.denyRefundAction, { refundId: "nope", reason: "Because" })).toMatchObject({ error: "NOT_FOUND" });
  });
});

describe("invoices", () => {
  it("a credit note: full or partial, never over what is left, numbered from the same gap-free counter, audited", async () => {
    const { invoice } = await createOrganizationWithInvoice(bed.p);
    bed.as("admin");
    for (const amount of ["ten", "-5", "0"]) {
      expect(await submitForm(actions.creditNoteAction, { requestId: rid(), invoiceId: invoice.id, amount, reason: "Goodwill" })).toMatchObject({ fieldErrors: { amount: "amountInvalid" } });
    }
    const first = await submitForm(actions.creditNoteAction, { requestId: rid(), invoiceId: invoice.id, amount: "100", reason: "Goodwill" });
    expect(first).toMatchObject({ ok: true });
    // 300.00 total, 100.00 credited: 200.01 is more than is left.
    expect(await submitForm(actions.creditNoteAction, { requestId: rid(), invoiceId: invoice.id, amount: "200.01", reason: "Too much" })).toMatchObject({ error: "AMOUNT_TOO_HIGH", errorValues: { max: "$200" } });
    const rest = await submitForm(actions.creditNoteAction, { requestId: rid(), invoiceId: invoice.id, amount: "", reason: "The rest" });
    expect(rest).toMatchObject({ ok: true });
    expect(await submitForm(actions.creditNoteAction, { requestId: rid(), invoiceId: invoice.id, amount: "1", reason: "More" })).toMatchObject({ error: "NOTHING_LEFT" });

    const notes = await bed.p.invoice.findMany({ where: { creditNoteForId: invoice.id }, orderBy: { sequence: "asc" } });
    expect(notes.map((n) => n.total)).toEqual([-10000, -20000]);
    const seqs = [invoice, ...notes].map((n) => parseInvoiceNumber(n.number!)!.sequence);
    expect(seqs).toEqual([seqs[0], seqs[0]! + 1, seqs[0]! + 2]);
    // A credit note is not credited itself.
    expect(await submitForm(actions.creditNoteAction, { requestId: rid(), invoiceId: notes[0]!.id, amount: "1", reason: "Nested" })).toMatchObject({ error: "NOT_CREDITABLE" });
    // The buyer's and the team's lists call it a credit note, never an open invoice.
    const note = await bed.p.invoice.findUniqueOrThrow({ where: { id: notes[0]!.id }, include: invoiceInclude });
    expect(toInvoiceView(note).state).toBe("CREDIT_NOTE");
    expect(teamInvoiceStatus({ ...note, order: null }, new Date())).toBe("credit");
    const audit = await bed.lastAudit("invoice.creditNote", notes[0]!.id);
    expect(audit!.data).toMatchObject({ after: { total: -10000, creditNoteForId: invoice.id, status: "ISSUED" }, amount: 10000, reason: "Goodwill", invoiceId: invoice.id });
  });

  it("a credit note never credits what was already refunded on the order, and is never marked paid", async () => {
    await seed();
    const { invoice, order } = await createPaidInvoice(bed.p, { packageSlug: "starter" });
    await bed.p.order.update({ where: { id: order.id }, data: { refundedAmount: invoice.total - 100, status: "PARTIALLY_REFUNDED" } });
    bed.as("admin");
    expect(await submitForm(actions.creditNoteAction, { requestId: rid(), invoiceId: invoice.id, amount: "1.01", reason: "Refunded already" })).toMatchObject({ error: "AMOUNT_TOO_HIGH" });
    const requestId = rid();
    const note = await submitForm(actions.creditNoteAction, { requestId, invoiceId: invoice.id, amount: "", reason: "The rest" });
    expect(note).toMatchObject({ ok: true });
    // The same form again (a replay): the same note, not a second one.
    expect(await submitForm(actions.creditNoteAction, { requestId, invoiceId: invoice.id, amount: "", reason: "The rest" })).toEqual(note);
    const notes = await bed.p.invoice.findMany({ where: { creditNoteForId: invoice.id } });
    expect(notes.map((n) => n.total)).toEqual([-100]);
    expect(await submitForm(actions.markInvoicePaidAction, { invoiceId: notes[0]!.id })).toMatchObject({ error: "NOT_PAYABLE" });
    expect(await bed.p.invoice.findUniqueOrThrow({ where: { id: notes[0]!.id } })).toMatchObject({ status: "ISSUED", paidAt: null });
  });

  it("issues an organisation's bank-transfer invoice through the quote machinery, then marks it paid once (credits booked once)", async () => {
    await seed();
    const owner = await createUser(bed.p, { locale: "en" });
    const org = await createOrganization(bed.p, { ownerId: owner.id, setupCompletedAt: new Date(), members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }] });
    bed.as("admin");
    expect(await submitForm(actions.issueInvoiceAction, { requestId: rid(), organizationId: org.id, quantity: "9" })).toMatchObject({ fieldErrors: { quantity: "MIN_QUANTITY" } });
    expect(await submitForm(actions.issueInvoiceAction, { requestId: rid(), organizationId: org.id, quantity: "abc" })).toMatchObject({ fieldErrors: { quantity: "quantityInvalid" } });
    const issued = await submitForm(actions.issueInvoiceAction, { requestId: rid(), organizationId: org.id, quantity: "10" });
    expect(issued).toMatchObject({ ok: true, detail: expect.stringMatching(/^LUM-/) });
    const invoice = await bed.p.invoice.findFirstOrThrow({ where: { organizationId: org.id, status: "ISSUED" } });
    expect(invoice).toMatchObject({ creditQuantity: 10, userId: owner.id, paymentTermsDays: 30 });
    expect(await bed.p.emailOutbox.count({ where: { to: owner.email, template: "team-invoice-issued" } })).toBe(1);
    const accepted = await bed.lastAudit("team.quote.accept", invoice.id);
    expect(accepted).toMatchObject({ actorId: bed.admin.id });
    expect(accepted!.data).toMatchObject({ before: { status: "QUOTE", number: null }, after: { status: "ISSUED", number: invoice.number } });

    const credits = (await bed.p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits;
    expect(await submitForm(actions.markInvoicePaidAction, { invoiceId: invoice.id })).toMatchObject({ ok: true });
    expect(await submitForm(actions.markInvoicePaidAction, { invoiceId: invoice.id })).toMatchObject({ error: "ALREADY_PAID" });
    expect((await bed.p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(credits + 10);
    const paid = await bed.lastAudit("invoice.markPaid", invoice.id);
    expect(paid!.data).toMatchObject({ before: { status: "ISSUED", paidAt: null }, after: { status: "PAID" } });
  });

  it("refuses everyone but an admin, writing nothing", async () => {
    const { invoice, org } = await createOrganizationWithInvoice(bed.p);
    for (const [run, fields] of [
      [actions.creditNoteAction, { requestId: rid(), invoiceId: invoice.id, amount: "1", reason: "Goodwill" }],
      [actions.markInvoicePaidAction, { invoiceId: invoice.id }],
      [actions.issueInvoiceAction, { requestId: rid(), organizationId: org.id, quantity: "10" }],
    ] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, fields);
      expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
    expect(await bed.p.invoice.count({ where: { creditNoteForId: invoice.id } })).toBe(0);
  });
});
