import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { BulkUpload } from "@/components/team-lead/bulk-upload/BulkUpload";
import { Alert } from "@/components/ui/alert";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { AGE_RANGES, EYE_COLORS } from "@/lib/shoots/personal-info";
import { appearanceAsked } from "@/lib/shoots/active-engine";
import { bulkLookPool, bulkUploadEnabled } from "@/lib/teams/bulk-upload/batches";
import { MAX_ZIPS_PER_BATCH, BATCH_BACKDROPS, toMb, ZIP_LIMITS } from "@/lib/teams/bulk-upload/limits";
import { creditBalance } from "@/lib/teams/credits";
import { BUY_CREDITS_PATH } from "@/lib/teams/errors";
import { leadTeam } from "@/lib/teams/lead-page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamBulkUpload" });
  return pageMetadata({ path: "/app/admin/bulk-upload", locale, title: t("title"), index: false });
}

/**
 * /app/admin/bulk-upload: when a platform admin switched it on for the organisation, step 1 (4 backdrops
 * from the approved pool, an outfit for women and one for men, the format, the consent) unlocks step 2,
 * the drop zone for up to 20 zips, each uploaded on its own with its progress and its outcome. Without
 * the switch, only what it is and who switches it on.
 */
export default async function BulkUploadPage({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/bulk-upload");
  const { db, locale } = ctx;
  const team = await leadTeam(ctx, "members.invite");
  const t = await getTranslations("TeamBulkUpload");
  const enabled = await bulkUploadEnabled(db, team.organizationId);
  if (!enabled) {
    return (
      <div className="flex max-w-3xl flex-col gap-6">
        <Heading level={1}>{t("title")}</Heading>
        <Alert variant="info" title={t("off.title")}>
          {t("off.body", { organization: team.name })}
        </Alert>
      </div>
    );
  }
  const [pool, balance, asksAppearance, tShoots, messages] = await Promise.all([
    bulkLookPool(db, team.organizationId, locale),
    creditBalance(db, team.organizationId),
    appearanceAsked(db),
    getTranslations("Shoots.personalInfo"),
    getMessages(),
  ]);
  const eyeColors = asksAppearance ? EYE_COLORS.map((value) => ({ value, label: tShoots(`eyeColor.${value}`) })) : null;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamBulkUpload"])}>
      <div className="flex flex-col gap-6">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">
            {t("intro", { maxPhotos: ZIP_LIMITS.maxPhotos, maxZips: MAX_ZIPS_PER_BATCH, maxMb: toMb(ZIP_LIMITS.maxZipBytes) })}
          </p>
        </div>
        <BulkUpload
          pool={pool}
          backdropsNeeded={BATCH_BACKDROPS}
          maxZips={MAX_ZIPS_PER_BATCH}
          maxZipBytes={ZIP_LIMITS.maxZipBytes}
          credits={balance.free}
          buyCreditsHref={BUY_CREDITS_PATH}
          ageRanges={[...AGE_RANGES]}
          eyeColors={eyeColors}
        />
      </div>
    </NextIntlClientProvider>
  );
}
