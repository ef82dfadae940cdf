// The money-back guarantee (/refund): a paid order (a package, extra headshots or edit credits) is
// refunded in full without review when it is within `refunds.windowDays` of its payment, nothing it
// paid for was downloaded and none of the edit credits it granted were used; otherwise the person's
// request goes to the admins (one open request per order).
//
// An automatic refund runs in three steps so the money never moves without a record and a record
// never claims money that did not move:
//   1. one transaction with the order row locked: the checks and the Refund row (APPROVED, automatic);
//   2. the provider's refund, keyed by the Refund id (a retry never pays twice);
//   3. one transaction: Refund COMPLETED (guarded, so it happens once), Transaction REFUND, Order
//      REFUNDED with refundedAmount, the order's shoots (rows locked, whatever state they reached)
//      DELETED with their results, edits still queued on them FAILED without their credits, the credits
//      it granted withdrawn through the ledger (never below 0), a referrer's pending reward for it canceled
//      (a reward already released, after the window, withdrawn).
// A provider failure stops after step 1, a failure of step 3 after step 2, each with a note on the
// APPROVED refund: asking again retries (the provider's refund is keyed, so it is paid once), and the
// privacy sweep's hourly completeStalledRefunds finishes any APPROVED refund left alone for a while.
import "server-only";
import { z } from "zod";
import type { Order, Prisma, PrismaClient, Refund, RefundStatus } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { relayAfterCommit } from "@/lib/referrals/email";
import { cancelPendingReferralRewardInTx, withdrawReferralRewardInTx } from "@/lib/referrals/reward";
import { transition } from "@/lib/shoots/states";
import { lockOrder, orderLocale, PAYMENT_TX } from "./order-tx";
import { checkGuarantee, OPEN_STATUSES, orderInclude, orderItem, REFUNDABLE_KINDS, REFUNDABLE_STATUSES, refundWindowDays, reviewNote, UNCHARGED_PROVIDERS, type OrderForRefund } from "./refund-rules";
import { formatMoney } from "./money";
import { getPaymentProvider } from "./provider";
import type { PaymentProvider, ProviderRefund } from "./providers/types";

// The refund card names a refund's status without reaching into lib/db.
export type { RefundStatus };

type Tx = Prisma.TransactionClient;

/** Why a refund was refused; each has a message in Refund.errors.* (en, de, es). */
export const REFUND_ERRORS = [
  "INVALID_INPUT",
  "NOT_SIGNED_IN",
  "ORDER_NOT_FOUND",
  "NOT_PAID",
  "NOTHING_CHARGED",
  "ALREADY_REFUNDED",
  "REASON_REQUIRED",
  "PROVIDER_FAILED",
  /** Not a package, extra headshots or edit credits (team credits, gift cards): refunded by support only. */
  "KIND_NOT_REFUNDABLE",
  /** The provider refunded, but recording it failed; the refund stays APPROVED with a note and is finished on retry. */
  "COMPLETION_FAILED",
] as const;
export type RefundError = (typeof REFUND_ERRORS)[number];

export type RefundOutcome =
  /** The money is on its way back (`alreadyDone`: an earlier request refunded it). */
  | { ok: true; status: "REFUNDED"; refundId: string; amount: number; currency: string; alreadyDone: boolean }
  /** The admins review it (`alreadyRequested`: the open request from before). */
  | { ok: true; status: "REQUESTED"; refundId: string; alreadyRequested: boolean }
  /** Approved and being paid back by another request right now (a double click). */
  | { ok: true; status: "PROCESSING"; refundId: string }
  /** PROVIDER_FAILED: approved, but the provider did not confirm it; COMPLETION_FAILED: paid back but not yet
   * recorded. Either way `refundId` stays APPROVED with a note and asking again finishes it. */
  | { ok: false; error: RefundError; refundId?: string };

/** An APPROVED automatic refund untouched this long was interrupted (a crash between steps): asking again pays it. */
const STALLED_MS = 60_000;
/** completeStalledRefunds (hourly) finishes APPROVED refunds untouched this long. */
export const STALLED_REFUND_MS = 5 * 60_000;
/** EditJob.error of an edit that ended because the refund withdrew what it edited. */
export const REFUNDED_EDIT_ERROR = "REFUNDED";

export const refundInputSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  orderId: z.string().trim().min(1).max(64),
  reason: z.string().trim().max(2000).catch("").default(""),
});
export type RefundInput = z.input<typeof refundInputSchema> & { now?: Date };

export type RefundDeps = {
  /** The provider that refunds; by default the configured one (it must be the one the order was paid with). */
  provider?: PaymentProvider;
  appUrl?: string;
};

type Email = { to: string; locale: Locale; template: "refund-completed" | "refund-requested"; name: string; amount: string; item: string };

/** What step 1 decided. */
type Decision =
  | { kind: "refused"; error: RefundError }
  | { kind: "done"; refund: Refund }
  | { kind: "requested"; refund: Refund; existing: boolean; email: Email | null }
  | { kind: "processing"; refund: Refund }
  | { kind: "pay"; refund: Refund };

async function emailFor(order: OrderForRefund, template: Email["template"], amount: number): Promise<Email | null> {
  if (!order.user || order.user.deletedAt) return null;
  const locale = orderLocale(order.metadata, order.user.locale);
  return { to: order.user.email, locale, template, name: order.user.name ?? "", amount: formatMoney(amount, order.currency, locale), item: await orderItem(order, locale) };
}

async function decide(tx: Tx, input: z.output<typeof refundInputSchema>, now: Date): Promise<Decision> {
  await lockOrder(tx, input.orderId);
  const order = await tx.order.findUnique({ where: { id: input.orderId }, include: orderInclude });
  if (!order || order.userId !== input.userId) return { kind: "refused", error: "ORDER_NOT_FOUND" };

  const open = order.refunds.find((r) => OPEN_STATUSES.includes(r.status));
  if (open?.status === "REQUESTED") return { kind: "requested", refund: open, existing: true, email: null };
  if (open?.status === "APPROVED") {
    const interrupted = open.note !== null || now.getTime() - open.updatedAt.getTime() > STALLED_MS;
    return open.automatic && interrupted ? { kind: "pay", refund: open } : { kind: "processing", refund: open };
  }
  if (order.status === "REFUNDED") {
    const done = order.refunds.findLast((r) => r.status === "COMPLETED");
    return done ? { kind: "done", refund: done } : { kind: "refused", error: "ALREADY_REFUNDED" };
  }
  if (!REFUNDABLE_STATUSES.has(order.status)) return { kind: "refused", error: "NOT_PAID" };
  if (!REFUNDABLE_KINDS.has(order.kind)) return { kind: "refused", error: "KIND_NOT_REFUNDABLE" };
  const charge = order.transactions[0];
  if (order.total <= 0 || UNCHARGED_PROVIDERS.has(order.provider) || !charge) return { kind: "refused", error: "NOTHING_CHARGED" };
  const amount = order.total - order.refundedAmount;
  if (amount <= 0) return { kind: "refused", error: "ALREADY_REFUNDED" };

  const check = await checkGuarantee(tx, order, await refundWindowDays(tx), now);
  if (check.automatic) {
    const refund = await tx.refund.create({
      data: {
        orderId: order.id, amount, currency: order.currency, reason: input.reason || "Money-back guarantee", status: "APPROVED",
        automatic: true, requestedById: input.userId, decidedAt: now, createdAt: now,
      },
    });
    return { kind: "pay", refund };
  }
  if (!input.reason) return { kind: "refused", error: "REASON_REQUIRED" };
  const refund = await tx.refund.create({
    data: {
      orderId: order.id, amount, currency: order.currency, reason: input.reason, status: "REQUESTED", requestedById: input.userId, createdAt: now,
      note: reviewNote(check),
    },
  });
  return { kind: "requested", refund, existing: false, email: await emailFor(order, "refund-requested", amount) };
}

async function queueEmail(db: PrismaClient, email: Email | null, appUrl: string): Promise<void> {
  if (!email) return;
  try {
    await sendEmail(db, {
      to: email.to,
      template: email.template,
      locale: email.locale,
      data: { name: email.name, amount: email.amount, item: email.item, url: appLink(appUrl, "/refund", email.locale) },
    });
  } catch (e) {
    console.error(`[refunds] ${email.template} to ${email.to} could not be queued: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * "Refund my order": granted at once under the money-back guarantee, otherwise a request for the
 * admins (a reason is then required). Safe to repeat: a second ask returns the refund or request the
 * first one made, and money goes back once.
 */
export async function requestRefund(db: PrismaClient, input: RefundInput, deps: RefundDeps = {}): Promise<RefundOutcome> {
  const parsed = refundInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "INVALID_INPUT" };
  const now = input.now ?? new Date();
  const appUrl = deps.appUrl ?? env.APP_URL;
  const decision = await db.$transaction((tx) => decide(tx, parsed.data, now), PAYMENT_TX);
  switch (decision.kind) {
    case "refused":
      return { ok: false, error: decision.error };
    case "done":
      return { ok: true, status: "REFUNDED", refundId: decision.refund.id, amount: decision.refund.amount, currency: decision.refund.currency, alreadyDone: true };
    case "processing":
      return { ok: true, status: "PROCESSING", refundId: decision.refund.id };
    case "requested":
      await queueEmail(db, decision.email, appUrl);
      return { ok: true, status: "REQUESTED", refundId: decision.refund.id, alreadyRequested: decision.existing };
    case "pay":
      return payRefund(db, decision.refund.id, { ...deps, appUrl, now });
  }
}

/**
 * Pays back an APPROVED refund (an automatic one, or one an admin approved): the provider's refund
 * keyed by the refund id, then everything the order paid for is withdrawn in one transaction and the
 * "refund done" email is queued. A provider failure leaves the refund APPROVED with a note.
 */
export async function payRefund(db: PrismaClient, refundId: string, deps: RefundDeps & { now?: Date } = {}): Promise<RefundOutcome> {
  const now = deps.now ?? new Date();
  const refund = await db.refund.findUnique({ where: { id: refundId }, include: { order: { include: orderInclude } } });
  if (!refund) return { ok: false, error: "ORDER_NOT_FOUND" };
  const order = refund.order;
  if (refund.status === "COMPLETED") return { ok: true, status: "REFUNDED", refundId, amount: refund.amount, currency: refund.currency, alreadyDone: true };
  if (refund.status !== "APPROVED") return { ok: false, error: "NOT_PAID", refundId };
  const charge = order.transactions[0];
  if (!charge) return { ok: false, error: "NOTHING_CHARGED", refundId };

  let paid: ProviderRefund;
  try {
    const provider = deps.provider ?? getPaymentProvider();
    if (provider.name !== charge.provider) throw new Error(`the order was paid with "${charge.provider}", but the configured provider is "${provider.name}"`);
    paid = await provider.refundPayment({ paymentRef: charge.providerRef, amount: refund.amount, currency: refund.currency, idempotencyKey: refund.id });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`[refunds] provider refund for ${refund.id} (order ${order.id}) failed: ${message}`);
    await db.refund.updateMany({ where: { id: refund.id, status: "APPROVED" }, data: { note: `provider refund failed: ${message}`.slice(0, 1000) } });
    return { ok: false, error: "PROVIDER_FAILED", refundId };
  }

  let completed: boolean;
  try {
    const appUrl = deps.appUrl ?? env.APP_URL;
    const done = await db.$transaction((tx) => completeInTx(tx, refund.id, paid, now, appUrl), PAYMENT_TX);
    // Emails written in the transaction (the referrer's, when a released reward was withdrawn) go out once it committed.
    for (const id of done.emails) relayAfterCommit(id);
    completed = done.completed;
  } catch (e) {
    // The money is back with the person: the note keeps the refund open for a retry (/refund offers it,
    // completeStalledRefunds does it), which gets the same provider refund and completes it once.
    const message = e instanceof Error ? e.message : String(e);
    console.error(`[refunds] refund ${refund.id} (order ${order.id}) was paid back (${paid.refundRef}) but could not be completed: ${message}`);
    await db.refund
      .updateMany({ where: { id: refund.id, status: "APPROVED" }, data: { note: `completion failed after provider refund ${paid.refundRef}: ${message.replace(/\s+/g, " ")}`.slice(0, 1000) } })
      .catch((noteError: unknown) => console.error(`[refunds] refund ${refund.id}: the note could not be written either`, noteError));
    return { ok: false, error: "COMPLETION_FAILED", refundId };
  }
  if (completed) await queueEmail(db, await emailFor(order, "refund-completed", refund.amount), deps.appUrl ?? env.APP_URL);
  return { ok: true, status: "REFUNDED", refundId, amount: refund.amount, currency: refund.currency, alreadyDone: !completed };
}

/**
 * Step 3. `completed` false when another request completed this refund first (nothing written);
 * `emails`: outbox rows written here, to hand to SMTP after the commit.
 */
async function completeInTx(tx: Tx, refundId: string, paid: ProviderRefund, now: Date, appUrl: string): Promise<{ completed: boolean; emails: string[] }> {
  const { orderId } = await tx.refund.findUniqueOrThrow({ where: { id: refundId }, select: { orderId: true } });
  await lockOrder(tx, orderId);
  const done = await tx.refund.updateMany({
    where: { id: refundId, status: "APPROVED" },
    data: { status: "COMPLETED", decidedAt: now, note: paid.status === "pending" ? `provider refund ${paid.refundRef} pending` : null },
  });
  if (done.count !== 1) return { completed: false, emails: [] };
  const emails: string[] = [];
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { id: true, total: true, refundedAmount: true, provider: true, metadata: true } });

  await tx.transaction.create({
    data: { orderId, provider: order.provider, providerRef: paid.refundRef, amount: refund.amount, currency: refund.currency, kind: "REFUND", status: paid.status === "pending" ? "PENDING" : "SUCCEEDED", createdAt: now },
  });
  const refundedAmount = order.refundedAmount + refund.amount;
  const full = refundedAmount >= order.total;
  await tx.order.update({ where: { id: orderId }, data: { refundedAmount, status: full ? "REFUNDED" : "PARTIALLY_REFUNDED" } });
  // Any refund before a referrer's reward for this order was released cancels it: nothing was granted yet.
  await cancelPendingReferralRewardInTx(tx, orderId, refundId, now);
  if (full) {
    const fromShoots = await withdrawShoots(tx, orderId, refundId, now);
    const extra = await withdrawExtraResults(tx, order, now);
    await failQueuedEdits(tx, { shootIds: fromShoots, resultIds: extra });
    await withdrawCredits(tx, orderId, refundId, now);
    const withdrawn = await withdrawReferralRewardInTx(tx, orderId, refundId, now, appUrl);
    if (withdrawn.status === "withdrawn" && withdrawn.emailId) emails.push(withdrawn.emailId);
  }
  await tx.auditLog.create({ data: { actorId: refund.decidedById, action: refund.automatic ? "refund.automatic" : "refund.complete", targetType: "Refund", targetId: refundId, data: { orderId, amount: refund.amount, currency: refund.currency, providerRef: paid.refundRef } } });
  return { completed: true, emails };
}

/**
 * The shoots the order bought leave the person's account: their rows are locked (a generator moving
 * one on waits, then finds it DELETED), each moves from the state it is in now to DELETED (allowed from
 * any state; audit row) and their results are hidden. Returns the shoots' ids.
 */
async function withdrawShoots(tx: Tx, orderId: string, refundId: string, now: Date): Promise<string[]> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Shoot" WHERE "orderId" = ${orderId} ORDER BY "id" FOR UPDATE`;
  if (!locked.length) return [];
  const shoots = await tx.shoot.findMany({ where: { id: { in: locked.map((s) => s.id) } }, select: { id: true, state: true } });
  for (const shoot of shoots) {
    if (shoot.state !== "DELETED") await transition(tx, shoot.id, shoot.state, "DELETED", `refund ${refundId}`);
  }
  await tx.result.updateMany({ where: { shootId: { in: shoots.map((s) => s.id) }, deletedAt: null }, data: { deletedAt: now } });
  return shoots.map((s) => s.id);
}

/**
 * Headshots an order bought for a finished shoot (lib/shoots/extra.ts marks them `variant.orderId`) and
 * their edits are hidden. Returns the ids of those headshots and edits.
 */
async function withdrawExtraResults(tx: Tx, order: Pick<Order, "id" | "metadata">, now: Date): Promise<string[]> {
  const shootId = (order.metadata as { shootId?: unknown } | null)?.shootId;
  if (typeof shootId !== "string") return [];
  const extra = await tx.result.findMany({ where: { shootId, variant: { path: ["orderId"], equals: order.id } }, select: { id: true } });
  if (!extra.length) return [];
  const ids = extra.map((r) => r.id);
  const all = await tx.result.findMany({ where: { shootId, OR: [{ id: { in: ids } }, { parentResultId: { in: ids } }] }, select: { id: true } });
  await tx.result.updateMany({ where: { id: { in: all.map((r) => r.id) }, deletedAt: null }, data: { deletedAt: now } });
  return all.map((r) => r.id);
}

/**
 * Edits still waiting or running on what the refund withdrew end as FAILED ("REFUNDED") without their
 * credits coming back: the purchase they were made for is undone (lib/studio/run.ts skips them).
 */
async function failQueuedEdits(tx: Tx, on: { shootIds: string[]; resultIds: string[] }): Promise<void> {
  const where = [
    ...(on.shootIds.length ? [{ result: { is: { shootId: { in: on.shootIds } } } }] : []),
    ...(on.resultIds.length ? [{ resultId: { in: on.resultIds } }] : []),
  ];
  if (!where.length) return;
  await tx.editJob.updateMany({ where: { status: { in: ["PENDING", "RUNNING"] }, OR: where }, data: { status: "FAILED", error: REFUNDED_EDIT_ERROR } });
}

/**
 * Takes back the credits the order granted (ledger entries `refType "order"`), each kind from its
 * owner's balance, at most what is left: credits already spent stay spent, a balance never goes below 0.
 */
async function withdrawCredits(tx: Tx, orderId: string, refundId: string, now: Date): Promise<void> {
  const grants = await tx.creditLedgerEntry.findMany({ where: { refType: "order", refId: orderId, delta: { gt: 0 } }, select: { kind: true, userId: true, organizationId: true, delta: true } });
  const byOwner = new Map<string, { kind: (typeof grants)[number]["kind"]; userId: string | null; organizationId: string | null; granted: number }>();
  for (const g of grants) {
    const key = `${g.kind}:${g.userId ?? ""}:${g.organizationId ?? ""}`;
    const cur = byOwner.get(key) ?? { kind: g.kind, userId: g.userId, organizationId: g.organizationId, granted: 0 };
    cur.granted += g.delta;
    byOwner.set(key, cur);
  }
  for (const [key, grant] of byOwner) {
    let balanceAfter: number;
    let taken: number;
    if (grant.kind === "TEAM" && grant.organizationId) {
      await tx.$queryRaw`SELECT "id" FROM "Organization" WHERE "id" = ${grant.organizationId} FOR UPDATE`;
      const org = await tx.organization.findUniqueOrThrow({ where: { id: grant.organizationId }, select: { credits: true } });
      taken = Math.min(grant.granted, org.credits);
      balanceAfter = (await tx.organization.update({ where: { id: grant.organizationId }, data: { credits: { decrement: taken } }, select: { credits: true } })).credits;
    } else if ((grant.kind === "EDIT" || grant.kind === "PHOTO") && grant.userId) {
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${grant.userId} FOR UPDATE`;
      const field = grant.kind === "EDIT" ? "editCredits" : "photoCredits";
      const user = await tx.user.findUniqueOrThrow({ where: { id: grant.userId }, select: { editCredits: true, photoCredits: true } });
      taken = Math.min(grant.granted, user[field]);
      const data = grant.kind === "EDIT" ? { editCredits: { decrement: taken } } : { photoCredits: { decrement: taken } };
      const after = await tx.user.update({ where: { id: grant.userId }, data, select: { editCredits: true, photoCredits: true } });
      balanceAfter = after[field];
    } else {
      continue;
    }
    await tx.creditLedgerEntry.create({
      data: {
        userId: grant.userId, organizationId: grant.organizationId, kind: grant.kind, delta: -taken, balanceAfter,
        reason: taken < grant.granted ? `Refund: ${taken} of ${grant.granted} credits withdrawn (the rest was used)` : "Refund: credits withdrawn",
        refType: "refund", refId: refundId, idempotencyKey: `refund:${refundId}:${key}`, createdAt: now,
      },
    });
  }
}

// ─── Refunds left half-way ───────────────────────────────────────────────────

export type StalledRefundsRun = { found: number; completed: number; failed: number };

/**
 * Finishes APPROVED refunds nobody touched for STALLED_REFUND_MS (a crash between the steps, a provider
 * or database failure no one retried): each is paid through payRefund, whose provider refund is keyed
 * by the refund id and whose completion is guarded, so running this again (or beside a person's retry)
 * never pays or withdraws twice. Run hourly by the privacy sweep (lib/privacy/sweep.ts).
 */
export async function completeStalledRefunds(db: PrismaClient, options: RefundDeps & { now?: Date; take?: number } = {}): Promise<StalledRefundsRun> {
  const now = options.now ?? new Date();
  const stalled = await db.refund.findMany({
    where: { status: "APPROVED", updatedAt: { lt: new Date(now.getTime() - STALLED_REFUND_MS) } },
    orderBy: { updatedAt: "asc" },
    take: options.take ?? 50,
    select: { id: true },
  });
  const run: StalledRefundsRun = { found: stalled.length, completed: 0, failed: 0 };
  for (const { id } of stalled) {
    try {
      const out = await payRefund(db, id, { provider: options.provider, appUrl: options.appUrl, now });
      if (out.ok && out.status === "REFUNDED" && !out.alreadyDone) run.completed++;
      else if (!out.ok) run.failed++;
    } catch (e) {
      run.failed++;
      console.error(`[refunds] stalled refund ${id} could not be finished: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return run;
}
