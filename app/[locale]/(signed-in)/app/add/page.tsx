import { redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { sendBlockedBuyerAway } from "@/lib/payments/checkout-page";
import { findUnfinishedPaidShoot, shootContinuePath } from "@/lib/shoots/continue";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Styles.add" });
  return pageMetadata({ path: "/app/add", locale, title: t("metaTitle"), index: false });
}

/** Starts another shoot: offers a paid shoot that still waits for photos first, else goes to the chooser. */
export default async function AddShootPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/app/add");
  await sendBlockedBuyerAway(db, { userId: principal!.userId, locale });
  const shoot = await findUnfinishedPaidShoot(db, principal!.userId);
  if (!shoot) redirect(localizePath("/app/styles", locale));
  const [t, format] = await Promise.all([getTranslations("Styles.add"), getFormatter()]);
  return (
    <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line p-6 sm:p-8" data-testid="unfinished-shoot">
      <Heading level={1} size="2xl">{t("title")}</Heading>
      <p className="mt-3 text-ink-soft">{t("body", { package: shoot.packageName, date: format.dateTime(shoot.createdAt, { dateStyle: "long" }) })}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={shootContinuePath({ id: shoot.id, state: "ONBOARDING" })!} iconLeft="upload">{t("continue")}</ButtonLink>
        <ButtonLink href="/app/styles" variant="secondary">{t("new")}</ButtonLink>
      </div>
    </div>
  );
}
