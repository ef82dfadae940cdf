// Pay by bank transfer (product-decisions, Teams: net 30, from 10 credits). A team lead asks for a quote
// (an Invoice row with status QUOTE and no number: the price of the credits fixed, in the organisation's
// currency), then accepts it or withdraws it. Accepting turns that same row into the invoice, in ONE
// transaction: the next gap-free number of the year (lib/db/invoice-number.ts, shared with every
// individual and card invoice), status ISSUED, net 30 (dueAt), the buyer's current company details and
// VAT id, the seller's bank account; with the platform admins' switch features.invoiceCreditsBeforePayment
// the credits are booked at once, otherwise when a platform admin marks the invoice paid
// (markInvoicePaid). Credits go through lib/teams/credits.ts (addInvoicedCredits: once per invoice).
//
// Every step locks the invoice row first (SELECT … FOR UPDATE), so a double click, a replayed request or
// two leads at once serialise on it: the second acceptance finds the invoice issued and returns it, with
// one number taken and the credits booked once. The email to the lead is written in the transaction
// (queueEmail) and relayed after the commit, so a replay mails nobody.
import "server-only";
import { z } from "zod";
import { isCurrency, type Currency } from "@/lib/catalog/currency";
import type { Prisma, PrismaClient } from "@/lib/db";
import { nextInvoiceNumber } from "@/lib/db/invoice-number";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { env } from "@/lib/env";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { billingAddress } from "@/lib/invoices/buyer";
import { formatInvoiceDate } from "@/lib/invoices/document";
import { isReverseCharge } from "@/lib/invoices/tax";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { creditsTranslator } from "@/lib/payments/credits-meta";
import { formatMoney } from "@/lib/payments/money";
import { sellerBankDetails, sellerDetails } from "@/lib/payments/seller";
import { can, organizationRole } from "../access";
import { addInvoicedCredits } from "../credits";
import { TeamError } from "../errors";
import { requireTeam } from "../organization";
import { readParameter, type ParameterDb } from "@/lib/parameters/read";
import { CREDIT_QUANTITY, priceCredits } from "../pricing";
import { readCreditPricing } from "../pricing-policy";
import { organizationSettings } from "../settings";
import { TeamInvoiceError } from "./errors";

type Tx = Prisma.TransactionClient;

/**
 * Pay by invoice starts at teams.invoiceMinCredits credits (10 by default, product-decisions) and is due
 * teams.invoicePaymentTermsDays after issue (net 30): platform admins' parameters (/admin/parameters),
 * read at each use. A quote fixes its terms (Invoice.paymentTermsDays) with its price when it is made.
 */
export type InvoiceTerms = { minCredits: number; paymentTermsDays: number };

export async function readInvoiceTerms(db: ParameterDb): Promise<InvoiceTerms> {
  const [minCredits, paymentTermsDays] = await Promise.all([readParameter(db, "teams.invoiceMinCredits"), readParameter(db, "teams.invoicePaymentTermsDays")]);
  return { minCredits, paymentTermsDays };
}
/** Open quotes an organisation may hold at once. */
export const MAX_OPEN_QUOTES = 10;

const TX = { maxWait: 20_000, timeout: 30_000 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const invoiceId = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/);

export type QuoteDeps = { now?: Date; relay?: (emailId: string) => void };

const relayOn = (db: PrismaClient, deps: QuoteDeps) => deps.relay ?? ((id: string) => relayAfterCommit(id, { db }));

const orgSelect = { id: true, name: true, slug: true, address: true, postalCode: true, city: true, country: true, vatId: true, billingEmail: true, currency: true } as const;
type BillingOrg = Prisma.OrganizationGetPayload<{ select: typeof orgSelect }>;

/** The organisation's currency (USD or EUR; anything else reads as USD). */
function orgCurrency(org: Pick<BillingOrg, "currency">): Currency {
  const c = org.currency.toUpperCase();
  return isCurrency(c) ? c : "USD";
}

/**
 * What the document says about the parties, as of now: the seller with the bank account to pay to, the
 * organisation as the buyer (the lead as its contact, the billing email, the address), its VAT id and
 * whether the reverse charge applies.
 */
function parties(org: BillingOrg, contact: { name: string | null; email: string }, locale: Locale) {
  const seller = sellerDetails();
  return {
    seller: { ...seller, bank: sellerBankDetails() } as Prisma.InputJsonObject,
    buyer: { name: contact.name ?? "", email: org.billingEmail ?? contact.email, address: billingAddress(org, locale), ...(org.country ? { country: org.country } : {}) },
    vatId: org.vatId,
    reverseCharge: isReverseCharge(seller.country, org),
  };
}

/**
 * Who acts: the lead themselves, or a platform admin issuing the invoice from the back office
 * (`actorId`, then `userId` is the organisation's contact the invoice is addressed and mailed to).
 * Anyone else named as actor is FORBIDDEN.
 */
async function actorOf(db: PrismaClient, input: { userId: string; actorId?: string }): Promise<string> {
  if (!input.actorId || input.actorId === input.userId) return input.userId;
  const actor = await db.user.findUnique({ where: { id: input.actorId }, select: { role: true, deletedAt: true } });
  if (!actor || actor.deletedAt || actor.role !== "ADMIN") throw new TeamError("FORBIDDEN");
  return input.actorId;
}

/** The quantity as a whole number of credits within the limits (`min` = teams.invoiceMinCredits), or the refusal that says what is wrong. */
export function checkInvoiceQuantity(quantity: unknown, min: number): number {
  const n = typeof quantity === "string" && /^\s*\d{1,7}\s*$/.test(quantity) ? Number(quantity) : quantity;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min) throw new TeamInvoiceError("MIN_QUANTITY", { min });
  if (n > CREDIT_QUANTITY.max) throw new TeamInvoiceError("MAX_QUANTITY", { max: CREDIT_QUANTITY.max });
  return n;
}

/** Locks the organisation's invoice `id` (FOR UPDATE) and reads it; null when it is not theirs or not there. */
async function lockInvoice(tx: Tx, id: string, organizationId?: string) {
  const rows = organizationId
    ? await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Invoice" WHERE "id" = ${id} AND "organizationId" = ${organizationId} FOR UPDATE`
    : await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Invoice" WHERE "id" = ${id} FOR UPDATE`;
  if (!rows[0]) return null;
  return tx.invoice.findUniqueOrThrow({ where: { id } });
}

/**
 * A platform admin's quote for an organisation (/admin/tools/comp-package-calculator): made as the lead's
 * would be, with an extra discount line on top of the volume discount (its text in the quote's language,
 * given by the caller) and the admin as the audit row's actor. `userId` is the organisation's contact.
 */
export type QuoteOnBehalf = {
  organizationId: string;
  actorId: string;
  extraDiscount?: { percent: number; description: string };
  /** More for the audit row (what the calculator was given). */
  data?: Record<string, unknown>;
};

async function adminQuoteTeam(db: PrismaClient, organizationId: string) {
  const org = await db.organization.findFirst({ where: { id: organizationId, deletedAt: null }, select: { id: true, setupCompletedAt: true } });
  if (!org) throw new TeamError("NOT_FOUND");
  return { organizationId: org.id, setupComplete: org.setupCompletedAt !== null };
}

/**
 * A lead asks to pay `quantity` credits (10 or more) by bank transfer: a quote at today's price, in
 * the organisation's currency and the lead's language. A member is FORBIDDEN, someone without a
 * team NOT_FOUND.
 */
export async function requestQuote(db: PrismaClient, input: { userId: string; quantity: unknown; locale: Locale; actorId?: string; onBehalf?: QuoteOnBehalf; requestId?: string }, deps: QuoteDeps = {}): Promise<{ id: string; total: number; currency: Currency }> {
  const actorId = await actorOf(db, { userId: input.userId, actorId: input.onBehalf?.actorId ?? input.actorId });
  const team = input.onBehalf ? await adminQuoteTeam(db, input.onBehalf.organizationId) : await requireTeam(db, input.userId, "credits.buy");
  if (!team.setupComplete) throw new TeamError("WRONG_STATE");
  const [terms, pricing] = await Promise.all([readInvoiceTerms(db), readCreditPricing(db)]);
  const quantity = checkInvoiceQuantity(input.quantity, terms.minCredits);
  const now = deps.now ?? new Date();
  const t = await creditsTranslator(input.locale);
  return db.$transaction(async (tx) => {
    // One quote request at a time per organisation, so the cap on open quotes holds under races.
    await tx.$queryRaw`SELECT "id" FROM "Organization" WHERE "id" = ${team.organizationId} FOR UPDATE`;
    // A replayed back-office submit (same one-time request id) gets the quote it already made; the
    // column's unique index backs this up.
    if (input.requestId) {
      const made = await tx.invoice.findUnique({ where: { requestId: input.requestId }, select: { id: true, total: true, currency: true, organizationId: true } });
      if (made && made.organizationId === team.organizationId) return { id: made.id, total: made.total, currency: made.currency as Currency };
      if (made) throw new TeamError("NOT_FOUND");
    }
    const open = await tx.invoice.count({ where: { organizationId: team.organizationId, status: "QUOTE" } });
    if (open >= MAX_OPEN_QUOTES) throw new TeamInvoiceError("TOO_MANY_QUOTES", { max: MAX_OPEN_QUOTES });
    const [org, user] = await Promise.all([
      tx.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: orgSelect }),
      tx.user.findUniqueOrThrow({ where: { id: input.userId }, select: { name: true, email: true } }),
    ]);
    const price = priceCredits(quantity, orgCurrency(org), pricing);
    const lines = [{ description: t("invoiceLine", { count: quantity }), quantity, unitAmount: price.unitAmount, amount: price.subtotal }];
    if (price.discount > 0) lines.push({ description: t("discountLine", { percent: price.percent }), quantity: 1, unitAmount: -price.discount, amount: -price.discount });
    const extra = input.onBehalf?.extraDiscount;
    const extraAmount = extra && extra.percent > 0 ? Math.round((price.total * extra.percent) / 100) : 0;
    if (extra && extraAmount > 0) lines.push({ description: extra.description, quantity: 1, unitAmount: -extraAmount, amount: -extraAmount });
    const total = price.total - extraAmount;
    const quote = await tx.invoice.create({
      data: {
        organizationId: org.id, userId: input.userId, status: "QUOTE", currency: price.currency,
        // Final prices, as on every invoice (lib/invoices/tax.ts): the tax is 0, the subtotal the lines' sum.
        subtotal: total, tax: 0, total, lines, locale: input.locale,
        creditQuantity: quantity, paymentTermsDays: terms.paymentTermsDays, createdAt: now, requestId: input.requestId ?? null,
        ...parties(org, user, input.locale),
      },
      select: { id: true },
    });
    if (input.onBehalf) {
      await recordAudit(tx, {
        actorId: input.onBehalf.actorId, action: "team.quote.create", target: ["Invoice", quote.id],
        after: { organizationId: org.id, status: "QUOTE", creditQuantity: quantity, currency: price.currency, total },
        data: { listTotal: price.subtotal, volumePercent: price.percent, extraPercent: extra?.percent ?? 0, extraDiscount: extraAmount, ...input.onBehalf.data },
      });
    } else {
      await tx.auditLog.create({
        data: { actorId, action: "team.quote.request", targetType: "Invoice", targetId: quote.id, data: { organizationId: org.id, quantity, total: price.total, currency: price.currency } },
      });
    }
    return { id: quote.id, total, currency: price.currency };
  }, TX);
}

export type AcceptedQuote = { invoiceId: string; number: string; dueAt: Date; creditsGranted: boolean; alreadyAccepted: boolean };

/**
 * A lead accepts their organisation's quote: the invoice is issued (see the file comment). Accepting
 * again returns the same invoice and changes nothing. Another organisation's quote is NOT_FOUND, a
 * withdrawn one QUOTE_CLOSED.
 */
export async function acceptQuote(db: PrismaClient, input: { userId: string; quoteId: string; locale: Locale; actorId?: string }, deps: QuoteDeps = {}): Promise<AcceptedQuote> {
  const actorId = await actorOf(db, input);
  const team = await requireTeam(db, input.userId, "credits.buy");
  const id = invoiceId.safeParse(input.quoteId);
  if (!id.success) throw new TeamError("NOT_FOUND");
  const out = await db.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id.data, team.organizationId);
    if (!invoice || invoice.creditQuantity === null) throw new TeamError("NOT_FOUND");
    if ((invoice.status === "ISSUED" || invoice.status === "PAID") && invoice.number && invoice.dueAt) {
      return { accepted: { invoiceId: invoice.id, number: invoice.number, dueAt: invoice.dueAt, creditsGranted: invoice.creditsGrantedAt !== null, alreadyAccepted: true }, emailId: null };
    }
    if (invoice.status !== "QUOTE") throw new TeamInvoiceError("QUOTE_CLOSED");

    const now = deps.now ?? new Date();
    const locale: Locale = isLocale(invoice.locale) ? invoice.locale : "en";
    const [org, user] = await Promise.all([
      tx.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: orgSelect }),
      tx.user.findUniqueOrThrow({ where: { id: input.userId }, select: { name: true, email: true } }),
    ]);
    const number = await nextInvoiceNumber(tx, now.getUTCFullYear());
    // The terms the quote stated (an older quote without them: today's parameter).
    const paymentTermsDays = invoice.paymentTermsDays ?? (await readInvoiceTerms(tx)).paymentTermsDays;
    const dueAt = new Date(now.getTime() + paymentTermsDays * DAY_MS);
    const { features } = await organizationSettings(tx, org.id);
    let creditsGranted = false;
    if (features.invoiceCreditsBeforePayment) {
      creditsGranted = (await addInvoicedCredits(tx, { organizationId: org.id, invoiceId: invoice.id, quantity: invoice.creditQuantity, createdById: actorId })).booked;
    }
    // The buyer's details as they are now (a VAT id added after asking counts); the price stays the quote's.
    const issued = await tx.invoice.update({
      where: { id: invoice.id },
      data: {
        status: "ISSUED", number: number.number, year: number.year, sequence: number.sequence, issuedAt: now, dueAt,
        paymentTermsDays, userId: input.userId, ...(creditsGranted ? { creditsGrantedAt: now } : {}),
        ...parties(org, user, locale),
      },
    });
    const audited = ["status", "number", "issuedAt", "dueAt", "creditsGrantedAt"] as const;
    await recordAudit(tx, {
      actorId, action: "team.quote.accept", target: ["Invoice", invoice.id], before: auditFields(invoice, audited), after: auditFields(issued, audited),
      data: { organizationId: org.id, number: number.number, creditsGranted },
    });
    const emailId = await queueEmail(tx, {
      to: user.email,
      template: "team-invoice-issued",
      locale: input.locale,
      data: {
        name: user.name ?? "", organization: org.name, number: number.number,
        total: formatMoney(invoice.total, invoice.currency, input.locale), dueDate: formatInvoiceDate(dueAt, input.locale),
        url: appLink(env.APP_URL, `/invoice/${org.slug}/${invoice.id}`, input.locale),
      },
    });
    return { accepted: { invoiceId: invoice.id, number: number.number, dueAt, creditsGranted, alreadyAccepted: false }, emailId };
  }, TX);
  if (out.emailId) relayOn(db, deps)(out.emailId);
  return out.accepted;
}

/**
 * Withdraws a quote (status VOID): its organisation's owner or leads, or a platform admin. Withdrawing
 * again changes nothing; an accepted quote is an invoice and stays (QUOTE_CLOSED). Someone outside the
 * organisation is told NOT_FOUND, a member FORBIDDEN.
 */
export async function voidQuote(db: PrismaClient, input: { invoiceId: string; actorId: string }, deps: Pick<QuoteDeps, "now"> = {}): Promise<{ voided: boolean }> {
  const id = invoiceId.safeParse(input.invoiceId);
  if (!id.success) throw new TeamError("NOT_FOUND");
  const [found, actor] = await Promise.all([
    db.invoice.findUnique({ where: { id: id.data }, select: { organizationId: true } }),
    db.user.findUnique({ where: { id: input.actorId }, select: { role: true, deletedAt: true } }),
  ]);
  if (!found?.organizationId || !actor || actor.deletedAt) throw new TeamError("NOT_FOUND");
  if (actor.role !== "ADMIN") {
    const role = await organizationRole(db, input.actorId, found.organizationId);
    if (!role) throw new TeamError("NOT_FOUND");
    if (!can(role, "credits.buy")) throw new TeamError("FORBIDDEN");
  }
  const organizationId = found.organizationId;
  return db.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id.data, organizationId);
    if (!invoice) throw new TeamError("NOT_FOUND");
    if (invoice.status === "VOID" && !invoice.number) return { voided: false };
    if (invoice.status !== "QUOTE") throw new TeamInvoiceError("QUOTE_CLOSED");
    await tx.invoice.update({ where: { id: invoice.id }, data: { status: "VOID", voidedAt: deps.now ?? new Date() } });
    await tx.auditLog.create({ data: { actorId: input.actorId, action: "team.quote.void", targetType: "Invoice", targetId: invoice.id, data: { organizationId } } });
    return { voided: true };
  }, TX);
}

export type MarkedPaid = { paid: boolean; creditsGranted: boolean };

/**
 * A platform admin records the bank transfer of an issued invoice: status PAID, and the credits it
 * pays for booked unless they were on issue (addInvoicedCredits: once per invoice), with an audit row,
 * in one transaction. Marking it paid again books nothing twice. A quote or a void invoice is
 * NOT_PAYABLE; anyone but a platform admin is FORBIDDEN. (The back office's screen calls this.)
 */
export async function markInvoicePaid(db: PrismaClient, input: { invoiceId: string; actorId: string }, deps: Pick<QuoteDeps, "now"> = {}): Promise<MarkedPaid> {
  const actor = await db.user.findUnique({ where: { id: input.actorId }, select: { role: true, deletedAt: true } });
  if (!actor || actor.deletedAt || actor.role !== "ADMIN") throw new TeamError("FORBIDDEN");
  const id = invoiceId.safeParse(input.invoiceId);
  if (!id.success) throw new TeamError("NOT_FOUND");
  return db.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id.data);
    if (!invoice) throw new TeamError("NOT_FOUND");
    // A credit note is never paid: it is money owed back, not an invoice to settle.
    if (invoice.creditNoteForId || !invoice.number || (invoice.status !== "ISSUED" && invoice.status !== "PAID")) throw new TeamInvoiceError("NOT_PAYABLE");
    const now = deps.now ?? new Date();
    const paid = invoice.status === "ISSUED";
    let creditsGranted = false;
    if (invoice.organizationId && invoice.creditQuantity !== null) {
      creditsGranted = (await addInvoicedCredits(tx, { organizationId: invoice.organizationId, invoiceId: invoice.id, quantity: invoice.creditQuantity, createdById: input.actorId })).booked;
    }
    if (!paid && !creditsGranted) return { paid: false, creditsGranted: false };
    const after = await tx.invoice.update({
      where: { id: invoice.id },
      data: { ...(paid ? { status: "PAID" as const, paidAt: now } : {}), ...(creditsGranted ? { creditsGrantedAt: now } : {}) },
    });
    const audited = ["status", "paidAt", "creditsGrantedAt"] as const;
    await recordAudit(tx, {
      actorId: input.actorId, action: "invoice.markPaid", target: ["Invoice", invoice.id], before: auditFields(invoice, audited), after: auditFields(after, audited),
      data: { organizationId: invoice.organizationId, number: invoice.number, paid, creditsGranted },
    });
    return { paid, creditsGranted };
  }, TX);
}
