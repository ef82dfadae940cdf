// The organisation list's CSV columns (the export route; kept out of the columns component, which
// renders links).
import "server-only";
import type { CsvCell } from "@/lib/http/csv";
import type { OrganizationRow } from "./queries";

type Labels = (key: string) => string;

export function organizationCsvHeader(t: Labels): string[] {
  return [t("columns.id"), t("columns.name"), t("columns.ownerName"), t("columns.ownerEmail"), t("columns.members"), t("columns.balance"), t("columns.held"), t("columns.free"), t("columns.currency"), t("columns.createdAt"), t("columns.deletedAt")];
}

export function organizationCsvRow(o: OrganizationRow): CsvCell[] {
  return [o.id, o.name, o.owner.name, o.owner.email, o.members, o.credits, o.held, o.free, o.currency, o.createdAt, o.deletedAt];
}
