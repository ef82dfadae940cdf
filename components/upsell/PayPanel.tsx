"use client";

import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { startUpsellCheckout, UpsellFailure, type UpsellChoice } from "./api";

export type SummaryLine = { label: string; value: string };

/**
 * The order summary and its Pay button: the server prices and checks the choice again, then the buyer
 * goes to the payment page (the test provider's, or Stripe's) and comes back to this page.
 */
export function PayPanel({ shootId, choice, lines, total, payLabel }: { shootId: string; choice: UpsellChoice | null; lines: SummaryLine[]; total: string | null; payLabel: string }) {
  const t = useTranslations("Upsell");
  const locale = useLocale();
  const pay = useMutation({
    mutationFn: (c: UpsellChoice) => startUpsellCheckout(shootId, c, locale),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const error = pay.error ? (pay.error instanceof UpsellFailure && pay.error.serverMessage) || t("errors.NETWORK") : null;

  return (
    <section aria-labelledby="upsell-summary" className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-sm lg:sticky lg:top-24" data-testid="upsell-summary">
      <Heading level={2} size="md" id="upsell-summary">{t("summary.title")}</Heading>
      {choice && total ? (
        <dl className="flex flex-col gap-2 text-sm">
          {lines.map((l) => (
            <div key={l.label} className="flex justify-between gap-4">
              <dt className="text-ink-soft">{l.label}</dt>
              <dd className="tabular-nums">{l.value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
            <dt>{t("summary.total")}</dt>
            <dd className="tabular-nums" data-testid="upsell-total">{total}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-ink-soft">{t("summary.nothing")}</p>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      <Button
        iconLeft="credit-card"
        disabled={!choice || pay.isSuccess}
        loading={pay.isPending || pay.isSuccess}
        onClick={() => choice && pay.mutate(choice)}
        data-testid="upsell-pay"
      >
        {payLabel}
      </Button>
      <p className="text-xs text-ink-soft">{t("summary.note")}</p>
    </section>
  );
}
