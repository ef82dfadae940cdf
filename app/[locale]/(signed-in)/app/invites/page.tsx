import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { InvitesView } from "@/components/referrals/InvitesView";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { appLink } from "@/lib/email";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { invitesOverview } from "@/lib/referrals/overview";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Invites" });
  return pageMetadata({ path: "/app/invites", locale, title: t("metaTitle"), index: false });
}

/** /app/invites: the person's referral link, the rules, and who joined through it. */
export default async function InvitesPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/app/invites");
  const overview = await invitesOverview(db, principal!.userId);
  if (!overview) notFound();
  if (!overview.eligible) {
    const t = await getTranslations("Invites");
    return (
      <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line p-6 sm:p-8" data-testid="invites-not-eligible">
        <Heading level={1} size="2xl">{t("notEligible.title")}</Heading>
        <p className="mt-3 text-ink-soft">{t("notEligible.body")}</p>
      </div>
    );
  }
  const url = appLink(env.APP_URL, `/invite/${encodeURIComponent(overview.code)}`, locale);
  return <InvitesView overview={overview} url={url} />;
}
