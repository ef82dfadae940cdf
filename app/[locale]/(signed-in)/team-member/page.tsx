import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { GalleryWithActions } from "@/components/results/actions/GalleryWithActions";
import { ResultsHeader } from "@/components/results/ResultsHeader";
import { TeamPageOptIn } from "@/components/team-member/TeamPageOptIn";
import { ButtonLink } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { getShootGallery } from "@/lib/shoots/results";
import { getStorage } from "@/lib/storage";
import { profilePictureUrl } from "@/lib/teams/branding/http";
import { memberPictureTemplate } from "@/lib/teams/branding/pictures";
import { MEMBER_PAGE_PATH, memberHome } from "@/lib/teams/member-home";
import { Link } from "@/i18n/link";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** ?tab=profile-picture: the member's profile picture, offered when their organisation or sub-team has a default template. */
const PICTURE_TAB = "profile-picture";
import { memberTeamPageChoice } from "@/lib/teams/team-page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMember.meta" });
  return pageMetadata({ path: "/team-member", locale, title: t("home"), index: false });
}

/**
 * /team-member: a member's own page. Their results when their shoot is ready (favourite and download:
 * the gallery of /app/results/{id}), and their profile picture in a tab of its own when a default
 * template applies to them (lib/teams/branding); otherwise where their shoot stands (lib/teams/member-home.ts).
 */
export default async function TeamMemberPage({ params, searchParams }: Props) {
  const { locale, principal, db } = await openPage(params, "/team-member");
  const userId = principal!.userId;
  const home = await memberHome(db, userId);
  const t = await getTranslations("TeamMember.home");
  if (!home) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center" data-testid="member-no-shoot">
        <Heading level={1} size="2xl">{t("noTeamTitle")}</Heading>
        <p className="text-ink-soft">{t("noTeamBody")}</p>
        <ButtonLink href="/app/admin/members">{t("toMembers")}</ButtonLink>
      </div>
    );
  }
  if (home.page !== "results" || !home.shoot) redirect(localizePath(MEMBER_PAGE_PATH[home.page], locale));

  const gallery = await getShootGallery(db, getStorage(), { userId, shootId: home.shoot.id, locale });
  if (!gallery.found || !gallery.ready) redirect(localizePath(MEMBER_PAGE_PATH.waiting, locale));
  const [tResults, tPicture, format, messages, template, choice] = await Promise.all([
    getTranslations("Results"), getTranslations("TeamBranding.member"), getFormatter(), getMessages(),
    memberPictureTemplate(db, home.team.organizationId, home.team.membershipId!), memberTeamPageChoice(db, userId),
  ]);
  const pictureTab = template !== null && gallery.results.length > 0 && searchParam(await searchParams, "tab") === PICTURE_TAB;
  const tabs = template !== null && gallery.results.length > 0 && (
    <nav aria-label={tPicture("tabsLabel")} className="flex gap-1 border-b border-line" data-testid="member-tabs">
      {[{ href: "/team-member", label: tPicture("headshotsTab"), on: !pictureTab }, { href: `/team-member?tab=${PICTURE_TAB}`, label: tPicture("tab"), on: pictureTab }].map((tab) => (
        <Link key={tab.href} href={tab.href} aria-current={tab.on ? "page" : undefined} className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab.on ? "border-brand text-ink" : "border-transparent text-ink-soft hover:text-ink"}`}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
  if (pictureTab) {
    return (
      <div className="flex flex-col gap-8" data-testid="member-profile-picture">
        <Heading level={1} size="2xl">{tPicture("title")}</Heading>
        {tabs}
        <p className="max-w-2xl text-ink-soft">{tPicture("intro", { organization: home.team.name })}</p>
        <div className="flex flex-col items-start gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- a PNG made on request by the profile-picture route */}
          <img src={profilePictureUrl(gallery.id)} alt={tPicture("alt")} width={320} height={320} className="h-80 w-80 object-contain" data-testid="profile-picture" />
          <a href={profilePictureUrl(gallery.id, true)} download className={buttonClassName({ variant: "primary" })}>
            {tPicture("download")}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8" data-testid="member-results">
      <ResultsHeader
        title={gallery.title}
        facts={[
          { label: tResults("headshots"), value: format.number(gallery.results.length) },
          ...(gallery.readyAt ? [{ label: tResults("ready"), value: format.dateTime(gallery.readyAt, { dateStyle: "long" }) }] : []),
        ]}
      />
      {tabs}
      <p className="max-w-2xl text-ink-soft">{t("lead", { organization: home.team.name })}</p>
      {gallery.results.length === 0 ? (
        <div data-testid="no-results" className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center">
          <Heading level={2} size="lg">{t("emptyTitle")}</Heading>
          <p className="mx-auto mt-2 max-w-md text-ink-soft">{t("emptyBody")}</p>
        </div>
      ) : (
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Results", "GalleryActions"])}>
          <GalleryWithActions key={gallery.results.length} shootId={gallery.id} results={gallery.results} styles={gallery.styles.map((s) => ({ key: s.id ?? "", name: s.name ?? tResults("otherStyle"), count: s.count }))} />
        </NextIntlClientProvider>
      )}
      {choice && gallery.results.length > 0 && (
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamPage", "TeamLead"])}>
          <TeamPageOptIn
            organization={home.team.name}
            choice={choice}
            photos={gallery.results.map((r) => ({ id: r.id, url: r.thumb.url, width: r.thumb.width, height: r.thumb.height, isFavorite: r.isFavorite }))}
          />
        </NextIntlClientProvider>
      )}
    </div>
  );
}
