// The referral programme on a real database (PGlite): linking at sign-up, the first-purchase discount
// at checkout, the referrer's reward (pending at payment, released past the refund window, canceled by
// a refund in time, capped per month), and what /app/invites shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, redeemMagicLink } from "@/lib/auth/accounts";
import { createAuthToken } from "@/lib/auth/tokens";
import type { PrismaClient } from "@/lib/db";
import { PARAMETER_DEFAULTS } from "@/lib/db/parameters-defaults";
import { smtpTransport } from "@/lib/email/transport";
import { createCheckout } from "@/lib/payments/checkout";
import { fulfilOrder } from "@/lib/payments/fulfil";
import { previewPrice } from "@/lib/payments/pricing";
import { testProvider } from "@/lib/payments/providers/test";
import { redeemGiftCard } from "@/lib/payments/redeem";
import { payRefund, requestRefund } from "@/lib/payments/refund";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { startSmtpSink } from "@/lib/testing/email";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { relayQueuedEmail } from "./email";
import { readInviteLanding } from "./landing";
import { linkReferral } from "./attach";
import { referralOffer } from "./offer";
import { invitesOverview } from "./overview";
import { releaseDueReferralRewards, releaseReferralReward } from "./release";
import { withdrawReferralRewardInTx } from "./reward";

const opts = { provider: testProvider, appUrl: "https://lumen.test" };
let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36)}${++seq}`;

let db: TestDb;
let p: PrismaClient;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p, { demo: true });
});
afterAll(async () => {
  await db?.cleanup();
});

/** A new person who signed up through `referrer`'s link. */
async function referred(referrer: { referralCode: string }, name = "Rita Referred") {
  const email = `${unique("friend-")}@example.test`;
  const res = await signUp(p, { name, email, password: "correct horse battery", locale: "en", referralCode: referrer.referralCode });
  if (res.status !== "created") throw new Error("not created");
  return p.user.findUniqueOrThrow({ where: { id: res.userId } });
}

/** Buys `slug` (optionally with a code) and pays it through the test provider; returns the order. */
async function buy(userId: string, slug = "professional", code?: string) {
  const res = await createCheckout(p, { userId, locale: "en", packageSlug: slug, code }, opts);
  if (!res.ok) throw new Error(JSON.stringify(res));
  const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
  if (res.status === "PENDING") await fulfilOrder(p, order.id, { provider: "test", providerRef: `test_${order.id}`, amount: order.total, currency: order.currency, eventId: `evt_${order.id}` });
  return p.order.findUniqueOrThrow({ where: { id: order.id } });
}

const DAY = 86_400_000;
/** The last moment of an order's 14-day refund window, and `ms` after it. */
const windowEnd = (order: { paidAt: Date | null }) => new Date(order.paidAt!.getTime() + 14 * DAY);
const afterWindow = (order: { paidAt: Date | null }, ms = 1) => new Date(windowEnd(order).getTime() + ms);
const quiet = { info() {}, error() {} };

/** Releases the reward `order` earned, as the hourly run does once the order is past its window. */
async function releaseDue(order: { id: string; paidAt: Date | null }) {
  const referral = await p.referral.findUniqueOrThrow({ where: { orderId: order.id } });
  const out = await releaseReferralReward(p, referral.id, afterWindow(order));
  if (out.status !== "released") throw new Error(JSON.stringify(out));
}

/** Buys a Starter package whose payment is reported at `paidAt`. */
async function buyPaidAt(userId: string, paidAt: Date) {
  const res = await createCheckout(p, { userId, locale: "en", packageSlug: "starter" }, opts);
  if (!res.ok || res.status !== "PENDING") throw new Error(JSON.stringify(res));
  const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
  await fulfilOrder(p, order.id, { provider: "test", providerRef: `test_${order.id}`, amount: order.total, currency: order.currency, eventId: `evt_${order.id}` }, paidAt);
  return p.order.findUniqueOrThrow({ where: { id: order.id } });
}

async function teamLead() {
  const lead = await createUser(p);
  const org = await createOrganization(p, { ownerId: lead.id, members: [{ userId: lead.id, role: "OWNER", status: "JOINED", joinedAt: new Date() }] });
  return { lead, org };
}

describe("linking a new account to its referrer", () => {
  it("sign-up with the referral cookie's code sets referredById and creates the Referral; without a code nothing", async () => {
    const referrer = await createUser(p);
    const friend = await referred(referrer);
    expect(friend.referredById).toBe(referrer.id);
    expect(await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } })).toMatchObject({ referrerId: referrer.id, orderId: null, rewardedAt: null });

    const plain = await signUp(p, { name: "No Code", email: `${unique("plain-")}@example.test`, password: "correct horse battery", locale: "en" });
    if (plain.status !== "created") throw new Error("not created");
    expect((await p.user.findUniqueOrThrow({ where: { id: plain.userId } })).referredById).toBeNull();
    expect(await p.referral.count({ where: { referredUserId: plain.userId } })).toBe(0);
  });

  it("matches the code ignoring case and ignores unknown or malformed codes", async () => {
    const referrer = await createUser(p);
    const upper = await signUp(p, { name: "Up Per", email: `${unique("up-")}@example.test`, password: "correct horse battery", locale: "de", referralCode: referrer.referralCode.toUpperCase() });
    if (upper.status !== "created") throw new Error("not created");
    expect((await p.user.findUniqueOrThrow({ where: { id: upper.userId } })).referredById).toBe(referrer.id);
    const someone = await createUser(p);
    expect(await linkReferral(p, { userId: someone.id, code: "nobody-has-this" })).toEqual({ status: "skipped", reason: "UNKNOWN_CODE" });
    expect(await linkReferral(p, { userId: someone.id, code: "<script>" })).toEqual({ status: "skipped", reason: "UNKNOWN_CODE" });
    expect(await p.referral.count({ where: { referredUserId: someone.id } })).toBe(0);
  });

  it("never refers a person to themselves, twice, or an existing address signing up again", async () => {
    const referrer = await createUser(p);
    expect(await linkReferral(p, { userId: referrer.id, code: referrer.referralCode })).toEqual({ status: "skipped", reason: "SELF" });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).referredById).toBeNull();

    const friend = await referred(referrer);
    const other = await createUser(p);
    expect(await linkReferral(p, { userId: friend.id, code: other.referralCode })).toEqual({ status: "skipped", reason: "ALREADY_REFERRED" });
    expect((await p.user.findUniqueOrThrow({ where: { id: friend.id } })).referredById).toBe(referrer.id);

    // The sign-up form with an address that has an account: nothing is created, nobody is linked.
    const existing = await createUser(p);
    expect(await signUp(p, { name: "Again", email: existing.email, password: "correct horse battery", locale: "en", referralCode: referrer.referralCode })).toEqual({ status: "exists" });
    expect(await p.referral.count({ where: { referredUserId: existing.id } })).toBe(0);
  });

  it("team leads and members neither refer nor are referred (referral is for personal accounts)", async () => {
    const { lead, org } = await teamLead();
    const person = await createUser(p);
    expect(await linkReferral(p, { userId: person.id, code: lead.referralCode })).toEqual({ status: "skipped", reason: "UNKNOWN_CODE" });
    const referrer = await createUser(p);
    const member = await createUser(p);
    await p.membership.create({ data: { userId: member.id, organizationId: org.id, role: "MEMBER", status: "JOINED", joinedAt: new Date() } });
    expect(await linkReferral(p, { userId: member.id, code: referrer.referralCode })).toEqual({ status: "skipped", reason: "NOT_ELIGIBLE" });
    expect(await readInviteLanding(p, { code: lead.referralCode })).toEqual({ status: "unknown" });
  });

  it("a magic link that creates the account links it; one for an existing account does not", async () => {
    const referrer = await createUser(p);
    const email = `${unique("magic-")}@example.test`;
    const token = await createAuthToken(p, { purpose: "MAGIC_LINK", email, userId: null });
    const res = await redeemMagicLink(p, token, "es", referrer.referralCode);
    if (!res.ok) throw new Error(JSON.stringify(res));
    expect((await p.user.findUniqueOrThrow({ where: { email } })).referredById).toBe(referrer.id);

    const existing = await createUser(p);
    const again = await createAuthToken(p, { purpose: "MAGIC_LINK", email: existing.email, userId: existing.id });
    expect((await redeemMagicLink(p, again, "en", referrer.referralCode)).ok).toBe(true);
    expect(await p.referral.count({ where: { referredUserId: existing.id } })).toBe(0);
  });
});

describe("the referral discount at checkout", () => {
  it("takes 20 % off the first purchase only: preview, order (discount + metadata.referral), then full price", async () => {
    const referrer = await createUser(p);
    const friend = await referred(referrer);
    expect(await previewPrice(p, { locale: "en", packageSlug: "professional", userId: friend.id })).toEqual({
      ok: true, packageSlug: "professional", currency: "USD", subtotal: 3900, discount: 780, total: 3120, code: null, referral: { percent: 20 },
    });
    // Signed out, or someone without a referral: the plain price.
    expect(await previewPrice(p, { locale: "en", packageSlug: "professional" })).toMatchObject({ discount: 0, total: 3900 });
    expect((await previewPrice(p, { locale: "en", packageSlug: "professional", userId: referrer.id })) as object).not.toHaveProperty("referral");

    const first = await buy(friend.id);
    expect(first).toMatchObject({ status: "PAID", subtotal: 3900, discount: 780, total: 3120, couponId: null });
    expect((first.metadata as { referral?: unknown }).referral).toMatchObject({ percent: 20 });

    expect(await referralOffer(p, friend.id, 3900)).toBeNull();
    expect(await previewPrice(p, { locale: "en", packageSlug: "starter", userId: friend.id })).toMatchObject({ discount: 0, total: 2900, code: null });
    const second = await buy(friend.id, "starter");
    expect(second).toMatchObject({ status: "PAID", discount: 0, total: 2900 });
    expect((second.metadata as { referral?: unknown }).referral).toBeUndefined();
  });

  it("an unpaid first checkout keeps the discount for the next try", async () => {
    const friend = await referred(await createUser(p));
    const open = await createCheckout(p, { userId: friend.id, locale: "de", packageSlug: "starter" }, opts);
    if (!open.ok) throw new Error(JSON.stringify(open));
    expect(await p.order.findUniqueOrThrow({ where: { id: open.orderId } })).toMatchObject({ status: "PENDING", currency: "EUR", discount: 580, total: 2320 });
    expect(await referralOffer(p, friend.id, 2900)).toMatchObject({ percent: 20, discount: 580 });
  });

  it("a code and the referral never stack: the better one applies, a worse coupon is not used up", async () => {
    const friend = await referred(await createUser(p));
    expect(await previewPrice(p, { locale: "en", packageSlug: "professional", userId: friend.id, code: "welcome10" })).toEqual({
      ok: true, packageSlug: "professional", currency: "USD", subtotal: 3900, discount: 780, total: 3120, code: null, referral: { percent: 20, instead: "WELCOME10" },
    });
    const withWorse = await createCheckout(p, { userId: friend.id, locale: "en", packageSlug: "professional", code: "WELCOME10" }, opts);
    if (!withWorse.ok) throw new Error(JSON.stringify(withWorse));
    expect(await p.order.findUniqueOrThrow({ where: { id: withWorse.orderId } })).toMatchObject({ couponId: null, discount: 780, total: 3120 });
    expect(await p.couponRedemption.count({ where: { userId: friend.id } })).toBe(0);

    const better = unique("HALF");
    await p.coupon.create({ data: { code: better, kind: "PERCENT", value: 50, active: true } });
    expect(await previewPrice(p, { locale: "en", packageSlug: "professional", userId: friend.id, code: better })).toMatchObject({ discount: 1950, code: { code: better, kind: "coupon", percent: 50 } });
    const order = await buy(friend.id, "professional", better);
    expect(order).toMatchObject({ status: "PAID", discount: 1950, total: 1950 });
    expect(order.couponId).not.toBeNull();
    expect((order.metadata as { referral?: unknown }).referral).toBeUndefined();
    // That paid purchase was their first: the referral discount is gone and the referrer's reward is pending.
    expect(await referralOffer(p, friend.id, 3900)).toBeNull();
    expect(await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } })).toMatchObject({ orderId: order.id, rewardState: "PENDING", rewardCredits: 10 });
  });

  it("redeeming a gift card is not a purchase: the discount stays and nobody is rewarded", async () => {
    const referrer = await createUser(p);
    const friend = await referred(referrer);
    const pkg = await p.package.findUniqueOrThrow({ where: { slug: "starter" } });
    const card = await p.giftCard.create({ data: { code: unique("GIFTREF"), packageId: pkg.id, tier: "starter" } });
    expect((await redeemGiftCard(p, { userId: friend.id, locale: "en", code: card.code })).ok).toBe(true);
    expect(await referralOffer(p, friend.id, 3900)).toMatchObject({ percent: 20 });
    expect(await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } })).toMatchObject({ orderId: null, rewardedAt: null });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(0);
  });
});

describe("the referrer's reward waits for the refund window", () => {
  it("is pending at payment (no credits, no email, even when the payment is reported again and again), and released once past the window", async () => {
    const referrer = await createUser(p, { locale: "de", name: "Buyer Becker" });
    const friend = await referred(referrer, "Frida Freundin");
    const res = await createCheckout(p, { userId: friend.id, locale: "en", packageSlug: "professional" }, opts);
    if (!res.ok || res.status !== "PENDING") throw new Error(JSON.stringify(res));
    const payment = { provider: "stripe", providerRef: "pi_replayed", amount: 3120, currency: "USD", eventId: "evt_replayed", eventType: "checkout.session.completed" };
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await fulfilOrder(p, res.orderId, payment));
    results.push(await fulfilOrder(p, res.orderId, { ...payment, eventId: "evt_async_succeeded" }));
    expect(results.map((r) => r.status === "PAID" && r.alreadyFulfilled)).toEqual([false, true, true, true]);

    const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
    const referral = await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } });
    expect(referral).toMatchObject({ orderId: res.orderId, rewardState: "PENDING", rewardCredits: 10, rewardedAt: null, earnedAt: order.paidAt });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(0);
    expect(await p.creditLedgerEntry.count({ where: { userId: referrer.id } })).toBe(0);
    expect(await p.emailOutbox.count({ where: { to: referrer.email, template: "referral-reward" } })).toBe(0);

    // The last moment of the window is still inside it.
    expect(await releaseReferralReward(p, referral.id, windowEnd(order))).toEqual({ status: "waiting" });
    const released = await releaseReferralReward(p, referral.id, afterWindow(order));
    expect(released).toMatchObject({ status: "released", credits: 10 });
    expect(await p.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ rewardState: "RELEASED", rewardCredits: 10, rewardedAt: afterWindow(order) });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(10);
    const ledger = await p.creditLedgerEntry.findMany({ where: { userId: referrer.id } });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: "PHOTO", delta: 10, balanceAfter: 10, refType: "referral", refId: referral.id, idempotencyKey: `referral:${referral.id}` });
    const mails = await p.emailOutbox.findMany({ where: { to: referrer.email, template: "referral-reward" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: "de", subject: "Du hast 10 Foto-Credits verdient" });
    expect(mails[0]!.text).toContain("Frida");
    expect(mails[0]!.text).toMatch(/^Hallo Buyer,/);
    expect(mails[0]!.text).toMatch(/: https?:\/\/[^\s]+\/de\/app\/invites\n/);

    // Released once: again, or a later purchase of the same friend, changes nothing.
    expect(await releaseReferralReward(p, referral.id, afterWindow(order, 1))).toEqual({ status: "none" });
    await buy(friend.id, "starter");
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(10);
    expect(await p.creditLedgerEntry.count({ where: { userId: referrer.id } })).toBe(1);
  });

  it("follows the admin's refund window: with 30 days, a reward 20 days old still waits", async () => {
    const referrer = await createUser(p);
    const friend = await referred(referrer);
    const order = await buy(friend.id, "starter");
    const referral = await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } });
    await p.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 30 } });
    try {
      expect(await releaseReferralReward(p, referral.id, new Date(order.paidAt!.getTime() + 20 * DAY))).toEqual({ status: "waiting" });
      expect((await invitesOverview(p, referrer.id))!.people[0]).toMatchObject({ status: "pending", availableAt: new Date(order.paidAt!.getTime() + 30 * DAY) });
    } finally {
      await p.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 14 } });
    }
    expect(await releaseReferralReward(p, referral.id, new Date(order.paidAt!.getTime() + 20 * DAY))).toMatchObject({ status: "released" });
  });

  it("uses the admin's reward parameter; a referrer deleted before the purchase or before the release gets nothing (the purchase still counts)", async () => {
    await p.parameter.update({ where: { key: "referral.rewardCredits" }, data: { value: 15 } });
    try {
      const referrer = await createUser(p);
      const friend = await referred(referrer);
      const order = await buy(friend.id, "starter");
      expect(await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } })).toMatchObject({ rewardState: "PENDING", rewardCredits: 15 });
      await releaseDue(order);
      expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(15);

      const gone = await createUser(p);
      const orphan = await referred(gone);
      await p.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
      const orphanOrder = await buy(orphan.id, "starter");
      expect(orphanOrder.discount).toBe(580);
      expect(await p.referral.findUniqueOrThrow({ where: { referredUserId: orphan.id } })).toMatchObject({ orderId: orphanOrder.id, rewardState: "WITHHELD", rewardNote: "REFERRER_DELETED", rewardedAt: null, rewardCredits: 0 });

      const leaving = await createUser(p);
      const late = await referred(leaving);
      const lateOrder = await buy(late.id, "starter");
      await p.user.update({ where: { id: leaving.id }, data: { deletedAt: new Date() } });
      const lateReferral = await p.referral.findUniqueOrThrow({ where: { referredUserId: late.id } });
      expect(await releaseReferralReward(p, lateReferral.id, afterWindow(lateOrder))).toEqual({ status: "withheld", note: "REFERRER_DELETED" });
      for (const who of [gone, leaving]) {
        expect((await p.user.findUniqueOrThrow({ where: { id: who.id } })).photoCredits).toBe(0);
        expect(await p.emailOutbox.count({ where: { to: who.email, template: "referral-reward" } })).toBe(0);
      }
    } finally {
      await p.parameter.update({ where: { key: "referral.rewardCredits" }, data: { value: 10 } });
    }
  });

  it("the email is handed to an SMTP server once, only after the release is visible", async () => {
    const sink = await startSmtpSink();
    try {
      const transport = smtpTransport(sink.url);
      const referrer = await createUser(p);
      await releaseDue(await buy((await referred(referrer)).id, "starter"));
      const mail = await p.emailOutbox.findFirstOrThrow({ where: { to: referrer.email, template: "referral-reward" } });
      expect(await relayQueuedEmail(p, "no-such-row", transport)).toBe("missing");
      expect(await relayQueuedEmail(p, mail.id, transport)).toBe("sent");
      expect(await relayQueuedEmail(p, mail.id, transport)).toBe("taken");
      expect(sink.received.map((m) => m.to)).toEqual([[referrer.email]]);
      // Handed over: the row keeps no body.
      expect(await p.emailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({ status: "SENT", attempts: 1, html: null, text: null });
    } finally {
      await sink.close();
    }
  });

  it("the hourly run releases every reward past its window and leaves the others pending", async () => {
    const referrer = await createUser(p);
    const old = await buyPaidAt((await referred(referrer, "Olga Old")).id, new Date(Date.now() - 15 * DAY));
    const recent = await buyPaidAt((await referred(referrer, "Rita Recent")).id, new Date(Date.now() - 13 * DAY));
    const run = await releaseDueReferralRewards(p, { batch: 1, log: quiet });
    expect(run.released).toBeGreaterThanOrEqual(1);
    expect(run.failed).toBe(0);
    expect(await p.referral.findUniqueOrThrow({ where: { orderId: old.id } })).toMatchObject({ rewardState: "RELEASED" });
    expect(await p.referral.findUniqueOrThrow({ where: { orderId: recent.id } })).toMatchObject({ rewardState: "PENDING" });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(10);
  });
});

describe("a refund of the friend's purchase", () => {
  it("inside the window cancels the pending reward: no credits are ever granted, and buying again earns nothing", async () => {
    const referrer = await createUser(p);
    const friend = await referred(referrer, "Fritz Farmer");
    const order = await buy(friend.id, "professional");
    const referral = await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } });
    expect(referral).toMatchObject({ orderId: order.id, rewardState: "PENDING" });

    const out = await requestRefund(p, { userId: friend.id, orderId: order.id }, opts);
    if (!out.ok || out.status !== "REFUNDED") throw new Error(JSON.stringify(out));
    expect(await p.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ orderId: order.id, rewardState: "CANCELED", rewardNote: "REFUNDED", rewardCredits: 0, rewardedAt: null });
    expect(await p.auditLog.findFirstOrThrow({ where: { action: "referral.reward.canceled", targetId: referral.id } })).toMatchObject({ data: { orderId: order.id, refundId: out.refundId, credits: 10 } });

    // Nothing to release after the window either: the referrer never held a credit of it.
    expect(await releaseReferralReward(p, referral.id, afterWindow(order))).toEqual({ status: "none" });
    await buy(friend.id, "starter");
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(0);
    expect(await p.creditLedgerEntry.count({ where: { userId: referrer.id } })).toBe(0);
    expect(await p.emailOutbox.count({ where: { to: referrer.email, template: "referral-reward" } })).toBe(0);
    expect((await invitesOverview(p, referrer.id))!.people[0]).toMatchObject({ status: "refunded", credits: 0 });
  });

  it("requested inside the window and still open at its end holds the reward until the admins decide", async () => {
    const referrer = await createUser(p);
    const friend = await referred(referrer);
    const order = await buy(friend.id, "professional");
    // The friend used the package's edit credits: the refund is a request for the admins.
    await p.user.update({ where: { id: friend.id }, data: { editCredits: 0 } });
    const asked = await requestRefund(p, { userId: friend.id, orderId: order.id, reason: "Not for me" }, opts);
    if (!asked.ok || asked.status !== "REQUESTED") throw new Error(JSON.stringify(asked));
    const referral = await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } });
    expect(await releaseReferralReward(p, referral.id, afterWindow(order))).toEqual({ status: "waiting" });

    // The admins approve it after the window: the reward, still pending, is canceled.
    await p.refund.update({ where: { id: asked.refundId }, data: { status: "APPROVED", decidedAt: new Date() } });
    const paid = await payRefund(p, asked.refundId, { ...opts, now: afterWindow(order, 60_000) });
    expect(paid).toMatchObject({ ok: true, status: "REFUNDED" });
    expect(await p.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ rewardState: "CANCELED", rewardNote: "REFUNDED" });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(0);

    // Another friend's request the admins reject: released at the next run.
    const other = await referred(referrer);
    const otherOrder = await buy(other.id, "professional");
    await p.user.update({ where: { id: other.id }, data: { editCredits: 0 } });
    const rejected = await requestRefund(p, { userId: other.id, orderId: otherOrder.id, reason: "Not for me" }, opts);
    if (!rejected.ok) throw new Error(JSON.stringify(rejected));
    await p.refund.update({ where: { id: rejected.refundId }, data: { status: "REJECTED", decidedAt: new Date() } });
    expect(await releaseReferralReward(p, (await p.referral.findUniqueOrThrow({ where: { orderId: otherOrder.id } })).id, afterWindow(otherOrder))).toMatchObject({ status: "released" });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(10);
  });

  it("approved after the reward was released takes it back through the ledger, once, never below 0", async () => {
    const referrer = await createUser(p);
    const friend = await referred(referrer);
    const order = await buy(friend.id, "starter");
    await releaseDue(order);
    const referral = await p.referral.findUniqueOrThrow({ where: { referredUserId: friend.id } });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(10);
    // the referrer spent 7 of the 10 reward credits
    await p.user.update({ where: { id: referrer.id }, data: { photoCredits: 3 } });

    const later = afterWindow(order, DAY);
    const asked = await requestRefund(p, { userId: friend.id, orderId: order.id, reason: "Changed my mind", now: later }, opts);
    if (!asked.ok || asked.status !== "REQUESTED") throw new Error(JSON.stringify(asked));
    await p.refund.update({ where: { id: asked.refundId }, data: { status: "APPROVED", decidedAt: later } });
    expect(await payRefund(p, asked.refundId, { ...opts, now: later })).toMatchObject({ ok: true, status: "REFUNDED" });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(0);
    expect(await p.creditLedgerEntry.findUniqueOrThrow({ where: { idempotencyKey: `referral:${referral.id}:withdrawn` } })).toMatchObject({ delta: -3, balanceAfter: 0, refType: "referral", refId: referral.id });
    expect(await p.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ rewardState: "WITHDRAWN", rewardNote: "REFUNDED", rewardCredits: 7 });

    // Withdrawn once: running it again (a replayed completion) changes nothing.
    await p.$transaction((tx) => withdrawReferralRewardInTx(tx, order.id, asked.refundId, later));
    expect(await p.creditLedgerEntry.count({ where: { userId: referrer.id, refType: "referral" } })).toBe(2);
  });
});

describe("the monthly cap", () => {
  it("at most referral.maxRewardsPerMonth rewards in any 30 days: past it the friend keeps the discount, the referrer gets nothing (and why is recorded)", async () => {
    expect(PARAMETER_DEFAULTS["referral.maxRewardsPerMonth"]).toBe(20);
    await p.parameter.update({ where: { key: "referral.maxRewardsPerMonth" }, data: { value: 3 } });
    try {
      const referrer = await createUser(p);
      const orders: Awaited<ReturnType<typeof buy>>[] = [];
      for (let i = 0; i < 4; i++) orders.push(await buy((await referred(referrer, `Friend${i} Capped`)).id, "starter"));
      expect(orders.map((o) => o.discount)).toEqual([580, 580, 580, 580]);
      const states = async () => (await p.referral.findMany({ where: { orderId: { in: orders.map((o) => o.id) } } })).sort((a, b) => a.earnedAt!.getTime() - b.earnedAt!.getTime()).map((r) => [r.rewardState, r.rewardNote]);
      expect(await states()).toEqual([["PENDING", null], ["PENDING", null], ["PENDING", null], ["WITHHELD", "MONTHLY_CAP"]]);
      const capped = await p.referral.findUniqueOrThrow({ where: { orderId: orders[3]!.id } });
      expect(await p.auditLog.findFirstOrThrow({ where: { action: "referral.reward.withheld", targetId: capped.id } })).toMatchObject({ data: { note: "MONTHLY_CAP", cap: 3, recent: 3, days: 30 } });
      // A withheld reward is never released.
      expect(await releaseReferralReward(p, capped.id, afterWindow(orders[3]!))).toEqual({ status: "none" });

      // A purchase refunded in time earned nothing, so it frees its place.
      const refund = await requestRefund(p, { userId: orders[0]!.userId!, orderId: orders[0]!.id }, opts);
      expect(refund).toMatchObject({ ok: true, status: "REFUNDED" });
      const fifth = await buy((await referred(referrer, "Fifth Friend")).id, "starter");
      expect(await p.referral.findUniqueOrThrow({ where: { orderId: fifth.id } })).toMatchObject({ rewardState: "PENDING" });
      const sixth = await buy((await referred(referrer, "Sixth Friend")).id, "starter");
      expect(await p.referral.findUniqueOrThrow({ where: { orderId: sixth.id } })).toMatchObject({ rewardState: "WITHHELD", rewardNote: "MONTHLY_CAP" });

      // A rolling month: 30 days after those purchases there is room again.
      const seventh = await buyPaidAt((await referred(referrer, "Seventh Friend")).id, new Date(Date.now() + 31 * DAY));
      expect(await p.referral.findUniqueOrThrow({ where: { orderId: seventh.id } })).toMatchObject({ rewardState: "PENDING" });
      const overview = await invitesOverview(p, referrer.id);
      expect(overview).toMatchObject({ maxRewards: 3, capDays: 30, creditsEarned: 0, creditsPending: 40 });
      expect(overview!.people.filter((x) => x.status === "capped")).toHaveLength(2);
    } finally {
      await p.parameter.update({ where: { key: "referral.maxRewardsPerMonth" }, data: { value: 20 } });
    }
  });
});

describe("what the referrer and the invited see", () => {
  it("/app/invites lists who joined (first name or masked address), their status, what is pending until when, and the credits earned", async () => {
    const referrer = await createUser(p);
    const named = await referred(referrer, "Nora Named");
    const email = `${unique("anon-")}@example.test`;
    const anon = await signUp(p, { name: "", email, password: "correct horse battery", locale: "en", referralCode: referrer.referralCode });
    if (anon.status !== "created") throw new Error("not created");
    const paid = await buy(named.id, "starter");
    const released = await buy((await referred(referrer, "Rosa Released")).id, "starter");
    await releaseDue(released);

    const overview = await invitesOverview(p, referrer.id);
    expect(overview).toMatchObject({ eligible: true, code: referrer.referralCode, percent: 20, rewardCredits: 10, creditsEarned: 10, creditsPending: 10, windowDays: 14, maxRewards: 20 });
    expect(overview!.people.map((x) => [x.displayName, x.status, x.credits, x.availableAt])).toEqual([
      ["Rosa", "rewarded", 10, null],
      [`${email[0]}•••@example.test`, "waiting", 0, null],
      ["Nora", "pending", 10, new Date(paid.paidAt!.getTime() + 14 * DAY)],
    ]);
    expect((await invitesOverview(p, (await teamLead()).lead.id))?.eligible).toBe(false);
  });

  it("the landing knows the referrer's first name, and whether the viewer is new, the referrer or another customer", async () => {
    const referrer = await createUser(p, { name: "Maya Lindqvist", emailVerified: null });
    expect(await readInviteLanding(p, { code: referrer.referralCode })).toEqual({ status: "ok", code: referrer.referralCode, referrerFirstName: "Maya", percent: 20, viewer: "anonymous" });
    expect(await readInviteLanding(p, { code: referrer.referralCode, viewerId: referrer.id })).toMatchObject({ viewer: "own" });
    expect(await readInviteLanding(p, { code: referrer.referralCode, viewerId: (await createUser(p)).id })).toMatchObject({ viewer: "member" });
    expect(await readInviteLanding(p, { code: "does-not-exist" })).toEqual({ status: "unknown" });
    expect(await readInviteLanding(p, { code: undefined })).toEqual({ status: "unknown" });
  });
});
