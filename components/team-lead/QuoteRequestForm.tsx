"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import { formatPrice, type Currency } from "@/lib/catalog/currency";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { requestQuoteAction } from "@/lib/teams/invoices/actions";
import { CREDIT_QUANTITY, priceCredits, type CreditPricing } from "@/lib/teams/pricing";
import { CreditPriceSummary, CreditQuantityField } from "./CreditQuantity";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

export const TEAM_INVOICE_MESSAGE_NAMESPACES = ["TeamInvoices", "TeamLead"] as const;

/**
 * "Pay by bank transfer": how many credits (at least `min`), the price as the quote will state it (the
 * same pure pricing as the server, lib/teams/pricing.ts, in the organisation's currency), and "Ask for
 * a quote". The quote appears in the list below once it is made.
 */
export function QuoteRequestForm({ currency, min, pricing }: { currency: Currency; min: number; pricing: CreditPricing }) {
  const t = useTranslations("TeamInvoices.request");
  const locale = useLocale() as Locale;
  const message = useActionMessage(...TEAM_INVOICE_MESSAGE_NAMESPACES);
  const { state, run, pending } = useRefreshingAction(requestQuoteAction);
  const [typed, setTyped] = useState(String(min));
  useEffect(() => {
    if (state.values?.quantity !== undefined && !state.ok) setTyped(state.values.quantity);
  }, [state]);
  const quantity = /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : NaN;
  const price = Number.isInteger(quantity) && quantity >= min && quantity <= CREDIT_QUANTITY.max ? priceCredits(quantity, currency, pricing) : null;
  const money = (n: number) => formatPrice(n, currency, LOCALE_TAGS[locale]);
  const fieldError = state.fieldErrors?.quantity ? message(state.fieldErrors.quantity, state.errorValues ?? { min, max: CREDIT_QUANTITY.max }) : undefined;
  return (
    <form action={run} className="flex max-w-md flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-5" noValidate data-testid="quote-request">
      <input type="hidden" name="locale" value={locale} />
      {state.error && <Alert variant="danger" role="alert">{message(state.error, state.errorValues)}</Alert>}
      {state.ok && <Alert variant="success" role="status">{t("created")}</Alert>}
      <CreditQuantityField
        label={t("quantity")}
        min={min}
        value={typed}
        onChange={setTyped}
        error={fieldError}
        hint={`${t("quantityHint", { min, max: CREDIT_QUANTITY.max })} ${t("unitPrice", { price: money(pricing.unitPrice[currency]) })}`}
      />
      {price && (
        <CreditPriceSummary
          price={price}
          money={money}
          testId="quote-request-price"
          labels={{ subtotal: t("subtotal", { count: price.quantity }), discount: t("discount", { percent: price.percent }), total: t("total") }}
        />
      )}
      <Button type="submit" loading={pending}>{t("submit")}</Button>
    </form>
  );
}
