import { NextIntlClientProvider } from "next-intl";
import { redirect } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { ShootWaiting } from "@/components/waiting/ShootWaiting";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { getShootStatus } from "@/lib/shoots/status";
import { MEMBER_PAGE_PATH, memberHome } from "@/lib/teams/member-home";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMember.meta" });
  return pageMetadata({ path: "/team-member/waiting", locale, title: t("waiting"), index: false });
}

/** /team-member/waiting: the member's shoot, live (the waiting page's component); ready → /team-member. */
export default async function MemberWaitingPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/team-member/waiting");
  const userId = principal!.userId;
  const home = await memberHome(db, userId);
  if (!home || !home.shoot) redirect(localizePath("/team-member", locale));
  if (home.page !== "waiting") redirect(localizePath(MEMBER_PAGE_PATH[home.page], locale));
  if (home.shoot.underReview) {
    // Manual review (features.manualReview): the results exist but wait for a platform admin's approval.
    const r = await getTranslations("BackofficeOrganizations.memberReview");
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="member-under-review">
        <Heading level={1}>{r("title")}</Heading>
        <p className="text-ink-soft" data-testid="shoot-title">{home.shoot.title}</p>
        <p>{r("body", { organization: home.team.name })}</p>
      </div>
    );
  }
  const status = await getShootStatus(db, userId, home.shoot.id);
  if (!status) redirect(localizePath("/team-member", locale));
  const [t, messages] = await Promise.all([getTranslations("Waiting"), getMessages()]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8" data-testid="member-waiting">
      <header className="flex flex-col gap-2">
        <Heading level={1}>{t(status.state === "FAILED" ? "titleFailed" : "title")}</Heading>
        <p className="text-ink-soft" data-testid="shoot-title">{home.shoot.title}</p>
      </header>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Waiting", "Shoots"])}>
        <ShootWaiting initial={status} resultsHref="/team-member" />
      </NextIntlClientProvider>
    </div>
  );
}
