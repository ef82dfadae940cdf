// Races on PostgreSQL (real concurrent transactions): a quote accepted twice at once, an invoice marked
// paid twice at once, and invoice numbers that stay gap-free while individual card invoices and team
// invoices are issued at the same time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { parseInvoiceNumber } from "@/lib/db/invoice-number";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPaidInvoice, createUser } from "@/lib/testing/fixtures";
import { createTeam, ledgerState } from "@/lib/testing/teams";
import { runSeed } from "@/prisma/seed/index";
import { setOrganizationFeature } from "../settings";
import { acceptQuote, markInvoicePaid, requestQuote } from "./quotes";

let db: TestDb;
let p: PrismaClient;
let admin: { id: string };
const quiet = { relay: () => {} };

beforeAll(async () => {
  db = await openTestDb("postgres");
  p = db.prisma;
  await runSeed(p, { demo: false });
  admin = await createUser(p, { role: "ADMIN" });
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

describe("races on PostgreSQL", () => {
  it("a quote accepted twice at once (two leads, a double click): one invoice number, credits once, one email", async () => {
    const team = await createTeam(p);
    await setOrganizationFeature(p, { organizationId: team.org.id, feature: "invoiceCreditsBeforePayment", enabled: true, actorId: admin.id });
    const quote = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    const before = (await p.invoiceCounter.findUnique({ where: { year: new Date().getUTCFullYear() } }))?.last ?? 0;
    const results = await Promise.all(
      [team.lead, team.owner, team.lead, team.owner, team.lead, team.lead].map((who) => acceptQuote(p, { userId: who.id, quoteId: quote.id, locale: "en" }, quiet)),
    );
    expect(new Set(results.map((r) => r.number)).size).toBe(1);
    expect(results.filter((r) => !r.alreadyAccepted)).toHaveLength(1);
    expect(results.filter((r) => r.creditsGranted && !r.alreadyAccepted)).toHaveLength(1);
    expect((await p.invoiceCounter.findUniqueOrThrow({ where: { year: new Date().getUTCFullYear() } })).last).toBe(before + 1);
    expect(await ledgerState(p, team.org.id)).toEqual({ credits: 10, reserved: 0, ledgerSum: 10 });
    expect(await p.emailOutbox.count({ where: { template: "team-invoice-issued", to: { in: [team.lead.email, team.owner.email] } } })).toBe(1);
  });

  it("an invoice marked paid twice at once: paid once, credits once, one audit row", async () => {
    const team = await createTeam(p);
    const quote = await requestQuote(p, { userId: team.lead.id, quantity: 15, locale: "en" }, quiet);
    await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, quiet);
    const results = await Promise.all([1, 2, 3].map(() => markInvoicePaid(p, { invoiceId: quote.id, actorId: admin.id })));
    expect(results.filter((r) => r.paid)).toHaveLength(1);
    expect(results.filter((r) => r.creditsGranted)).toHaveLength(1);
    expect(await ledgerState(p, team.org.id)).toEqual({ credits: 15, reserved: 0, ledgerSum: 15 });
    expect(await p.auditLog.count({ where: { targetId: quote.id, action: "invoice.markPaid" } })).toBe(1);
  });

  it("numbers stay gap-free and unique across individual card invoices and team invoices issued at the same time", async () => {
    const teams = await Promise.all([1, 2, 3].map(() => createTeam(p)));
    const quotes = await Promise.all(teams.map((t) => requestQuote(p, { userId: t.lead.id, quantity: 10, locale: "en" }, quiet)));
    const year = new Date().getUTCFullYear();
    const before = (await p.invoiceCounter.findUnique({ where: { year } }))?.last ?? 0;
    const issued = await Promise.all([
      ...quotes.map((q, i) => acceptQuote(p, { userId: teams[i]!.lead.id, quoteId: q.id, locale: "en" }, quiet).then((a) => a.number)),
      ...[1, 2, 3].map(() => createPaidInvoice(p).then((r) => r.invoice.number!)),
    ]);
    const sequences = issued.map((n) => parseInvoiceNumber(n)!.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 6 }, (_, i) => before + i + 1));
    // Every number of the year, individual and team alike, from 1 to the counter without a gap.
    const all = (await p.invoice.findMany({ where: { year }, select: { sequence: true }, orderBy: { sequence: "asc" } })).map((i) => i.sequence);
    const last = (await p.invoiceCounter.findUniqueOrThrow({ where: { year } })).last;
    expect(all).toEqual(Array.from({ length: last }, (_, i) => i + 1));
  });
});
