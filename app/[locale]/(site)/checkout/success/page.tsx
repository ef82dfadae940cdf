import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AwaitingPayment, PaidCelebration } from "@/components/checkout/SuccessView";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { checkoutPageUrl, getOrderSummary, syncOrderWithProvider } from "@/lib/payments";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Checkout.meta" });
  return pageMetadata({ path: "/checkout/success", locale, title: t("success"), index: false });
}

/** /checkout/success?order=…: confetti and on to the upload once PAID; waits for the payment until then. */
export default async function CheckoutSuccess({ params, searchParams }: Props) {
  const orderId = searchParam(await searchParams, "order");
  const { locale, principal, db } = await openPage(params, "/checkout/success", orderId ? (locale) => checkoutPageUrl("success", orderId, locale) : undefined);
  const userId = principal!.userId;
  const t = await getTranslations("Checkout");

  let order = await getOrderSummary(db, orderId, userId, locale);
  if (order?.status === "PENDING" && order.provider !== "test") {
    // Back from Stripe before its webhook: ask Stripe directly (the webhook stays the source of truth).
    await syncOrderWithProvider(db, order.id).catch((e: unknown) => console.warn(`[payments] sync of order ${order?.id} failed: ${e instanceof Error ? e.message : String(e)}`));
    order = await getOrderSummary(db, orderId, userId, locale);
  }

  // Bought after the shoot: the page it was bought on follows the order (the new headshots or credits).
  if (order?.upsell) redirect(order.upsell.returnUrl);
  // Team credits, paid: on to the team lead area (the members page after the wizard, else the credits page).
  if (order?.teamCredits && order.status === "PAID") redirect(order.teamCredits.paidUrl);
  let body;
  if (!order) {
    body = (
      <div className="flex flex-col items-center gap-6 text-center">
        <Alert variant="warning">{t("success.notFound")}</Alert>
        <ButtonLink href="/app">{t("success.continue")}</ButtonLink>
      </div>
    );
  } else if (order.flagged) {
    body = (
      <div className="flex flex-col items-center gap-6">
        <Alert variant="warning" title={t("success.flaggedTitle")}>{t("success.flaggedBody")}</Alert>
        <ButtonLink href="/checkout">{t("failed.retry")}</ButtonLink>
      </div>
    );
  } else if (order.status === "FAILED" || order.status === "CANCELED") {
    redirect(checkoutPageUrl("failed", order.id, locale));
  } else if (order.status === "PENDING" && order.provider === "test") {
    // Not paid on the test page yet: back to it.
    redirect(checkoutPageUrl("redirect", order.id, locale));
  } else if (order.status === "PENDING") {
    body = <AwaitingPayment />;
  } else if (order.status !== "PAID") {
    // Refunded since: nothing to celebrate or upload for.
    redirect(localizePath("/app", locale));
  } else {
    const upload = order.shootId ? `/app/upload/intro?shoot=${encodeURIComponent(order.shootId)}` : "/app";
    body = <PaidCelebration packageName={order.package?.name ?? ""} packageSlug={order.package?.slug} uploadHref={upload} />;
  }

  return (
    <Container size="sm" className="py-16">
      {body}
    </Container>
  );
}
