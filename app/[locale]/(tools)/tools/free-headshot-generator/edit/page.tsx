import { getTranslations } from "next-intl/server";
import { EditStep } from "@/components/tools/free-headshot/ChoiceSteps";
import { commonLabels, FREE_HEADSHOT_PATH, editLabels } from "@/components/tools/free-headshot/page-labels";
import { Container } from "@/components/ui/container";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";

const PATH = `${FREE_HEADSHOT_PATH}/edit`;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const t = await getTranslations({ locale, namespace: "ToolFreeHeadshot.stepMeta" });
  return pageMetadata({ path: PATH, locale, title: t("edit"), index: false });
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
