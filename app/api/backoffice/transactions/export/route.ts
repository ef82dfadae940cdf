// GET /api/backoffice/transactions/export?{the transactions list's query}: what the filter selects, as CSV.
import { createTranslator } from "use-intl/core";
import { transactionCsvHeader } from "@/components/backoffice/money/csv-headers";
import { transactionQuery } from "@/lib/backoffice/money/schemas";
import { transactionBatches } from "@/lib/backoffice/money/transactions";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeMoney" }, async ({ request, db, locale }) => {
  const query = transactionQuery.parse(new URL(request.url).searchParams);
  // use-intl's translator: the same messages as getTranslations, outside a React render.
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "BackofficeMoney.transactions" }) as unknown as (key: string) => string;
  async function* rows() {
    for await (const batch of transactionBatches(db, query)) {
      yield batch.map((x) => [x.createdAt, x.kind, x.status, (x.kind === "REFUND" ? -x.amount : x.amount) / 100, x.currency, x.provider, x.providerRef, x.orderId, x.organization?.name ?? x.email ?? ""]);
    }
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, transactionCsvHeader(t as never), rows());
});
