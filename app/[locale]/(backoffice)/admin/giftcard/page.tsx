import { randomBytes } from "node:crypto";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { giftCardColumns } from "@/components/backoffice/giftcard-columns";
import { DataTable } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import { couponPackages } from "@/lib/backoffice/coupons/coupons";
import { issueGiftCardBatchAction, voidGiftCardAction } from "@/lib/backoffice/giftcards/actions";
import { findAdminGiftCardPage, giftCardBatchList } from "@/lib/backoffice/giftcards/giftcards";
import { adminGiftCardQuery, GIFT_CARD_STATUSES, MAX_BATCH } from "@/lib/backoffice/giftcards/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/giftcard", "BackofficeCoupons.giftcard");


/** Gift cards: every card (bought or issued) with filters, the admins' batches, a new batch, void, CSV. */
export default async function GiftCardsPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/giftcard");
  const query = adminGiftCardQuery.parse(await searchParams);
  const [tt, format, page, packages, batches] = await Promise.all([
    getTranslations("BackofficeCoupons"), getFormatter(), findAdminGiftCardPage(db, query), couponPackages(db), giftCardBatchList(db),
  ]);
  const t = tt as unknown as (key: string, values?: Record<string, string | number>) => string;
  const exportHref = (search: string) => `/api/backoffice/giftcard/export${search}`;
  return (
    <>
      <AdminPage title={t("giftcard.title")} intro={t("giftcard.intro")} testId="giftcards">
        <DataTable
          path="/admin/giftcard"
          testId="giftcard-list"
          caption={t("giftcard.title")}
          columns={giftCardColumns(t, format, voidGiftCardAction)}
          page={page}
          query={query}
          schema={adminGiftCardQuery}
          searchLabel={t("giftcard.search")}
          exportHref={exportHref(adminGiftCardQuery.toSearch({ ...query, page: 1 }))}
          filters={
            <>
              <SelectFilter name="status" label={t("giftcard.columns.status")} value={query.status} anyLabel={t("giftcard.anyStatus")} options={GIFT_CARD_STATUSES.map((s) => ({ value: s, label: t(`giftcard.status.${s}`) }))} />
              <SelectFilter name="packageId" label={t("giftcard.columns.package")} value={query.packageId} anyLabel={t("giftcard.anyPackage")} options={packages.map((p) => ({ value: p.id, label: p.name }))} />
              <SelectFilter name="batchId" label={t("giftcard.columns.batch")} value={query.batchId} anyLabel={t("giftcard.anyBatch")} options={batches.map((b) => ({ value: b.id, label: b.label }))} />
            </>
          }
        />
        <AdminSection title={t("giftcard.batches")} description={t("giftcard.batchesIntro")} testId="giftcard-batches">
          {batches.length === 0 ? (
            <p className="text-sm text-ink-soft">{t("giftcard.noBatches")}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead><tr className="text-ink-soft"><th className="py-1">{t("giftcard.columns.batch")}</th><th>{t("giftcard.columns.package")}</th><th>{t("giftcard.redeemedOf")}</th><th>{t("giftcard.columns.createdAt")}</th><th /></tr></thead>
              <tbody>
                {batches.map((b) => (
                  <tr key={b.id} className="border-t border-line">
                    <td className="py-2"><Link href={`/admin/giftcard?batchId=${b.id}`} className="underline">{b.label}</Link></td>
                    <td>{b.packageName}</td>
                    <td>{t("giftcard.redeemedCount", { redeemed: b.redeemed, quantity: b.quantity })}</td>
                    <td>{format.dateTime(b.createdAt, { dateStyle: "medium" })}</td>
                    <td><a href={exportHref(`?batchId=${encodeURIComponent(b.id)}`)} className="underline" data-testid={`giftcard-batch-export-${b.id}`}>{t("giftcard.exportBatch")}</a></td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </AdminSection>
        <AdminSection title={t("giftcard.issueTitle")} description={t("giftcard.issueIntro", { max: MAX_BATCH })} testId="giftcard-issue">
          <AdminForm
            action={issueGiftCardBatchAction}
            namespace="BackofficeCoupons"
            submitLabel={t("giftcard.form.submit")}
            successMessage={t("giftcard.form.issued")}
            testId="giftcard-form"
            fields={[
              // A new id for every render of the form: submitting it twice issues one batch.
              { kind: "hidden", name: "requestId", value: randomBytes(16).toString("hex") },
              { kind: "select", name: "packageId", label: t("giftcard.form.package"), required: true, options: [{ value: "", label: t("giftcard.form.choosePackage") }, ...packages.map((p) => ({ value: p.id, label: p.name }))] },
              { kind: "number", name: "quantity", label: t("giftcard.form.quantity"), hint: t("giftcard.form.quantityHint", { max: MAX_BATCH }), required: true, min: 1, max: MAX_BATCH, step: 1 },
              { kind: "text", name: "label", label: t("giftcard.form.label"), hint: t("giftcard.form.labelHint"), maxLength: 80 },
              { kind: "date", name: "expiresAt", label: t("giftcard.form.expiresAt"), hint: t("giftcard.form.expiresHint") },
            ]}
          />
        </AdminSection>
      </AdminPage>
    </>
  );
}
