// What a CREDITS order carries in its metadata, read back by the fulfilment, the checkout pages and
// the invoice, and the texts it is named with (TeamCredits.order.*) in the buyer's language.
import "server-only";
import { createTranslator } from "use-intl/core";
import { isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";

export type CreditsOrderMeta = {
  type: "teamCredits";
  locale: Locale;
  /** "setup": the wizard's payment step (its fulfilment finishes the wizard); "topup": /app/admin/credits. */
  purpose: "setup" | "topup";
  unitAmount: number;
  /** The volume discount's percent (0 below 10 credits). */
  percent: number;
  productName: string;
};

export function readCreditsMeta(metadata: unknown): CreditsOrderMeta | null {
  const m = (metadata ?? {}) as Partial<CreditsOrderMeta>;
  if (m.type !== "teamCredits" || !isLocale(m.locale) || (m.purpose !== "setup" && m.purpose !== "topup")) return null;
  if (typeof m.unitAmount !== "number" || typeof m.percent !== "number" || typeof m.productName !== "string") return null;
  return m as CreditsOrderMeta;
}

/**
 * Where the buyer goes back to: once paid, the team lead area (the members page after the wizard,
 * else the credits page, which shows the order); when the payment failed, the page they bought on.
 */
export function creditsReturnUrls(meta: CreditsOrderMeta, orderId: string, locale: Locale): { paid: string; retry: string } {
  const order = `order=${encodeURIComponent(orderId)}`;
  return meta.purpose === "setup"
    ? { paid: `${localizePath("/app/admin/members", locale)}?${order}`, retry: `${localizePath("/app/admin/team/new/payment", locale)}?canceled=1&${order}` }
    : { paid: `${localizePath("/app/admin/credits", locale)}?${order}`, retry: `${localizePath("/app/admin/credits", locale)}?canceled=1&${order}` };
}

export type CreditsT = (key: "product" | "invoiceLine" | "discountLine", values: Record<string, string | number>) => string;

/** TeamCredits.order.* in `locale`: the product name, the invoice's lines. */
export async function creditsTranslator(locale: Locale): Promise<CreditsT> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "TeamCredits.order" as never });
  return (key, values) => t(key as never, values as never);
}
