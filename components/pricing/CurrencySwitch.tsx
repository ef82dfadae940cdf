"use client";

import { CURRENCIES, type Currency } from "@/lib/catalog/currency";
import { useCart } from "@/stores/cart";
import { ToggleGroup } from "./ToggleGroup";
import { useDisplayCurrency } from "./useDisplayCurrency";

// A module of its own, without next-intl: the cached price list imports it, and a module that imports
// next-intl anywhere brings its message runtime (12 KB compressed) to the page (CurrencyToggle.tsx
// wraps it with translated labels for the app).

/** USD / EUR switch with its labels given by the server; the choice is kept in the cart store and read by every price on the way to checkout. */
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
