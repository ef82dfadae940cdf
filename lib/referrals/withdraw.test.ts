// A friend's purchase refunded after the referrer's reward was released (an admin-approved refund past
// the money-back window): /app/invites stops saying "Rewarded", and the referrer is emailed in their
// language, by the same transaction that takes the credits back (so a rollback mails nobody and a
// replayed completion mails once). On a real database (PGlite) through the real refund code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "@/lib/auth/accounts";
import type { PrismaClient } from "@/lib/db";
import { createCheckout } from "@/lib/payments/checkout";
import { fulfilOrder } from "@/lib/payments/fulfil";
import { testProvider } from "@/lib/payments/providers/test";
import { payRefund, requestRefund } from "@/lib/payments/refund";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { invitesOverview } from "./overview";
import { releaseReferralReward } from "./release";
import { withdrawReferralRewardInTx } from "./reward";

const opts = { provider: testProvider, appUrl: "https://lumen.test" };
const DAY = 86_400_000;
let seq = 0;

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p, { demo: false });
});
afterAll(async () => {
  await db?.cleanup();
});

/** A referrer (in `locale`) whose friend bought Starter through their link, the reward released past the window. */
async function releasedReward(locale: "en" | "de" | "es") {
  const referrer = await createUser(p, { name: "Grete Werber", locale });
  const email = `friend-${Date.now().toString(36)}${++seq}@example.test`;
  const res = await signUp(p, { name: "Fritz Freund", email, password: "correct horse battery", locale: "en", referralCode: referrer.referralCode });
  if (res.status !== "created") throw new Error("not created");
  const checkout = await createCheckout(p, { userId: res.userId, locale: "en", packageSlug: "starter" }, opts);
  if (!checkout.ok || checkout.status !== "PENDING") throw new Error(JSON.stringify(checkout));
  const pending = await p.order.findUniqueOrThrow({ where: { id: checkout.orderId } });
  await fulfilOrder(p, pending.id, { provider: "test", providerRef: `test_${pending.id}`, amount: pending.total, currency: pending.currency, eventId: `evt_${pending.id}` });
  const order = await p.order.findUniqueOrThrow({ where: { id: pending.id } });
  const later = new Date(order.paidAt!.getTime() + 15 * DAY);
  const referral = await p.referral.findUniqueOrThrow({ where: { orderId: order.id } });
  expect(await releaseReferralReward(p, referral.id, later)).toMatchObject({ status: "released", credits: 10 });
  return { referrer, friendId: res.userId, order, referral, later };
}

/** The friend asks for a refund after the window; an admin approves it and it is paid back. */
async function refundAfterWindow(friendId: string, orderId: string, at: Date) {
  const asked = await requestRefund(p, { userId: friendId, orderId, reason: "Changed my mind", now: at }, opts);
  if (!asked.ok || asked.status !== "REQUESTED") throw new Error(JSON.stringify(asked));
  await p.refund.update({ where: { id: asked.refundId }, data: { status: "APPROVED", decidedAt: at } });
  expect(await payRefund(p, asked.refundId, { ...opts, now: at })).toMatchObject({ ok: true, status: "REFUNDED" });
  return asked.refundId;
}

const withdrawnEmails = (to: string) => p.emailOutbox.findMany({ where: { to, template: "referral-withdrawn" } });

describe("a released reward whose purchase is refunded", () => {
  it("shows as refunded and withdrawn, not rewarded, and the referrer is emailed in their language", async () => {
    const { referrer, friendId, order, referral, later } = await releasedReward("de");
    const before = await invitesOverview(p, referrer.id);
    expect(before!.people.find((x) => x.id === referral.id)).toMatchObject({ status: "rewarded", credits: 10 });
    expect(before!.creditsEarned).toBe(10);

    await refundAfterWindow(friendId, order.id, later);

    const after = await invitesOverview(p, referrer.id);
    expect(after!.people.find((x) => x.id === referral.id)).toMatchObject({ status: "withdrawn", credits: 0 });
    expect(after!.creditsEarned).toBe(0);
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(0);

    const [mail, ...more] = await withdrawnEmails(referrer.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ locale: "de", userId: referrer.id, subject: "Deine Empfehlungsbelohnung für Fritz wurde zurückgenommen" });
    expect(mail!.data).toEqual({ name: "Grete", friend: "Fritz", credits: "10", rewarded: "10", url: "https://lumen.test/de/app/invites" });
    expect(mail!.text).toContain("Wir haben 10 der 10 Foto-Credits");
    expect(mail!.text).toContain("https://lumen.test/de/app/invites");
  });

  it("says how many credits were taken back when some were already used", async () => {
    const { referrer, friendId, order, later } = await releasedReward("es");
    await p.user.update({ where: { id: referrer.id }, data: { photoCredits: 4 } });
    await refundAfterWindow(friendId, order.id, later);
    const [mail] = await withdrawnEmails(referrer.email);
    expect(mail).toMatchObject({ locale: "es", subject: "Hemos retirado tu recompensa por invitar a Fritz" });
    expect(mail!.text).toContain("Hemos retirado 4 de los 10 créditos de foto");
  });

  it("writes the email in the withdrawal's transaction: a rollback leaves neither, a replay sends no second one", async () => {
    const { referrer, order, referral, later } = await releasedReward("en");
    await expect(
      p.$transaction(async (tx) => {
        expect(await withdrawReferralRewardInTx(tx, order.id, "refund-x", later, opts.appUrl)).toMatchObject({ status: "withdrawn", credits: 10 });
        throw new Error("the refund's transaction failed later on");
      }),
    ).rejects.toThrow("failed later on");
    expect(await withdrawnEmails(referrer.email)).toHaveLength(0);
    expect(await p.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ rewardState: "RELEASED", rewardCredits: 10 });

    const first = await p.$transaction((tx) => withdrawReferralRewardInTx(tx, order.id, "refund-x", later, opts.appUrl));
    expect(first).toMatchObject({ status: "withdrawn", emailId: expect.any(String) });
    expect(await p.$transaction((tx) => withdrawReferralRewardInTx(tx, order.id, "refund-x", later, opts.appUrl))).toEqual({ status: "none" });
    const mails = await withdrawnEmails(referrer.email);
    expect(mails.map((m) => m.id)).toEqual([first.status === "withdrawn" ? first.emailId : ""]);
    expect(mails[0]!.subject).toBe("Your referral reward for Fritz was withdrawn");
  });
});
