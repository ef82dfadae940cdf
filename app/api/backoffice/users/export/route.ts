// GET /api/backoffice/users/export?{the people list's query}: what the filter selects, as CSV.
import { userCsvHeader, userCsvRow } from "@/lib/backoffice/users/csv";
import { usersBatches } from "@/lib/backoffice/users/queries";
import { usersQuery } from "@/lib/backoffice/users/schemas";
import { csvResponse } from "@/lib/http/csv";
import { translatorFor } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeUsers" }, async ({ request, db, locale }) => {
  const query = usersQuery.parse(new URL(request.url).searchParams);
  const t = await translatorFor(locale, "BackofficeUsers.users");
  async function* rows() {
    for await (const batch of usersBatches(db, query)) yield batch.map(userCsvRow);
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, userCsvHeader(t), rows());
});
