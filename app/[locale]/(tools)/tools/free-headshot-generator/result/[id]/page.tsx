import { getTranslations } from "next-intl/server";
import { commonLabels, FREE_HEADSHOT_PATH, resultLabels } from "@/components/tools/free-headshot/page-labels";
import { ResultStep } from "@/components/tools/free-headshot/ResultStep";
import { Container } from "@/components/ui/container";
import { openPublicPage } from "@/lib/http/page";
import { tokenPageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";

const PATH = `${FREE_HEADSHOT_PATH}/result/[id]`;

/**
 * Not for search engines (and no referrer); its other languages are the same result in them, as on
 * every public page (the id is only the address's: the visitor's cookie is what opens the result).
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale } = await openPublicPage(params, PATH);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "ToolFreeHeadshot.stepMeta" });
  return tokenPageMetadata({ path: `${FREE_HEADSHOT_PATH}/result/${encodeURIComponent(id)}`, title: t("result") });
}

/**
 * A free headshot's result. The page never reads the id: its HTML is the same for every id (cached),
 * and the island reads the id from the address and asks the API, which answers only its own visitor.
 */
export default async function FreeHeadshotResultPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const [labels, common] = await Promise.all([resultLabels(locale), commonLabels(locale)]);
  return (
    <Container className="py-12 sm:py-16">
      <ResultStep locale={locale} labels={labels} common={common} />
    </Container>
  );
}
