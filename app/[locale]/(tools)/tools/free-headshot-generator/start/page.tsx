import { StartStep } from "@/components/tools/free-headshot/StartStep";
import { commonLabels, FREE_HEADSHOT_PATH, startLabels, stepMetadata } from "@/components/tools/free-headshot/page-labels";
import { Container } from "@/components/ui/container";
import { openPublicPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

const PATH = `${FREE_HEADSHOT_PATH}/start`;

export function generateMetadata({ params }: LocaleParams) {
  return stepMetadata(params, "start");
}

/** The free headshot's first step: the photo, checked by the API's quality gate. Cached and the same for everyone: the visitor's draft is in the island's store. */
export default async function FreeHeadshotStartPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const [labels, common] = await Promise.all([startLabels(locale), commonLabels(locale)]);
  return (
    <Container className="py-12 sm:py-16">
      <StartStep locale={locale} labels={labels} common={common} />
    </Container>
  );
}
