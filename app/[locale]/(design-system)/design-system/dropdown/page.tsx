import { getTranslations, setRequestLocale } from "next-intl/server";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";
import { DropdownDemos } from "../_components/dropdown-demos";

export const generateMetadata = designSystemMetadata("dropdown");

const SECTIONS = ["basic", "end", "disabled", "links"] as const;

export default async function DropdownPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.dropdown.title")} description={t("pages.dropdown.description")} />
      <p className="mb-10 max-w-prose rounded-card bg-brand-soft px-4 py-3 text-sm text-ink">{t("dropdown.keyboard")}</p>
      {SECTIONS.map((section) => (
        <DemoSection key={section} id={section} title={t(`dropdown.${section}.title`)} description={t(`dropdown.${section}.description`)} canvasClassName="flex min-h-64 items-start">
          <DropdownDemos section={section} />
        </DemoSection>
      ))}
    </>
  );
}
