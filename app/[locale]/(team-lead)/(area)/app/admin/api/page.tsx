import { getTranslations } from "next-intl/server";
import { WebhooksSection } from "@/components/team-lead/webhooks/WebhooksSection";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { leadTeam } from "@/lib/teams/lead-page";
import { loadWebhooksSection } from "@/lib/webhooks/endpoint";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamWebhooks.meta" });
  return pageMetadata({ path: "/app/admin/api", locale, title: t("title"), index: false });
}

/** /app/admin/api: the business API's settings. Here: the outgoing webhooks (the API keys live beside them). */
export default async function ApiSettingsPage({ params }: LocaleParams) {
  const ctx = await openPage(params, "/app/admin/api");
  const team = await leadTeam(ctx, "api.manage");
  const [t, webhooks] = await Promise.all([getTranslations({ locale: ctx.locale, namespace: "TeamWebhooks.meta" }), loadWebhooksSection(ctx.db, team.organizationId)]);
  return (
    <div className="flex flex-col gap-8">
      <Heading level={1}>{t("title")}</Heading>
      <WebhooksSection data={webhooks} locale={ctx.locale} />
    </div>
  );
}
