import { GenderStep } from "@/components/tools/free-headshot/ChoiceSteps";
import { commonLabels, FREE_HEADSHOT_PATH, genderLabels, stepMetadata } from "@/components/tools/free-headshot/page-labels";
import { Container } from "@/components/ui/container";
import { openPublicPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

const PATH = `${FREE_HEADSHOT_PATH}/gender`;

export function generateMetadata({ params }: LocaleParams) {
  return stepMetadata(params, "gender");
}

/** The free headshot's second step: female, male, or rather not say. Cached and the same for everyone: the visitor's draft is in the island's store. */
export default async function FreeHeadshotGenderPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const [labels, common] = await Promise.all([genderLabels(locale), commonLabels(locale)]);
  return (
    <Container className="py-12 sm:py-16">
      <GenderStep locale={locale} labels={labels} common={common} />
    </Container>
  );
}
