import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { TeamPageForm } from "@/components/team-lead/TeamPageForm";
import { TeamPageLinkPanel } from "@/components/team-lead/TeamPageLinkPanel";
import { TeamPagePeople } from "@/components/team-lead/TeamPagePeople";
import { Heading } from "@/components/ui/heading";
import { env } from "@/lib/env";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { leadTeam } from "@/lib/teams/lead-page";
import { leadTeamPage } from "@/lib/teams/team-page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamPage.meta" });
  return pageMetadata({ path: "/app/admin/team-page", locale, title: t("title"), index: false });
}

/**
 * /app/admin/team-page: the organisation's public team page: its title and introduction, indexing, the
 * link and embed snippet (turn off, new link), and who is on it (order, take off).
 */
export default async function TeamPageAdmin({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/team-page");
  const team = await leadTeam(ctx, "organization.update");
  const [t, data, messages] = await Promise.all([
    getTranslations("TeamPage"), leadTeamPage(ctx.db, team.organizationId, { appUrl: env.APP_URL, locale: ctx.locale }), getMessages(),
  ]);
  const initial = data.page
    ? { title: data.page.title, intro: data.page.intro, indexable: data.page.indexable }
    : { title: t("settings.defaultTitle"), intro: "", indexable: false };
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamPage", "TeamMembers", "TeamLead"])}>
      <div className="flex flex-col gap-8" data-testid="team-page-admin">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">{t("lead")}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line p-5" aria-labelledby="team-page-settings">
            <Heading level={2} size="lg" id="team-page-settings">{t("settings.title")}</Heading>
            <TeamPageForm initial={initial} exists={data.page !== null} />
          </section>
          {data.page && <TeamPageLinkPanel page={data.page} />}
        </div>
        <section className="flex flex-col gap-3" aria-labelledby="team-page-people">
          <Heading level={2} size="lg" id="team-page-people">{t("people.title")}</Heading>
          <p className="max-w-3xl text-ink-soft">{t("people.lead")}</p>
          <TeamPagePeople people={data.people} />
        </section>
      </div>
    </NextIntlClientProvider>
  );
}
