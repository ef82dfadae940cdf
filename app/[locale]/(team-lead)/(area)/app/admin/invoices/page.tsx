import { getTranslations } from "next-intl/server";
import { teamInvoiceColumns } from "@/components/team-lead/team-invoice-columns";
import { ButtonLink } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { findTeamInvoicesPage } from "@/lib/teams/invoices/queries";
import { TEAM_INVOICE_STATUSES, teamInvoicesQuery } from "@/lib/teams/invoices/schemas";
import { leadTeam } from "@/lib/teams/lead-page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamInvoices.meta" });
  return pageMetadata({ path: "/app/admin/invoices", locale, title: t("listTitle"), index: false });
}

/**
 * /app/admin/invoices: every invoice and quote of the organisation (paid, open, overdue, refunded,
 * quote, void), searched by number, filtered by status, sorted and paged in the URL, with its print
 * view and PDF, and the CSV of what the filter selects.
 */
export default async function TeamInvoicesPage({ params, searchParams }: Props) {
  const ctx = await openPage(params, "/app/admin/invoices");
  const team = await leadTeam(ctx, "invoices.read");
  const query = teamInvoicesQuery.parse(await searchParams);
  const [t, page] = await Promise.all([getTranslations("TeamInvoices"), findTeamInvoicesPage(ctx.db, team.organizationId, query)]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Heading level={1}>{t("list.title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">{t("list.lead")}</p>
        </div>
        <ButtonLink href="/app/admin/invoice" variant="secondary">{t("list.payByInvoice")}</ButtonLink>
      </div>
      {page.total === 0 && !query.q && !query.status ? (
        <p className="text-ink-soft" data-testid="team-invoices-empty">{t("list.empty")}</p>
      ) : (
        <DataTable
          path="/app/admin/invoices"
          testId="team-invoices"
          caption={t("list.caption")}
          columns={teamInvoiceColumns(t as never, ctx.locale)}
          page={page}
          query={query}
          schema={teamInvoicesQuery}
          searchLabel={t("list.search")}
          exportHref={`/api/team/invoices/export${teamInvoicesQuery.toSearch({ ...query, page: 1 })}`}
          filters={
            <label className="flex flex-col gap-1 text-sm">
              <span className="text-ink-soft">{t("list.filters.status")}</span>
              <select name="status" defaultValue={query.status ?? ""} className="h-10 rounded-lg border border-line px-3">
                <option value="">{t("list.filters.anyStatus")}</option>
                {TEAM_INVOICE_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
              </select>
            </label>
          }
        />
      )}
    </div>
  );
}
