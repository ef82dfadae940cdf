import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { MEMBER_PAGE_PATH, memberHome } from "@/lib/teams/member-home";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMember.meta" });
  return pageMetadata({ path: "/team-member/deleted", locale, title: t("deleted"), index: false });
}

/** /team-member/deleted: the member's headshots were deleted: contact the lead, or start again when they granted a retry. */
export default async function MemberDeletedPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/team-member/deleted");
  const home = await memberHome(db, principal!.userId);
  if (!home) redirect(localizePath("/team-member", locale));
  const retry = home.shoot?.retryGranted === true;
  if (home.page !== "deleted" && !retry) redirect(localizePath(MEMBER_PAGE_PATH[home.page], locale));
  const t = await getTranslations("TeamMember.deleted");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center" data-testid="member-deleted" data-retry={retry ? "1" : "0"}>
      <Icon name={retry ? "sparkles" : "users"} size={40} className="text-brand" />
      <Heading level={1} size="2xl">{retry ? t("retryTitle") : t("title")}</Heading>
      <p className="text-ink-soft">{retry ? t("retryBody") : t("body", { organization: home.team.name })}</p>
      {retry && <ButtonLink href={MEMBER_PAGE_PATH.onboarding} data-testid="member-start-again">{t("startAgain")}</ButtonLink>}
    </div>
  );
}
