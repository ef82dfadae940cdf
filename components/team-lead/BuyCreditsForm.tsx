"use client";

import { useActionState, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { formatPrice, type Currency } from "@/lib/catalog/currency";
import type { ActionState } from "@/lib/http/action";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { buyCreditsAction } from "@/lib/teams/credits-actions";
import { CREDIT_QUANTITY, isCreditQuantity, priceCredits, sortedTiers, type CreditPricing } from "@/lib/teams/pricing";
import { CreditPriceSummary, CreditQuantityField } from "./CreditQuantity";
import { StepError, useSetupMessages } from "./setup/fields";

/**
 * How many team credits to buy, with the price as the server will charge it (the same pure pricing,
 * lib/teams/pricing.ts, with the policy the page read for this request: `pricing`): the volume discount
 * shown as soon as it applies. "Buy" goes to the payment page through the same checkout as a package.
 */
export function BuyCreditsForm({ currency, defaultQuantity, pricing }: { currency: Currency; defaultQuantity: number; pricing: CreditPricing }) {
  const t = useTranslations("TeamCredits.buy");
  const locale = useLocale() as Locale;
  const [state, action, pending] = useActionState<ActionState, FormData>(buyCreditsAction, {});
  const { field } = useSetupMessages("TeamCredits");
  const [typed, setTyped] = useState(String(defaultQuantity));
  useEffect(() => {
    if (state.values?.quantity !== undefined) setTyped(state.values.quantity);
  }, [state.values]);
  const quantity = Number(typed);
  const price = isCreditQuantity(quantity) ? priceCredits(quantity, currency, pricing) : null;
  const money = (n: number) => formatPrice(n, currency, LOCALE_TAGS[locale]);
  const error = field(state, "quantity");
  return (
    <form action={action} className="flex max-w-md flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-5" noValidate data-testid="buy-credits">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="currency" value={currency} />
      <StepError state={state} namespaces={["TeamCredits"]} />
      <CreditQuantityField
        label={t("quantity")}
        min={CREDIT_QUANTITY.min}
        value={typed}
        onChange={setTyped}
        error={error}
        hint={`${t("quantityHint")} ${t("unitPrice", { price: money(pricing.unitPrice[currency]) })}`}
      />
      {price && (
        <CreditPriceSummary
          price={price}
          money={money}
          testId="buy-credits-price"
          labels={{ subtotal: t("subtotal", { count: price.quantity }), discount: t("discount", { percent: price.percent }), total: t("total") }}
        >
          {price.next && <p className="text-ink-soft">{t("nextDiscount", { more: price.next.from - price.quantity, percent: price.next.percent })}</p>}
        </CreditPriceSummary>
      )}
      {pricing.tiers.length > 0 && (
        <p className="text-xs text-ink-soft">
          {t("discounts", { tiers: new Intl.ListFormat(LOCALE_TAGS[locale], { type: "unit" }).format(sortedTiers(pricing).map((tier) => t("tier", { percent: tier.percent, from: tier.minCredits }))) })}
        </p>
      )}
      <Button type="submit" loading={pending} disabled={!price}>
        {price ? t("submit", { count: price.quantity, total: money(price.total) }) : t("title")}
      </Button>
      <p className="text-xs text-ink-soft">{t("secure")}</p>
    </form>
  );
}
