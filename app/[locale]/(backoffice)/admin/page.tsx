import { getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { activityOverview, overviewLinks, platformOverview, type ActivityWindow } from "@/lib/backoffice/overview";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { formatMoney } from "@/lib/payments/money";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Backoffice" });
  return pageMetadata({ path: "/admin", locale, title: t("title"), index: false });
}

export default async function AdminHome({ params }: LocaleParams) {
  const { db, locale } = await openPage(params, "/admin");
  const [t, overview, activity] = await Promise.all([getTranslations("Backoffice"), platformOverview(db), activityOverview(db)]);
  const cards = [
    ["users", overview.users],
    ["organizations", overview.organizations],
    ["shoots", overview.shoots],
    ["activeShoots", overview.activeShoots],
    ["emailsToday", overview.emailsToday],
    ["failedEmails", overview.failedEmails],
  ] as const;
  const money = (rows: ActivityWindow["orders"]) =>
    rows.length === 0 ? t("dashboard.activity.none") : rows.map((r) => t("dashboard.activity.moneyLine", { count: r.count, amount: formatMoney(r.amount, r.currency, locale) })).join(" · ");
  const windows = [["today", activity.today], ["last30Days", activity.last30Days]] as const;
  const linkClass = "underline underline-offset-2";
  return (
    <div className="flex flex-col gap-6">
      <Heading level={1}>{t("dashboard.title")}</Heading>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-overview">
        {cards.map(([key, value]) => (
          <div key={key} className="rounded-[var(--radius-card)] border border-line p-5">
            <dt className="text-sm text-ink-soft">{t(`dashboard.${key}`)}</dt>
            <dd className="mt-1 text-3xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <Link href={overviewLinks.refundRequests()} className="rounded-[var(--radius-card)] border border-line p-5 hover:bg-mist" data-testid="overview-open-refunds">
          <span className="text-sm text-ink-soft">{t("dashboard.activity.openRefundRequests")}</span>
          <span className="mt-1 block text-3xl font-semibold">{activity.openRefundRequests}</span>
        </Link>
        <Link href={overviewLinks.supportTickets()} className="rounded-[var(--radius-card)] border border-line p-5 hover:bg-mist" data-testid="overview-open-tickets">
          <span className="text-sm text-ink-soft">{t("dashboard.activity.openSupportTickets")}</span>
          <span className="mt-1 block text-3xl font-semibold">{activity.openSupportTickets}</span>
        </Link>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {windows.map(([key, w]) => (
          <section key={key} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-5" data-testid={`overview-${key}`}>
            <h2 className="text-lg font-semibold">{t(`dashboard.activity.${key}`)}</h2>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-ink-soft">{t("dashboard.activity.orders")}</dt>
              <dd><Link href={overviewLinks.orders(w.from)} className={linkClass}>{money(w.orders)}</Link></dd>
              <dt className="text-ink-soft">{t("dashboard.activity.refunds")}</dt>
              <dd><Link href={overviewLinks.refunds(w.from)} className={linkClass}>{money(w.refunds)}</Link></dd>
              <dt className="text-ink-soft">{t("dashboard.activity.shoots")}</dt>
              <dd className="flex flex-wrap gap-x-3">
                {w.shoots.length === 0 ? t("dashboard.activity.none") : w.shoots.map((s) => (
                  <Link key={s.state} href={overviewLinks.shoots(s.state)} className={linkClass}>{t("dashboard.activity.shootState", { state: t(`dashboard.activity.states.${s.state}`), count: s.count })}</Link>
                ))}
              </dd>
              <dt className="text-ink-soft">{t("dashboard.activity.failedJobs")}</dt>
              <dd><Link href={overviewLinks.failedJobs()} className={linkClass}>{w.failedJobs}</Link></dd>
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
