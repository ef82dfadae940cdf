import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { buttonClassName } from "@/components/ui/button-styles";
import type { LandingFacts } from "@/lib/catalog/landing";
import type { Locale } from "@/lib/i18n/config";
import { priceText } from "./format";

export type CtaTarget = "checkout" | "pricing";

/** Where the page's call to action goes: the featured package's checkout, or the price list. */
export function ctaHref(facts: Pick<LandingFacts, "featured">, target: CtaTarget): string {
  return target === "checkout" && facts.featured ? `/checkout?package=${encodeURIComponent(facts.featured.slug)}` : "/pricing";
}

/**
 * The page's one call to action, with the offer it leads to and the guarantee in one line each. It
 * sticks to the bottom of the window (LandingPage) and is the only link of the page's own content.
 */
export async function LandingCta({ facts, locale, target }: { facts: LandingFacts; locale: Locale; target: CtaTarget }) {
  const t = await getTranslations("Landing");
  const featured = target === "checkout" ? facts.featured : null;
  const offer = featured
    ? t("cta.offer", { name: featured.name, headshots: featured.headshots, price: priceText(featured.price, locale) })
    : facts.fromPrice
      ? t("cta.from", { price: priceText(facts.fromPrice, locale) })
      : t("cta.unavailable");
  return (
    <aside aria-label={featured ? t("cta.checkout", { name: featured.name }) : t("cta.pricing")} className="sticky bottom-0 z-10 border-t border-line bg-paper/95 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-ink" data-testid="landing-offer">{offer}</p>
          <p className="hidden text-sm text-ink-soft sm:block">{t("cta.guarantee", { days: facts.refundDays })}</p>
        </div>
        <Link href={ctaHref(facts, target)} className={buttonClassName({ size: "lg", className: "shrink-0" })} data-testid="landing-cta">
          {featured ? t("cta.checkout", { name: featured.name }) : t("cta.pricing")}
        </Link>
      </div>
    </aside>
  );
}
