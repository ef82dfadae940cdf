"use client";

import { useTranslations } from "next-intl";
import type { Currency } from "@/lib/catalog/currency";
import { CurrencySwitch } from "./CurrencySwitch";

/** USD / EUR switch (CurrencySwitch) with its labels from the app's messages. */
export function CurrencyToggle({ localeCurrency, className }: { localeCurrency: Currency; className?: string }) {
  const t = useTranslations("Pricing.currency");
  return <CurrencySwitch localeCurrency={localeCurrency} className={className} labels={{ label: t("label"), USD: t("USD"), EUR: t("EUR") }} />;
}
