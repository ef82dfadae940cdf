import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { RetryCheckout } from "@/components/checkout/RetryCheckout";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { getOrderSummary } from "@/lib/payments";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Checkout.meta" });
  return pageMetadata({ path: "/checkout/failed", locale, title: t("failed"), index: false });
}

/**
 * /checkout/failed?order=…: declined, cancelled on the payment page, or expired. Nothing was charged;
 * "Try again" goes back to the checkout with the cart as it was. (An unpaid order left open is replaced
 * by the next checkout, which also closes its payment page.)
 */
export default async function CheckoutFailed({ params, searchParams }: Props) {
  const { locale, principal, db } = await openPage(params, "/checkout/failed");
  const t = await getTranslations("Checkout.failed");
  const order = principal ? await getOrderSummary(db, searchParam(await searchParams, "order"), principal.userId, locale) : null;
  // Bought after the shoot: its own page says what happened and offers to try again.
  if (order?.upsell) redirect(order.upsell.returnUrl);
  // Team credits: back to the page they were bought on, which offers to try again.
  if (order?.teamCredits) redirect(order.teamCredits.retryUrl);
  const href = principal ? "/app/styles/checkout" : order?.package ? `/checkout?package=${encodeURIComponent(order.package.slug)}` : "/checkout";

  return (
    <Container size="sm" className="py-16">
      <div className="flex flex-col items-center gap-5 text-center" data-testid="checkout-failed">
        <Icon name="alert-circle" size={48} className="text-danger" />
        <Heading level={1} size="2xl">{t("title")}</Heading>
        <p className="max-w-xl text-ink-soft">{t("body")}</p>
        <RetryCheckout
          href={href}
          packageSlug={order?.package?.slug ?? null}
          packageStyles={order?.package?.styles ?? 0}
          styleSlugs={order?.styles.map((s) => s.slug) ?? []}
          code={order?.code ?? null}
        />
        <p className="text-sm text-ink-soft">
          {t("help")} <ButtonLink href="/contact" variant="link">{t("contact")}</ButtonLink>
        </p>
      </div>
    </Container>
  );
}
