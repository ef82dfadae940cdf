import { notFound, redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { GalleryWithActions } from "@/components/results/actions/GalleryWithActions";
import { ResultsHeader } from "@/components/results/ResultsHeader";
import { SurveyPrompt } from "@/components/surveys/SurveyPrompt";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { UpsellEntry } from "@/components/upsell/UpsellEntry";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { getShootDeliveries } from "@/lib/payments/upsell-status";
import { getShootGallery } from "@/lib/shoots/results";
import { getStorage } from "@/lib/storage";
import { pendingSurvey } from "@/lib/surveys/answer";
import { editorHidden } from "@/lib/studio/access";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "Results" });
  return pageMetadata({ path: `/app/results/${encodeURIComponent(id)}`, locale, title: t("metaTitle"), index: false });
}

/** /app/results/{id}: the owner's gallery of a ready shoot (not ready → the waiting page; anyone else → 404). */
export default async function ResultsPage({ params }: Props) {
  const { id } = await params;
  const { locale, principal, db } = await openPage(params, "/app/results/[id]", (locale) => localizePath(`/app/results/${encodeURIComponent(id)}`, locale));
  const userId = principal!.userId;
  const gallery = await getShootGallery(db, getStorage(), { userId, shootId: id, locale });
  if (!gallery.found) notFound();
  if (!gallery.ready) redirect(localizePath(`/app/upload/waiting?shoot=${encodeURIComponent(gallery.id)}`, locale));

  const [t, format, messages, deliveries, studioHidden, survey] = await Promise.all([getTranslations("Results"), getFormatter(), getMessages(), getShootDeliveries(db, { userId, shootId: gallery.id }), editorHidden(db, userId, gallery.id), pendingSurvey(db, userId, "AFTER_RESULTS", locale)]);
  return (
    <div className="flex flex-col gap-8">
      <ResultsHeader
        title={gallery.title}
        facts={[
          { label: t("package"), value: gallery.packageName },
          { label: t("headshots"), value: format.number(gallery.results.length) },
          ...(gallery.readyAt ? [{ label: t("ready"), value: format.dateTime(gallery.readyAt, { dateStyle: "long" }) }] : []),
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink href={`/app/results/${encodeURIComponent(gallery.id)}/voting-results`} variant="secondary" iconLeft="share" data-testid="share-and-vote">{(await getTranslations("VotingResults"))("entry")}</ButtonLink>
        {!studioHidden && <ButtonLink href="/studio" variant="secondary" data-testid="open-studio">{t("links.studio")}</ButtonLink>}
        <ButtonLink href="/refund" variant="ghost" data-testid="refund-or-retry">{t("links.help")}</ButtonLink>
      </div>
      <UpsellEntry deliveries={deliveries} shootId={gallery.id} shown={gallery.results.length} />
      {gallery.results.length === 0 ? (
        <div data-testid="no-results" className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center">
          <Heading level={2} size="lg">{t("empty.title")}</Heading>
          <p className="mx-auto mt-2 max-w-md text-ink-soft">{t("empty.body")}</p>
          <ButtonLink href="/contact" className="mt-6">{t("empty.contact")}</ButtonLink>
        </div>
      ) : (
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Results", "GalleryActions"])}>
          {/* keyed by the count: extra headshots arriving (UpsellEntry refreshes) start it afresh with their marks */}
          <GalleryWithActions key={gallery.results.length} shootId={gallery.id} results={gallery.results} styles={gallery.styles.map((s) => ({ key: s.id ?? "", name: s.name ?? t("otherStyle"), count: s.count }))} />
        </NextIntlClientProvider>
      )}
      {/* Below the gallery: the AFTER_RESULTS survey, until answered or dismissed. */}
      <SurveyPrompt survey={survey} />
    </div>
  );
}
