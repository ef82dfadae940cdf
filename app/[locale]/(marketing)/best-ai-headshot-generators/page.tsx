import { JsonLd } from "@/components/seo/JsonLd";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { LOCALE_TAGS } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { COMPARED_PRODUCTS, COMPETITOR_SOURCES, CRITERIA, lumenFacts, PRODUCT_NAMES, type ComparedProduct, type Criterion } from "@/lib/marketing/comparison";
import { turnaroundInUnits } from "@/lib/shoots/turnaround";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Comparison" });
  return pageMetadata({ path: "/best-ai-headshot-generators", locale, title: t("metaTitle"), description: t("metaDescription") });
}

const APPROACHES = ["studio", "diy", "avatar", "dedicated"] as const;
const WEAKER = ["minPhotos", "groupPhotos", "noHuman", "reviews", "studio"] as const;
const COMPETITORS = COMPARED_PRODUCTS.filter((p): p is Exclude<ComparedProduct, "lumen"> => p !== "lumen");

/** /best-ai-headshot-generators: approaches and products compared on stated criteria; Lumen's side from the live settings. */
export default async function ComparisonPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/best-ai-headshot-generators");
  const [t, facts] = await Promise.all([getTranslations("Comparison"), lumenFacts(db, locale)]);
  const tag = LOCALE_TAGS[locale];
  const money = (minor: number) => new Intl.NumberFormat(tag, { style: "currency", currency: facts.currency, minimumFractionDigits: minor % 100 ? 2 : 0 }).format(minor / 100);
  const list = (items: string[]) => new Intl.ListFormat(tag, { type: "conjunction" }).format(items);
  const products = list(COMPARED_PRODUCTS.map((p) => PRODUCT_NAMES[p]));
  const names = { headshotpro: PRODUCT_NAMES.headshotpro, betterpic: PRODUCT_NAMES.betterpic, aragon: PRODUCT_NAMES.aragon };

  const lumenCell = (c: Criterion): string => {
    switch (c) {
      case "photos":
        return t("table.lumen.photos", facts.photos);
      case "turnaround":
        return facts.turnaroundSeconds === null
          ? t("table.lumen.turnaroundUnmeasured")
          : t("table.lumen.turnaroundMeasured", { duration: t("duration", turnaroundInUnits(facts.turnaroundSeconds)) });
      case "price":
        return t("table.lumen.price", {
          packages: list(facts.packages.map((p) => t("lumenPackage", { name: p.name, price: money(p.price.amount), count: p.headshots }))),
          credit: money(facts.teamCredit.amount),
          discount: facts.teamCredit.maxDiscountPercent,
        });
      case "refunds":
        return t("table.lumen.refunds", { days: facts.refundDays });
      case "privacy":
        return t("table.lumen.privacy", { photoDays: facts.photoDays, orgDays: facts.organizationDays });
      default:
        return t(`table.lumen.${c}`);
    }
  };
  const cell = (p: ComparedProduct, c: Criterion): string | null => {
    if (p === "lumen") return lumenCell(c);
    const key = `table.${p}.${c}` as const;
    return t.has(key) ? t(key) : null;
  };

  return (
    <Container className="py-12 sm:py-16">
      <JsonLd data={await publicBreadcrumb(locale, "/best-ai-headshot-generators")} />
      <Heading level={1} size="display" className="max-w-4xl">{t("title")}</Heading>
      <p className="mt-4 max-w-3xl text-lg text-ink-soft">{t("intro")}</p>
      <p className="mt-4 max-w-3xl rounded-lg bg-info-soft p-4 text-sm text-ink" data-testid="as-of">{t("asOf")}</p>

      <section aria-labelledby="criteria-title" className="mt-12">
        <Heading level={2} size="2xl" id="criteria-title">{t("criteria.title")}</Heading>
        <p className="mt-3 text-ink-soft">{t("criteria.intro")}</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="criteria">
          {CRITERIA.map((c) => (
            <div key={c} className="rounded-lg border border-line p-4">
              <dt className="font-semibold text-ink">{t(`criteria.${c}.name`)}</dt>
              <dd className="mt-1 text-sm text-ink-soft">{t(`criteria.${c}.body`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="approaches-title" className="mt-14">
        <Heading level={2} size="2xl" id="approaches-title">{t("approaches.title")}</Heading>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {APPROACHES.map((a) => (
            <article key={a} className="rounded-xl bg-mist p-6">
              <Heading level={3} size="lg">{t(`approaches.${a}.name`)}</Heading>
              <p className="mt-3 flex gap-2 text-sm text-ink"><Icon name="check" size={18} className="mt-px text-success" />{t(`approaches.${a}.good`, { products })}</p>
              <p className="mt-2 flex gap-2 text-sm text-ink-soft"><Icon name="x" size={18} className="mt-px text-danger" />{t(`approaches.${a}.weak`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="table-title" className="mt-14">
        <Heading level={2} size="2xl" id="table-title">{t("table.title", { products })}</Heading>
        <div className="mt-6 overflow-x-auto rounded-xl border border-line" tabIndex={0} role="region" aria-labelledby="table-title">
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm" data-testid="comparison-table">
            <caption className="sr-only">{t("table.caption")}</caption>
            <thead className="bg-mist">
              <tr>
                <th scope="col" className="w-40 p-3 font-semibold">{t("table.criterion")}</th>
                {COMPARED_PRODUCTS.map((p) => (
                  <th key={p} scope="col" className={p === "lumen" ? "p-3 font-semibold text-brand" : "p-3 font-semibold"}>{PRODUCT_NAMES[p]}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {CRITERIA.map((c) => (
                <tr key={c} className="border-t border-line align-top" data-criterion={c}>
                  <th scope="row" className="p-3 font-semibold text-ink">{t(`criteria.${c}.name`)}</th>
                  {COMPARED_PRODUCTS.map((p) => {
                    const text = cell(p, c);
                    return (
                      <td key={p} className={p === "lumen" ? "bg-brand-soft/40 p-3 text-ink" : "p-3 text-ink"} data-product={p}>
                        {text ?? <span className="text-ink-soft">{t("table.notStated")}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="weaker-title" className="mt-14 max-w-3xl" data-testid="weaker">
        <Heading level={2} size="2xl" id="weaker-title">{t("weaker.title")}</Heading>
        <p className="mt-3 text-ink-soft">{t("weaker.intro")}</p>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink">
          {WEAKER.map((w) => (
            <li key={w}>{t(w === "reviews" && facts.reviews.count === 0 ? "weaker.reviewsNone" : `weaker.${w}`, { ...names, min: facts.photos.min, count: facts.reviews.count })}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="choose-title" className="mt-14 max-w-3xl">
        <Heading level={2} size="2xl" id="choose-title">{t("choose.title")}</Heading>
        <p className="mt-3 text-ink">{t("choose.body")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href="/pricing">{t("choose.pricingLink")}</ButtonLink>
          <ButtonLink href="/ugly" variant="secondary">{t("choose.uglyLink")}</ButtonLink>
        </div>
      </section>

      <section aria-labelledby="sources-title" className="mt-14 max-w-3xl text-sm">
        <Heading level={2} size="lg" id="sources-title">{t("sources.title")}</Heading>
        <p className="mt-2 text-ink-soft">{t("sources.intro")}</p>
        <dl className="mt-4 space-y-3" data-testid="sources">
          {COMPETITORS.map((p) => (
            <div key={p}>
              <dt className="font-semibold text-ink">{PRODUCT_NAMES[p]}</dt>
              {COMPETITOR_SOURCES[p].map((url) => (
                <dd key={url} className="break-all text-ink-soft">
                  <a href={url} rel="nofollow noopener noreferrer" className="underline">{url}</a>
                </dd>
              ))}
            </div>
          ))}
        </dl>
      </section>
    </Container>
  );
}
