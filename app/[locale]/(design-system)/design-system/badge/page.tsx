import { getTranslations, setRequestLocale } from "next-intl/server";
import { Badge, type BadgeSize, type BadgeVariant } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";

export const generateMetadata = designSystemMetadata("badge");

const VARIANTS: BadgeVariant[] = ["neutral", "brand", "success", "warning", "danger", "info", "outline"];
const SIZES: BadgeSize[] = ["sm", "md", "lg"];

export default async function BadgePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.badge.title")} description={t("pages.badge.description")} />

      <DemoSection id="variants" title={t("badge.variants.title")} description={t("badge.variants.description")}>
        {VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {t(`badge.samples.${variant}`)}
          </Badge>
        ))}
      </DemoSection>

      <DemoSection id="sizes" title={t("badge.sizes.title")} description={t("badge.sizes.description")}>
        {SIZES.map((size) => (
          <Badge key={size} size={size} variant="brand">
            {t(`badge.sizes.${size}`)}
          </Badge>
        ))}
      </DemoSection>

      <DemoSection id="icons" title={t("badge.icons.title")} description={t("badge.icons.description")}>
        <Badge variant="success" icon="check">
          {t("badge.icons.verified")}
        </Badge>
        <Badge variant="brand" icon="heart">
          {t("badge.icons.favourite")}
        </Badge>
        <Badge variant="info" icon="users">
          {t("badge.icons.team")}
        </Badge>
        <Badge variant="outline" icon="lock">
          {t("badge.icons.private")}
        </Badge>
      </DemoSection>

      <DemoSection id="dots" title={t("badge.dots.title")} description={t("badge.dots.description")}>
        <Badge variant="success" dot>
          {t("badge.dots.active")}
        </Badge>
        <Badge variant="warning" dot>
          {t("badge.dots.generating")}
        </Badge>
        <Badge variant="neutral" dot>
          {t("badge.dots.offline")}
        </Badge>
      </DemoSection>
    </>
  );
}
