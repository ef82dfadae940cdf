// The money exports' header rows, in the same order as their columns (kept apart from the column
// files, which hold links and forms a route handler does not load).
type Labels = (key: string, values?: Record<string, string | number>) => string;

export function transactionCsvHeader(t: Labels): string[] {
  return [t("columns.createdAt"), t("columns.kind"), t("columns.status"), t("columns.amount"), t("columns.currency"), t("columns.provider"), t("columns.providerRef"), t("columns.order"), t("columns.payer")];
}

export function invoiceCsvHeader(t: Labels): string[] {
  return [t("columns.number"), t("columns.kind"), t("columns.buyer"), t("columns.status"), t("columns.amount"), t("columns.currency"), t("columns.issuedAt"), t("columns.dueAt"), t("columns.paidAt"), t("columns.creditNoteFor")];
}

export function referralCsvHeader(t: Labels): string[] {
  return [t("columns.createdAt"), t("columns.referrer"), t("columns.referred"), t("columns.reward"), t("columns.note"), t("columns.credits"), t("columns.earnedAt"), t("columns.rewardedAt"), t("columns.refund"), t("columns.order")];
}
