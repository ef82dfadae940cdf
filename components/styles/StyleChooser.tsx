"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { CurrencyToggle } from "@/components/pricing/CurrencyToggle";
import { Price } from "@/components/pricing/Price";
import { ToggleGroup } from "@/components/pricing/ToggleGroup";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { useRouter } from "@/i18n/navigation";
import type { Currency } from "@/lib/catalog/currency";
import { GENDER_FILTERS, matchesGender, type GenderFilter } from "@/lib/catalog/gender";
import type { PackageChoice } from "@/lib/catalog/packages";
import type { StyleOption } from "@/lib/catalog/styles";
import { useCart, useCartHydrated } from "@/stores/cart";
import { StyleCard } from "./StyleCard";

type Props = {
  packages: PackageChoice[];
  /** The package named in the URL (/app/styles/{slug}); it wins over the one in the cart. */
  initialPackage: string | null;
  styles: StyleOption[];
  localeCurrency: Currency;
};

/**
 * The pre-checkout chooser: a package, then up to that package's number of styles. Everything picked
 * lives in the cart store (localStorage), so a reload or a detour loses nothing; the checkout re-checks it.
 */
export function StyleChooser({ packages, initialPackage, styles, localeCurrency }: Props) {
  const t = useTranslations("Styles");
  const router = useRouter();
  const hydrated = useCartHydrated();
  const cartPackage = useCart((s) => s.packageSlug);
  const cartStyles = useCart((s) => s.styleSlugs);
  const [gender, setGender] = useState<GenderFilter>("all");
  const [notice, setNotice] = useState<string | null>(null);

  const fallback = packages.find((p) => p.slug === initialPackage) ?? packages[0]!;
  const selected = (hydrated && packages.find((p) => p.slug === cartPackage)) || fallback;
  const chosen = hydrated ? cartStyles : [];
  const visible = styles.filter((s) => matchesGender(s.gender, gender));

  function applyPackage(p: PackageChoice) {
    const cart = useCart.getState();
    const before = cart.styleSlugs.length;
    cart.setPackage(p.slug, p.styles);
    setNotice(before > p.styles ? t("trimmed", { package: p.name, max: p.styles }) : null);
  }

  // Once the stored cart is readable: forget styles that left the catalogue, and settle the package
  // (the URL's, else the cart's if it still exists, else the first).
  useEffect(() => {
    const cart = useCart.getState();
    const known = new Set(styles.map((s) => s.slug));
    const kept = cart.styleSlugs.filter((s) => known.has(s));
    if (kept.length !== cart.styleSlugs.length) cart.setStyles(kept);
    const target = packages.find((p) => p.slug === initialPackage) ?? packages.find((p) => p.slug === cart.packageSlug) ?? packages[0];
    if (target && (target.slug !== cart.packageSlug || kept.length > target.styles)) applyPackage(target);
    // Runs once on arrival; later changes come from the person's own clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onPackage(p: PackageChoice) {
    applyPackage(p);
    // Keep the address in step (shareable, survives a reload) without asking the server again.
    const path = window.location.pathname.replace(/\/app\/styles(?:\/[^/]*)?\/?$/, `/app/styles/${encodeURIComponent(p.slug)}`);
    window.history.replaceState(null, "", path + window.location.search);
  }

  function onStyle(slug: string) {
    const ok = useCart.getState().toggleStyle(slug, selected.styles);
    setNotice(ok ? null : t("limit", { package: selected.name, max: selected.styles }));
  }

  function onContinue() {
    useCart.getState().setPackage(selected.slug, selected.styles);
    router.push("/app/styles/checkout");
  }

  const canContinue = hydrated && chosen.length > 0;

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="package-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Heading level={2} size="xl" id="package-title">{t("package.title")}</Heading>
          <CurrencyToggle localeCurrency={localeCurrency} />
        </div>
        <fieldset className="mt-4" aria-labelledby="package-title">
          <div className="grid gap-3 sm:grid-cols-3">
            {packages.map((p) => (
              <label
                key={p.slug}
                className={cx(
                  "flex cursor-pointer flex-col gap-1 rounded-[var(--radius-card)] border bg-paper p-4 transition-colors",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
                  selected.slug === p.slug ? "border-brand ring-2 ring-brand" : "border-line hover:border-ink-soft",
                )}
              >
                <input type="radio" name="package" value={p.slug} checked={selected.slug === p.slug} onChange={() => onPackage(p)} className="sr-only" />
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold">{p.name}</span>
                  <Price prices={p.prices} localeCurrency={localeCurrency} className="text-lg font-semibold tabular-nums" />
                </span>
                <span className="text-sm text-ink-soft">{t("package.summary", { headshots: p.headshots, styles: p.styles })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="styles-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <Heading level={2} size="xl" id="styles-title">{t("catalogue.title")}</Heading>
            <p className="mt-1 max-w-2xl text-sm text-ink-soft">{t("catalogue.intro")}</p>
          </div>
          <ToggleGroup
            label={t("filter.label")}
            options={GENDER_FILTERS.map((g) => ({ value: g, label: t(`filter.${g}`) }))}
            value={gender}
            onChange={setGender}
          />
        </div>

        {visible.length === 0 ? (
          <p className="mt-6 rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft">{t("noMatch")}</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="style-grid">
            {visible.map((s, i) => {
              const picked = chosen.includes(s.slug);
              const genderLabel = t(`gender.${s.gender}`);
              return (
                <li key={s.slug}>
                  <StyleCard style={s} picked={picked} eager={i < 4} onToggle={() => onStyle(s.slug)} label={t("styleName", { name: s.name, gender: genderLabel })} about={`${genderLabel} · ${s.backdrop.name} · ${s.outfit.name}`} />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border">
        <div role="status" aria-live="polite" data-testid="style-notice">
          {notice && (
            <p className="mb-3 flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-ink">
              <Icon name="alert" size={18} className="mt-px text-warning" />
              <span>{notice}</span>
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium tabular-nums" aria-live="polite" data-testid="style-counter">
            {t("counter", { chosen: chosen.length, max: selected.styles })}
          </p>
          <div className="flex items-center gap-3">
            <p id="continue-hint" className={cx("hidden text-sm text-ink-soft sm:block", canContinue && "sm:invisible")}>{t("continueHint")}</p>
            <Button onClick={onContinue} disabled={!canContinue} aria-describedby={canContinue ? undefined : "continue-hint"} iconRight="chevron-right">
              {t("continue")}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
