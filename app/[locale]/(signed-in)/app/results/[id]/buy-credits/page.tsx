import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { CreditBalance } from "@/components/upsell/CreditBalance";
import { OrderStatus } from "@/components/upsell/OrderStatus";
import { PackPicker } from "@/components/upsell/PackPicker";
import { UpsellFrame } from "@/components/upsell/UpsellFrame";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { getShootDeliveries } from "@/lib/payments/upsell-status";
import { loadUpsellPage, upsellPagePath, upsellPageQuery, type UpsellPageProps } from "@/lib/payments/upsell-page";

export async function generateMetadata({ params }: Pick<UpsellPageProps, "params">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "Upsell.meta" });
  return pageMetadata({ path: `/app/results/${encodeURIComponent(id)}/buy-credits`, locale, title: t("editCredits"), index: false });
}

/** /app/results/{id}/buy-credits: the edit-credit balance and packs of credits for the editor. */
export default async function BuyCreditsPage({ params, searchParams }: UpsellPageProps) {
  const { id } = await params;
  const { orderId, canceled } = upsellPageQuery(await searchParams);
  const { locale, principal, db } = await openPage(params, "/app/results/[id]/buy-credits", (locale) => upsellPagePath("editCredits", id, orderId, locale));
  const userId = principal!.userId;
  const { offer, order } = await loadUpsellPage(db, { userId, shootId: id, locale, kind: "editCredits", orderId });
  const [t, messages, deliveries] = await Promise.all([getTranslations("Upsell"), getMessages(), getShootDeliveries(db, { userId, shootId: offer.shoot.id })]);
  return (
    <UpsellFrame shootId={offer.shoot.id} title={offer.shoot.title} active="editCredits">
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Upsell"])}>
        {orderId && <OrderStatus orderId={orderId} shootId={offer.shoot.id} initial={order} canceled={canceled} />}
        <CreditBalance shootId={offer.shoot.id} initial={deliveries ?? { results: 0, editCredits: offer.editCredits, photoCredits: 0, pending: [] }} />
        <p className="max-w-2xl text-ink-soft">{t("credits.lead")}</p>
        {offer.blocked ? (
          <Alert variant="warning">{t(`errors.BLOCKED`)}</Alert>
        ) : (
          <PackPicker shootId={offer.shoot.id} kind="editCredits" packs={offer.prices.editCreditPacks} currency={offer.prices.currency} />
        )}
      </NextIntlClientProvider>
    </UpsellFrame>
  );
}
