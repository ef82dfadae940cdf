import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/i18n/link";
import { Code, Lead, Muted, Prose, Small, Text, type TextSize, type TextTone } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { DemoSection, PageIntro } from "../_components/demo";

export const generateMetadata = designSystemMetadata("typography");

const SIZES: TextSize[] = ["sm", "md", "lg"];
const TONES: TextTone[] = ["default", "soft", "brand", "success", "warning", "danger"];

export default async function TypographyPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  return (
    <>
      <PageIntro title={t("pages.typography.title")} description={t("pages.typography.description")} />

      <DemoSection id="text" title={t("typography.text.title")} description={t("typography.text.description")} canvasClassName="grid gap-3">
        {SIZES.map((size) => (
          <Text key={size} size={size}>
            <Code className="mr-2 text-xs">{size}</Code>
            {t("typography.text.sample")}
          </Text>
        ))}
      </DemoSection>

      <DemoSection id="tones" title={t("typography.tones.title")} description={t("typography.tones.description")} canvasClassName="grid gap-2">
        {TONES.map((tone) => (
          <Text key={tone} tone={tone} weight="medium">
            {t(`typography.tones.${tone}`)}
          </Text>
        ))}
      </DemoSection>

      <DemoSection id="roles" title={t("typography.roles.title")} description={t("typography.roles.description")} canvasClassName="grid gap-5">
        <div>
          <Code className="text-xs">Lead</Code>
          <Lead className="mt-2">{t("typography.roles.lead")}</Lead>
        </div>
        <div>
          <Code className="text-xs">Muted</Code>
          <Muted className="mt-2">{t("typography.roles.muted")}</Muted>
        </div>
        <div>
          <Code className="text-xs">Small</Code>
          <p className="mt-2">
            <Small>{t("typography.roles.small")}</Small>
          </p>
        </div>
        <div>
          <Code className="text-xs">Code</Code>
          <Text className="mt-2">{t.rich("typography.roles.code", { code: (chunks) => <Code>{chunks}</Code> })}</Text>
        </div>
      </DemoSection>

      <DemoSection id="prose" title={t("typography.prose.title")} description={t("typography.prose.description")} canvasClassName="block">
        <Prose>
          <h2>{t("typography.prose.heading")}</h2>
          <p>{t("typography.prose.intro")}</p>
          <ul>
            <li>{t("typography.prose.tip1")}</li>
            <li>{t("typography.prose.tip2")}</li>
            <li>{t("typography.prose.tip3")}</li>
          </ul>
          <blockquote>{t("typography.prose.quote")}</blockquote>
          <h3>{t("typography.prose.subheading")}</h3>
          <p>
            {t.rich("typography.prose.outro", {
              strong: (chunks) => <strong>{chunks}</strong>,
              link: (chunks) => <Link href="/pricing">{chunks}</Link>,
            })}
          </p>
        </Prose>
      </DemoSection>
    </>
  );
}
