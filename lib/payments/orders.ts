// What the checkout pages show about an order, for its owner only.
import "server-only";
import type { OrderStatus, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { markAsyncPending } from "./async-pending";
import { failOrder } from "./fail";
import { fulfilOrder } from "./fulfil";
import { orderDiscount, type OrderDiscount } from "./order-discount";
import { orderLocale } from "./order-tx";
import { getPaymentProvider } from "./provider";
import type { PaymentProvider } from "./providers/types";
import { orderIdSchema } from "./schemas";
import { creditsReturnUrls, creditsTranslator, readCreditsMeta } from "./credits-meta";
import { readUpsellMeta } from "./upsell-meta";

type StyleTranslations = Partial<Record<Locale, { name?: string }>>;

export type OrderSummary = {
  id: string;
  status: OrderStatus;
  provider: string;
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  /** The code typed at checkout (a coupon's or a gift card's), to put back in the cart on a retry. */
  code: string | null;
  /** What the discount was, to name it as checkout did (null without one). */
  discountSource: OrderDiscount | null;
  package: { slug: string; name: string; headshots: number; styles: number } | null;
  /** The chosen styles, named in the reader's language, in the order picked. */
  styles: { slug: string; name: string }[];
  locale: Locale;
  /** The shoot the order created (set once PAID). */
  shootId: string | null;
  /** Paid after it was closed and refused (coupon no longer available): a refund was requested. */
  flagged: boolean;
  /** Bought after the shoot (extra styles, headshots, edit credits): what, and the page that follows the order. */
  upsell: { label: string; returnUrl: string } | null;
  /**
   * Team credits (kind CREDITS): what, the volume discount's line, and where the buyer goes once paid
   * (the team lead area) or after a failed payment (the page they bought on).
   */
  teamCredits: { label: string; discountLabel: string | null; paidUrl: string; retryUrl: string } | null;
};

/** The order if it exists and belongs to `userId`; null otherwise (the pages then show "not found"). */
export async function getOrderSummary(db: PrismaClient, orderId: string, userId: string, locale: Locale): Promise<OrderSummary | null> {
  const id = orderIdSchema.safeParse(orderId);
  if (!id.success) return null;
  const order = await db.order.findUnique({
    where: { id: id.data },
    include: {
      package: { select: { slug: true, name: true, headshots: true, styles: true } },
      coupon: { select: { code: true } },
      shoots: { select: { id: true }, orderBy: { createdAt: "asc" }, take: 1 },
    },
  });
  if (!order || order.userId !== userId) return null;
  const styles = order.styleIds.length
    ? await db.style.findMany({ where: { id: { in: order.styleIds } }, select: { id: true, slug: true, name: true, translations: true } })
    : [];
  const meta = (order.metadata ?? {}) as { code?: unknown; flagged?: unknown };
  const upsellMeta = readUpsellMeta(order.metadata);
  const creditsMeta = order.kind === "CREDITS" ? readCreditsMeta(order.metadata) : null;
  let teamCredits: OrderSummary["teamCredits"] = null;
  if (creditsMeta) {
    const t = await creditsTranslator(locale);
    const urls = creditsReturnUrls(creditsMeta, order.id, locale);
    teamCredits = {
      label: t("invoiceLine", { count: order.quantity }),
      discountLabel: order.discount > 0 ? t("discountLine", { percent: creditsMeta.percent }) : null,
      paidUrl: urls.paid,
      retryUrl: urls.retry,
    };
  }
  return {
    id: order.id,
    status: order.status,
    provider: order.provider,
    currency: order.currency,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    code: typeof meta.code === "string" ? meta.code : null,
    discountSource: creditsMeta ? null : orderDiscount(order),
    package: order.package,
    styles: order.styleIds.flatMap((sid) => {
      const s = styles.find((r) => r.id === sid);
      return s ? [{ slug: s.slug, name: (s.translations as StyleTranslations | null)?.[locale]?.name ?? s.name }] : [];
    }),
    locale: orderLocale(order.metadata, null),
    shootId: order.shoots[0]?.id ?? null,
    flagged: typeof meta.flagged === "string",
    upsell: upsellMeta && order.kind !== "PACKAGE" ? { label: upsellMeta.productName, returnUrl: `${upsellMeta.returnPath}?order=${encodeURIComponent(order.id)}` } : null,
    teamCredits,
  };
}

/**
 * The buyer is back from the provider before its webhook: ask the provider directly and apply the
 * answer through the same code as the webhook (idempotent with it). No-op for the test provider.
 */
export async function syncOrderWithProvider(db: PrismaClient, orderId: string, provider: PaymentProvider = getPaymentProvider()): Promise<void> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, status: true, provider: true, providerSessionId: true } });
  if (!order || order.status !== "PENDING" || !order.providerSessionId || order.provider !== provider.name) return;
  const state = await provider.paymentState(order.providerSessionId);
  if (!state) return;
  if (state.state === "paid" && state.paymentRef && state.amount !== null) {
    await fulfilOrder(db, order.id, { provider: provider.name, providerRef: state.paymentRef, amount: state.amount, currency: state.currency ?? undefined });
  } else if (state.state === "expired") {
    await failOrder(db, order.id, { reason: "expired", provider: provider.name });
  } else if (state.state === "processing") {
    // Completed with a slow payment method: keep the hold until the provider reports the outcome.
    await markAsyncPending(db, order.id);
  }
}
