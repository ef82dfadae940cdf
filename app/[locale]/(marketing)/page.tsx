import { StaticImage as Image } from "@/components/ui/static-image";
import { getFormatter, getTranslations } from "next-intl/server";
import { AccountNotice } from "@/components/account/AccountNotice";
import { FaqList } from "@/components/marketing/FaqList";
import { JsonLd } from "@/components/seo/JsonLd";
import { Stars } from "@/components/marketing/Stars";
import { Guarantee } from "@/components/pricing/Guarantee";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { currencyFor, listPackages } from "@/lib/catalog/packages";
import { listStylePreviews } from "@/lib/catalog/styles";
import { env } from "@/lib/env";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { homeFaq } from "@/lib/marketing/faq";
import { marketingFigures } from "@/lib/marketing/figures";
import { reviewAvatarPath } from "@/lib/marketing/review-avatars";
import { reviewSummary } from "@/lib/marketing/reviews";
import { reviewsSummary } from "@/lib/marketing/reviews-summary";
import { listShowcasePairs } from "@/lib/marketing/showcase";
import { organizationJsonLd, packagesJsonLd } from "@/lib/seo/structured-data";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Home" });
  return pageMetadata({ path: "/", locale, title: t("metaTitle"), description: t("metaDescription") });
}

const STEPS = ["upload", "style", "receive"] as const;
const TEAM_POINTS = ["consistent", "invites", "invoices"] as const;
const PROMISES = ["privacy", "noTraining", "checked"] as const;

export default async function HomePage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/");
  const [t, format, packages, previews, showcase, figures, reviews, faq, rating] = await Promise.all([
    getTranslations("Home"),
    getFormatter(),
    listPackages(db, currencyFor(locale)),
    listStylePreviews(db, locale, 6),
    listShowcasePairs(db, locale),
    marketingFigures(db),
    reviewsSummary(db, locale, 3),
    homeFaq(db, locale),
    // The packages' rating: every published customer review, in any language (as on /pricing and /reviews).
    reviewSummary(db),
  ]);
  // The copy promises what the active engine makes: outfits, or the person's own clothes on a backdrop.
  const ownClothes = previews.mode === "ownClothes";
  const price = (amount: number, currency: string) => format.number(amount / 100, { style: "currency", currency, maximumFractionDigits: amount % 100 === 0 ? 0 : 2 });
  const features = (p: (typeof packages)[number]) =>
    [
      t("packages.headshots", { count: p.headshots }),
      t("packages.styles", { count: p.styles }),
      t("packages.size", { px: p.outputSize }),
      p.printSize && t("packages.print", { px: p.printSize }),
      p.editCredits > 0 && t("packages.edits", { count: p.editCredits }),
    ].filter((f): f is string => Boolean(f));
  // The rating goes on the packages (Product), not on the Organization: Google does not show a
  // business's own reviews of itself as an Organization's rating. No FAQPage here: Google shows FAQ
  // results only for government and health sites, and its 2 KB (twice: in the HTML and in React's
  // payload) would push `/` past a connection's first round trip. The FAQ itself stays on the page.
  const structured = [
    organizationJsonLd({ baseUrl: env.APP_URL, description: t("metaDescription") }),
    ...packagesJsonLd({
      baseUrl: env.APP_URL,
      locale,
      packages: packages.map((p) => ({ slug: p.slug, name: p.name, description: features(p).join(", "), prices: { [p.price.currency]: p.price.amount } })),
      rating,
    }),
  ].filter((d) => d !== null);
  return (
    <>
      <JsonLd data={structured} />
      <AccountNotice />
      <section className="bg-gradient-to-b from-brand-soft to-paper">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t("eyebrow")}</p>
          <Heading level={1} size="display" className="mt-3 max-w-3xl">{t("title")}</Heading>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft" data-testid="home-intro">{t(ownClothes ? "introOwnClothes" : "intro")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/pricing" size="lg">{t("cta")}</ButtonLink>
            <ButtonLink href="/company-headshots" size="lg" variant="secondary">{t("ctaTeams")}</ButtonLink>
          </div>
          <p className="mt-4 text-sm text-ink-soft">{t("heroNote", { days: figures.refundDays })}</p>
        </div>
      </section>

      {showcase.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="showcase-title" data-testid="showcase">
          <Heading level={2} id="showcase-title">{t("showcase.title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">{t("showcase.intro")}</p>
          <ul className="mt-8 grid gap-8 md:grid-cols-3">
            {showcase.map((pair) => (
              <li key={pair.key}>
                <figure>
                  <div className="grid grid-cols-2 gap-2">
                    {(["before", "after"] as const).map((side) => (
                      <div key={side} className="relative overflow-hidden rounded-lg bg-mist">
                        <Image
                          src={pair[side].url}
                          width={pair[side].width}
                          height={pair[side].height}
                          sizes="(min-width: 768px) 180px, 45vw"
                          alt={side === "before" ? t("showcase.beforeAlt", { subject: pair.subject }) : t("showcase.afterAlt", { subject: pair.subject, backdrop: pair.backdrop })}
                          className="aspect-[4/5] h-auto w-full object-cover"
                        />
                        <span className="absolute left-2 top-2 rounded bg-paper/90 px-2 py-0.5 text-xs font-semibold text-ink">{t(`showcase.${side}`)}</span>
                      </div>
                    ))}
                  </div>
                  <figcaption className="mt-3 text-sm">
                    <span className="font-medium text-ink">{t("showcase.backdrop", { backdrop: pair.backdrop })}</span>
                    <span className="block text-ink-soft">{t("showcase.credit", { subject: pair.subject, source: pair.source })}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="how">
        <Heading level={2} id="how">{t("how.title")}</Heading>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-[var(--radius-card)] border border-line p-6">
              <span className="grid size-8 place-items-center rounded-full bg-brand text-sm font-semibold text-white">{i + 1}</span>
              <Heading level={3} size="lg" className="mt-4">{t(`how.${step}.title`)}</Heading>
              <p className="mt-2 text-ink-soft">{t(step === "style" && ownClothes ? "how.style.bodyOwnClothes" : `how.${step}.body`, { min: figures.minPhotos, max: figures.maxPhotos })}</p>
            </li>
          ))}
        </ol>
        {previews.styles.length > 0 && (
          <figure className="mt-12">
            <Heading level={3} size="lg">{t("styles.title")}</Heading>
            <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="style-previews">
              {previews.styles.map((s) => (
                <li key={s.slug} className="overflow-hidden rounded-lg bg-mist">
                  <Image src={s.previewUrl} alt={s.name} width={320} height={400} sizes="(min-width: 640px) 160px, 30vw" className="aspect-[4/5] h-auto w-full object-cover" />
                </li>
              ))}
            </ul>
            <figcaption className="mt-3 text-sm text-ink-soft">{t(ownClothes ? "stylesCaptionOwnClothes" : "stylesCaption", { count: previews.total })}</figcaption>
          </figure>
        )}
      </section>

      <section id="packages" className="bg-mist" aria-labelledby="packages-title">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <Heading level={2} id="packages-title">{t("packages.title")}</Heading>
          <p className="mt-2 text-ink-soft">{t("packages.intro")}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="packages">
            {packages.map((p) => (
              <li key={p.slug} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-paper p-6">
                <Heading level={3} size="lg">{p.name}</Heading>
                <p className="mt-3 text-3xl font-semibold">{price(p.price.amount, p.price.currency)}</p>
                <ul className="mt-5 flex flex-1 flex-col gap-2 text-sm text-ink-soft">
                  {features(p).map((feature) => (
                    <li key={feature} className="flex gap-2"><Icon name="check" size={18} className="text-brand" />{feature}</li>
                  ))}
                </ul>
                <ButtonLink href={`/checkout?package=${encodeURIComponent(p.slug)}`} variant="secondary" className="mt-6" fullWidth>{t("packages.choose", { name: p.name })}</ButtonLink>
              </li>
            ))}
          </ul>
          <p className="mt-6"><ButtonLink href="/pricing" variant="ghost" iconRight="chevron-right">{t("seePackages")}</ButtonLink></p>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="teams-title">
        <div className="grid gap-8 rounded-[var(--radius-card)] border border-line p-8 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <Heading level={2} id="teams-title">{t("teams.title")}</Heading>
            <p className="mt-3 max-w-2xl text-ink-soft">{t("teams.body")}</p>
            <ButtonLink href="/company-headshots" className="mt-6" iconRight="chevron-right">{t("teams.cta")}</ButtonLink>
          </div>
          <ul className="flex flex-col gap-3 text-ink-soft">
            {TEAM_POINTS.map((k) => (
              <li key={k} className="flex gap-2"><Icon name="check" size={20} className="mt-0.5 text-brand" />{t(`teams.points.${k}`)}</li>
            ))}
          </ul>
        </div>
      </section>

      {reviews.reviews.length > 0 && reviews.average != null && (
        <section className="bg-mist" aria-labelledby="reviews-title" data-testid="home-reviews">
          <div className="mx-auto max-w-6xl px-4 py-16">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <Heading level={2} id="reviews-title">{t("reviews.title")}</Heading>
                <p className="mt-2 flex items-center gap-2 text-ink-soft">
                  <Stars rating={reviews.average} label={t("reviews.rating", { rating: format.number(reviews.average) })} />
                  <span>{t("reviews.average", { average: format.number(reviews.average), count: reviews.count })}</span>
                </p>
              </div>
              <ButtonLink href="/reviews" variant="ghost" iconRight="chevron-right">{t("reviews.readAll")}</ButtonLink>
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {reviews.reviews.map((r) => (
                <li key={r.id} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-paper p-6" data-testid="home-review" data-featured={r.featured || undefined}>
                  <Stars rating={r.rating} label={t("reviews.rating", { rating: r.rating })} size={16} />
                  <blockquote className="mt-3 flex-1 text-ink">{r.body}</blockquote>
                  <div className="mt-4 flex items-center gap-3">
                    {r.avatarKey && <Image src={reviewAvatarPath(r.avatarKey)} alt="" width={40} height={40} unoptimized className="size-10 shrink-0 rounded-full object-cover" />}
                    <div>
                      <p className="text-sm font-medium text-ink">{r.name}</p>
                      {(r.title || r.company) && <p className="text-sm text-ink-soft">{[r.title, r.company].filter(Boolean).join(", ")}</p>}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 lg:grid-cols-[3fr_2fr]">
        <FaqList id="faq-title" title={t("faq.title")} items={faq} />
        <div className="flex flex-col gap-8">
          <Guarantee days={figures.refundDays} />
          <section aria-labelledby="trust">
            <Heading level={2} size="lg" id="trust">{t("trust.title")}</Heading>
            <ul className="mt-4 flex flex-col gap-4">
              {PROMISES.map((k) => (
                <li key={k}>
                  <Heading level={3} size="md">{t(`trust.${k}.title`, { days: figures.photoDays })}</Heading>
                  <p className="mt-1 text-ink-soft">{t(`trust.${k}.body`, { days: figures.photoDays })}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
