import { getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { platformOverview } from "@/lib/backoffice/overview";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Backoffice" });
  return pageMetadata({ path: "/admin", locale, title: t("title"), index: false });
}

export default async function AdminHome({ params }: LocaleParams) {
  const { db } = await openPage(params, "/admin");
  const [t, overview] = await Promise.all([getTranslations("Backoffice"), platformOverview(db)]);
  const cards = [
    ["users", overview.users],
    ["organizations", overview.organizations],
    ["shoots", overview.shoots],
    ["activeShoots", overview.activeShoots],
    ["emailsToday", overview.emailsToday],
    ["failedEmails", overview.failedEmails],
  ] as const;
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
    </div>
  );
}
