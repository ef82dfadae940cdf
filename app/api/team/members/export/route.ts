// GET /api/team/members/export?{the members list's query}: the lead's organisation's people the filter
// selects, as CSV (team, name, email, title, state, finished date), safe to open in a spreadsheet.
import { createTranslator } from "use-intl/core";
import { memberCsvRow, membersCsvHeader } from "@/components/team-lead/member-csv";
import { csvResponse } from "@/lib/http/csv";
import { loadMessages } from "@/lib/i18n/messages";
import { route } from "@/lib/http/route";
import { memberBatches } from "@/lib/teams/members/queries";
import { membersQuery } from "@/lib/teams/members/schemas";
import { requireTeam } from "@/lib/teams/organization";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "lead" }, namespace: "TeamMembers" }, async ({ request, db, locale, principal }) => {
  const team = await requireTeam(db, principal.userId, "members.read");
  const query = membersQuery.parse(new URL(request.url).searchParams);
  // use-intl's translator: the same messages as getTranslations, outside a React render.
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "TeamMembers" });
  async function* rows() {
    for await (const batch of memberBatches(db, team.organizationId, query)) yield batch.map((row) => memberCsvRow(t as never, row));
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, membersCsvHeader(t as never), rows());
});
