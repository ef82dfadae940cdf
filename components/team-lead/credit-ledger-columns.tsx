import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import type { LedgerRow } from "@/lib/teams/credits";

type Labels = (key: string) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const VARIANT = { PURCHASE: "success", RESERVATION: "info", RELEASE: "neutral", DEDUCTION: "warning", REFUND: "danger", ADJUSTMENT: "neutral" } as const;

const col = columnHelper<LedgerRow>();

/** The credits page's ledger, newest first (headers in the lead's language; never re-sorted). */
export function creditLedgerColumns(t: Labels, format: Format) {
  return col.columns([
    col.accessor("createdAt", { header: t("ledger.columns.date"), enableSorting: false, cell: (c) => format.dateTime(c.getValue(), { dateStyle: "medium", timeStyle: "short" }) }),
    col.accessor("action", {
      header: t("ledger.columns.action"),
      enableSorting: false,
      cell: (c) => {
        const action = c.getValue();
        return <Badge variant={action ? VARIANT[action] : "neutral"}>{t(`ledger.actions.${action ?? "OTHER"}`)}</Badge>;
      },
    }),
    col.accessor("delta", {
      header: t("ledger.columns.change"),
      enableSorting: false,
      // A reservation or a release moves the reserved credits (last column), not the balance: 0 here.
      cell: (c) => {
        const n = c.getValue();
        return <span className="tabular-nums">{n > 0 ? `+${format.number(n)}` : n < 0 ? `−${format.number(-n)}` : "0"}</span>;
      },
    }),
    col.accessor("balanceAfter", { header: t("ledger.columns.balance"), enableSorting: false, cell: (c) => <span className="tabular-nums">{format.number(c.getValue())}</span> }),
    col.accessor("reservedAfter", { header: t("ledger.columns.reserved"), enableSorting: false, cell: (c) => <span className="tabular-nums">{c.getValue() === null ? "–" : format.number(c.getValue()!)}</span> }),
  ]);
}
