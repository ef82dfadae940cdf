import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { formatMoney } from "@/lib/payments/money";
import type { RefundableOrder } from "@/lib/payments/refund-overview";
import { RefundOrderCard, type RefundOrderView } from "./RefundOrderCard";

/**
 * The money-back guarantee for one person: every paid order with what a refund would be (instant, or
 * a request for review, and why), its refunds so far, and the form. Shown at /refund and /profile/refund,
 * which load `orders` and `days` with readRefundOverview (lib/payments/refund).
 */
export async function RefundContent({ orders, days, locale, headingLevel = 1 }: { orders: RefundableOrder[]; days: number; locale: Locale; headingLevel?: 1 | 2 }) {
  const [t, messages] = await Promise.all([getTranslations("Refund"), getMessages()]);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const views: RefundOrderView[] = orders.map((o) => ({
    id: o.id,
    item: o.item,
    paidAt: o.paidAt,
    total: money(o.total, o.currency),
    refunded: o.refundedAmount > 0 ? money(o.refundedAmount, o.currency) : null,
    remaining: money(o.total - o.refundedAmount, o.currency),
    eligibility: o.eligibility,
    refunds: o.refunds.map((r) => ({ id: r.id, status: r.status, amount: money(r.amount, r.currency), automatic: r.automatic, createdAt: r.createdAt })),
  }));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" data-testid="refund">
      <div>
        <Heading level={headingLevel} size="2xl">{t("title")}</Heading>
        <p className="mt-3 text-ink-soft">{t("lead", { days })}</p>
      </div>
      {views.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft" data-testid="refund-empty">{t("empty")}</p>
      ) : (
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Refund"])}>
          <ul className="flex flex-col gap-4" data-testid="refund-orders">
            {views.map((order) => (
              <li key={order.id}>
                <RefundOrderCard order={order} headingLevel={headingLevel === 1 ? 2 : 3} />
              </li>
            ))}
          </ul>
        </NextIntlClientProvider>
      )}
      <p className="text-sm text-ink-soft">
        {t("retryHint")}{" "}
        <Link href="/retry" className="font-semibold text-brand hover:underline">{t("retryLink")}</Link>
      </p>
    </div>
  );
}
