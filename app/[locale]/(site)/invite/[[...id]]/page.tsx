import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InviteLandingView } from "@/components/referrals/InviteLandingView";
import { LinkNotice } from "@/components/sharing/LinkNotice";
import { ButtonLink } from "@/components/ui/button";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { readInviteLanding } from "@/lib/referrals/landing";

type Props = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id = [] } = await params;
  const t = await getTranslations({ locale, namespace: "InviteLanding" });
  const path = id.length === 1 ? `/invite/${encodeURIComponent(id[0]!)}` : "/invite";
  return pageMetadata({ path, locale, title: t("metaTitle"), index: false });
}

/** /invite/{code}: a friend's referral link. Public; remembers the code so the new account is linked. */
export default async function InvitePage({ params }: Props) {
  const { locale, principal, db } = await openPage(params, "/invite/[[id]]");
  const { id = [] } = await params;
  const landing = id.length === 1 ? await readInviteLanding(db, { code: id[0], viewerId: principal?.userId }) : { status: "unknown" as const };
  const t = await getTranslations("InviteLanding");
  if (landing.status === "unknown") {
    return (
      <div className="flex flex-col items-center pb-16">
        <LinkNotice testId="invite-unknown" title={t("unknown.title")} body={t("unknown.body")} />
        <ButtonLink href="/pricing" variant="secondary">{t("unknown.cta")}</ButtonLink>
      </div>
    );
  }
  return <InviteLandingView landing={landing} locale={locale} />;
}
