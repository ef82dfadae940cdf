import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TestPaymentButtons } from "@/components/checkout/TestPaymentButtons";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { checkoutPageUrl, formatMoney, getOrderSummary, isTestMode } from "@/lib/payments";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Checkout.meta" });
  return pageMetadata({ path: "/checkout/redirect", locale, title: t("redirect"), index: false });
}

/**
 * /checkout/redirect?order=…: the built-in test provider's payment page, clearly labelled TEST MODE.
 * "Pay (test)" runs the same fulfilment a real payment does; "Decline (test)" fails the order. It does
 * not exist when a real provider (Stripe) is configured.
 */
export default async function TestPaymentPage({ params, searchParams }: Props) {
  if (!isTestMode()) notFound();
  const { locale, principal, db } = await openPage(params, "/checkout/redirect");
  const orderId = searchParam(await searchParams, "order");
  if (!principal) redirect(`${localizePath("/auth/login", locale)}?callbackUrl=${encodeURIComponent(checkoutPageUrl("redirect", orderId, locale))}`);
  const t = await getTranslations("Checkout");
  const tInvites = await getTranslations("Invites");
  const order = await getOrderSummary(db, orderId, principal.userId, locale);
  if (order?.status === "PAID") redirect(checkoutPageUrl("success", order.id, locale));
  if (order && order.status !== "PENDING") redirect(checkoutPageUrl("failed", order.id, locale));
  const money = (n: number) => (order ? formatMoney(n, order.currency, locale) : "");

  return (
    <div className="flex min-h-dvh items-start justify-center bg-[repeating-linear-gradient(-45deg,var(--color-warning-soft),var(--color-warning-soft)_16px,var(--color-paper)_16px,var(--color-paper)_32px)] px-4 py-12">
      <div className="w-full max-w-lg rounded-[var(--radius-card)] border-2 border-warning bg-paper p-8 shadow-lg" data-testid="test-payment">
        <Badge variant="warning" size="lg" icon="alert">{t("redirect.badge")}</Badge>
        <Heading level={1} size="2xl" className="mt-4">{t("redirect.title")}</Heading>
        <p className="mt-2 text-ink-soft">{t("redirect.intro")}</p>
        {!order ? (
          <div className="mt-6 flex flex-col gap-4">
            <Alert variant="warning">{t("redirect.notFound")}</Alert>
            <ButtonLink href="/checkout" variant="secondary">{t("redirect.back")}</ButtonLink>
          </div>
        ) : (
          <>
            <dl className="mt-6 flex flex-col gap-3 rounded-lg border border-line p-4 text-sm">
              <div className="flex justify-between gap-4">
                <dt>
                  <span className="font-medium">{order.upsell ? order.upsell.label : order.teamCredits ? order.teamCredits.label : t("summary.package", { name: order.package?.name ?? "" })}</span>
                  {order.package && <span className="block text-ink-soft">{t("summary.headshots", { count: order.package.headshots })}</span>}
                </dt>
                <dd className="tabular-nums">{money(order.subtotal)}</dd>
              </div>
              {order.teamCredits?.discountLabel && (
                <div className="flex justify-between gap-4 text-success" data-testid="test-payment-discount">
                  <dt>{order.teamCredits.discountLabel}</dt>
                  <dd className="tabular-nums">−{money(order.discount)}</dd>
                </div>
              )}
              {order.discountSource && (
                <div className="flex justify-between gap-4 text-success" data-testid="test-payment-discount">
                  <dt>
                    {order.discountSource.kind === "giftCard"
                      ? t("summary.giftCard")
                      : order.discountSource.kind === "coupon"
                        ? t("summary.coupon", { code: order.discountSource.code })
                        : order.discountSource.percent !== null
                          ? tInvites("checkout.line", { percent: order.discountSource.percent })
                          : t("invoice.referralLine")}
                  </dt>
                  <dd className="tabular-nums">−{money(order.discount)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
                <dt>{t("summary.total")}</dt>
                <dd className="tabular-nums">{money(order.total)}</dd>
              </div>
            </dl>
            <div className="mt-6">
              <TestPaymentButtons orderId={order.id} locale={locale} payLabel={t("redirect.pay", { amount: money(order.total) })} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
