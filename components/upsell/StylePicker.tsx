"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { StyleCard } from "@/components/styles/StyleCard";
import type { StyleOption } from "@/lib/catalog/styles";
import type { Locale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";
import { useCartHydrated } from "@/stores/cart";
import { useUpsell } from "@/stores/upsell";
import { PayPanel } from "./PayPanel";

type Props = { shootId: string; styles: StyleOption[]; perStyle: number; price: number; currency: string; max: number };

/** Unlock more: pick extra styles from the catalogue (those not yet in the shoot), see the price, pay. */
export function StylePicker({ shootId, styles, perStyle, price, currency, max }: Props) {
  const t = useTranslations("Upsell");
  const locale = useLocale() as Locale;
  const hydrated = useCartHydrated();
  const stored = useUpsell((s) => s.styleSlugs);
  const [notice, setNotice] = useState(false);
  const money = (n: number) => formatMoney(n, currency, locale);

  // The stored choice is about this shoot, and only styles still on offer count.
  useEffect(() => {
    const store = useUpsell.getState();
    store.forShoot(shootId);
    const known = new Set(styles.map((s) => s.slug));
    const kept = store.styleSlugs.filter((s) => known.has(s));
    if (kept.length !== store.styleSlugs.length) store.setStyles(kept);
  }, [shootId, styles]);

  const chosen = hydrated ? stored.filter((s) => styles.some((x) => x.slug === s)) : [];
  const toggle = (slug: string) => setNotice(!useUpsell.getState().toggleStyle(slug, max));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="upsell-styles" className="flex flex-col gap-4">
        <div>
          <h2 id="upsell-styles" className="text-lg font-semibold text-ink">{t("styles.title")}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t("styles.lead", { count: perStyle, price: money(price) })}</p>
        </div>
        {notice && <p role="status" className="text-sm text-warning" data-testid="upsell-style-notice">{t("styles.max", { max })}</p>}
        {styles.length === 0 ? (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft" data-testid="upsell-no-styles">{t("styles.none")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" data-testid="upsell-style-grid">
            {styles.map((s, i) => {
              const picked = chosen.includes(s.slug);
              return (
                <li key={s.slug}>
                  <StyleCard style={s} picked={picked} eager={i < 3} onToggle={() => toggle(s.slug)} />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <aside>
        <PayPanel
          shootId={shootId}
          choice={chosen.length ? { kind: "styles", styleSlugs: chosen } : null}
          lines={[
            { label: t("summary.styles", { count: chosen.length }), value: money(price * chosen.length) },
            { label: t("summary.newHeadshots"), value: String(perStyle * chosen.length) },
          ]}
          total={chosen.length ? money(price * chosen.length) : null}
          payLabel={chosen.length ? t("pay", { amount: money(price * chosen.length) }) : t("payNothing")}
        />
      </aside>
    </div>
  );
}
