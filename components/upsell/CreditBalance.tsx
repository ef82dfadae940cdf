"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import type { ShootDeliveries } from "@/lib/payments/upsell-status";
import { shootDeliveries, upsellKeys } from "./api";

/** The person's edit-credit balance; read again when a purchase on this page is paid (OrderStatus). */
export function CreditBalance({ shootId, initial }: { shootId: string; initial: ShootDeliveries }) {
  const t = useTranslations("Upsell.credits");
  const locale = useLocale();
  const { data } = useQuery({ queryKey: upsellKeys.shoot(shootId), queryFn: () => shootDeliveries(shootId, locale), initialData: initial, staleTime: 0 });
  const count = data.editCredits;
  return (
    <section aria-labelledby="credit-balance-title" className="flex items-center gap-4 rounded-[var(--radius-card)] border border-line bg-mist/50 p-5">
      <span className="grid size-11 place-items-center rounded-full bg-brand/10 text-brand"><Icon name="edit" size={22} /></span>
      <div>
        <h2 id="credit-balance-title" className="text-sm font-semibold text-ink-soft">{t("balanceLabel")}</h2>
        <p className="text-xl font-semibold text-ink" data-testid="credit-balance" data-count={count} aria-live="polite">{t("balance", { count })}</p>
      </div>
    </section>
  );
}
