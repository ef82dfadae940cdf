import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/JsonLd";
import { buttonClassName } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

/**
 * The frame of the free tools' pages (email signature, team page, profile picture): headline, lead and intro, the
 * tool's island, a guide of short points, and one call to action. Strings from `namespace`: title,
 * lead, intro, guide.title, guide.items.<key>, cta.title, cta.text, cta.button.
 */
export async function SnippetToolPage({ namespace, path, locale, guide, cta, testIdPrefix, children }: {
  namespace: "ToolSignature" | "ToolTeamPage" | "ToolPfp";
  path: string;
  locale: Locale;
  guide: readonly string[];
  cta: string;
  testIdPrefix: string;
  children: ReactNode;
}) {
  const t = await getTranslations(namespace);
  return (
    <div className="flex flex-col gap-16 py-12 sm:py-16">
      <JsonLd data={await publicBreadcrumb(locale, path)} />
      <Container>
        <div className="max-w-3xl">
          <Heading level={1} size="display">{t("title")}</Heading>
          <p className="mt-4 text-lg text-ink-soft">{t("lead")}</p>
          <p className="mt-3 text-ink-soft">{t("intro")}</p>
        </div>
        <div className="mt-10">{children}</div>
      </Container>

      <Container as="section" id="guide">
        <Heading level={2}>{t("guide.title")}</Heading>
        <ul className="mt-6 flex max-w-3xl list-disc flex-col gap-3 pl-5 text-ink-soft" data-testid={`${testIdPrefix}-guide`}>
          {guide.map((key) => <li key={key}>{t(`guide.items.${key}`)}</li>)}
        </ul>
      </Container>

      <Container as="section">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-mist p-8">
          <Heading level={2} size="lg">{t("cta.title")}</Heading>
          <p className="text-ink-soft">{t("cta.text")}</p>
          <Link href={cta} className={buttonClassName({ size: "lg" })} data-testid={`${testIdPrefix}-cta`}>{t("cta.button")}</Link>
        </div>
      </Container>
    </div>
  );
}
