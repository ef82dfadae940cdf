import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { ReferralRow } from "@/lib/backoffice/money/referrals";
import type { Locale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const REWARD_VARIANT = { NONE: "neutral", PENDING: "info", RELEASED: "success", CANCELED: "neutral", WITHHELD: "neutral", WITHDRAWN: "danger" } as const;
const col = columnHelper<ReferralRow>();

export function referralColumns(t: Labels, format: Format, locale: Locale) {
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "short" }) : "—");
  return col.columns([
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => date(c.getValue()) }),
    col.display({ id: "referrer", header: t("columns.referrer"), cell: ({ row }) => <Link href={`/admin/user?id=${row.original.referrer.id}`} className="underline">{row.original.referrer.email}</Link> }),
    col.display({ id: "referred", header: t("columns.referred"), cell: ({ row }) => <Link href={`/admin/user?id=${row.original.referred.id}`} className="underline">{row.original.referred.email}</Link> }),
    col.accessor("rewardState", { header: t("columns.reward"), enableSorting: false, cell: ({ row }) => {
      const state = row.original.rewardState ?? "NONE";
      return (
        <div className="flex flex-col gap-1">
          <Badge variant={REWARD_VARIANT[state]}>{t(`reward.${state}`)}</Badge>
          {row.original.rewardNote && <span className="text-xs text-ink-soft">{row.original.rewardNote}</span>}
        </div>
      );
    } }),
    col.accessor("rewardCredits", { header: t("columns.credits"), cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
    col.accessor("earnedAt", { header: t("columns.earnedAt"), cell: (c) => date(c.getValue()) }),
    col.accessor("rewardedAt", { header: t("columns.rewardedAt"), cell: (c) => date(c.getValue()) }),
    col.display({ id: "refund", header: t("columns.refund"), cell: ({ row }) => {
      const r = row.original.refund;
      if (!r) return "—";
      return (
        <div className="flex flex-col">
          <span className="tabular-nums">{formatMoney(r.amount, r.currency, locale)}</span>
          <span className="text-xs text-ink-soft">{date(r.decidedAt)}</span>
        </div>
      );
    } }),
    col.accessor("orderId", { header: t("columns.order"), enableSorting: false, cell: ({ row }) => (row.original.orderId ? <code className="text-xs">{row.original.orderId}</code> : "—") }),
  ]);
}
