import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/JsonLd";
import { BACKDROP_SWATCHES } from "@/components/tools/free-headshot/swatches";
import { FREE_HEADSHOT_PATH, FREE_MAX_PHOTO_MB } from "@/components/tools/free-headshot/page-labels";
import { buttonClassName } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";
import { readParameter } from "@/lib/parameters/read";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { faqJsonLd } from "@/lib/seo/structured-data";
import { FREE_BACKDROPS } from "@/lib/tools/free-headshot/contract";

const PATH = FREE_HEADSHOT_PATH;
const SAMPLE = ["size", "backdrop", "yourself", "watermark"] as const;
const HOW = ["photo", "gender", "edit", "get"] as const;
const FAQ = ["free", "watermark", "photo", "refused", "keep", "package"] as const;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const t = await getTranslations({ locale, namespace: "ToolFreeHeadshot.meta" });
  return pageMetadata({ path: PATH, locale, title: t("title"), description: t("description") });
}

/**
 * /tools/free-headshot-generator: what the free headshot is (honestly: 1024 px, a studio backdrop, a
 * visible watermark, the person's own clothes and expression), how it works, its limits (the day's
 * number is the admin parameter, read when the cached page is made), privacy, questions, the start,
 * and the packages. The steps themselves are the pages under it.
 */
export default async function FreeHeadshotGeneratorPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, PATH);
  const [t, edit] = await Promise.all([getTranslations({ locale, namespace: "ToolFreeHeadshot.landing" }), getTranslations({ locale, namespace: "ToolFreeHeadshot.edit" })]);
  const limit = await readParameter(db, "tools.freeHeadshotsPerDay");
  const faq = FAQ.map((k) => ({ question: t(`faq.items.${k}.q`), answer: t(`faq.items.${k}.a`) }));
  const start = `${PATH}/start`;

  return (
    <div className="flex flex-col gap-16 py-12 sm:py-16">
      <JsonLd data={[await publicBreadcrumb(locale, PATH), faqJsonLd(faq)].filter((d) => d !== null)} />
      <Container>
        <div className="max-w-3xl">
          <p className="text-sm font-medium uppercase tracking-wide text-brand">{t("eyebrow")}</p>
          <Heading level={1} size="display" className="mt-2">{t("title")}</Heading>
          <p className="mt-4 text-lg text-ink-soft">{t("lead")}</p>
          <Link href={start} className={`${buttonClassName({ size: "lg" })} mt-8`} data-testid="free-headshot-start-link">{t("start")}</Link>
        </div>
      </Container>

      <Container as="section" id="sample">
        <Heading level={2}>{t("sample.title")}</Heading>
        <p className="mt-4 max-w-3xl text-ink-soft">{t("sample.text")}</p>
        <ul className="mt-6 flex max-w-3xl list-disc flex-col gap-3 pl-5 text-ink-soft" data-testid="free-headshot-sample">
          {SAMPLE.map((k) => <li key={k}>{t(`sample.points.${k}`)}</li>)}
        </ul>
        <h3 className="mt-8 font-semibold text-ink">{t("sample.backdrops")}</h3>
        <ul className="mt-4 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-5">
          {FREE_BACKDROPS.map((b) => (
            <li key={b} className="flex flex-col gap-2">
              <span aria-hidden="true" className="h-20 rounded-xl border border-line" style={{ background: BACKDROP_SWATCHES[b] }} />
              <span className="text-sm text-ink">{edit(`backdrops.${b}`)}</span>
            </li>
          ))}
        </ul>
      </Container>

      <Container as="section" id="how">
        <Heading level={2}>{t("how.title")}</Heading>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOW.map((k, i) => (
            <li key={k} className="flex flex-col gap-2 rounded-2xl border border-line bg-paper p-6">
              <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white">{i + 1}</span>
              <h3 className="font-semibold text-ink">{t(`how.steps.${k}.title`)}</h3>
              <p className="text-ink-soft">{t(`how.steps.${k}.text`)}</p>
            </li>
          ))}
        </ol>
      </Container>

      <Container as="section" id="limits">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <Heading level={2}>{t("limits.title")}</Heading>
            <ul className="mt-6 flex list-disc flex-col gap-3 pl-5 text-ink-soft" data-testid="free-headshot-limits">
              <li>{limit > 0 ? t("limits.perDay", { limit }) : t("limits.paused")}</li>
              <li>{t("limits.photo", { maxMb: FREE_MAX_PHOTO_MB })}</li>
              <li>{t("limits.choices")}</li>
            </ul>
          </div>
          <div>
            <Heading level={2}>{t("privacy.title")}</Heading>
            <p className="mt-6 text-ink-soft">{t("privacy.text")}</p>
            <Link href="/legal/privacy" className="mt-3 inline-block text-brand underline-offset-4 hover:underline">{t("privacy.link")}</Link>
          </div>
        </div>
      </Container>

      <Container as="section" id="faq">
        <Heading level={2}>{t("faq.title")}</Heading>
        <div className="mt-6 flex max-w-3xl flex-col divide-y divide-line rounded-2xl border border-line bg-paper">
          {faq.map((item) => (
            <details key={item.question} className="group p-5">
              <summary className="cursor-pointer font-medium text-ink">{item.question}</summary>
              <p className="mt-3 text-ink-soft">{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>

      <Container as="section">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-mist p-8" data-testid="free-headshot-offer">
          <Heading level={2} size="lg">{t("offer.title")}</Heading>
          <p className="text-ink-soft">{t("offer.text")}</p>
          <div className="flex flex-wrap gap-3">
            <Link href="/pricing" className={buttonClassName({ size: "lg" })}>{t("offer.button")}</Link>
            <Link href={start} className={buttonClassName({ variant: "secondary", size: "lg" })}>{t("start")}</Link>
          </div>
        </div>
      </Container>
    </div>
  );
}
