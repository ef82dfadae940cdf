import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import type { PrismaClient } from "@/lib/db";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { getShootDeliveries } from "@/lib/payments/upsell-status";
import { GalleryDeliveries } from "./GalleryDeliveries";

/**
 * The gallery's way to buy more (extra styles or headshots, edit credits), and the extra headshots
 * being made, which appear in the gallery as they are ready.
 */
export async function UpsellEntry({ db, userId, shootId, shown }: { db: PrismaClient; userId: string; shootId: string; shown: number }) {
  const [t, messages, deliveries] = await Promise.all([getTranslations("Upsell.entry"), getMessages(), getShootDeliveries(db, { userId, shootId })]);
  // Only the shoot's owner buys for it (a lead viewing a managed member's gallery does not).
  if (!deliveries) return null;
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
