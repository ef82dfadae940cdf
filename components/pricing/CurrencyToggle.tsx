"use client";

import { useTranslations } from "next-intl";
import { CURRENCIES, type Currency } from "@/lib/catalog/currency";
import { useCart } from "@/stores/cart";
import { ToggleGroup } from "./ToggleGroup";
import { useDisplayCurrency } from "./useDisplayCurrency";

/** USD / EUR switch; the choice is kept in the cart store and read by every price on the way to checkout. */
export function CurrencyToggle({ localeCurrency, className }: { localeCurrency: Currency; className?: string }) {
  const t = useTranslations("Pricing.currency");
  return <CurrencySwitch localeCurrency={localeCurrency} className={className} labels={{ label: t("label"), USD: t("USD"), EUR: t("EUR") }} />;
}

/** The same switch with its labels given by the server (the cached price list: no translation runtime in the browser). */
export function CurrencySwitch({ localeCurrency, labels, className }: { localeCurrency: Currency; labels: { label: string } & Record<Currency, string>; className?: string }) {
  const current = useDisplayCurrency(localeCurrency);
  const setCurrency = useCart((s) => s.setCurrency);
  return (
    <ToggleGroup
      label={labels.label}
      options={CURRENCIES.map((c) => ({ value: c, label: labels[c] }))}
      value={current}
      onChange={setCurrency}
      className={className}
    />
  );
}
