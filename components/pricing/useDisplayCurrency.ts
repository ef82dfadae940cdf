"use client";

import { useCart, useCartHydrated } from "@/stores/cart";
import type { Currency } from "@/lib/catalog/currency";

/** The currency prices show in: the visitor's switch (kept in the cart) once known, else the locale's. */
export function useDisplayCurrency(localeCurrency: Currency): Currency {
  const hydrated = useCartHydrated();
  const chosen = useCart((s) => s.currency);
  return (hydrated && chosen) || localeCurrency;
}
