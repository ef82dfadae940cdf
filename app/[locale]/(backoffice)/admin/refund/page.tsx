import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { refundColumns } from "@/components/backoffice/money/refund-columns";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { findRefundPage } from "@/lib/backoffice/money/refunds";
import { REFUND_STATUSES, refundQuery } from "@/lib/backoffice/money/schemas";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/refund", "BackofficeMoney.refunds");

/** Refund requests for review (open ones first by default), with the facts the money-back guarantee depends on. */
export default async function RefundRequestsPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/refund");
  const query = refundQuery.parse(await searchParams);
  const [t, format, page] = await Promise.all([getTranslations("BackofficeMoney.refunds"), getFormatter(), findRefundPage(db, query)]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="admin-refunds">
      <DataTable
        path="/admin/refund"
        testId="refunds"
        caption={t("title")}
        columns={refundColumns(t as never, format, locale)}
        page={page}
        query={query}
        schema={refundQuery}
        searchLabel={t("search")}
        filters={
          <SelectFilter
            name="status"
            label={t("columns.status")}
            value={query.status}
            options={[...REFUND_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), { value: "all", label: t("allStatuses") }]}
          />
        }
      />
    </AdminPage>
  );
}
