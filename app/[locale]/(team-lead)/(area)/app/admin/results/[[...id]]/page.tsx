import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { GalleryWithActions } from "@/components/results/actions/GalleryWithActions";
import { ResultsHeader } from "@/components/results/ResultsHeader";
import { FavoritesZipPanel } from "@/components/team-lead/FavoritesZipPanel";
import { resultColumns } from "@/components/team-lead/result-columns";
import { ButtonLink } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { DataTable } from "@/components/ui/data-table";
import { Heading } from "@/components/ui/heading";
import { openPage, type PageContext } from "@/lib/http/page";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { getStorage } from "@/lib/storage";
import { profilePictureUrl } from "@/lib/teams/branding/http";
import { leadTeam } from "@/lib/teams/lead-page";
import { getTeamShootGallery } from "@/lib/teams/results/gallery";
import { findFinishedShootsPage, subTeamsOf } from "@/lib/teams/results/queries";
import { ACTIONED_FILTERS, finishedShootsQuery } from "@/lib/teams/results/schemas";

type Props = {
  params: Promise<{ locale: string; id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id = [] } = await params;
  const t = await getTranslations({ locale, namespace: "TeamResults" });
  return pageMetadata({ path: "/app/admin/results", locale, title: id.length ? t("gallery.metaTitle") : t("metaTitle"), index: false });
}

/**
 * /app/admin/results: the organisation's finished shoots with each member's favourite (filter by
 * sub-team and actioned, search, pages), "Download favourites"; /app/admin/results/{shootId}: one
 * member's gallery, read-only. Another organisation's shoot → 404.
 */
export default async function TeamResultsPage({ params, searchParams }: Props) {
  const { id = [] } = await params;
  const ctx = await openPage(params, "/app/admin/results/[[id]]", (l) =>
    localizePath(`/app/admin/results${id.length ? `/${id.map(encodeURIComponent).join("/")}` : ""}`, l),
  );
  const { locale, principal, db } = ctx;
  const team = await leadTeam(ctx, "results.read");
  if (id.length > 1) notFound();
  if (id.length === 1) return <MemberGallery db={db} userId={principal!.userId} shootId={id[0]!} locale={locale} />;

  const query = finishedShootsQuery.parse(await searchParams);
  const [t, tb, format, messages, page, teams] = await Promise.all([
    getTranslations("TeamResults"),
    getTranslations("TeamBranding.lead"),
    getFormatter(),
    getMessages(),
    findFinishedShootsPage(db, team.organizationId, query),
    subTeamsOf(db, team.organizationId),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 text-ink-soft">{t("intro")}</p>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamResults", "TeamLead"])}>
        <FavoritesZipPanel teams={teams} defaultTeam={query.team} />
        <DataTable
          path="/app/admin/results"
          testId="team-results"
          caption={t("title")}
          columns={resultColumns(t as never, format, locale, tb("download"))}
          page={page}
          query={query}
          schema={finishedShootsQuery}
          searchLabel={t("search")}
          filters={
            <>
              {teams.length > 0 && (
                <label className="flex flex-col gap-1 text-sm">
                  <span className="text-ink-soft">{t("filters.team")}</span>
                  <select name="team" defaultValue={query.team ?? ""} className="h-10 rounded-lg border border-line px-3">
                    <option value="">{t("filters.anyTeam")}</option>
                    {teams.map((s) => (
                      <option key={s.id} value={s.id}>{s.name}</option>
                    ))}
                  </select>
                </label>
              )}
              <label className="flex flex-col gap-1 text-sm">
                <span className="text-ink-soft">{t("filters.actioned")}</span>
                <select name="actioned" defaultValue={query.actioned ?? ""} className="h-10 rounded-lg border border-line px-3">
                  <option value="">{t("filters.anyActioned")}</option>
                  {ACTIONED_FILTERS.map((a) => (
                    <option key={a} value={a}>{t(`filters.${a}`)}</option>
                  ))}
                </select>
              </label>
            </>
          }
        />
      </NextIntlClientProvider>
    </div>
  );
}

/** One member's gallery for the lead: the member's own gallery, marks shown but not changeable. */
async function MemberGallery({ db, userId, shootId, locale }: { db: PageContext["db"]; userId: string; shootId: string; locale: Locale }) {
  const gallery = await getTeamShootGallery(db, getStorage(), { userId, shootId, locale });
  if (!gallery.found || !gallery.ready) notFound();
  const [t, tr, tb, format, messages] = await Promise.all([getTranslations("TeamResults"), getTranslations("Results"), getTranslations("TeamBranding.lead"), getFormatter(), getMessages()]);
  const { member } = gallery;
  return (
    <div className="flex flex-col gap-8">
      <ButtonLink href="/app/admin/results" variant="ghost" iconLeft="chevron-left" className="self-start">{t("gallery.back")}</ButtonLink>
      <ResultsHeader
        title={member.name ?? member.email ?? ""}
        facts={[
          ...(member.email ? [{ label: t("gallery.member"), value: member.email }] : []),
          ...(member.team ? [{ label: t("gallery.team"), value: member.team }] : []),
          { label: t("gallery.headshots"), value: format.number(gallery.results.length) },
          ...(gallery.readyAt ? [{ label: t("gallery.ready"), value: format.dateTime(gallery.readyAt, { dateStyle: "long" }) }] : []),
        ]}
      />
      <p className="max-w-2xl text-ink-soft" data-testid="lead-gallery-note">{t("gallery.readOnly")}</p>
      {gallery.results.length > 0 && (
        // The member's profile picture: their scope's default template, else a 600 x 600 crop (lib/teams/branding).
        <a href={profilePictureUrl(gallery.id, true)} download className={buttonClassName({ variant: "secondary", className: "self-start" })} data-testid="download-profile-picture">
          {tb("download")}
        </a>
      )}
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Results", "GalleryActions"])}>
        <GalleryWithActions readOnly shootId={gallery.id} results={gallery.results} styles={gallery.styles.map((s) => ({ key: s.id ?? "", name: s.name ?? tr("otherStyle"), count: s.count }))} />
      </NextIntlClientProvider>
    </div>
  );
}
