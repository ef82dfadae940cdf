// Fulfilment of a CREDITS order, inside fulfilInTx's transaction (the order row is locked and known to
// be unfulfilled, so a replayed webhook or a second click never gets here): order PAID, the charge, a
// gap-free invoice for the organisation (lines in the buyer's language), the credits booked on the
// team's ledger (addPurchasedCredits: a PURCHASE row, once per order), and for the wizard's first
// purchase the wizard finished (setupCompletedAt, "payment" saved).
//
// The invites the wizard kept (Organization.settings.setupInvites) are NOT sent here: the result names
// the organisation whose wizard this payment finished (`teamSetupFinished`, once, never on a replay),
// and its invites (lib/teams/setup.ts setupInvitesToSend) go out after the commit through the team
// invites code (lib/teams/invites.ts inviteByEmail).
import "server-only";
import type { Prisma } from "@/lib/db";
import { nextInvoiceNumber } from "@/lib/db/invoice-number";
import { billingAddress } from "@/lib/invoices/buyer";
import { isReverseCharge } from "@/lib/invoices/tax";
import { addPurchasedCredits } from "@/lib/teams/credits";
import { finishSetupInTx } from "@/lib/teams/setup-finish";
import { creditsTranslator, readCreditsMeta } from "./credits-meta";
import type { FulfilResult, OrderEmail, PaymentConfirmation } from "./fulfil-types";
import { PaymentError } from "./reasons";
import { sellerDetails } from "./seller";

type Tx = Prisma.TransactionClient;

/** fulfilInTx's branch for CREDITS orders. */
export async function deliverCreditsInTx(tx: Tx, orderId: string, payment: PaymentConfirmation, now: Date): Promise<{ result: FulfilResult; email: OrderEmail | null }> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    include: {
      user: { select: { id: true, email: true, name: true } },
      organization: { select: { id: true, name: true, address: true, city: true, postalCode: true, country: true, billingEmail: true, vatId: true } },
    },
  });
  const meta = readCreditsMeta(order?.metadata);
  if (!order || order.kind !== "CREDITS" || !order.organization || !meta) throw new PaymentError("UNSUPPORTED_ORDER", `order ${orderId} is not a team credits order`);
  if (payment.amount !== order.total) throw new PaymentError("AMOUNT_MISMATCH", `order ${orderId} costs ${order.total} but ${payment.amount} was paid`);
  if (payment.currency && payment.currency.toUpperCase() !== order.currency) throw new PaymentError("CURRENCY_MISMATCH", `order ${orderId} is in ${order.currency}, paid in ${payment.currency}`);
  if (order.total > 0 && !payment.providerRef) throw new PaymentError("AMOUNT_MISMATCH", `order ${orderId}: a charge needs the provider's payment id`);
  const org = order.organization;

  // Paid late (after the buyer replaced or left the checkout) is still paid: the money is real.
  await tx.order.update({ where: { id: orderId }, data: { status: "PAID", paidAt: now, canceledAt: null, provider: payment.provider } });
  if (order.total > 0) {
    await tx.transaction.create({ data: { orderId, provider: payment.provider, providerRef: payment.providerRef!, amount: payment.amount, currency: order.currency, kind: "CHARGE", status: "SUCCEEDED" } });
  }

  const t = await creditsTranslator(meta.locale);
  const lines = [{ description: t("invoiceLine", { count: order.quantity }), quantity: order.quantity, unitAmount: meta.unitAmount, amount: order.subtotal }];
  if (order.discount > 0) lines.push({ description: t("discountLine", { percent: meta.percent }), quantity: 1, unitAmount: -order.discount, amount: -order.discount });
  const number = await nextInvoiceNumber(tx, now.getUTCFullYear());
  const seller = sellerDetails();
  await tx.invoice.create({
    data: {
      number: number.number, year: number.year, sequence: number.sequence, orderId, organizationId: org.id, userId: order.user?.id ?? null,
      status: "PAID", currency: order.currency,
      // Prices are final prices, like a package's: no VAT is added or split out.
      subtotal: order.total, tax: 0, total: order.total,
      // The invoice shows the organisation's name itself (organizationId); the buyer is the person who
      // paid, at the billing email and the billing address of the wizard, the country named in the
      // buyer's language.
      seller,
      buyer: { name: order.user?.name ?? "", email: org.billingEmail ?? order.user?.email ?? "", address: billingAddress(org, meta.locale), country: org.country },
      // An EU business buyer in another member state: 0 VAT said in words (lib/invoices/tax.ts).
      vatId: org.vatId, reverseCharge: isReverseCharge(seller.country, org), locale: meta.locale, lines, issuedAt: now, paidAt: now,
    },
  });

  await addPurchasedCredits(tx, { organizationId: org.id, orderId, quantity: order.quantity, createdById: order.user?.id ?? null });
  const finished = await finishSetupInTx(tx, org.id, now);

  return {
    result: { status: "PAID", orderId, shootId: null, invoiceNumber: number.number, alreadyFulfilled: false, ...(finished ? { teamSetupFinished: org.id } : {}) },
    email: null,
  };
}
