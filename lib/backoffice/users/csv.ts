// The people export's columns (GET /api/backoffice/users/export), headers in the admin's language.
import "server-only";
import type { CsvCell } from "@/lib/http/csv";
import type { UserRow } from "./queries";

type Labels = (key: string) => string;

export function userCsvHeader(t: Labels): string[] {
  return [t("columns.id"), t("columns.email"), t("columns.name"), t("columns.role"), t("columns.locale"), t("columns.verified"), t("columns.photoCredits"), t("columns.editCredits"), t("columns.createdAt"), t("columns.deletedAt")];
}

export function userCsvRow(u: UserRow): CsvCell[] {
  return [u.id, u.email, u.name, u.role, u.locale, u.emailVerified, u.photoCredits, u.editCredits, u.createdAt, u.deletedAt];
}
