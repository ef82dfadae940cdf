import { EditStep } from "@/components/tools/free-headshot/ChoiceSteps";
import { commonLabels, editLabels, FREE_HEADSHOT_PATH, stepMetadata } from "@/components/tools/free-headshot/page-labels";
import { Container } from "@/components/ui/container";
import { openPublicPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

const PATH = `${FREE_HEADSHOT_PATH}/edit`;

export function generateMetadata({ params }: LocaleParams) {
  return stepMetadata(params, "edit");
}

/** The free headshot's third step: the backdrop and the framing. Cached and the same for everyone: the visitor's draft is in the island's store. */
export default async function FreeHeadshotEditPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const [labels, common] = await Promise.all([editLabels(locale), commonLabels(locale)]);
  return (
    <Container className="py-12 sm:py-16">
      <EditStep locale={locale} labels={labels} common={common} />
    </Container>
  );
}
