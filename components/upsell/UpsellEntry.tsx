import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import type { ShootDeliveries } from "@/lib/payments/upsell-status";
import { GalleryDeliveries } from "./GalleryDeliveries";

/**
 * The gallery's way to buy more (extra styles or headshots, edit credits), and the extra headshots
 * being made, which appear in the gallery as they are ready. `deliveries` is getShootDeliveries'
 * answer: null for anyone but the shoot's owner (a lead viewing a managed member's gallery does not buy for it).
 */
export async function UpsellEntry({ deliveries, shootId, shown }: { deliveries: ShootDeliveries | null; shootId: string; shown: number }) {
  if (!deliveries) return null;
  const [t, messages] = await Promise.all([getTranslations("Upsell.entry"), getMessages()]);
  const base = `/app/results/${encodeURIComponent(shootId)}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2" data-testid="upsell-entry">
        <ButtonLink href={`${base}/unlock-more`} variant="secondary" iconLeft="sparkles">{t("unlockMore")}</ButtonLink>
        <ButtonLink href={`${base}/buy-credits`} variant="secondary" iconLeft="edit">{t("buyCredits")}</ButtonLink>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Upsell"])}>
        <GalleryDeliveries shootId={shootId} shown={shown} initial={deliveries} />
      </NextIntlClientProvider>
    </div>
  );
}
