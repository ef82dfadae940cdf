import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { JoinForm } from "@/components/team-member/TeamForms";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/i18n/link";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam } from "@/lib/i18n/page";
import { loadJoinPage, teamLinkMinutes } from "@/lib/teams/join";
import { formatValidity } from "@/lib/teams/validity";

type Props = { params: Promise<{ locale: string; inviteId?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMember.meta" });
  return pageMetadata({ path: "/organization/join", locale, title: t("join"), index: false });
}

/** /organization/join/{inviteId}?token=…: an emailed invite or an open link (lib/teams/join.ts). */
export default async function JoinOrganizationPage({ params, searchParams }: Props) {
  const { principal, db, locale } = await openPage(params, "/organization/join/[[inviteId]]");
  const { inviteId = [] } = await params;
  const token = searchParam(await searchParams, "token");
  const [t, tErrors, messages] = await Promise.all([getTranslations("TeamMember.join"), getTranslations("TeamMember.errors"), getMessages()]);
  const loaded = inviteId.length === 1 ? await loadJoinPage(db, { inviteId: inviteId[0]!, token, userId: principal?.userId }) : ({ ok: false, reason: "invalid" } as const);
  if (!loaded.ok) {
    return (
      <AuthCard title={t("problemTitle")} footer={<Link href="/team-access" className="font-medium text-brand hover:underline">{t("haveAccess")}</Link>}>
        <div data-testid="join-refused" data-reason={loaded.reason}>
          <Alert variant="danger">{tErrors(loaded.reason)}</Alert>
        </div>
        <p className="text-ink-soft">{t("askLead")}</p>
      </AuthCard>
    );
  }
  const { page } = loaded;
  return (
    <AuthCard
      title={t("title", { organization: page.organization })}
      intro={t("lead", { organization: page.organization })}
      footer={<Link href="/team-access" className="font-medium text-brand hover:underline">{t("haveAccess")}</Link>}
    >
      {page.otherOrganization && <Alert variant="warning"><span data-testid="join-other-organization">{t("otherOrganization")}</span></Alert>}
      {page.converts && <Alert variant="info"><span data-testid="join-converts">{t("converts")}</span></Alert>}
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamMember"])}>
        <JoinForm inviteId={page.inviteId} token={token} email={page.email} locked={page.emailLocked} domain={page.allowedDomain} validFor={formatValidity(await teamLinkMinutes(db), "minute", locale)} />
      </NextIntlClientProvider>
    </AuthCard>
  );
}
