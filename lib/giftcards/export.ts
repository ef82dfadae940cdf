import "server-only";
import { createTranslator } from "use-intl/core";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { giftCardsCsv } from "./csv";
import { GIFT_CARD_STATES, listGiftCards, type GiftCardFilter, type GiftCardState } from "./list";

export const giftCardFilterSchema = z.enum(["all", "unused"]).catch("all");

/** The absolute link that opens /redeem with the code filled in, in `locale`. */
export function redeemUrl(appUrl: string, code: string, locale: Locale): string {
  return `${new URL(localizePath("/redeem", locale), appUrl).toString()}?code=${encodeURIComponent(code)}`;
}

/**
 * The CSV download of `userId`'s gift cards (theirs and their organisations', see listGiftCards):
 * header and states in the reader's language, one redeem URL per code.
 */
export async function giftCardsExport(
  db: PrismaClient,
  input: { userId: string; filter: GiftCardFilter; locale: Locale; appUrl: string; now?: Date },
): Promise<Response> {
  const now = input.now ?? new Date();
  const [rows, messages] = await Promise.all([listGiftCards(db, { userId: input.userId, filter: input.filter, now }), loadMessages(input.locale)]);
  const t = createTranslator({ locale: input.locale, messages, namespace: "GiftCards" });
  return giftCardsCsv(rows, {
    filename: `lumen-gift-cards-${input.filter}-${now.toISOString().slice(0, 10)}.csv`,
    labels: {
      header: { code: t("csv.code"), tier: t("csv.tier"), status: t("csv.status"), created: t("csv.created"), redeemed: t("csv.redeemed"), url: t("csv.url") },
      states: Object.fromEntries(GIFT_CARD_STATES.map((s) => [s, t(`states.${s}`)])) as Record<GiftCardState, string>,
    },
    redeemUrl: (code) => redeemUrl(input.appUrl, code, input.locale),
  });
}
