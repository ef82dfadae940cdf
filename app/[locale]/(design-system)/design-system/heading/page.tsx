import { getTranslations, setRequestLocale } from "next-intl/server";
import { Code, DEFAULT_HEADING_SIZE, Heading, type HeadingLevel, type HeadingSize } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";

export const generateMetadata = designSystemMetadata("heading");

const LEVELS: HeadingLevel[] = [1, 2, 3, 4, 5, 6];
const SIZES: HeadingSize[] = ["display", "3xl", "2xl", "xl", "lg", "md", "sm"];

export default async function HeadingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.heading.title")} description={t("pages.heading.description")} />

      <DemoSection id="levels" title={t("heading.levels.title")} description={t("heading.levels.description")} canvasClassName="grid gap-5">
        {LEVELS.map((level) => (
          <div key={level} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <Heading level={level} size={DEFAULT_HEADING_SIZE[level]}>
              {t("heading.levels.sample", { level })}
            </Heading>
            <Code>{`<h${level}> · ${DEFAULT_HEADING_SIZE[level]}`}</Code>
          </div>
        ))}
      </DemoSection>

      <DemoSection id="independent" title={t("heading.independent.title")} description={t("heading.independent.description")} canvasClassName="grid gap-6">
        <div className="space-y-1">
          <Heading level={3} size="sm">
            {t("heading.independent.eyebrow")}
          </Heading>
          <Heading level={4} size="display">
            {t("heading.independent.display")}
          </Heading>
          <p className="pt-1">
            <Code>{`<h3 size="sm"> + <h4 size="display">`}</Code>
          </p>
        </div>
      </DemoSection>

      <DemoSection id="sizes" title={t("heading.sizes.title")} description={t("heading.sizes.description")} canvasClassName="grid gap-4">
        {SIZES.map((size) => (
          <div key={size} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <Heading level={3} size={size}>
              {t("heading.sizes.sample")}
            </Heading>
            <Code>{size}</Code>
          </div>
        ))}
      </DemoSection>
    </>
  );
}
