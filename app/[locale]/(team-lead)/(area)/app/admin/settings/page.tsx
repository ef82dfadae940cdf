import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { CompanySettingsForm } from "@/components/team-lead/settings/CompanySettingsForm";
import { HeadshotsForm } from "@/components/team-lead/settings/HeadshotsForm";
import { RolesPanel } from "@/components/team-lead/settings/RolesPanel";
import { SecurityForm } from "@/components/team-lead/settings/SecurityForm";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { getStorage } from "@/lib/storage";
import { countryOptions } from "@/lib/teams/countries";
import { leadTeam } from "@/lib/teams/lead-page";
import { listRoles, loadSettings } from "@/lib/teams/org-settings";
import { demoteLeadAction, promoteLeadAction, updateCompanyAction, updateHeadshotsAction, updateSecurityAction } from "@/lib/teams/settings-actions";
import { TEAM_SIZES } from "@/lib/teams/setup-schemas";

const TABS = ["company", "security", "headshots", "roles"] as const;
type Tab = (typeof TABS)[number];

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamSettings" });
  return pageMetadata({ path: "/app/admin/settings", locale, title: t("title"), index: false });
}

/** /app/admin/settings: the organisation's settings in tabs (?tab=company|security|headshots|roles), each a link. */
export default async function SettingsPage({ params, searchParams }: Props) {
  const ctx = await openPage(params, "/app/admin/settings");
  const team = await leadTeam(ctx, "organization.update");
  const asked = searchParam(await searchParams, "tab");
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? "") ? (asked as Tab) : "company";
  const userId = ctx.principal!.userId;
  const [t, messages, data, roles] = await Promise.all([
    getTranslations("TeamSettings"),
    getMessages(),
    loadSettings(ctx.db, getStorage(), userId),
    tab === "roles" ? listRoles(ctx.db, userId) : null,
  ]);
  return (
    <div className="flex flex-col gap-6" data-testid="settings-page">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 max-w-2xl text-ink-soft">{t("lead", { organization: team.name })}</p>
      </div>
      <nav aria-label={t("tabs.label")} className="flex flex-wrap gap-1 border-b border-line">
        {TABS.map((key) => (
          <Link
            key={key}
            href={`/app/admin/settings?tab=${key}`}
            aria-current={key === tab ? "page" : undefined}
            className={`-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium ${key === tab ? "border-brand text-brand" : "border-transparent text-ink-soft hover:text-ink"}`}
          >
            {t(`tabs.${key}`)}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="settings-tab-title" className="flex flex-col gap-4">
        <Heading level={2} size="lg" id="settings-tab-title">{t(`tabs.${tab}`)}</Heading>
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamSettings", "TeamSetup", "TeamMembers", "TeamLead"])}>
          {tab === "company" && (
            <CompanySettingsForm
              owner={userId}
              saved={data.company}
              phone={data.phone}
              logoUrl={data.logoUrl}
              teamSizes={TEAM_SIZES}
              countries={countryOptions(ctx.locale)}
              save={updateCompanyAction}
            />
          )}
          {tab === "security" && <SecurityForm mfaRequired={data.mfaRequired} save={updateSecurityAction} />}
          {tab === "headshots" && <HeadshotsForm saved={data.headshots} organization={data.company.name} save={updateHeadshotsAction} />}
          {tab === "roles" && roles && (
            <RolesPanel
              rows={roles.map((r) => (r.kind === "invite" ? { kind: "invite", inviteId: r.inviteId, email: r.email } : { kind: r.kind, membershipId: r.membershipId, name: r.name, email: r.email, self: r.self }))}
              promote={promoteLeadAction}
              demote={demoteLeadAction}
            />
          )}
        </NextIntlClientProvider>
      </section>
    </div>
  );
}
