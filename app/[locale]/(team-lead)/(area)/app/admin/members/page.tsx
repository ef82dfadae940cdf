import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { AddMembersPanel } from "@/components/team-lead/AddMembersPanel";
import { memberColumns } from "@/components/team-lead/member-columns";
import { SubTeamsPanel } from "@/components/team-lead/SubTeamsPanel";
import { Alert } from "@/components/ui/alert";
import { DataTable } from "@/components/ui/data-table";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { getOrderSummary } from "@/lib/payments";
import { BUY_CREDITS_PATH } from "@/lib/teams/errors";
import { inviteValidityDays } from "@/lib/teams/invites";
import { listSubTeams } from "@/lib/teams/members";
import { formatValidity } from "@/lib/teams/validity";
import { findMembersPage } from "@/lib/teams/members/queries";
import { MEMBER_STATES, membersQuery } from "@/lib/teams/members/schemas";
import { leadTeam } from "@/lib/teams/lead-page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMembers" });
  return pageMetadata({ path: "/app/admin/members", locale, title: t("title"), index: false });
}

/**
 * /app/admin/members: every person of the organisation with their state; invite, add, act on people, sub-teams.
 * The wizard's payment lands here (?order=…): its confirmation is shown, as on the credits page.
 */
export default async function MembersPage({ params, searchParams }: Props) {
  const ctx = await openPage(params, "/app/admin/members");
  const { db, principal } = ctx;
  const leadId = principal!.userId;
  const team = await leadTeam(ctx, "members.read");
  const sp = await searchParams;
  const query = membersQuery.parse(sp);
  const orderId = searchParam(sp, "order");
  const [t, tCredits, format, page, teams, messages, inviteDays, order] = await Promise.all([
    // (inviteDays: teams.inviteValidityDays, as the next invite will get it)
    getTranslations("TeamMembers"), getTranslations("TeamCredits"), getFormatter(), findMembersPage(db, team.organizationId, query), listSubTeams(db, team.organizationId), getMessages(), inviteValidityDays(db),
    orderId ? getOrderSummary(db, orderId, leadId, ctx.locale) : null,
  ]);
  const options = teams.map(({ id, name }) => ({ id, name }));
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamMembers", "TeamLead"])}>
      <div className="flex flex-col gap-6">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">{t("intro")}</p>
        </div>
        {order?.teamCredits && order.status === "PAID" && <Alert variant="success">{tCredits("paid")}</Alert>}
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <AddMembersPanel teams={options} buyCreditsHref={BUY_CREDITS_PATH} inviteValidFor={formatValidity(inviteDays, "day", ctx.locale)} />
          <SubTeamsPanel teams={teams} />
        </div>
        <DataTable
          path="/app/admin/members"
          testId="members"
          caption={t("title")}
          columns={memberColumns(t as never, format, { leadId, teams: options, now: new Date() })}
          page={page}
          query={query}
          schema={membersQuery}
          searchLabel={t("search")}
          exportHref={`/api/team/members/export${membersQuery.toSearch({ ...query, page: 1 })}`}
          filters={
            <>
              <label className="flex flex-col gap-1 text-sm">
                <span className="text-ink-soft">{t("filters.state")}</span>
                <select name="state" defaultValue={query.state ?? ""} className="h-10 rounded-lg border border-line px-3">
                  <option value="">{t("filters.anyState")}</option>
                  {MEMBER_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
                </select>
              </label>
              {teams.length > 0 && (
                <label className="flex flex-col gap-1 text-sm">
                  <span className="text-ink-soft">{t("filters.team")}</span>
                  <select name="team" defaultValue={query.team ?? ""} className="h-10 rounded-lg border border-line px-3">
                    <option value="">{t("filters.anyTeam")}</option>
                    {teams.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
                  </select>
                </label>
              )}
            </>
          }
        />
      </div>
    </NextIntlClientProvider>
  );
}
