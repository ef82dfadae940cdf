import { getTranslations } from "next-intl/server";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import type { Translate } from "@/components/backoffice/catalog/package-editor";
import { FreeToolDaysTable } from "@/components/backoffice/catalog/free-tool-days";
import { CONVERSION_DAYS, FREE_STATS_DAYS, freeToolStats } from "@/lib/backoffice/free-tools/stats";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { formatMoney } from "@/lib/payments/money";

export const generateMetadata = backofficeMetadata("/admin/tools/free-headshots", "BackofficeCatalog.freeTools");

/** The free tools' use per UTC day over the last 30 days, and the purchases by people who used one. */
export default async function FreeHeadshotsStatsPage({ params }: LocaleParams) {
  const { db, locale } = await openPage(params, "/admin/tools/free-headshots");
  const [tt, stats] = await Promise.all([getTranslations("BackofficeCatalog"), freeToolStats(db)]);
  const t = tt as unknown as Translate;
  const money = (revenue: Record<string, number>) => Object.entries(revenue).map(([c, n]) => formatMoney(n, c, locale)).join(" · ") || "—";

  return (
    <AdminPage title={t("freeTools.title")} intro={t("freeTools.intro", { days: FREE_STATS_DAYS, from: stats.from, to: stats.to })} testId="free-tool-stats">
      <AdminSection title={t("freeTools.headshotTitle")} description={t("freeTools.countersNote")} testId="free-headshot-days">
        <FreeToolDaysTable t={t} data={stats.tools.HEADSHOT} events={["photo", "photoRefused", "started", "finished", "failed", "limit", "drafts"]} />
      </AdminSection>
      <AdminSection title={t("freeTools.conversionTitle")} description={t("freeTools.conversionNote", { days: CONVERSION_DAYS })} testId="free-tool-conversions">
        <p className="mb-3 text-sm" data-testid="conversion-total">{t("freeTools.conversionTotal", { orders: stats.conversions.orders, revenue: money(stats.conversions.revenue) })}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead><tr className="text-ink-soft"><th className="py-1 pr-3 font-medium">{t("freeTools.day")}</th><th className="pr-3 font-medium">{t("freeTools.orders")}</th><th className="pr-3 font-medium">{t("freeTools.revenue")}</th></tr></thead>
            <tbody>
              {stats.conversions.days.map((d) => (
                <tr key={d.day} className="border-t border-line"><td className="py-1.5 pr-3 tabular-nums">{d.day}</td><td className="pr-3 tabular-nums">{d.orders}</td><td className="pr-3 tabular-nums">{money(d.revenue)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminSection>
      <AdminSection title={t("freeTools.pfpTitle")} description={t("freeTools.pfpNote")} testId="free-pfp-days">
        <FreeToolDaysTable t={t} data={stats.tools.PFP} events={["started", "finished", "failed", "photoRefused", "limit"]} />
      </AdminSection>
    </AdminPage>
  );
}
