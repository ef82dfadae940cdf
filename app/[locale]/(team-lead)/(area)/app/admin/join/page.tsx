import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { OpenLinkForm } from "@/components/team-lead/OpenLinkForm";
import { OpenLinksList } from "@/components/team-lead/OpenLinksList";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { listOpenLinks } from "@/lib/teams/open-links";
import { listSubTeams } from "@/lib/teams/members";
import { leadTeam } from "@/lib/teams/lead-page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMembers.join" });
  return pageMetadata({ path: "/app/admin/join", locale, title: t("title"), index: false });
}

/** /app/admin/join: the organisation's open invite links: create one, copy, see its usage, revoke. */
export default async function JoinLinksPage({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/join");
  const { db, locale } = ctx;
  const team = await leadTeam(ctx, "members.invite");
  const [t, links, teams, messages] = await Promise.all([
    getTranslations("TeamMembers.join"), listOpenLinks(db, team.organizationId, locale), listSubTeams(db, team.organizationId), getMessages(),
  ]);
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamMembers", "TeamLead"])}>
      <div className="flex flex-col gap-6">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">{t("intro")}</p>
        </div>
        <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line p-5">
          <Heading level={2} size="lg">{t("create")}</Heading>
          <OpenLinkForm teams={teams.map(({ id, name }) => ({ id, name }))} />
        </section>
        <OpenLinksList links={links} />
      </div>
    </NextIntlClientProvider>
  );
}
