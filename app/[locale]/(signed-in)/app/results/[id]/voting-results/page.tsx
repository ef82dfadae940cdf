import { notFound, redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { LinkPanel } from "@/components/sharing/LinkPanel";
import { TallyList } from "@/components/sharing/TallyList";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/i18n/link";
import { openPage } from "@/lib/http/page";
import { env } from "@/lib/env";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { getShootLinks } from "@/lib/sharing/share-links";
import { getVotingResults } from "@/lib/sharing/tally";
import { getStorage } from "@/lib/storage";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "VotingResults" });
  return pageMetadata({ path: `/app/results/${encodeURIComponent(id)}/voting-results`, locale, title: t("metaTitle"), index: false });
}

/** /app/results/{id}/voting-results: the owner's share and voting links and the friends' votes. Anyone else → 404. */
export default async function VotingResultsPage({ params }: Props) {
  const { id } = await params;
  const path = `/app/results/${encodeURIComponent(id)}`;
  const { locale, principal, db } = await openPage(params, "/app/results/[id]/voting-results", (locale) => localizePath(`${path}/voting-results`, locale));
  const userId = principal!.userId;
  const tally = await getVotingResults(db, getStorage(), { userId, shootId: id, locale });
  if (!tally.found) notFound();
  if (!tally.ready) redirect(localizePath(`/app/upload/waiting?shoot=${encodeURIComponent(tally.id)}`, locale));
  const links = (await getShootLinks(db, { secret: env.AUTH_SECRET, appUrl: env.APP_URL, locale }, { userId, shootId: tally.id }))!;

  const [t, messages] = await Promise.all([getTranslations("VotingResults"), getMessages()]);
  const rows = tally.rows.map((r) => ({ id: r.result.id, number: r.number, styleName: r.styleName, thumb: r.result.thumb, up: r.up, down: r.down, score: r.score, isFavorite: r.isFavorite }));
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "VotingResults"])}>
      <div className="flex flex-col gap-10">
        <header className="flex flex-col gap-3">
          <Link href={path} className="inline-flex items-center gap-1 self-start text-sm font-medium text-ink-soft hover:text-ink">
            <Icon name="chevron-left" size={16} />
            {t("back")}
          </Link>
          <Heading level={1}>{t("title")}</Heading>
          <p className="text-lg text-ink-soft">{tally.title}</p>
        </header>
        <section aria-labelledby="links-title" className="flex flex-col gap-4">
          <Heading level={2} size="xl" id="links-title">{t("links")}</Heading>
          <div className="grid gap-4 md:grid-cols-2">
            <LinkPanel shootId={tally.id} kind="share" initial={links.share && { url: links.share.url }} />
            <LinkPanel shootId={tally.id} kind="vote" initial={links.vote && { url: links.vote.url }} />
          </div>
        </section>
        <section aria-labelledby="tally-title" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Heading level={2} size="xl" id="tally-title">{t("tally.title")}</Heading>
            <p className="text-ink-soft" data-testid="tally-voters">{tally.voters === 0 ? t("tally.votersNone") : t("tally.voters", { count: tally.voters })}</p>
            {tally.voters === 0 && <p className="text-sm text-ink-soft">{t("tally.empty")}</p>}
          </div>
          <TallyList shootId={tally.id} rows={rows} />
        </section>
      </div>
    </NextIntlClientProvider>
  );
}
