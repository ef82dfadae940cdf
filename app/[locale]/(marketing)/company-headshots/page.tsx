import { getTranslations } from "next-intl/server";
import { FaqList } from "@/components/marketing/FaqList";
import { JsonLd } from "@/components/seo/JsonLd";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { Icon, type IconName } from "@/components/ui/icons";
import { currencyFor } from "@/lib/catalog/packages";
import { formatPrice } from "@/lib/catalog/currency";
import { openPublicPage } from "@/lib/http/page";
import { LOCALE_TAGS } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { teamFaq } from "@/lib/marketing/faq";
import { marketingFigures } from "@/lib/marketing/figures";
import { creditPriceTable } from "@/lib/marketing/team-offer";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { faqJsonLd } from "@/lib/seo/structured-data";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "CompanyHeadshots" });
  return pageMetadata({ path: "/company-headshots", locale, title: t("metaTitle"), description: t("metaDescription") });
}

/** Signed-out visitors are sent to log in (and on to sign up) by the route's guard, then back to the wizard. */
const CREATE_TEAM = "/app/admin/team/new";

const OFFER: { key: string; icon: IconName }[] = [
  { key: "branding", icon: "sparkles" },
  { key: "approved", icon: "check-circle" },
  { key: "invites", icon: "mail" },
  { key: "credits", icon: "credit-card" },
  { key: "bulk", icon: "upload" },
  { key: "api", icon: "settings" },
  { key: "invoices", icon: "building" },
];
const MEMBER_STEPS = ["invite", "upload", "choose", "receive"] as const;

export default async function CompanyHeadshotsPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/company-headshots");
  const currency = currencyFor(locale);
  const [t, figures, table, faq, breadcrumb] = await Promise.all([getTranslations("CompanyHeadshots"), marketingFigures(db), creditPriceTable(db, currency), teamFaq(db, locale), publicBreadcrumb(locale, "/company-headshots")]);
  const tag = LOCALE_TAGS[locale];
  const money = (amount: number) => formatPrice(amount, currency, tag);
  const percent = (p: number) => new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 }).format(p / 100);
  const values = { min: figures.minPhotos, max: figures.maxPhotos, days: figures.inviteDays };
  return (
    <>
      <JsonLd data={[faqJsonLd(faq), breadcrumb].filter((d) => d !== null)} />
      <section className="bg-gradient-to-b from-brand-soft to-paper">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t("eyebrow")}</p>
          <Heading level={1} size="display" className="mt-3 max-w-3xl">{t("title")}</Heading>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft">{t("intro")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={CREATE_TEAM} size="lg">{t("ctaCreate")}</ButtonLink>
            <ButtonLink href="#credit-prices" size="lg" variant="secondary">{t("ctaPricing")}</ButtonLink>
          </div>
          <p className="mt-4 max-w-2xl text-sm text-ink-soft">{t("ctaNote")}</p>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="offer-title">
        <Heading level={2} id="offer-title">{t("offer.title")}</Heading>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="team-offer">
          {OFFER.map(({ key, icon }) => (
            <li key={key} className="rounded-[var(--radius-card)] border border-line p-6">
              <Icon name={icon} size={24} className="text-brand" />
              <Heading level={3} size="md" className="mt-3">{t(`offer.items.${key}.title`)}</Heading>
              <p className="mt-2 text-ink-soft">{t(`offer.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="credit-prices" className="bg-mist" aria-labelledby="pricing-title">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <Heading level={2} id="pricing-title">{t("pricing.title")}</Heading>
          {figures.teamShoot && <p className="mt-2 max-w-3xl text-ink-soft">{t("pricing.intro", figures.teamShoot)}</p>}
          <div className="mt-6 flex flex-wrap gap-3 text-sm">
            <span className="rounded-full bg-paper px-3 py-1 font-semibold text-ink" data-testid="credit-unit-price">{t("pricing.unit", { price: money(table.unitPrice) })}</span>
            {table.tiers.map((tier) => (
              <span key={tier.minCredits} className="rounded-full bg-paper px-3 py-1 text-ink-soft">{t("pricing.tier", { min: tier.minCredits, percent: percent(tier.percent) })}</span>
            ))}
          </div>
          <div className="mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-paper">
            <table className="w-full min-w-[32rem] text-left text-sm" data-testid="credit-examples">
              <caption className="sr-only">{t("pricing.caption", { currency })}</caption>
              <thead className="border-b border-line text-ink-soft">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">{t("pricing.credits")}</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">{t("pricing.subtotal")}</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">{t("pricing.discount")}</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">{t("pricing.total")}</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">{t("pricing.perCredit")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {table.examples.map((row) => (
                  <tr key={row.quantity}>
                    <th scope="row" className="px-4 py-3 font-semibold text-ink">{row.quantity}</th>
                    <td className="px-4 py-3 text-right text-ink-soft">{money(row.subtotal)}</td>
                    <td className="px-4 py-3 text-right text-ink-soft">{row.percent > 0 ? `${percent(row.percent)} (−${money(row.discount)})` : t("pricing.none")}</td>
                    <td className="px-4 py-3 text-right font-semibold text-ink">{money(row.total)}</td>
                    <td className="px-4 py-3 text-right text-ink-soft">{money(Math.round(row.total / row.quantity))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm text-ink-soft">{t("pricing.invoiceNote", { min: figures.invoiceMinCredits, days: figures.invoiceTermsDays })}</p>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="members-title">
        <Heading level={2} id="members-title">{t("members.title")}</Heading>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {MEMBER_STEPS.map((step, i) => (
            <li key={step} className="rounded-[var(--radius-card)] border border-line p-6">
              <span className="grid size-8 place-items-center rounded-full bg-brand text-sm font-semibold text-white">{i + 1}</span>
              <Heading level={3} size="md" className="mt-4">{t(`members.steps.${step}.title`)}</Heading>
              <p className="mt-2 text-ink-soft">{t(`members.steps.${step}.body`, values)}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mx-auto max-w-3xl px-4 pb-16">
        <FaqList id="team-faq-title" title={t("faq.title")} items={faq} />
      </div>

      <section className="bg-brand-soft" aria-labelledby="team-cta-title">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-16 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <Heading level={2} id="team-cta-title">{t("cta.title")}</Heading>
            <p className="mt-2 max-w-2xl text-ink-soft">{t("cta.body")}</p>
          </div>
          <ButtonLink href={CREATE_TEAM} size="lg" data-testid="create-team">{t("ctaCreate")}</ButtonLink>
        </div>
      </section>
    </>
  );
}
