"use server";
// The money screens' server actions: refunds (approve, deny), invoices (issue for an organisation, mark a
// bank transfer paid, a credit note). Each calls its domain function with the admin as actor; every one
// writes its audit row in the transaction of the change.
import "server-only";
import { adminAction } from "@/lib/backoffice/action";
import { TeamInvoiceError } from "@/lib/teams/invoices/errors";
import { markInvoicePaid } from "@/lib/teams/invoices/quotes";
import { BackofficeError } from "../errors";
import { issueCreditNote, issueOrganizationInvoice } from "./invoices";
import { approveRefund, denyRefund } from "./refunds";
import { approveRefundForm, creditNoteForm, denyRefundForm, issueInvoiceForm, markPaidForm } from "./schemas";

const NS = "BackofficeMoney" as const;

export const approveRefundAction = adminAction(approveRefundForm, async ({ refundId }, { actorId, db }) => {
  const out = await approveRefund(db, { refundId, actorId });
  if (!out.ok) throw new BackofficeError(NS, out.error === "PROVIDER_FAILED" || out.error === "COMPLETION_FAILED" ? out.error : "REFUND_FAILED", {}, 409);
  if (out.status !== "REFUNDED") throw new BackofficeError(NS, "WRONG_STATE");
  return { ok: true };
});

export const denyRefundAction = adminAction(denyRefundForm, async ({ refundId, reason }, { actorId, db }) => {
  await denyRefund(db, { refundId, actorId, reason });
  return { ok: true };
});

export const markInvoicePaidAction = adminAction(markPaidForm, async ({ invoiceId }, { actorId, db }) => {
  const out = await markInvoicePaid(db, { invoiceId, actorId });
  if (!out.paid && !out.creditsGranted) throw new BackofficeError(NS, "ALREADY_PAID", {}, 409);
  return { ok: true };
});

export const issueInvoiceAction = adminAction(issueInvoiceForm, async ({ organizationId, quantity, requestId }, { actorId, db }) => {
  try {
    const out = await issueOrganizationInvoice(db, { organizationId, quantity, actorId, requestId });
    return { ok: true, detail: out.number };
  } catch (e) {
    // The team's own quantity rules (10 credits and up, at most one order's worth) belong beside the field.
    if (e instanceof TeamInvoiceError && (e.code === "MIN_QUANTITY" || e.code === "MAX_QUANTITY")) return { fieldErrors: { quantity: e.code }, errorValues: e.values };
    throw e;
  }
});

export const creditNoteAction = adminAction(creditNoteForm, async ({ invoiceId, amount, reason, requestId }, { actorId, db }) => {
  const out = await issueCreditNote(db, { invoiceId, amount, reason, actorId, requestId });
  return { ok: true, detail: out.number };
});
