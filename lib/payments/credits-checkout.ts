// Buying team credits (the wizard's payment step, /app/admin/credits): the same provider flow as a
// package (createCheckout) — a PENDING order of kind CREDITS for the organisation, the provider's payment
// page (Stripe Checkout, or the test provider's /checkout/redirect), then fulfilInTx, which hands it to
// deliver-credits.ts. Priced by lib/teams/pricing.ts at the admins' teams.creditPrice and teams.volumeDiscounts (29 a credit, volume discounts by default), in the buyer's
// currency by locale. Only the organisation's owner and leads buy; members never reach it.
import "server-only";
import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currency";
import { currencyFor } from "@/lib/catalog/packages";
import type { Prisma, PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { LOCALES } from "@/lib/i18n/config";
import { can } from "@/lib/teams/access";
import { teamOf } from "@/lib/teams/organization";
import { CREDIT_QUANTITY, priceCredits } from "@/lib/teams/pricing";
import { readCreditPricing } from "@/lib/teams/pricing-policy";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";
import { checkoutPageUrl } from "./checkout";
import { creditsTranslator, type CreditsOrderMeta } from "./credits-meta";
import { failInTx, failOrder, ORDER_HOLD_MINUTES } from "./fail";
import { PAYMENT_TX } from "./order-tx";
import { getPaymentProvider } from "./provider";
import type { PaymentProvider } from "./providers/types";

/** Why a credits purchase is refused. Each has a message in en/de/es under TeamCredits.errors.*. */
export const CREDITS_CHECKOUT_ERRORS = ["INVALID_QUANTITY", "NOT_SIGNED_IN", "NO_TEAM", "FORBIDDEN", "SETUP_INCOMPLETE", "PROVIDER_UNAVAILABLE"] as const;
export type CreditsCheckoutError = (typeof CREDITS_CHECKOUT_ERRORS)[number];

export const creditsCheckoutSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  locale: z.enum(LOCALES),
  currency: z.enum(CURRENCIES).nullish(),
  quantity: z.number().int().min(CREDIT_QUANTITY.min).max(CREDIT_QUANTITY.max),
});
export type CreditsCheckoutInput = z.input<typeof creditsCheckoutSchema>;

export type CreditsCheckoutResult = { ok: true; orderId: string; url: string } | { ok: false; error: CreditsCheckoutError };

/**
 * Creates the PENDING credits order for the person's organisation and returns the provider's payment
 * page. The wizard's purchase (before its setup is finished) needs every step before payment saved.
 */
export async function createCreditsCheckout(db: PrismaClient, raw: CreditsCheckoutInput, options: { provider?: PaymentProvider; appUrl?: string; now?: Date } = {}): Promise<CreditsCheckoutResult> {
  const parsed = creditsCheckoutSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: parsed.error.issues.some((i) => i.path[0] === "quantity") ? "INVALID_QUANTITY" : "NOT_SIGNED_IN" };
  const input = parsed.data;
  const now = options.now ?? new Date();
  const appUrl = options.appUrl ?? env.APP_URL;

  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "NOT_SIGNED_IN" };
  const team = await teamOf(db, user.id);
  if (!team) return { ok: false, error: "NO_TEAM" };
  if (!can(team.role, "credits.buy")) return { ok: false, error: "FORBIDDEN" };
  const org = await db.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: { id: true, name: true, setupSteps: true, setupCompletedAt: true } });
  const setup = org.setupCompletedAt === null;
  if (setup && SETUP_STEPS.slice(0, SETUP_STEPS.indexOf("payment")).some((s) => !org.setupSteps.includes(s))) return { ok: false, error: "SETUP_INCOMPLETE" };

  const price = priceCredits(input.quantity, input.currency ?? currencyFor(input.locale), await readCreditPricing(db));
  const t = await creditsTranslator(input.locale);
  const productName = t("product", { count: price.quantity, organization: org.name });
  const meta: CreditsOrderMeta = { type: "teamCredits", locale: input.locale, purpose: setup ? "setup" : "topup", unitAmount: price.unitAmount, percent: price.percent, productName };
  const provider = options.provider ?? getPaymentProvider();

  const created = await db.$transaction(async (tx) => {
    // One open credits checkout per person and organisation: an older unpaid one ends here.
    const open = await tx.order.findMany({ where: { userId: user.id, organizationId: org.id, kind: "CREDITS", status: "PENDING" }, select: { id: true, providerSessionId: true } });
    for (const o of open) await failInTx(tx, o.id, { status: "CANCELED", reason: "replaced by a newer checkout" }, now);
    const order = await tx.order.create({
      data: {
        userId: user.id, organizationId: org.id, kind: "CREDITS", status: "PENDING", quantity: price.quantity, currency: price.currency,
        subtotal: price.subtotal, discount: price.discount, total: price.total, provider: provider.name,
        metadata: meta satisfies Prisma.InputJsonObject, createdAt: now,
      },
    });
    return { orderId: order.id, replacedSessions: open.flatMap((o) => (o.providerSessionId ? [o.providerSessionId] : [])) };
  }, PAYMENT_TX);

  for (const sessionId of created.replacedSessions) await provider.cancelPayment(sessionId);

  try {
    const session = await provider.startPayment({
      orderId: created.orderId,
      amount: price.total,
      currency: price.currency,
      productName,
      description: price.percent > 0 ? t("discountLine", { percent: price.percent }) : undefined,
      customerEmail: user.email,
      locale: input.locale,
      successUrl: checkoutPageUrl("success", created.orderId, input.locale, appUrl),
      cancelUrl: checkoutPageUrl("failed", created.orderId, input.locale, appUrl),
      expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
    });
    if (session.sessionId) await db.order.update({ where: { id: created.orderId }, data: { providerSessionId: session.sessionId } });
    return { ok: true, orderId: created.orderId, url: session.url };
  } catch (e) {
    console.error(`[credits] ${provider.name} could not start the payment of order ${created.orderId}: ${e instanceof Error ? e.message : String(e)}`);
    await failOrder(db, created.orderId, { reason: "payment provider unavailable", provider: provider.name }, now);
    return { ok: false, error: "PROVIDER_UNAVAILABLE" };
  }
}
