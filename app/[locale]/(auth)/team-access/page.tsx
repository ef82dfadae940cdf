import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { TeamAccessForm, TeamLinkSignIn } from "@/components/team-member/TeamForms";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/i18n/link";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { peekTeamAccess, teamLinkMinutes } from "@/lib/teams/join";
import { formatValidity } from "@/lib/teams/validity";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMember.meta" });
  return pageMetadata({ path: "/team-access", locale, title: t("access"), index: false });
}

/**
 * /team-access: a member’s work email → a sign-in link (teams.magicLinkMinutes, 2 hours by default). /team-access?token=…: that link,
 * which signs in (and accepts the invite it carries); an individual account confirms joining first.
 */
export default async function TeamAccessPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/team-access");
  const token = searchParam(await searchParams, "token");
  const [t, tErrors, messages] = await Promise.all([getTranslations("TeamMember.access"), getTranslations("TeamMember.errors"), getMessages()]);
  const client = pickMessages(messages, [...CLIENT_NAMESPACES, "TeamMember"]);
  if (!token) {
    // The lifetime the next link gets (teams.magicLinkMinutes).
    const validFor = formatValidity(await teamLinkMinutes(db), "minute", locale);
    return (
      <AuthCard title={t("title")} intro={t("lead", { validFor })}>
        <NextIntlClientProvider messages={client}><TeamAccessForm validFor={validFor} /></NextIntlClientProvider>
      </AuthCard>
    );
  }
  const peek = await peekTeamAccess(db, token);
  if (!peek.ok) {
    return (
      <AuthCard title={t("problemTitle")}>
        <div data-testid="team-link-refused" data-reason={peek.reason}><Alert variant="danger">{tErrors(peek.reason)}</Alert></div>
        <Link href="/team-access" className="font-medium text-brand hover:underline">{t("newLink")}</Link>
      </AuthCard>
    );
  }
  const { landing } = peek;
  return (
    <AuthCard
      title={landing.converts ? t("convertTitle") : t("landingTitle", { organization: landing.organization })}
      intro={landing.converts ? t("convertBody", { email: landing.email, organization: landing.organization }) : t("landing", { email: landing.email })}
    >
      <NextIntlClientProvider messages={client}>
        <TeamLinkSignIn token={token} kind="access" confirm={landing.converts ? t("convert", { organization: landing.organization }) : undefined} />
      </NextIntlClientProvider>
    </AuthCard>
  );
}
