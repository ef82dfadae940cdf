import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { couponColumns, CouponToggle, couponValue } from "@/components/backoffice/coupon-columns";
import { SelectFilter } from "@/components/backoffice/filters";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { createCouponAction, setCouponActiveAction } from "@/lib/backoffice/coupons/actions";
import { couponDetail, couponPackages, findCouponPage } from "@/lib/backoffice/coupons/coupons";
import { COUPON_STATES, couponQuery } from "@/lib/backoffice/coupons/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { CURRENCIES } from "@/lib/catalog/currency";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/coupons", "BackofficeCoupons.coupons");


/** Coupons: the list, a new coupon, and one coupon with who redeemed it (`?id=`). */
export default async function CouponsPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/coupons");
  const search = await searchParams;
  const [tt, format] = await Promise.all([getTranslations("BackofficeCoupons"), getFormatter()]);
  const t = tt as unknown as (key: string, values?: Record<string, string | number>) => string;
  const id = typeof search.id === "string" ? search.id : null;
  const provide = (children: React.ReactNode) => (
    <>{children}</>
  );

  if (id) {
    const coupon = await couponDetail(db, id);
    if (!coupon) notFound();
    return provide(
      <AdminPage title={t("coupons.detailTitle", { code: coupon.code })} back={{ href: "/admin/coupons", label: t("coupons.back") }} testId="coupon-detail"
        actions={<CouponToggle coupon={coupon} t={t} action={setCouponActiveAction} />}>
        <AdminSection title={t("coupons.facts")}>
          <Facts items={[
            [t("coupons.columns.code"), <code key="c">{coupon.code}</code>],
            [t("coupons.columns.kind"), t(`coupons.kind.${coupon.kind}`)],
            [t("coupons.columns.value"), couponValue(coupon, t, locale)],
            [t("coupons.columns.package"), coupon.packageName ?? t("coupons.anyPackage")],
            [t("coupons.columns.expiresAt"), coupon.expiresAt ? format.dateTime(coupon.expiresAt, { dateStyle: "medium", timeStyle: "short" }) : t("coupons.never")],
            [t("coupons.columns.redemptions"), t("coupons.redemptionsOf", { count: coupon.redemptionCount, max: coupon.maxRedemptions === null ? t("coupons.unlimited") : String(coupon.maxRedemptions) })],
            [t("coupons.columns.active"), <Badge key="a" variant={coupon.active ? "success" : "neutral"}>{coupon.active ? t("coupons.activeYes") : t("coupons.activeNo")}</Badge>],
            [t("coupons.form.description"), coupon.description],
          ]} />
        </AdminSection>
        <AdminSection title={t("coupons.redemptions")} description={t("coupons.redemptionsIntro")} testId="coupon-redemptions">
          {coupon.redemptions.length === 0 ? (
            <p className="text-sm text-ink-soft">{t("coupons.noRedemptions")}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead><tr className="text-ink-soft"><th className="py-1">{t("coupons.who")}</th><th>{t("coupons.order")}</th><th>{t("coupons.when")}</th></tr></thead>
              <tbody>
                {coupon.redemptions.map((r) => (
                  <tr key={r.id} className="border-t border-line">
                    <td className="py-2">{r.name ? `${r.name} · ` : ""}{r.email}</td>
                    <td>{r.orderId ? <><code className="text-xs">{r.orderId}</code> {r.orderStatus && <Badge variant="neutral">{r.orderStatus}</Badge>}</> : "—"}</td>
                    <td>{format.dateTime(r.createdAt, { dateStyle: "medium", timeStyle: "short" })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </AdminSection>
      </AdminPage>,
    );
  }

  const query = couponQuery.parse(search);
  const [page, packages] = await Promise.all([findCouponPage(db, query), couponPackages(db)]);
  return provide(
    <AdminPage title={t("coupons.title")} intro={t("coupons.intro")} testId="coupons">
      <DataTable
        path="/admin/coupons"
        testId="coupon-list"
        caption={t("coupons.title")}
        columns={couponColumns(t, format, locale, setCouponActiveAction)}
        page={page}
        query={query}
        schema={couponQuery}
        searchLabel={t("coupons.search")}
        filters={
          <>
            <SelectFilter name="state" label={t("coupons.stateLabel")} value={query.state} anyLabel={t("coupons.anyState")} options={COUPON_STATES.map((s) => ({ value: s, label: t(`coupons.state.${s}`) }))} />
            <SelectFilter name="kind" label={t("coupons.columns.kind")} value={query.kind} anyLabel={t("coupons.anyKind")} options={[{ value: "PERCENT", label: t("coupons.kind.PERCENT") }, { value: "FIXED", label: t("coupons.kind.FIXED") }]} />
          </>
        }
      />
      <AdminSection title={t("coupons.newTitle")} description={t("coupons.newIntro")} testId="coupon-create">
        <AdminForm
          action={createCouponAction}
          namespace="BackofficeCoupons"
          submitLabel={t("coupons.form.submit")}
          successMessage={t("coupons.form.created")}
          testId="coupon-form"
          fields={[
            { kind: "text", name: "code", label: t("coupons.form.code"), hint: t("coupons.form.codeHint"), required: true, maxLength: 40 },
            { kind: "select", name: "kind", label: t("coupons.form.kind"), options: [{ value: "PERCENT", label: t("coupons.kind.PERCENT") }, { value: "FIXED", label: t("coupons.kind.FIXED") }], defaultValue: "PERCENT" },
            { kind: "number", name: "value", label: t("coupons.form.value"), hint: t("coupons.form.valueHint"), required: true, min: 1, step: 1 },
            { kind: "select", name: "currency", label: t("coupons.form.currency"), options: [{ value: "", label: t("coupons.form.noCurrency") }, ...CURRENCIES.map((c) => ({ value: c, label: c }))] },
            { kind: "select", name: "packageId", label: t("coupons.form.package"), options: [{ value: "", label: t("coupons.anyPackage") }, ...packages.map((p) => ({ value: p.id, label: p.name }))] },
            { kind: "date", name: "expiresAt", label: t("coupons.form.expiresAt"), hint: t("coupons.form.expiresHint") },
            { kind: "number", name: "maxRedemptions", label: t("coupons.form.maxRedemptions"), hint: t("coupons.form.maxHint"), min: 1, step: 1 },
            { kind: "text", name: "description", label: t("coupons.form.description"), maxLength: 200 },
          ]}
        />
      </AdminSection>
    </AdminPage>,
  );
}
