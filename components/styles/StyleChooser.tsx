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
import { looksFor, resolveChoice } from "@/lib/catalog/looks";
import type { PackageChoice } from "@/lib/catalog/packages";
import { picksOnArrival, type PreselectedStyle } from "@/lib/catalog/preselect";
import type { StyleCatalogue } from "@/lib/catalog/styles";
import { useCart, useCartHydrated, type CartGender } from "@/stores/cart";
import { StyleCard } from "./StyleCard";

type Props = {
  packages: PackageChoice[];
  /** The package named in the URL (/app/styles/{slug}); it wins over the one in the cart. */
  initialPackage: string | null;
  /** The looks on offer for the active engine (lib/catalog/styles.ts), every gender's. */
  catalogue: StyleCatalogue;
  localeCurrency: Currency;
  /** ?style=slug (a public style page's "use this style"), checked by the server: picked on arrival. */
  initialStyle?: PreselectedStyle | null;
};

const GENDERS: readonly CartGender[] = ["FEMALE", "MALE"];

/**
 * The pre-checkout chooser: a package, then up to that package's number of styles. When the engine
 * dresses people, it first asks whose outfits to show (women's or men's) and shows only those; when it
 * keeps their own clothes, a style is a backdrop for everyone and nothing is asked. Everything picked
 * lives in the cart store (localStorage), so a reload or a detour loses nothing; the checkout re-checks it.
 */
export function StyleChooser({ packages, initialPackage, catalogue, localeCurrency, initialStyle = null }: Props) {
  const { mode, styles } = catalogue;
  const outfits = mode === "outfits";
  const t = useTranslations("Styles");
  const router = useRouter();
  const hydrated = useCartHydrated();
  const cartPackage = useCart((s) => s.packageSlug);
  const cartStyles = useCart((s) => s.styleSlugs);
  const cartGender = useCart((s) => s.gender);
  const [notice, setNotice] = useState<string | null>(null);

  const fallback = packages.find((p) => p.slug === initialPackage) ?? packages[0]!;
  const selected = (hydrated && packages.find((p) => p.slug === cartPackage)) || fallback;
  const chosen = hydrated ? cartStyles : [];
  const gender = outfits && hydrated ? cartGender : null;
  // With outfits, nothing until the person said whose outfits: the first cards must not be someone else's.
  const visible = !outfits ? styles : gender ? looksFor(styles, gender) : [];

  function applyPackage(p: PackageChoice) {
    const cart = useCart.getState();
    const before = cart.styleSlugs.length;
    cart.setPackage(p.slug, p.styles);
    setNotice(before > p.styles ? t("trimmed", { package: p.name, max: p.styles }) : null);
  }

  // Once the stored cart is readable: its styles as the looks on offer (those that left the catalogue
  // go; two styles that look the same count once), and settle the package (the URL's, else the cart's
  // if it still exists, else the first). A style named in the URL is picked first (its outfits' gender
  // chosen with it), then the parameter leaves the address, so a reload does not pick it again.
  useEffect(() => {
    const cart = useCart.getState();
    const { styles: kept, gender } = picksOnArrival({ stored: cart.styleSlugs, storedGender: cart.gender, looks: styles, outfits, preselected: initialStyle });
    if (gender && gender !== cart.gender) cart.setGender(gender);
    if (kept.join() !== cart.styleSlugs.join()) cart.setStyles(kept);
    const target = packages.find((p) => p.slug === initialPackage) ?? packages.find((p) => p.slug === cart.packageSlug) ?? packages[0];
    if (target && (target.slug !== cart.packageSlug || kept.length > target.styles)) applyPackage(target);
    if (initialStyle) {
      const url = new URL(window.location.href);
      url.searchParams.delete("style");
      window.history.replaceState(null, "", url.pathname + url.search + url.hash);
    }
    // Runs once on arrival; later changes come from the person's own clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onPackage(p: PackageChoice) {
    applyPackage(p);
    // Keep the address in step (shareable, survives a reload) without asking the server again.
    const path = window.location.pathname.replace(/\/app\/styles(?:\/[^/]*)?\/?$/, `/app/styles/${encodeURIComponent(p.slug)}`);
    window.history.replaceState(null, "", path + window.location.search);
  }

  /** Whose outfits: the styles already picked become their counterparts for that gender (or go). */
  function onGender(g: CartGender) {
    const cart = useCart.getState();
    const before = cart.styleSlugs;
    const after = resolveChoice(before, looksFor(styles, g), g);
    cart.setGender(g);
    cart.setStyles(after);
    setNotice(before.length > 0 && after.join() !== before.join() ? t(`switched.${g}`) : null);
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
            <p className="mt-1 max-w-2xl text-sm text-ink-soft" data-testid="style-intro">{t(outfits ? "catalogue.intro" : "catalogue.introOwnClothes")}</p>
          </div>
          {outfits && (
            <ToggleGroup
              label={t("person.label")}
              options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
              value={gender}
              onChange={onGender}
            />
          )}
        </div>

        {outfits && !gender ? (
          <p className="mt-6 rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft" data-testid="style-ask-gender">{t("person.prompt")}</p>
        ) : visible.length === 0 ? (
          <p className="mt-6 rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft">{t("noMatch")}</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="style-grid">
            {visible.map((s, i) => (
              <li key={s.slug}>
                <StyleCard style={s} picked={chosen.includes(s.slug)} eager={i < 4} onToggle={() => onStyle(s.slug)} />
              </li>
            ))}
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
