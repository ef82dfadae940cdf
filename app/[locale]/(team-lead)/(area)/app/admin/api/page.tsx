import Link from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { ApiKeysTable, CreateApiKeyForm, type ApiKeyView } from "@/components/team-lead/ApiKeysPanel";
import { WebhooksSection } from "@/components/team-lead/webhooks/WebhooksSection";
import { Alert } from "@/components/ui/alert";
import { Heading } from "@/components/ui/heading";
import { API_SCOPES } from "@/lib/api/keys";
import { listApiKeys } from "@/lib/api/manage";
import { apiUsageByDay } from "@/lib/api/usage";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { leadTeam } from "@/lib/teams/lead-page";
import { organizationSettings } from "@/lib/teams/settings";
import { loadWebhooksSection } from "@/lib/webhooks/endpoint";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamApi.meta" });
  return pageMetadata({ path: "/app/admin/api", locale, title: t("title"), index: false });
}

/**
 * /app/admin/api: the organisation's business API keys (make one, its secret shown once; list with
 * scopes and last use; revoke) and the requests per day of the last 14 days, of all keys or of one
 * (?key=…); below them the outgoing webhooks (components/team-lead/webhooks, lib/webhooks).
 */
export default async function ApiPage({ params, searchParams }: Props) {
  const ctx = await openPage(params, "/app/admin/api");
  const team = await leadTeam(ctx, "api.manage");
  const { db, locale } = ctx;
  const sp = await searchParams;
  const keys = await listApiKeys(db, team.organizationId);
  const chosen = keys.find((k) => k.id === searchParam(sp, "key"))?.id ?? null;
  const [t, format, messages, usage, settings, webhooks] = await Promise.all([
    getTranslations("TeamApi.admin"), getFormatter(), getMessages(), apiUsageByDay(db, team.organizationId, { keyId: chosen, days: 14 }),
    organizationSettings(db, team.organizationId), loadWebhooksSection(db, team.organizationId),
  ]);
  const views: ApiKeyView[] = keys.map((k) => ({
    id: k.id, name: k.name, prefix: k.prefix, scopes: k.scopes, createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null, revokedAt: k.revokedAt?.toISOString() ?? null,
  }));
  const peak = Math.max(1, ...usage.map((d) => d.requests));
  const total = usage.reduce((n, d) => n + d.requests, 0);
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamApi", "TeamLead"])}>
      <div className="flex flex-col gap-8" data-testid="api-page">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">
            {t.rich("intro", { link: (chunks) => <Link href={localizePath("/api", locale)} className="underline">{chunks}</Link> })}
          </p>
        </div>
        {!settings.features.api && <Alert variant="warning">{t("disabled")}</Alert>}
        <CreateApiKeyForm scopes={API_SCOPES} />
        <section className="flex flex-col gap-3" aria-labelledby="api-keys-title">
          <Heading level={2} size="lg" id="api-keys-title">{t("keys.title")}</Heading>
          <ApiKeysTable keys={views} />
        </section>
        <section className="flex flex-col gap-3" aria-labelledby="api-usage-title">
          <Heading level={2} size="lg" id="api-usage-title">{t("usage.title")}</Heading>
          <p className="text-ink-soft">{t("usage.intro")}</p>
          {keys.length > 0 && (
            <form method="get" className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col gap-1 text-sm">
                <span className="text-ink-soft">{t("usage.key")}</span>
                <select name="key" defaultValue={chosen ?? ""} className="h-10 rounded-lg border border-line px-3">
                  <option value="">{t("usage.allKeys")}</option>
                  {keys.map((k) => <option key={k.id} value={k.id}>{k.name} ({k.prefix}…)</option>)}
                </select>
              </label>
              <button type="submit" className="h-10 rounded-lg border border-line px-4 text-sm font-medium">{t("usage.show")}</button>
            </form>
          )}
          <p className="text-sm font-medium" data-testid="api-usage-total">{t("usage.total", { count: total })}</p>
          <table className="w-full max-w-2xl text-sm" data-testid="api-usage">
            <caption className="sr-only">{t("usage.title")}</caption>
            <thead className="text-left text-ink-soft">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">{t("usage.day")}</th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">{t("usage.requests")}</th>
                <th scope="col" className="w-1/2 py-1"><span className="sr-only">{t("usage.requests")}</span></th>
              </tr>
            </thead>
            <tbody>
              {usage.map((d) => (
                <tr key={d.day} className="border-t border-line">
                  <th scope="row" className="py-1 pr-4 font-normal whitespace-nowrap">{format.dateTime(new Date(`${d.day}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })}</th>
                  <td className="py-1 pr-4 text-right tabular-nums">{format.number(d.requests)}</td>
                  <td className="py-1" aria-hidden="true">
                    <div className="h-2 rounded-full bg-brand" style={{ width: `${(d.requests / peak) * 100}%` }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <WebhooksSection data={webhooks} locale={locale} />
      </div>
    </NextIntlClientProvider>
  );
}
