// The demo organisation's bank transfers (demo mode only), so /app/admin/invoices and /app/admin/invoice
// show more than the card purchase of the team's wizard: an invoice for 20 credits asked for as a quote
// and accepted (open, net 30, credits when it is paid), and a quote for 50 credits still waiting for the
// lead's answer. Made through lib/teams/invoices as the lead would; once: a re-run finds them and leaves
// them (and whatever was done with them) alone.
import type { PrismaClient } from "@/lib/db";
import { acceptQuote, requestQuote } from "@/lib/teams/invoices/quotes";
import { demoAccount, DEMO_ORGANIZATION } from "./demo-accounts";

export type DemoInvoicesOutcome = { status: "made"; invoice: string } | { status: "found" } | { status: "skipped"; reason: string };

export async function ensureDemoInvoices(db: PrismaClient): Promise<DemoInvoicesOutcome> {
  const [lead, org] = await Promise.all([
    db.user.findUnique({ where: { email: demoAccount("lead").email }, select: { id: true, deletedAt: true } }),
    db.organization.findUnique({ where: { slug: DEMO_ORGANIZATION.slug }, select: { id: true, ownerId: true, setupCompletedAt: true } }),
  ]);
  if (!lead || lead.deletedAt || !org || org.ownerId !== lead.id) return { status: "skipped", reason: "the demo lead or their organisation is missing" };
  if (!org.setupCompletedAt) return { status: "skipped", reason: "the demo team is not set up" };
  if (await db.invoice.count({ where: { organizationId: org.id, creditQuantity: { not: null } } })) return { status: "found" };
  // The email of the acceptance stays in the outbox (/admin/email); nobody needs it relayed now.
  const quiet = { relay: () => {} };
  const accepted = await requestQuote(db, { userId: lead.id, quantity: 20, locale: "en" }, quiet);
  const invoice = await acceptQuote(db, { userId: lead.id, quoteId: accepted.id, locale: "en" }, quiet);
  await requestQuote(db, { userId: lead.id, quantity: 50, locale: "en" }, quiet);
  return { status: "made", invoice: invoice.number };
}

/** ensureDemoInvoices, said in one line for the seed's log. */
export async function seedDemoInvoices(db: PrismaClient): Promise<string> {
  const out = await ensureDemoInvoices(db);
  if (out.status === "made") return `Demo invoices: ${out.invoice} by bank transfer, and an open quote.`;
  return out.status === "found" ? "Demo invoices: already there." : `Skipped the demo invoices: ${out.reason}.`;
}
