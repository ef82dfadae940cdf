import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import type { UpsellOffer } from "@/lib/payments/upsell-offer";

/**
 * Extra headshots are made from the uploaded photos: shows `children` (the picker) while they can be,
 * with the date the photos are deleted; otherwise says why not (edit credits can still be bought).
 * Render inside the page's NextIntlClientProvider (Alert is a client component).
 */
export async function GenerationNotice({ offer, children }: { offer: UpsellOffer; children: ReactNode }) {
  const [t, format] = await Promise.all([getTranslations("Upsell"), getFormatter()]);
  const date = offer.generation.photosUntil ? format.dateTime(offer.generation.photosUntil, { dateStyle: "long" }) : "";
  const credits = `/app/results/${encodeURIComponent(offer.shoot.id)}/buy-credits`;
  if (offer.blocked) return <Alert variant="warning">{t("errors.BLOCKED")}</Alert>;
  if (!offer.generation.ok) {
    return (
      <div data-testid="upsell-unavailable" data-reason={offer.generation.reason}>
        <Alert variant="warning" title={t("unavailable.title")}>
          <p>{t(`unavailable.${offer.generation.reason}`, { date })}</p>
          <ButtonLink href={credits} variant="link" size="sm">{t("unavailable.credits")}</ButtonLink>
        </Alert>
      </div>
    );
  }
  return (
    <>
      {date && <p className="text-sm text-ink-soft" data-testid="upsell-photos-until">{t("photosUntil", { date })}</p>}
      {children}
    </>
  );
}
