import type { getFormatter } from "next-intl/server";
import { AdminForm, type AdminConfirm } from "@/components/backoffice/admin-form";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { CouponRow } from "@/lib/backoffice/coupons/coupons";
import type { FormAction } from "@/lib/http/action";
import type { Locale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<CouponRow>();

/** A coupon's value as the admin reads it: "15%" or "€5.00". */
export function couponValue(c: Pick<CouponRow, "kind" | "value" | "currency">, t: Labels, locale: Locale): string {
  return c.kind === "PERCENT" ? t("coupons.percentValue", { value: c.value }) : formatMoney(c.value, c.currency ?? "USD", locale);
}

/** The disable / enable button of one coupon, with its confirm dialog. */
export function CouponToggle({ coupon, t, action }: { coupon: Pick<CouponRow, "id" | "code" | "active">; t: Labels; action: FormAction }) {
  const verb = coupon.active ? "disable" : "enable";
  const confirm: AdminConfirm = { title: t(`coupons.${verb}Confirm.title`, { code: coupon.code }), body: t(`coupons.${verb}Confirm.body`), confirmLabel: t(`coupons.${verb}`), cancelLabel: t("coupons.cancel") };
  return (
    <AdminForm action={action} namespace="BackofficeCoupons" layout="inline" variant={coupon.active ? "danger" : "secondary"} submitLabel={t(`coupons.${verb}`)} confirm={confirm} testId={`coupon-toggle-${coupon.code}`}
      fields={[{ kind: "hidden", name: "couponId", value: coupon.id }, { kind: "hidden", name: "active", value: String(!coupon.active) }]} />
  );
}

export function couponColumns(t: Labels, format: Format, locale: Locale, toggle: FormAction) {
  return col.columns([
    col.accessor("code", { header: t("coupons.columns.code"), cell: ({ row }) => <Link href={`/admin/coupons?id=${row.original.id}`} className="font-mono font-medium underline">{row.original.code}</Link> }),
    col.accessor("kind", { header: t("coupons.columns.kind"), enableSorting: false, cell: (c) => t(`coupons.kind.${c.getValue()}`) }),
    col.accessor("value", { header: t("coupons.columns.value"), enableSorting: false, cell: ({ row }) => couponValue(row.original, t, locale) }),
    col.accessor("currency", { header: t("coupons.columns.currency"), enableSorting: false, cell: (c) => c.getValue() ?? t("coupons.anyCurrency") }),
    col.accessor("packageName", { header: t("coupons.columns.package"), enableSorting: false, cell: (c) => c.getValue() ?? t("coupons.anyPackage") }),
    col.accessor("expiresAt", { header: t("coupons.columns.expiresAt"), cell: (c) => (c.getValue() ? format.dateTime(c.getValue()!, { dateStyle: "medium" }) : t("coupons.never")) }),
    col.accessor("redemptionCount", {
      header: t("coupons.columns.redemptions"),
      cell: ({ row }) => t("coupons.redemptionsOf", { count: row.original.redemptionCount, max: row.original.maxRedemptions === null ? t("coupons.unlimited") : String(row.original.maxRedemptions) }),
    }),
    col.accessor("active", {
      header: t("coupons.columns.active"),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={row.original.active ? "success" : "neutral"}>{row.original.active ? t("coupons.activeYes") : t("coupons.activeNo")}</Badge>
          <CouponToggle coupon={row.original} t={t} action={toggle} />
        </div>
      ),
    }),
  ]);
}
