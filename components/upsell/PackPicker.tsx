"use client";

import { useLocale, useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import type { Locale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";
import type { PricedPack } from "@/lib/payments/upsell-prices";
import { useCartHydrated } from "@/stores/cart";
import { useUpsell } from "@/stores/upsell";
import { PayPanel } from "./PayPanel";

type Props = { shootId: string; kind: "headshots" | "editCredits"; packs: PricedPack[]; currency: string };

/** Unlock photos / buy credits: one pack of extra headshots or of edit credits, its price, pay. */
export function PackPicker({ shootId, kind, packs, currency }: Props) {
  const t = useTranslations("Upsell");
  const locale = useLocale() as Locale;
  const hydrated = useCartHydrated();
  const stored = useUpsell((s) => (kind === "headshots" ? s.headshotPack : s.creditPack));
  const choose = (count: number) => (kind === "headshots" ? useUpsell.getState().setHeadshotPack(count) : useUpsell.getState().setCreditPack(count));
  const money = (n: number) => formatMoney(n, currency, locale);
  const pack = (hydrated && packs.find((p) => p.count === stored)) || null;
  const name = (count: number) => (kind === "headshots" ? t("packs.headshots", { count }) : t("packs.editCredits", { count }));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <fieldset className="flex flex-col gap-3" data-testid="upsell-packs">
        <legend className="mb-3 text-lg font-semibold text-ink">{t(`packs.title.${kind}`)}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {packs.map((p) => (
            <label
              key={p.count}
              data-testid={`upsell-pack-${p.count}`}
              className={cx(
                "flex cursor-pointer flex-col gap-1 rounded-[var(--radius-card)] border bg-paper p-4 transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
                pack?.count === p.count ? "border-brand ring-2 ring-brand" : "border-line hover:border-ink-soft",
              )}
            >
              <input type="radio" name={`upsell-${kind}`} value={p.count} checked={pack?.count === p.count} onChange={() => choose(p.count)} className="sr-only" />
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold">{name(p.count)}</span>
                <span className="text-lg font-semibold tabular-nums">{money(p.amount)}</span>
              </span>
              <span className="text-sm text-ink-soft">{t("packs.each", { price: money(Math.round(p.amount / p.count)) })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <aside>
        <PayPanel
          shootId={shootId}
          choice={pack ? { kind, pack: pack.count } : null}
          lines={pack ? [{ label: name(pack.count), value: money(pack.amount) }] : []}
          total={pack ? money(pack.amount) : null}
          payLabel={pack ? t("pay", { amount: money(pack.amount) }) : t("payNothing")}
        />
      </aside>
    </div>
  );
}
