// GET /api/backoffice/invoices/export?{the invoices list's query}: what the filter selects, as CSV.
import { createTranslator } from "use-intl/core";
import { invoiceCsvHeader } from "@/components/backoffice/money/csv-headers";
import { invoiceBatches } from "@/lib/backoffice/money/invoices";
import { invoiceQuery } from "@/lib/backoffice/money/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeMoney" }, async ({ request, db, locale }) => {
  const query = invoiceQuery.parse(new URL(request.url).searchParams);
  // use-intl's translator: the same messages as getTranslations, outside a React render.
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "BackofficeMoney.invoices" }) as unknown as (key: string) => string;
  async function* rows() {
    for await (const batch of invoiceBatches(db, query)) {
      yield batch.map((i) => [i.number ?? "", t(`kind.${i.kind}`), [i.organization?.name, i.buyer].filter(Boolean).join(" · "), t(`status.${i.status}`), i.total / 100, i.currency, i.issuedAt, i.dueAt, i.paidAt, i.creditNoteFor?.number ?? ""]);
    }
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, invoiceCsvHeader(t as never), rows());
});
