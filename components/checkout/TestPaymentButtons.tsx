"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import type { ActionState } from "@/lib/http/action";
import { confirmTestPaymentAction, declineTestPaymentAction } from "@/lib/payments/actions";

type Dispatch = (formData: FormData) => void;

function Buttons({ payLabel, pay, decline }: { payLabel: string; pay: Dispatch; decline: Dispatch }) {
  const t = useTranslations("Checkout.redirect");
  const { pending } = useFormStatus();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="submit" formAction={pay} size="lg" iconLeft="credit-card" loading={pending} data-testid="test-pay">{payLabel}</Button>
      <Button type="submit" formAction={decline} size="lg" variant="secondary" disabled={pending} data-testid="test-decline">{t("decline")}</Button>
    </div>
  );
}

/** The TEST MODE payment page's two outcomes; both run the real order code on the server and move on from there. */
export function TestPaymentButtons({ orderId, locale, payLabel }: { orderId: string; locale: string; payLabel: string }) {
  const [paid, pay] = useActionState<ActionState, FormData>(confirmTestPaymentAction, {});
  const [declined, decline] = useActionState<ActionState, FormData>(declineTestPaymentAction, {});
  return (
    <form className="flex flex-col gap-3">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="locale" value={locale} />
      <FormAlert state={paid} namespace="Checkout" />
      <FormAlert state={declined} namespace="Checkout" />
      <Buttons payLabel={payLabel} pay={pay} decline={decline} />
    </form>
  );
}
