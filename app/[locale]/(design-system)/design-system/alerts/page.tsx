import { getTranslations, setRequestLocale } from "next-intl/server";
import { Alert, type AlertVariant } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";

export const generateMetadata = designSystemMetadata("alerts");

const VARIANTS: AlertVariant[] = ["info", "success", "warning", "danger"];

export default async function AlertsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.alerts.title")} description={t("pages.alerts.description")} />

      <DemoSection id="variants" title={t("alerts.variants.title")} description={t("alerts.variants.description")} canvasClassName="grid gap-4">
        {VARIANTS.map((variant) => (
          <Alert key={variant} variant={variant} title={t(`alerts.samples.${variant}.title`)} role="none">
            {t(`alerts.samples.${variant}.body`)}
          </Alert>
        ))}
      </DemoSection>

      <DemoSection id="no-title" title={t("alerts.noTitle.title")} description={t("alerts.noTitle.description")} canvasClassName="grid gap-4">
        <Alert variant="info" role="none">
          {t("alerts.noTitle.sample")}
        </Alert>
      </DemoSection>

      <DemoSection id="dismissible" title={t("alerts.dismissible.title")} description={t("alerts.dismissible.description")} canvasClassName="grid gap-4">
        <Alert variant="success" title={t("alerts.samples.success.title")} dismissible role="none">
          {t("alerts.samples.success.body")}
        </Alert>
        <Alert variant="warning" dismissible role="none">
          {t("alerts.dismissible.sample")}
        </Alert>
      </DemoSection>
    </>
  );
}
