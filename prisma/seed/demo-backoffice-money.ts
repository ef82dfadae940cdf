// The money screens' demo data (/admin/refund, /admin/transactions, /admin/invoices, /admin/referral):
// two demo people who bought a Starter package through the checkout, paid on the built-in test
// provider (an order, a charge Transaction, an invoice each), downloaded their results and then asked
// for their money back, so the guarantee sent both requests to the admins (one to approve, one to deny,
// as the browser journey does); and a third who signed up through the demo user's referral link and
// bought a package, so the demo user's reward is PENDING. All through the product's own code (signUp,
// createCheckout, confirmTestPayment, requestRefund); the download is recorded as the download route
// records one. Idempotent: each step looks for what it would make first.
import type { PrismaClient } from "@/lib/db";
import { signUp } from "@/lib/auth/accounts";
import { createCheckout } from "@/lib/payments/checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { requestRefund } from "@/lib/payments/refund";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import { DEMO_PASSWORD } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";

/** The people of the money screens (the browser journey reads these addresses). */
export const DEMO_MONEY_PEOPLE = {
  /** Their refund request is approved in tests/e2e/backoffice-money.spec.ts. */
  approve: { email: "refund-approve@demo.lumen.test", name: "Noah Becker", locale: "en", reason: "The headshots do not look like me." },
  /** Their refund request is denied there; the email goes out in German. */
  deny: { email: "refund-deny@demo.lumen.test", name: "Lena Hoffmann", locale: "de", reason: "Ich habe es mir anders überlegt." },
  /** Signed up through the demo user's referral link and bought: the demo user's reward. */
  referred: { email: "referred@demo.lumen.test", name: "Priya Nair", locale: "en", reason: null },
} as const;

const REFERRER_CODE = "demo-user";

type Person = (typeof DEMO_MONEY_PEOPLE)[keyof typeof DEMO_MONEY_PEOPLE];

async function person(db: PrismaClient, p: Person, referralCode: string | null): Promise<string> {
  const found = await db.user.findUnique({ where: { email: p.email }, select: { id: true } });
  if (found) return found.id;
  const made = await signUp(db, { name: p.name, email: p.email, password: DEMO_PASSWORD, locale: p.locale, referralCode });
  if (made.status !== "created") throw new Error(`demo money: sign-up of ${p.email}: ${made.status}`);
  // A demo account needs no verification link clicked (as the seed's own demo accounts).
  await db.user.update({ where: { id: made.userId }, data: { emailVerified: new Date() } });
  return made.userId;
}

/** Their paid Starter order (bought now if they have none). */
async function paidOrder(db: PrismaClient, userId: string, locale: Person["locale"]): Promise<{ orderId: string; shootId: string | null }> {
  const existing = await db.order.findFirst({ where: { userId, kind: "PACKAGE", status: { in: ["PAID", "REFUNDED", "PARTIALLY_REFUNDED"] } }, select: { id: true, shoots: { select: { id: true } } } });
  if (existing) return { orderId: existing.id, shootId: existing.shoots[0]?.id ?? null };
  const checkout = await createCheckout(db, { userId, locale, currency: "USD", packageSlug: "starter" }, { provider: testProvider });
  if (!checkout.ok) throw new Error(`demo money: checkout: ${checkout.error}`);
  const paid = await confirmTestPayment(db, { orderId: checkout.orderId, userId }, testProvider);
  if (paid.status !== "PAID") throw new Error(`demo money: test payment: ${paid.status}`);
  return { orderId: checkout.orderId, shootId: paid.shootId ?? null };
}

export async function seedDemoMoney(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const { db, appUrl } = deps;
  for (const p of [DEMO_MONEY_PEOPLE.approve, DEMO_MONEY_PEOPLE.deny]) {
    const userId = await person(db, p, null);
    const { orderId, shootId } = await paidOrder(db, userId, p.locale);
    if (await db.refund.count({ where: { orderId } })) {
      log(`  money: ${p.email}'s refund request exists`);
      continue;
    }
    // They downloaded their photos, so the guarantee no longer refunds at once: the request goes to the admins.
    if (shootId && !(await db.download.count({ where: { shootId } }))) await db.download.create({ data: { shootId, userId, format: "zip", size: "all" } });
    const asked = await requestRefund(db, { userId, orderId, reason: p.reason }, { provider: testProvider, appUrl });
    if (!asked.ok || asked.status !== "REQUESTED") throw new Error(`demo money: refund request of ${p.email}: ${JSON.stringify(asked)}`);
    log(`  money: ${p.email} asked for a refund (${asked.refundId})`);
  }

  if (!(await db.referral.count({ where: { rewardState: { not: null } } }))) {
    const userId = await person(db, DEMO_MONEY_PEOPLE.referred, REFERRER_CODE);
    await paidOrder(db, userId, "en");
    const referral = await db.referral.findUnique({ where: { referredUserId: userId }, select: { rewardState: true } });
    log(`  money: referral of ${DEMO_MONEY_PEOPLE.referred.email}: reward ${referral?.rewardState ?? "none (the referrer's code was not found)"}`);
  }
}
