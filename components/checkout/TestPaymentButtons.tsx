"use client";

import { useTranslations } from "next-intl";
import { useFormStatus } from "react-dom";
import { confirmTestPaymentAction, declineTestPaymentAction } from "@/app/[locale]/(site)/checkout/actions";
import { Button } from "@/components/ui/button";

function Buttons({ payLabel }: { payLabel: string }) {
  const t = useTranslations("Checkout.redirect");
  const { pending } = useFormStatus();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="submit" formAction={confirmTestPaymentAction} size="lg" iconLeft="credit-card" loading={pending} data-testid="test-pay">{payLabel}</Button>
      <Button type="submit" formAction={declineTestPaymentAction} size="lg" variant="secondary" disabled={pending} data-testid="test-decline">{t("decline")}</Button>
    </div>
  );
}

/** The TEST MODE payment page's two outcomes; both run the real order code on the server. */
export function TestPaymentButtons({ orderId, locale, payLabel }: { orderId: string; locale: string; payLabel: string }) {
  return (
    <form className="flex flex-col gap-3">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="locale" value={locale} />
      <Buttons payLabel={payLabel} />
    </form>
  );
}
