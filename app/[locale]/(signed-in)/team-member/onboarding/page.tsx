import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { getUploadState } from "@/lib/shoots/onboarding";
import { stepPath } from "@/lib/shoots/steps";
import { MEMBER_PAGE_PATH, memberHome, memberShootForUpload } from "@/lib/teams/member-home";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMember.meta" });
  return pageMetadata({ path: "/team-member/onboarding", locale, title: t("onboarding"), index: false });
}

/**
 * /team-member/onboarding: the member's way into the upload flow (/app/upload, lib/shoots) for their
 * team shoot, which applies the organisation's rules itself (only approved looks, a team credit on
 * submission). Shows the organisation and resumes at the first step not done.
 */
export default async function MemberOnboardingPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/team-member/onboarding");
  const userId = principal!.userId;
  const home = await memberHome(db, userId);
  if (!home) redirect(localizePath("/team-member", locale));
  if (home.page === "waiting" || home.page === "results") redirect(localizePath(MEMBER_PAGE_PATH[home.page], locale));
  if (home.page === "deleted" && !home.shoot?.retryGranted) redirect(localizePath(MEMBER_PAGE_PATH.deleted, locale));
  const t = await getTranslations("TeamMember.onboarding");
  const shoot = await memberShootForUpload(db, userId, locale);
  const state = shoot ? await getUploadState(db, userId, shoot.id) : null;
  if (!shoot || !state) {
    return (
      <div className="mx-auto max-w-xl py-10 text-center" data-testid="member-onboarding-unavailable">
        <Heading level={1} size="2xl">{t("title", { organization: home.team.name })}</Heading>
        <p className="mt-3 text-ink-soft">{t("unavailable")}</p>
      </div>
    );
  }
  const started = state.done.intro;
  const next = state.nextStep === "waiting" || state.nextStep === "results" ? MEMBER_PAGE_PATH.waiting : stepPath(state.nextStep, shoot.id);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 py-6" data-testid="member-onboarding" data-next={state.nextStep}>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand" data-testid="member-organization">{home.team.name}</p>
      <Heading level={1} size="2xl">{t("title", { organization: home.team.name })}</Heading>
      <p className="text-ink-soft">{t("lead")}</p>
      <ButtonLink href={next} iconRight="chevron-right" className="self-start" data-testid="member-onboarding-next">{started ? t("resume") : t("start")}</ButtonLink>
    </div>
  );
}
