import { JsonLd } from "@/components/seo/JsonLd";
import { getTranslations } from "next-intl/server";
import { GateExampleCard } from "@/components/ugly/GateExampleCard";
import type { BadgeVariant } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { REASON_CODES } from "@/lib/engine/quality";
import { DECODE_LIMITS } from "@/lib/engine/quality-config";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { listGateExamples, type GateExampleView } from "@/lib/marketing/gate-examples";
import { readPhotoLimits } from "@/lib/shoots/parameters";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Ugly" });
  return pageMetadata({ path: "/ugly", locale, title: t("metaTitle"), description: t("metaDescription") });
}

const TIPS = ["light", "alone", "frame", "sharp", "size", "accessories"] as const;

/** /ugly: the upload check's own test photos, each with the verdict the real check gave it (lib/marketing/gate-examples.ts). */
export default async function UglyPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/ugly");
  const [t, tEngine, examples, limits] = await Promise.all([getTranslations("Ugly"), getTranslations("Engine"), listGateExamples(db), readPhotoLimits(db)]);

  const refused = examples.filter((e) => !e.accepted);
  const warned = examples.filter((e) => e.accepted && e.warnings.length > 0);
  const good = examples.filter((e) => e.accepted && e.warnings.length === 0);

  const card = (e: GateExampleView, badge: { label: string; variant: BadgeVariant }) => {
    const code = e.reasons[0] ?? e.warnings[0];
    const details = [e.accepted || e.score > 0 ? t("score", { score: e.score }) : null, e.width > 0 ? t("size", { width: e.width, height: e.height }) : t("unreadable")].filter(Boolean).join(" · ");
    return (
      <li key={e.slug}>
        <GateExampleCard
          src={e.src}
          width={e.thumbWidth}
          height={e.thumbHeight}
          alt={t.has(`alt.${e.slug}`) ? t(`alt.${e.slug}`) : t(`titles.${code ?? "good"}`)}
          title={t(`titles.${code ?? "good"}`)}
          badge={badge}
          messages={e.messageKeys.map((k) => tEngine(k))}
          details={details}
          codes={[...e.reasons, ...e.warnings]}
        />
      </li>
    );
  };
  const grid = "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

  return (
    <Container className="py-12 sm:py-16">
      <JsonLd data={await publicBreadcrumb(locale, "/ugly")} />
      <Heading level={1} size="display" className="max-w-4xl">{t("title")}</Heading>
      <p className="mt-4 max-w-3xl text-lg text-ink-soft">{t("intro", { min: limits.min })}</p>
      {examples.length > 0 ? <p className="mt-4 max-w-3xl text-ink-soft">{t("realExamples")}</p> : <p className="mt-4 max-w-3xl text-ink-soft" data-testid="no-examples">{t("empty")}</p>}

      {refused.length > 0 && (
        <section aria-labelledby="refused-title" className="mt-12">
          <Heading level={2} size="2xl" id="refused-title">{t("refused.title")}</Heading>
          <ul className={grid} data-testid="refused">{refused.map((e) => card(e, { label: t("refused.badge"), variant: "danger" }))}</ul>
        </section>
      )}

      {warned.length > 0 && (
        <section aria-labelledby="warned-title" className="mt-12">
          <Heading level={2} size="2xl" id="warned-title">{t("warned.title")}</Heading>
          <ul className={grid} data-testid="warned">{warned.map((e) => card(e, { label: t("warned.badge"), variant: "warning" }))}</ul>
        </section>
      )}

      {good.length > 0 && (
        <section aria-labelledby="good-title" className="mt-12">
          <Heading level={2} size="2xl" id="good-title">{t("good.title")}</Heading>
          <p className="mt-3 text-ink-soft">{t("good.intro")}</p>
          <ul className={grid} data-testid="good">{good.map((e) => card(e, { label: t("good.badge"), variant: "success" }))}</ul>
        </section>
      )}

      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="reasons-title">
          <Heading level={2} size="xl" id="reasons-title">{t("allReasons.title")}</Heading>
          <p className="mt-2 text-ink-soft">{t("allReasons.intro")}</p>
          <dl className="mt-4 space-y-3 text-sm" data-testid="all-reasons">
            {REASON_CODES.map((code) => (
              <div key={code}>
                <dt className="font-semibold text-ink">{t(`titles.${code}`)}</dt>
                <dd className="text-ink-soft">{tEngine(`reasons.${code}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="tips-title">
          <Heading level={2} size="xl" id="tips-title">{t("tips.title")}</Heading>
          <ul className="mt-4 space-y-3 text-sm text-ink">
            {TIPS.map((k) => (
              <li key={k} className="flex gap-2">
                <Icon name="check" size={18} className="mt-px shrink-0 text-brand" />
                <span>{t(`tips.${k}`, { minSide: DECODE_LIMITS.minSide })}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="mt-16 rounded-xl border border-line p-8 text-center">
        <Heading level={2} size="xl">{t("cta.title")}</Heading>
        <p className="mx-auto mt-3 max-w-2xl text-ink-soft">{t("cta.body")}</p>
        <ButtonLink href="/pricing" size="lg" className="mt-6">{t("cta.button")}</ButtonLink>
      </section>

      {examples.length > 0 && <p className="mt-10 text-xs text-ink-soft">{t("credits")}</p>}
    </Container>
  );
}
