import { getTranslations, setRequestLocale } from "next-intl/server";
import { Code, Icon, ICON_NAMES } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";

export const generateMetadata = designSystemMetadata("icons");

const SIZES = [16, 20, 24, 32];

export default async function IconsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.icons.title")} description={t("pages.icons.description")} />

      <DemoSection id="set" title={t("icons.set.title", { count: ICON_NAMES.length })} description={t("icons.set.description")} canvasClassName="block">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {ICON_NAMES.map((name) => (
            <li key={name} className="flex items-center gap-3 rounded-md border border-line px-3 py-2.5">
              <Icon name={name} size={20} className="text-ink" />
              <Code className="truncate bg-transparent px-0 text-xs">{name}</Code>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="sizes" title={t("icons.sizes.title")} description={t("icons.sizes.description")}>
        {SIZES.map((size) => (
          <span key={size} className="inline-flex flex-col items-center gap-2">
            <Icon name="sparkles" size={size} className="text-brand" />
            <Code className="text-xs">{size}</Code>
          </span>
        ))}
      </DemoSection>

      <DemoSection id="colour" title={t("icons.colour.title")} description={t("icons.colour.description")}>
        <Icon name="check-circle" size={24} className="text-success" />
        <Icon name="alert" size={24} className="text-warning" />
        <Icon name="alert-circle" size={24} className="text-danger" />
        <Icon name="info" size={24} className="text-info" />
        <Icon name="heart" size={24} className="text-brand" />
      </DemoSection>

      <DemoSection id="labels" title={t("icons.labels.title")} description={t("icons.labels.description")} canvasClassName="grid gap-3 text-sm text-ink">
        <p className="flex items-center gap-2">
          <Icon name="mail" size={18} className="text-ink-soft" />
          {t("icons.labels.decorative")}
        </p>
        <p className="flex items-center gap-2">
          <Icon name="lock" size={18} className="text-ink-soft" label={t("icons.labels.privateLabel")} />
          {t("icons.labels.meaningful")}
        </p>
      </DemoSection>
    </>
  );
}
