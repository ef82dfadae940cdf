"use client";

import { track } from "@/lib/analytics/events";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useActionState, useEffect, useId, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { FormAlert } from "@/components/ui/form-alert";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { formatPrice, type Currency } from "@/lib/catalog/currency";
import { resolveChoice } from "@/lib/catalog/looks";
import type { PackageChoice } from "@/lib/catalog/packages";
import type { CheckoutStyle } from "@/lib/payments/catalog";
import type { ActionState } from "@/lib/http/action";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { payAction } from "@/lib/payments/actions";
import { apiJson } from "@/lib/client/api-call";
import type { PricePreview } from "@/lib/payments/pricing";
import { isCodeReason } from "@/lib/payments/reasons";
import { normalizeCode } from "@/lib/payments/schemas";
import { referralDiscount } from "@/lib/referrals/discount";
import { useCart, useCartHydrated } from "@/stores/cart";
import { useDebounced } from "./useDebounced";

type Props = {
  packages: PackageChoice[];
  /** The looks on offer, each with the one label checkout shows for it. */
  styles: CheckoutStyle[];
  /** ?package=slug: wins over the cart's package. */
  initialPackage: string | null;
  localeCurrency: Currency;
  signedIn: boolean;
  testMode: boolean;
  /** Where "Choose styles" goes (signed in only), or null. */
  stylesHref: string | null;
  /** Log-in / sign-up forms for a signed-out visitor (rendered on the server). */
  authSlot: ReactNode;
  /** A referred person's first purchase: the referral discount and its texts (translated on the server). */
  referral?: { percent: number; line: string; instead: string } | null;
};

/**
 * The checkout shared by /checkout and /app/styles/checkout: the cart's package and styles, a live
 * coupon / gift-card field, the order summary and the Pay button (or inline sign-in when signed out).
 * Prices here are for display; the server prices the order again when Pay is pressed.
 */
export function CheckoutView({ packages, styles, initialPackage, localeCurrency, signedIn, testMode, stylesHref, authSlot, referral }: Props) {
  const t = useTranslations("Checkout");
  const locale = useLocale() as Locale;
  const hydrated = useCartHydrated();
  const cart = useCart();
  const codeId = useId();
  const [state, formAction, paying] = useActionState<ActionState, FormData>(payAction, {});

  // Once the stored cart is readable: the URL's package wins; the cart's styles become the looks on
  // offer (styles that left the catalogue go, two that look the same count once).
  useEffect(() => {
    const c = useCart.getState();
    const kept = resolveChoice(c.styleSlugs, styles, c.gender);
    if (kept.join() !== c.styleSlugs.join()) c.setStyles(kept);
    const target = packages.find((p) => p.slug === initialPackage) ?? packages.find((p) => p.slug === c.packageSlug);
    if (target) c.setPackage(target.slug, target.styles);
    // Runs once on arrival; afterwards the person's clicks change the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selected = hydrated ? packages.find((p) => p.slug === cart.packageSlug) ?? null : null;
  const currency: Currency = (hydrated && cart.currency) || localeCurrency;
  const code = hydrated ? cart.code : "";
  const settledCode = normalizeCode(useDebounced(code, 400));
  const typing = normalizeCode(code) !== settledCode;

  const preview = useQuery({
    queryKey: ["checkout-preview", selected?.slug, currency, settledCode, signedIn],
    queryFn: () => apiJson<PricePreview>(`/api/checkout/price?${new URLSearchParams({ package: selected!.slug, code: settledCode, currency })}`, { locale }),
    enabled: Boolean(selected && settledCode),
    staleTime: 10_000,
  });

  const money = (amount: number) => formatPrice(amount, currency, LOCALE_TAGS[locale]);
  const subtotal = selected ? selected.prices[currency] : 0;
  const applied = settledCode && !typing && preview.data?.ok && preview.data.currency === currency && preview.data.packageSlug === selected?.slug ? preview.data : null;
  const refusal = settledCode && !typing && preview.data && !preview.data.ok ? preview.data.reason : null;
  const checking = Boolean(settledCode) && (typing || preview.isFetching) && !applied && !refusal;
  // The referral discount applies unless a better code does (the server decides the same way at Pay).
  const referralWins = applied ? Boolean(applied.referral) : Boolean(referral);
  const discount = applied ? applied.discount : referralWins && referral ? referralDiscount(subtotal, referral.percent) : 0;
  const total = subtotal - discount;
  const chosenStyles = hydrated ? resolveChoice(cart.styleSlugs, styles, cart.gender).flatMap((s) => styles.filter((x) => x.slug === s)) : [];

  if (!hydrated) {
    return (
      <div className="flex min-h-64 items-center justify-center" data-testid="checkout-loading">
        <Spinner size={24} label={t("loading")} />
      </div>
    );
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]" data-testid="checkout">
      <div className="flex flex-col gap-10">
        <section aria-labelledby="checkout-package">
          <Heading level={2} size="xl" id="checkout-package">{t("package.title")}</Heading>
          {!selected && <p className="mt-2 text-ink-soft">{t("package.choose")}</p>}
          <fieldset className="mt-4" aria-labelledby="checkout-package">
            <div className="grid gap-3 sm:grid-cols-3">
              {packages.map((p) => (
                <label
                  key={p.slug}
                  className={cx(
                    "flex cursor-pointer flex-col gap-1 rounded-[var(--radius-card)] border bg-paper p-4 transition-colors",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
                    selected?.slug === p.slug ? "border-brand ring-2 ring-brand" : "border-line hover:border-ink-soft",
                  )}
                >
                  <input type="radio" name="package-choice" value={p.slug} checked={selected?.slug === p.slug} onChange={() => cart.setPackage(p.slug, p.styles)} className="sr-only" />
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold">{p.name}</span>
                    <span className="text-lg font-semibold tabular-nums">{money(p.prices[currency])}</span>
                  </span>
                  <span className="text-sm text-ink-soft">{t("package.details", { headshots: p.headshots, styles: p.styles })}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <ButtonLink href="/pricing" variant="link" size="sm" className="mt-3">{t("package.seePackages")}</ButtonLink>
        </section>

        {selected && (
          <section aria-labelledby="checkout-styles">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <Heading level={2} size="xl" id="checkout-styles">{t("styles.title")}</Heading>
              {chosenStyles.length > 0 && <span className="text-sm text-ink-soft">{t("styles.count", { count: chosenStyles.length, max: selected.styles })}</span>}
            </div>
            {chosenStyles.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-2" data-testid="checkout-styles">
                {chosenStyles.map((s) => (
                  <li key={s.slug}><Badge variant="outline" size="lg">{s.label}</Badge></li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-ink-soft">{t("styles.none")}</p>
            )}
            {stylesHref && <ButtonLink href={stylesHref} variant="secondary" size="sm" className="mt-4">{t("styles.change")}</ButtonLink>}
          </section>
        )}

        {selected && (
          <section aria-labelledby={`${codeId}-label`}>
            <Heading level={2} size="xl" id={`${codeId}-label`}>{t("code.label")}</Heading>
            <div className="mt-4 flex max-w-md flex-col gap-2">
              <div className="flex gap-2">
                <input
                  id={codeId}
                  aria-labelledby={`${codeId}-label`}
                  aria-describedby={`${codeId}-status`}
                  aria-invalid={refusal ? true : undefined}
                  value={code}
                  onChange={(e) => cart.setCode(e.target.value.slice(0, 64))}
                  placeholder={t("code.placeholder")}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  data-testid="checkout-code"
                  className={cx(
                    "h-11 min-w-0 flex-1 rounded-lg border bg-paper px-3 font-mono text-base uppercase text-ink outline-none transition-colors placeholder:font-sans placeholder:normal-case focus:border-brand focus:ring-2 focus:ring-brand/20",
                    refusal ? "border-danger" : applied?.code ? "border-success" : "border-line",
                  )}
                />
                {code && (
                  <Button variant="ghost" iconOnly="x" onClick={() => cart.setCode("")}>{t("code.remove")}</Button>
                )}
              </div>
              <div id={`${codeId}-status`} aria-live="polite" className="min-h-5 text-sm" data-testid="checkout-code-status">
                {checking && (
                  <span className="inline-flex items-center gap-2 text-ink-soft"><Spinner size={14} />{t("code.checking")}</span>
                )}
                {refusal && <span className="text-danger">{isCodeReason(refusal) ? t(`reasons.${refusal}`) : t(`errors.${refusal}`)}</span>}
                {applied?.code && (
                  <span className="inline-flex items-center gap-1.5 text-success">
                    <Icon name="check-circle" size={16} />
                    {applied.code.kind === "giftCard"
                      ? t("code.giftCard", { code: applied.code.code })
                      : applied.code.percent !== null
                        ? t("code.couponPercent", { code: applied.code.code, percent: applied.code.percent })
                        : t("code.couponAmount", { code: applied.code.code, amount: money(applied.discount) })}
                  </span>
                )}
                {applied?.referral?.instead && referral && <span className="text-ink-soft" data-testid="checkout-referral-instead">{referral.instead}</span>}
                {!code && <span className="text-ink-soft">{t("code.hint")}</span>}
              </div>
            </div>
          </section>
        )}
      </div>

      <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
        <section aria-labelledby="checkout-summary" className="rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-sm" data-testid="checkout-summary">
          <Heading level={2} size="lg" id="checkout-summary">{t("summary.title")}</Heading>
          {selected ? (
            <dl className="mt-4 flex flex-col gap-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt>
                  <span className="font-medium text-ink">{t("summary.package", { name: selected.name })}</span>
                  <span className="block text-ink-soft">{t("summary.headshots", { count: selected.headshots })}</span>
                </dt>
                <dd className="tabular-nums">{money(subtotal)}</dd>
              </div>
              {discount > 0 && (
                <div className="flex justify-between gap-4 text-success" data-testid="checkout-discount">
                  <dt>{referralWins ? referral?.line : applied?.code?.kind === "giftCard" ? t("summary.giftCard") : t("summary.coupon", { code: applied?.code?.code ?? "" })}</dt>
                  <dd className="tabular-nums">−{money(discount)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
                <dt>{t("summary.total")}</dt>
                <dd className="tabular-nums" data-testid="checkout-total">{money(total)}</dd>
              </div>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-ink-soft">{t("package.choose")}</p>
          )}

          {signedIn && selected && (
            <form action={formAction} onSubmit={() => track("checkout_started", { package_id: selected.slug, currency, locale })} className="mt-6 flex flex-col gap-3" data-testid="checkout-pay-form">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="packageSlug" value={selected.slug} />
              <input type="hidden" name="styleSlugs" value={cart.styleSlugs.join(",")} />
              <input type="hidden" name="code" value={refusal ? "" : code} />
              <input type="hidden" name="currency" value={currency} />
              {isCodeReason(state.error) ? <Alert variant="danger">{t(`reasons.${state.error}`)}</Alert> : <FormAlert state={state} namespace="Checkout" />}
              {refusal && <p className="text-sm text-danger">{t("code.fixOrRemove")}</p>}
              <Button type="submit" size="lg" fullWidth loading={paying} disabled={Boolean(refusal) || checking} iconLeft={total > 0 ? "lock" : "sparkles"} data-testid="checkout-pay">
                {total > 0 ? t("pay.button", { amount: money(total) }) : t("pay.free")}
              </Button>
              <p className="text-xs text-ink-soft">{t("pay.secure")}</p>
              {testMode && <p className="text-xs font-medium text-warning">{t("pay.testMode")}</p>}
            </form>
          )}
          <ul className="mt-6 flex flex-col gap-2 border-t border-line pt-4 text-sm text-ink-soft">
            <li className="flex gap-2"><Icon name="check" size={16} className="mt-0.5 shrink-0 text-success" />{t("summary.guarantee")}</li>
            <li className="flex gap-2"><Icon name="camera" size={16} className="mt-0.5 shrink-0 text-brand" />{t("summary.nextStep")}</li>
          </ul>
        </section>

        {!signedIn && (
          <section aria-labelledby="checkout-auth" className="rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-sm" data-testid="checkout-auth">
            <Heading level={2} size="lg" id="checkout-auth">{t("auth.title")}</Heading>
            <p className="mt-2 text-sm text-ink-soft">{t("auth.intro")}</p>
            <div className="mt-5">{authSlot}</div>
          </section>
        )}
      </aside>
    </div>
  );
}
