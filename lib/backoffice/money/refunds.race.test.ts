// Two admins approve the same refund request at the same moment (two tabs, two people), on PostgreSQL:
// one approval wins, the other is told it was decided already, and exactly one provider refund and one
// Transaction of kind REFUND exist. Two credit notes at once never credit more than the invoice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { requestRefund } from "@/lib/payments/refund";
import { testProvider } from "@/lib/payments/providers/test";
import type { PaymentProvider } from "@/lib/payments/providers/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createOrganizationWithInvoice, createPaidInvoice, createUser } from "@/lib/testing/fixtures";
import { setOrganizationFeature } from "@/lib/teams/settings";
import { runSeed } from "@/prisma/seed/index";
import { issueCreditNote, issueOrganizationInvoice } from "./invoices";
import { approveRefund } from "./refunds";

let db: TestDb;
let p: PrismaClient;

beforeAll(async () => {
  db = await openTestDb("postgres");
  p = db.prisma;
  await runSeed(p);
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

describe("concurrent approvals", () => {
  it("two admins approving at once make ONE refund", async () => {
    const [a1, a2] = await Promise.all([createUser(p, { role: "ADMIN" }), createUser(p, { role: "ADMIN" })]);
    const { user, order, shootId } = await createPaidInvoice(p, { packageSlug: "starter" });
    await p.download.create({ data: { shootId, userId: user.id, format: "zip", size: "all" } });
    const asked = await requestRefund(p, { userId: user.id, orderId: order.id, reason: "Not me" }, { provider: testProvider, appUrl: "https://lumen.test" });
    if (!asked.ok || asked.status !== "REQUESTED") throw new Error(JSON.stringify(asked));

    let calls = 0;
    const provider: PaymentProvider = {
      ...testProvider,
      async refundPayment(input) {
        calls++;
        // Slow, so the second approval arrives while the first is paying.
        await new Promise((r) => setTimeout(r, 100));
        return testProvider.refundPayment(input);
      },
    };
    const results = await Promise.allSettled([
      approveRefund(p, { refundId: asked.refundId, actorId: a1.id }, { provider, appUrl: "https://lumen.test" }),
      approveRefund(p, { refundId: asked.refundId, actorId: a2.id }, { provider, appUrl: "https://lumen.test" }),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(won[0]!.status === "fulfilled" && won[0]!.value).toMatchObject({ ok: true, status: "REFUNDED", alreadyDone: false });
    expect(lost).toHaveLength(1);
    expect(lost[0]!.status === "rejected" && (lost[0]!.reason as { code?: string }).code).toBe("WRONG_STATE");

    expect(calls).toBe(1);
    expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(1);
    expect(await p.auditLog.count({ where: { action: "refund.approve", targetId: asked.refundId } })).toBe(1);
    const refund = await p.refund.findUniqueOrThrow({ where: { id: asked.refundId } });
    expect(refund.status).toBe("COMPLETED");
    expect([a1.id, a2.id]).toContain(refund.decidedById);
    expect((await p.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("REFUNDED");
  }, 60_000);

  it("a payout the provider refused stays APPROVED; approving again pays it once", async () => {
    const admin = await createUser(p, { role: "ADMIN" });
    const { user, order, shootId } = await createPaidInvoice(p, { packageSlug: "starter" });
    await p.download.create({ data: { shootId, userId: user.id, format: "zip", size: "all" } });
    const asked = await requestRefund(p, { userId: user.id, orderId: order.id, reason: "Not me" }, { provider: testProvider, appUrl: "https://lumen.test" });
    if (!asked.ok || asked.status !== "REQUESTED") throw new Error(JSON.stringify(asked));
    const down: PaymentProvider = { ...testProvider, refundPayment: async () => { throw new Error("provider down"); } };
    expect(await approveRefund(p, { refundId: asked.refundId, actorId: admin.id }, { provider: down })).toMatchObject({ ok: false, error: "PROVIDER_FAILED" });
    expect(await p.refund.findUniqueOrThrow({ where: { id: asked.refundId } })).toMatchObject({ status: "APPROVED", decidedById: admin.id });
    expect(await approveRefund(p, { refundId: asked.refundId, actorId: admin.id }, { provider: testProvider })).toMatchObject({ ok: true, status: "REFUNDED" });
    expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(1);
    // Decided and paid: a third click is refused.
    await expect(approveRefund(p, { refundId: asked.refundId, actorId: admin.id }, { provider: testProvider })).rejects.toMatchObject({ code: "WRONG_STATE" });
  }, 60_000);

  it("two credit notes at once never credit more than the invoice, and take consecutive numbers", async () => {
    const admin = await createUser(p, { role: "ADMIN" });
    const { invoice } = await createOrganizationWithInvoice(p);
    const results = await Promise.allSettled([
      issueCreditNote(p, { invoiceId: invoice.id, amount: 20000, reason: "A", actorId: admin.id }),
      issueCreditNote(p, { invoiceId: invoice.id, amount: 20000, reason: "B", actorId: admin.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "AMOUNT_TOO_HIGH" } });
    const notes = await p.invoice.findMany({ where: { creditNoteForId: invoice.id } });
    expect(notes.map((n) => n.total)).toEqual([-20000]);
    expect(notes[0]!.sequence).toBe(invoice.sequence! + 1);
  }, 60_000);

  it("an organisation's invoice submitted twice at once with one request id: one numbered invoice, one credit grant", async () => {
    const admin = await createUser(p, { role: "ADMIN" });
    const owner = await createUser(p, { locale: "en" });
    const org = await createOrganization(p, { ownerId: owner.id, setupCompletedAt: new Date(), members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }] });
    await setOrganizationFeature(p, { organizationId: org.id, feature: "invoiceCreditsBeforePayment", enabled: true, actorId: admin.id });
    const submit = () => issueOrganizationInvoice(p, { organizationId: org.id, quantity: 10, actorId: admin.id, requestId: "replayed-invoice-request-0001" }, { relay: () => {} });
    const results = await Promise.allSettled([submit(), submit(), submit()]);
    for (const r of results) expect(r.status).toBe("fulfilled");
    const numbers = new Set(results.map((r) => (r.status === "fulfilled" ? r.value.number : null)));
    expect(numbers.size).toBe(1);
    expect(await p.invoice.count({ where: { organizationId: org.id } })).toBe(1);
    expect(await p.creditLedgerEntry.count({ where: { organizationId: org.id } })).toBe(1);
    expect((await p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(10);
  }, 60_000);

  it("a credit note submitted twice at once with one request id is made once", async () => {
    const admin = await createUser(p, { role: "ADMIN" });
    const { invoice } = await createOrganizationWithInvoice(p);
    const submit = () => issueCreditNote(p, { invoiceId: invoice.id, amount: 5000, reason: "Double click", actorId: admin.id, requestId: "replayed-note-request-00001" });
    const [a, b] = await Promise.all([submit(), submit()]);
    expect(a).toEqual(b);
    expect(await p.invoice.count({ where: { creditNoteForId: invoice.id } })).toBe(1);
  }, 60_000);
});
