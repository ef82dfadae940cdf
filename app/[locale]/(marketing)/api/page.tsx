import { JsonLd } from "@/components/seo/JsonLd";
import { getTranslations } from "next-intl/server";
import { ApiReference } from "@/components/api/ApiReference";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { scalarBundleUrl } from "@/lib/api/reference";
import { env } from "@/lib/env";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamApi.meta" });
  return pageMetadata({ path: "/api", locale, title: t("publicTitle"), description: t("publicDescription") });
}

const snippet = (text: string) => <pre key={text} className="overflow-x-auto rounded-lg bg-mist px-3 py-2 font-mono text-sm">{text}</pre>;

/** /api: what the business API is (auth, base URL, limits, errors, webhooks) and its interactive reference. */
export default async function ApiDocsPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, "/api");
  const t = await getTranslations("TeamApi.page");
  const base = `${env.APP_URL.replace(/\/+$/, "")}/api/v2`;
  const sections: { key: "auth" | "base" | "limits" | "errors" | "photos" | "webhooks"; code?: string[] }[] = [
    { key: "auth", code: ["Authorization: Bearer lum_live_…"] },
    { key: "base", code: [base, `{ "success": true, "data": { … } }`, `{ "success": false, "error": "…", "code": "NOT_FOUND" }`] },
    { key: "limits" },
    { key: "errors" },
    { key: "photos" },
    { key: "webhooks" },
  ];
  return (
    <div className="flex flex-col gap-10 py-10">
      <JsonLd data={await publicBreadcrumb(locale, "/api")} />
      <Container className="flex flex-col gap-6">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-3 max-w-3xl text-lg text-ink-soft">{t("intro")}</p>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          {sections.map((s) => (
            <section key={s.key} aria-labelledby={`api-${s.key}`} className="flex flex-col gap-2">
              <Heading level={2} size="md" id={`api-${s.key}`}>{t(`${s.key}.title`)}</Heading>
              <p className="text-ink-soft">{t(`${s.key}.text`)}</p>
              {s.code?.map(snippet)}
            </section>
          ))}
        </div>
        <p><a href="/api/v2/openapi.json" className="underline">{t("openapi")}</a></p>
      </Container>
      <section aria-labelledby="api-reference-title">
        <Container>
          <Heading level={2} size="lg" id="api-reference-title">{t("reference")}</Heading>
        </Container>
        <ApiReference bundleUrl={scalarBundleUrl()} documentUrl="/api/v2/openapi.json" loadingLabel={t("loading")} />
        <noscript><Container><p>{t("noscript")}</p></Container></noscript>
      </section>
    </div>
  );
}
