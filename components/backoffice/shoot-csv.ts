// The shoot list's CSV header, in the order of its columns (components/backoffice/shoot-columns.tsx).
type Labels = (key: string) => string;

export function shootCsvHeader(t: Labels): string[] {
  return [t("columns.id"), t("columns.owner"), t("columns.organization"), t("columns.package"), t("columns.state"), t("columns.engine"), t("columns.createdAt"), t("columns.updatedAt")];
}
