import { getTranslations } from "next-intl/server";
import { ReviewCard } from "@/components/reviews/ReviewCard";
import { JsonLd } from "@/components/seo/JsonLd";
import { StarRating } from "@/components/reviews/StarRating";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { env } from "@/lib/env";
import { openPublicPage } from "@/lib/http/page";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { reviewAvatarPath } from "@/lib/marketing/review-avatars";
import { loadReviewsPage, type PublicReview, type ReviewSummary } from "@/lib/marketing/reviews";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { ratedServiceJsonLd } from "@/lib/seo/structured-data";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Reviews" });
  return pageMetadata({ path: "/reviews", locale, title: t("metaTitle"), description: t("metaDescription") });
}

/** /reviews: every published review (the visitor's language first) and the teams' quotes, with averages computed from the rows. */
export default async function ReviewsPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/reviews");
  const [t, tSeo, page, breadcrumb] = await Promise.all([getTranslations("Reviews"), getTranslations({ locale, namespace: "Seo" }), loadReviewsPage(db, locale), publicBreadcrumb(locale, "/reviews")]);
  const tag = LOCALE_TAGS[locale];
  const average = (n: number) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
  const language = (l: Locale) => t(`languages.${l}`);
  const languages = new Intl.ListFormat(tag, { type: "conjunction" }).format(page.languages.map(language));
  const summaryLine = (s: ReviewSummary, key: "visitor" | "all") =>
    s.average === null ? t("summary.none", { language: language(locale) }) : t(`summary.${key}`, { average: average(s.average), count: s.count, language: language(locale) });
  const card = (r: PublicReview) => (
    <li key={r.id}>
      <ReviewCard
        name={r.name}
        role={[r.title, r.company].filter(Boolean).join(", ") || null}
        rating={r.rating}
        ratingLabel={t("rating", { rating: r.rating })}
        body={r.body}
        lang={r.locale}
        languageNote={r.locale === locale ? undefined : t("writtenIn", { language: language(r.locale) })}
        avatarSrc={r.avatarKey ? reviewAvatarPath(r.avatarKey) : null}
      />
    </li>
  );
  const { visitor, all } = page.summary;
  const shown = visitor.average ?? all.average;
  // The rating of every published customer review (the page's "all" line), on the service as a Product.
  const rated = ratedServiceJsonLd({ baseUrl: env.APP_URL, locale, name: tSeo("product.name"), description: tSeo("product.description"), rating: all });

  return (
    <Container className="py-12 sm:py-16">
      <JsonLd data={[rated, breadcrumb].filter((d) => d !== null)} />
      <Heading level={1} size="display">{t("title")}</Heading>
      <p className="mt-4 max-w-3xl text-lg text-ink-soft">{t("intro")}</p>

      <section aria-labelledby="summary-title" className="mt-10 rounded-xl bg-mist p-6 sm:p-8" data-testid="review-summary">
        <Heading level={2} size="sm" id="summary-title">{t("summary.label")}</Heading>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          {shown !== null && (
            <>
              <span className="text-4xl font-semibold text-ink" aria-hidden="true">{average(shown)}</span>
              <StarRating rating={shown} label={t("rating", { rating: average(shown) })} size={24} />
            </>
          )}
        </div>
        <p className="mt-3 text-ink" data-testid="summary-visitor">{summaryLine(visitor, "visitor")}</p>
        {all.count > visitor.count && <p className="mt-1 text-ink-soft" data-testid="summary-all">{summaryLine(all, "all")}</p>}
        <p className="mt-4 max-w-3xl text-sm text-ink-soft">{t("summary.note")}</p>
        {page.languages.length > 0 && <p className="mt-2 max-w-3xl text-sm text-ink-soft" data-testid="languages-note">{t("languages.note", { languages, visitor: language(locale) })}</p>}
      </section>

      <section aria-labelledby="reviews-title" className="mt-12">
        <Heading level={2} size="xl" id="reviews-title">{t("reviewsTitle")}</Heading>
        {page.reviews.length === 0 ? (
          <p className="mt-4 text-ink-soft">{t("empty")}</p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="reviews">{page.reviews.map(card)}</ul>
        )}
      </section>

      {page.testimonials.length > 0 && (
        <section aria-labelledby="testimonials-title" className="mt-12">
          <Heading level={2} size="xl" id="testimonials-title">{t("testimonialsTitle")}</Heading>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials">{page.testimonials.map(card)}</ul>
        </section>
      )}

      <section className="mt-16 rounded-xl border border-line p-8 text-center">
        <Heading level={2} size="xl">{t("cta.title")}</Heading>
        <p className="mx-auto mt-3 max-w-2xl text-ink-soft">{t("cta.body")}</p>
        <ButtonLink href="/pricing" size="lg" className="mt-6">{t("cta.button")}</ButtonLink>
      </section>
    </Container>
  );
}
