import { getFormatter, getTranslations } from "next-intl/server";
import { AccountNotice } from "@/components/account/AccountNotice";
import { Heading } from "@/components/ui/heading";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { currencyFor, listPackages } from "@/lib/catalog/packages";
import { listStylePreviews } from "@/lib/catalog/styles";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Home" });
  return pageMetadata({ path: "/", locale, title: t("metaTitle"), description: t("metaDescription") });
}

const STEPS = ["upload", "style", "receive"] as const;
const PROMISES = ["privacy", "noTraining", "guarantee"] as const;

export default async function HomePage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/");
  const [t, format, packages, previews] = await Promise.all([
    getTranslations("Home"),
    getFormatter(),
    listPackages(db, currencyFor(locale)),
    listStylePreviews(db, locale, 6),
  ]);
  // The copy promises what the active engine makes: outfits, or the person's own clothes on a backdrop.
  const ownClothes = previews.mode === "ownClothes";
  return (
    <>
      <AccountNotice />
      <section className="bg-gradient-to-b from-brand-soft to-paper">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t("eyebrow")}</p>
            <Heading level={1} size="display" className="mt-3 max-w-3xl">{t("title")}</Heading>
            <p className="mt-5 max-w-2xl text-lg text-ink-soft" data-testid="home-intro">{t(ownClothes ? "introOwnClothes" : "intro")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/pricing" size="lg">{t("cta")}</ButtonLink>
              <ButtonLink href="#packages" size="lg" variant="secondary">{t("seePackages")}</ButtonLink>
            </div>
          </div>
          {previews.styles.length > 0 && (
            <figure>
              <ul className="grid grid-cols-3 gap-3" data-testid="style-previews">
                {previews.styles.map((s) => (
                  <li key={s.slug} className="overflow-hidden rounded-lg bg-mist shadow-sm">
                    {/* eslint-disable-next-line @next/next/no-img-element -- small local previews; no optimisation needed */}
                    <img src={s.previewUrl} alt={s.name} width={320} height={400} className="aspect-[4/5] w-full object-cover" />
                  </li>
                ))}
              </ul>
              <figcaption className="mt-3 text-sm text-ink-soft">{t(ownClothes ? "stylesCaptionOwnClothes" : "stylesCaption", { count: previews.total })}</figcaption>
            </figure>
          )}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="how">
        <Heading level={2} id="how">{t("how.title")}</Heading>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-[var(--radius-card)] border border-line p-6">
              <span className="grid size-8 place-items-center rounded-full bg-brand text-sm font-semibold text-white">{i + 1}</span>
              <Heading level={3} size="lg" className="mt-4">{t(`how.${step}.title`)}</Heading>
              <p className="mt-2 text-ink-soft">{t(step === "style" && ownClothes ? "how.style.bodyOwnClothes" : `how.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="packages" className="bg-mist" aria-labelledby="packages-title">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <Heading level={2} id="packages-title">{t("packages.title")}</Heading>
          <p className="mt-2 text-ink-soft">{t("packages.intro")}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="packages">
            {packages.map((p) => (
              <li key={p.slug} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-paper p-6">
                <Heading level={3} size="lg">{p.name}</Heading>
                <p className="mt-3 text-3xl font-semibold">
                  {format.number(p.price.amount / 100, { style: "currency", currency: p.price.currency, maximumFractionDigits: 0 })}
                </p>
                <ul className="mt-5 flex flex-1 flex-col gap-2 text-sm text-ink-soft">
                  {[
                    t("packages.headshots", { count: p.headshots }),
                    t("packages.styles", { count: p.styles }),
                    t("packages.size", { px: p.outputSize }),
                    p.printSize && t("packages.print", { px: p.printSize }),
                    p.editCredits > 0 && t("packages.edits", { count: p.editCredits }),
                  ]
                    .filter(Boolean)
                    .map((feature) => (
                      <li key={String(feature)} className="flex gap-2"><Icon name="check" size={18} className="text-brand" />{feature}</li>
                    ))}
                </ul>
                <ButtonLink href={`/checkout?package=${encodeURIComponent(p.slug)}`} variant="secondary" className="mt-6" fullWidth>{t("packages.choose", { name: p.name })}</ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="trust">
        <Heading level={2} id="trust">{t("trust.title")}</Heading>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {PROMISES.map((k) => (
            <li key={k}>
              <Heading level={3} size="md">{t(`trust.${k}.title`)}</Heading>
              <p className="mt-2 text-ink-soft">{t(`trust.${k}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
