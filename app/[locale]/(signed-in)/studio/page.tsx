import { getTranslations } from "next-intl/server";
import { StudioGrid } from "@/components/studio/StudioGrid";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { getStorage } from "@/lib/storage";
import { buyCreditsPath } from "@/lib/studio/options";
import { readStudioOverview } from "@/lib/studio/versions";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Studio" });
  return pageMetadata({ path: "/studio", locale, title: t("metaTitle"), index: false });
}

/** /studio: the person's finished headshots, each opening the editor, and their edit credits. */
export default async function StudioPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/studio");
  const [overview, t] = await Promise.all([readStudioOverview(db, getStorage(), { userId: principal!.userId, locale }), getTranslations("Studio")]);
  // Credits are bought on a shoot's page: the newest ready one.
  const latest = overview.shoots[0];
  return (
    <div className="flex flex-col gap-8" data-testid="studio">
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div className="max-w-2xl">
          <Heading level={1} size="2xl">{t("title")}</Heading>
          <p className="mt-3 text-ink-soft">{t("lead")}</p>
        </div>
        <section aria-labelledby="studio-credits" className="flex min-w-64 flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-mist/50 p-4">
          <h2 id="studio-credits" className="text-sm text-ink-soft">{t("credits.label")}</h2>
          <p className="text-2xl font-semibold text-ink" data-testid="studio-credits" data-credits={overview.credits}>{t("credits.balance", { count: overview.credits })}</p>
          <p className="text-xs text-ink-soft">{t("credits.cost", { cost: overview.cost })}</p>
          {latest && (
            <ButtonLink href={buyCreditsPath(latest.id)} variant="secondary" size="sm" iconLeft="credit-card" data-testid="studio-buy-credits">{t("credits.buy")}</ButtonLink>
          )}
        </section>
      </div>
      {overview.shoots.length === 0 ? (
        <div data-testid="studio-empty" className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center">
          <Heading level={2} size="lg">{t("empty.title")}</Heading>
          <p className="mx-auto mt-2 max-w-md text-ink-soft">{t("empty.body")}</p>
          <ButtonLink href="/app" className="mt-6">{t("empty.cta")}</ButtonLink>
        </div>
      ) : (
        <StudioGrid shoots={overview.shoots} />
      )}
    </div>
  );
}
