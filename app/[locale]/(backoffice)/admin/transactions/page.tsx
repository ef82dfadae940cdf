import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { DateFilter, SelectFilter } from "@/components/backoffice/filters";
import { transactionColumns } from "@/components/backoffice/money/transaction-columns";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { CURRENCIES, TRANSACTION_KINDS, TRANSACTION_STATUSES, transactionQuery } from "@/lib/backoffice/money/schemas";
import { findTransactionPage } from "@/lib/backoffice/money/transactions";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/transactions", "BackofficeMoney.transactions");

/** Every payment and refund the providers moved, with its order and who paid. */
export default async function TransactionsPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/transactions");
  const query = transactionQuery.parse(await searchParams);
  const [t, format, page] = await Promise.all([getTranslations("BackofficeMoney.transactions"), getFormatter(), findTransactionPage(db, query)]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="admin-transactions">
      <DataTable
        path="/admin/transactions"
        testId="transactions"
        caption={t("title")}
        columns={transactionColumns(t as never, format, locale)}
        page={page}
        query={query}
        schema={transactionQuery}
        searchLabel={t("search")}
        exportHref={`/api/backoffice/transactions/export${transactionQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <>
            <SelectFilter name="status" label={t("columns.status")} value={query.status} anyLabel={t("any")} options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
            <SelectFilter name="kind" label={t("columns.kind")} value={query.kind} anyLabel={t("any")} options={TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
            <SelectFilter name="currency" label={t("columns.currency")} value={query.currency} anyLabel={t("any")} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <DateFilter name="from" label={t("from")} value={query.from} />
            <DateFilter name="to" label={t("to")} value={query.to} />
          </>
        }
      />
    </AdminPage>
  );
}
