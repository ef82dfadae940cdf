import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { WhitelabelLayout } from "@/components/layouts";
import { TeamLinkSignIn } from "@/components/team-member/TeamForms";
import { Alert } from "@/components/ui/alert";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam } from "@/lib/i18n/page";
import { peekClaim } from "@/lib/teams/claim";

type Props = { params: Promise<{ locale: string; modelId?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMember.meta" });
  return pageMetadata({ path: "/join", locale, title: t("claim"), index: false });
}

/**
 * /join/{shootId}?token=…: a managed member claims the shoot their lead made for them (lib/teams/claim.ts):
 * the one-time link sets their address and signs them in, then /team-member shows their headshots.
 */
export default async function ClaimPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/join/[[modelId]]");
  const { modelId = [] } = await params;
  const token = searchParam(await searchParams, "token");
  const [t, tErrors, messages] = await Promise.all([getTranslations("TeamMember.claim"), getTranslations("TeamMember.errors"), getMessages()]);
  const shootId = modelId.length === 1 ? modelId[0]! : "";
  const peek = await peekClaim(db, { shootId, token });
  if (!peek.ok) {
    return (
      <WhitelabelLayout partnerName="Lumen">
        <div className="flex flex-col gap-4" data-testid="claim-refused" data-reason={peek.reason}>
          <Heading level={1} size="2xl">{t("problemTitle")}</Heading>
          <Alert variant="danger">{tErrors(peek.reason)}</Alert>
          <p className="text-ink-soft">{t("askLead")}</p>
        </div>
      </WhitelabelLayout>
    );
  }
  return (
    <WhitelabelLayout partnerName={peek.organization}>
      <div className="flex max-w-md flex-col gap-4" data-testid="claim-page">
        <Heading level={1} size="2xl">{t("title", { organization: peek.organization })}</Heading>
        <p className="text-ink-soft">{t("lead", { email: peek.email })}</p>
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamMember"])}>
          <TeamLinkSignIn token={token} kind="claim" shootId={shootId} confirm={t("continue")} />
        </NextIntlClientProvider>
      </div>
    </WhitelabelLayout>
  );
}
