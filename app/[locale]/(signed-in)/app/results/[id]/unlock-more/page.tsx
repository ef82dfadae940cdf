import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { GenerationNotice } from "@/components/upsell/GenerationNotice";
import { OrderStatus } from "@/components/upsell/OrderStatus";
import { StylePicker } from "@/components/upsell/StylePicker";
import { UpsellFrame } from "@/components/upsell/UpsellFrame";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { MAX_EXTRA_STYLES } from "@/lib/payments/upsell";
import { loadUpsellPage, upsellPagePath, upsellPageQuery, type UpsellPageProps } from "@/lib/payments/upsell-page";

export async function generateMetadata({ params }: Pick<UpsellPageProps, "params">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "Upsell.meta" });
  return pageMetadata({ path: `/app/results/${encodeURIComponent(id)}/unlock-more`, locale, title: t("styles"), index: false });
}

/** /app/results/{id}/unlock-more: extra styles for a finished shoot, each adding the package's per-style share of headshots. */
export default async function UnlockMorePage({ params, searchParams }: UpsellPageProps) {
  const { id } = await params;
  const { orderId, canceled } = upsellPageQuery(await searchParams);
  const { locale, principal, db } = await openPage(params, "/app/results/[id]/unlock-more", (locale) => upsellPagePath("styles", id, orderId, locale));
  const { offer, order } = await loadUpsellPage(db, { userId: principal!.userId, shootId: id, locale, kind: "styles", orderId });
  const messages = await getMessages();
  return (
    <UpsellFrame shootId={offer.shoot.id} title={offer.shoot.title} active="styles">
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Upsell"])}>
        {orderId && <OrderStatus orderId={orderId} shootId={offer.shoot.id} initial={order} canceled={canceled} />}
        <GenerationNotice offer={offer}>
          <StylePicker
            shootId={offer.shoot.id}
            styles={offer.styles}
            perStyle={offer.shoot.headshotsPerStyle}
            price={offer.prices.extraStyle}
            currency={offer.prices.currency}
            max={MAX_EXTRA_STYLES}
          />
        </GenerationNotice>
      </NextIntlClientProvider>
    </UpsellFrame>
  );
}
