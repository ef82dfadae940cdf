import { getTranslations, setRequestLocale } from "next-intl/server";
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";
import { LoadingButtonDemo } from "../_components/loading-button-demo";

export const generateMetadata = designSystemMetadata("button");

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "ghost", "danger", "link"];
const SIZES: ButtonSize[] = ["sm", "md", "lg"];

export default async function ButtonPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.button.title")} description={t("pages.button.description")} />

      <DemoSection id="variants" title={t("button.variants.title")} description={t("button.variants.description")}>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {t(`button.samples.${variant}`)}
          </Button>
        ))}
      </DemoSection>

      <DemoSection id="sizes" title={t("button.sizes.title")} description={t("button.sizes.description")}>
        {SIZES.map((size) => (
          <Button key={size} size={size}>
            {t(`button.sizes.${size}`)}
          </Button>
        ))}
        {SIZES.map((size) => (
          <Button key={`s-${size}`} size={size} variant="secondary">
            {t(`button.sizes.${size}`)}
          </Button>
        ))}
      </DemoSection>

      <DemoSection id="icons" title={t("button.icons.title")} description={t("button.icons.description")}>
        <Button iconLeft="upload">{t("button.icons.left")}</Button>
        <Button variant="secondary" iconRight="chevron-right">
          {t("button.icons.right")}
        </Button>
        <Button variant="secondary" iconOnly="settings">
          {t("button.icons.settings")}
        </Button>
        <Button variant="ghost" iconOnly="trash">
          {t("button.icons.delete")}
        </Button>
        <Button variant="danger" iconOnly="trash" size="sm">
          {t("button.icons.delete")}
        </Button>
      </DemoSection>

      <DemoSection id="states" title={t("button.states.title")} description={t("button.states.description")}>
        <LoadingButtonDemo label={t("button.states.save")} />
        <Button loading variant="secondary">
          {t("button.states.saving")}
        </Button>
        <Button disabled>{t("button.states.disabled")}</Button>
        <Button disabled variant="secondary">
          {t("button.states.disabled")}
        </Button>
      </DemoSection>

      <DemoSection id="full-width" title={t("button.fullWidth.title")} description={t("button.fullWidth.description")} canvasClassName="grid max-w-sm gap-3">
        <Button fullWidth size="lg" iconRight="chevron-right">
          {t("button.fullWidth.checkout")}
        </Button>
        <Button fullWidth variant="secondary">
          {t("button.samples.ghost")}
        </Button>
      </DemoSection>

      <DemoSection id="links" title={t("button.links.title")} description={t("button.links.description")}>
        <ButtonLink href="/pricing">{t("button.links.internal")}</ButtonLink>
        <ButtonLink href="https://www.linkedin.com" newTab variant="secondary" iconRight="external-link">
          {t("button.links.external")}
        </ButtonLink>
        <ButtonLink href="/design-system" variant="link">
          {t("button.links.inline")}
        </ButtonLink>
      </DemoSection>
    </>
  );
}
