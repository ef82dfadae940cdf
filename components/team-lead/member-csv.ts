// The members export's columns (app/api/team/members/export): team, name, email, title, state, finished
// date, headers and states in the lead's language. Kept apart from the table's columns, which render
// client components the route has no use for.
import type { MemberRow } from "@/lib/teams/members/queries";

type Labels = (key: string, values?: Record<string, string | number>) => string;

/** The export's columns: team, name, email, title, state, finished date. */
export function membersCsvHeader(t: Labels): string[] {
  return [t("columns.team"), t("columns.name"), t("columns.email"), t("columns.title"), t("columns.state"), t("columns.finishedAt")];
}

/** One person as a CSV row, in the order of membersCsvHeader (the state in the lead's language). */
export function memberCsvRow(t: Labels, row: MemberRow): (string | Date | null)[] {
  return [row.teamName, row.name, row.email, row.title, t(`states.${row.state}`), row.finishedAt];
}
