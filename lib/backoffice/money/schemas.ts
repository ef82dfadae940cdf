// The money screens' URL queries (lib/lists/query.ts) and their forms' schemas.
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day in the URL ("2026-11-27"); anything else is ignored. */
const day = z.string().trim().regex(DAY).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`))).optional();
const currency = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/).optional();

export const TRANSACTION_KINDS = ["CHARGE", "REFUND"] as const;
export const TRANSACTION_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;
export const CURRENCIES = ["USD", "EUR"] as const;

export const transactionQuery = listQuery({
  sort: ["createdAt", "amount", "provider", "status", "kind"],
  defaultSort: "-createdAt",
  filters: { status: z.enum(TRANSACTION_STATUSES).optional(), kind: z.enum(TRANSACTION_KINDS).optional(), currency, from: day, to: day },
});
export type TransactionListQuery = ReturnType<typeof transactionQuery.parse>;

export const INVOICE_STATUSES = ["QUOTE", "ISSUED", "PAID", "VOID"] as const;
export const INVOICE_KINDS = ["individual", "team", "creditNote"] as const;

export const invoiceQuery = listQuery({
  sort: ["issuedAt", "createdAt", "number", "total", "dueAt", "paidAt"],
  defaultSort: "-createdAt",
  filters: { status: z.enum(INVOICE_STATUSES).optional(), kind: z.enum(INVOICE_KINDS).optional(), currency, from: day, to: day },
});
export type InvoiceListQuery = ReturnType<typeof invoiceQuery.parse>;

export const REFUND_STATUSES = ["REQUESTED", "APPROVED", "REJECTED", "COMPLETED"] as const;

export const refundQuery = listQuery({
  sort: ["createdAt", "amount", "decidedAt"],
  defaultSort: "-createdAt",
  // REQUESTED unless the URL says otherwise ("all" shows every status).
  filters: { status: z.enum([...REFUND_STATUSES, "all"]).default("REQUESTED").catch("REQUESTED") },
});
export type RefundListQuery = ReturnType<typeof refundQuery.parse>;

export const REFERRAL_STATES = ["NONE", "PENDING", "RELEASED", "CANCELED", "WITHHELD", "WITHDRAWN"] as const;

export const referralQuery = listQuery({
  sort: ["createdAt", "earnedAt", "rewardedAt", "rewardCredits"],
  defaultSort: "-createdAt",
  filters: { reward: z.enum(REFERRAL_STATES).optional(), from: day, to: day },
});
export type ReferralListQuery = ReturnType<typeof referralQuery.parse>;

/** [from, to] days as a createdAt range: from the start of `from` to the end of `to` (UTC). */
export function dayRange(query: { from?: string; to?: string }): { gte?: Date; lt?: Date } | undefined {
  if (!query.from && !query.to) return undefined;
  return {
    ...(query.from ? { gte: new Date(`${query.from}T00:00:00Z`) } : {}),
    ...(query.to ? { lt: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
  };
}

// ─── Forms ────────────────────────────────────────────────────────────────────

const id = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, "invalidId");

export const approveRefundForm = z.object({ refundId: id });
export const denyRefundForm = z.object({ refundId: id, reason: z.string().trim().min(3, "reasonRequired").max(1000, "reasonTooLong") });

export const markPaidForm = z.object({ invoiceId: id });

const AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;

/** The form's one-time id (a hidden field the page generates): a replayed submit is answered with what the first made. */
const requestId = z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/, "invalidId");

export const creditNoteForm = z.object({
  invoiceId: id,
  requestId,
  /** "12.50" or "12,50" → minor units; empty: the whole amount still left on the invoice. Text, negatives and 0 are refused. */
  amount: z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((s) => s === "" || (AMOUNT.test(s) && Number(s.replace(",", ".")) > 0), "amountInvalid")
    .transform((s) => (s === "" ? null : Math.round(Number(s.replace(",", ".")) * 100))),
  reason: z.string().trim().min(3, "reasonRequired").max(500, "reasonTooLong"),
});

export const issueInvoiceForm = z.object({
  organizationId: id,
  requestId,
  quantity: z.string().trim().regex(/^\d{1,7}$/, "quantityInvalid").transform(Number),
});
