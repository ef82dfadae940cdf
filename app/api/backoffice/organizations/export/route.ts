// GET /api/backoffice/organizations/export?{the organisation list's query}: what the filter selects, as CSV (streamed).
import { getTranslations } from "next-intl/server";
import { organizationCsvHeader } from "@/components/backoffice/organization-columns";
import { organizationBatches } from "@/lib/backoffice/organizations/queries";
import { organizationsQuery } from "@/lib/backoffice/organizations/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeOrganizations" }, async ({ request, db, locale }) => {
  const query = organizationsQuery.parse(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: "BackofficeOrganizations.list" });
  async function* rows() {
    for await (const batch of organizationBatches(db, query)) {
      yield batch.map((o) => [o.id, o.name, o.owner.name, o.owner.email, o.members, o.credits, o.held, o.free, o.currency, o.createdAt, o.deletedAt]);
    }
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, organizationCsvHeader(t as never), rows());
});
