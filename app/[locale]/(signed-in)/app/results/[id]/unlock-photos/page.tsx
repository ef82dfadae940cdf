import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { GenerationNotice } from "@/components/upsell/GenerationNotice";
import { OrderStatus } from "@/components/upsell/OrderStatus";
import { PackPicker } from "@/components/upsell/PackPicker";
import { PhotoCreditsCard } from "@/components/upsell/PhotoCreditsCard";
import { UpsellFrame } from "@/components/upsell/UpsellFrame";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { MAX_CREDIT_HEADSHOTS } from "@/lib/payments/upsell-credits";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { loadUpsellPage, upsellPagePath, upsellPageQuery, type UpsellPageProps } from "@/lib/payments/upsell-page";

export async function generateMetadata({ params }: Pick<UpsellPageProps, "params">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "Upsell.meta" });
  return pageMetadata({ path: `/app/results/${encodeURIComponent(id)}/unlock-photos`, locale, title: t("headshots"), index: false });
}

/**
 * /app/results/{id}/unlock-photos: a pack of extra headshots, new variations in the shoot's styles; with
 * photo credits (referral rewards), those first, free.
 */
export default async function UnlockPhotosPage({ params, searchParams }: UpsellPageProps) {
  const { id } = await params;
  const { orderId, canceled } = upsellPageQuery(await searchParams);
  const { locale, principal, db } = await openPage(params, "/app/results/[id]/unlock-photos", (locale) => upsellPagePath("headshots", id, orderId, locale));
  const { offer, order } = await loadUpsellPage(db, { userId: principal!.userId, shootId: id, locale, kind: "headshots", orderId });
  const [t, messages] = await Promise.all([getTranslations("Upsell"), getMessages()]);
  return (
    <UpsellFrame shootId={offer.shoot.id} title={offer.shoot.title} active="headshots">
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Upsell"])}>
        {orderId && <OrderStatus orderId={orderId} shootId={offer.shoot.id} initial={order} canceled={canceled} />}
        <GenerationNotice offer={offer}>
          <p className="max-w-2xl text-ink-soft">{t("headshots.lead", { styles: offer.shoot.styleCount })}</p>
          {offer.photoCredits > 0 && <PhotoCreditsCard shootId={offer.shoot.id} balance={offer.photoCredits} max={MAX_CREDIT_HEADSHOTS} />}
          <PackPicker shootId={offer.shoot.id} kind="headshots" packs={offer.prices.headshotPacks} currency={offer.prices.currency} />
        </GenerationNotice>
      </NextIntlClientProvider>
    </UpsellFrame>
  );
}
