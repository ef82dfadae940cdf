// GET /api/backoffice/transactions/export?{the transactions list's query}: what the filter selects, as CSV.
import { getTranslations } from "next-intl/server";
import { transactionCsvHeader } from "@/components/backoffice/money/transaction-columns";
import { transactionQuery } from "@/lib/backoffice/money/schemas";
import { transactionBatches } from "@/lib/backoffice/money/transactions";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeMoney" }, async ({ request, db, locale }) => {
  const query = transactionQuery.parse(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: "BackofficeMoney.transactions" });
  async function* rows() {
    for await (const batch of transactionBatches(db, query)) {
      yield batch.map((x) => [x.createdAt, x.kind, x.status, (x.kind === "REFUND" ? -x.amount : x.amount) / 100, x.currency, x.provider, x.providerRef, x.orderId, x.organization?.name ?? x.email ?? ""]);
    }
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, transactionCsvHeader(t as never), rows());
});
