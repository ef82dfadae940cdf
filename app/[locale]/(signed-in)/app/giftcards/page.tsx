import { getTranslations } from "next-intl/server";
import { GiftCardsView } from "@/components/giftcards/GiftCardsView";
import { openPage } from "@/lib/http/page";
import { env } from "@/lib/env";
import { giftCardScope, listGiftCards } from "@/lib/giftcards/list";
import { redeemUrl } from "@/lib/giftcards/export";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { sellerDetails } from "@/lib/payments/seller";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "GiftCards" });
  return pageMetadata({ path: "/app/giftcards", locale, title: t("metaTitle"), index: false });
}

/** /app/giftcards[?show=unused]: the gift cards the person, or an organisation they lead, bought. */
export default async function GiftCardsPage({ params, searchParams }: Props) {
  const filter = searchParam(await searchParams, "show") === "unused" ? "unused" : "all";
  const { locale, principal, db } = await openPage(params, "/app/giftcards", (locale) => `${localizePath("/app/giftcards", locale)}${filter === "unused" ? "?show=unused" : ""}`);
  const userId = principal!.userId;
  const [rows, scope] = await Promise.all([listGiftCards(db, { userId }), giftCardScope(db, userId)]);
  const redeemUrls = Object.fromEntries(rows.map((r) => [r.code, redeemUrl(env.APP_URL, r.code, locale)]));
  return (
    <GiftCardsView
      rows={rows}
      filter={filter}
      locale={locale}
      redeemUrls={redeemUrls}
      showBuyer={Boolean(scope?.organizationIds.length)}
      supportEmail={sellerDetails().email}
    />
  );
}
