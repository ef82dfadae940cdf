// GET /api/team/invoices/export?{the invoices list's query}: the lead's organisation's invoices and quotes
// the filter selects, as CSV (number, date, description, amount, currency, status, due and paid dates).
import { createTranslator } from "use-intl/core";
import { teamInvoiceCsvRow, teamInvoicesCsvHeader } from "@/components/team-lead/team-invoice-csv";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";
import { teamInvoiceBatches } from "@/lib/teams/invoices/queries";
import { teamInvoicesQuery } from "@/lib/teams/invoices/schemas";
import { requireTeam } from "@/lib/teams/organization";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "lead" }, namespace: "TeamInvoices" }, async ({ request, db, locale, principal }) => {
  const team = await requireTeam(db, principal.userId, "invoices.read");
  const query = teamInvoicesQuery.parse(new URL(request.url).searchParams);
  // use-intl's translator: the same messages as getTranslations, outside a React render.
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "TeamInvoices" });
  async function* rows() {
    for await (const batch of teamInvoiceBatches(db, team.organizationId, query)) yield batch.map((row) => teamInvoiceCsvRow(t as never, row));
  }
  return csvResponse(`lumen-${t("list.exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, teamInvoicesCsvHeader(t as never), rows());
});
