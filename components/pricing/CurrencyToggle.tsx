"use client";

import { useTranslations } from "next-intl";
import { CURRENCIES, type Currency } from "@/lib/catalog/currency";
import { useCart } from "@/stores/cart";
import { ToggleGroup } from "./ToggleGroup";
import { useDisplayCurrency } from "./useDisplayCurrency";

/** USD / EUR switch; the choice is kept in the cart store and read by every price on the way to checkout. */
export function CurrencyToggle({ localeCurrency, className }: { localeCurrency: Currency; className?: string }) {
  const t = useTranslations("Pricing.currency");
  const current = useDisplayCurrency(localeCurrency);
  const setCurrency = useCart((s) => s.setCurrency);
  return (
    <ToggleGroup
      label={t("label")}
      options={CURRENCIES.map((c) => ({ value: c, label: t(c) }))}
      value={current}
      onChange={setCurrency}
      className={className}
    />
  );
}
