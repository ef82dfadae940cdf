import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { DateFilter, SelectFilter } from "@/components/backoffice/filters";
import { uploadColumns } from "@/components/backoffice/shoot-columns";
import { DataTable } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { readDays, UPLOAD_VERDICTS, uploadsQuery } from "@/lib/backoffice/shoots/schemas";
import { findUploadsPage, knownReasons, reasonCounts } from "@/lib/backoffice/shoots/uploads";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/upload", "BackofficeShoots.uploads");

const cell = "px-3 py-2";

/** Recent uploads with the quality gate's verdicts, the rejection reasons per day, and the photos themselves while they are kept. */
export default async function UploadsPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/upload");
  const search = await searchParams;
  const query = uploadsQuery.parse(search);
  const days = readDays(search.days);
  const [t, format, page, counts, reasons] = await Promise.all([getTranslations("BackofficeShoots"), getFormatter(), findUploadsPage(db, query), reasonCounts(db, days), knownReasons(db)]);
  const shown = counts.days.filter((d) => d.uploads > 0);
  const daysHref = (n: 14 | 30) => `/admin/upload${uploadsQuery.toSearch(query)}${uploadsQuery.toSearch(query) ? "&" : "?"}days=${n}`;
  return (
    <AdminPage title={t("uploads.title")} intro={t("uploads.intro")} testId="admin-uploads">
      <AdminSection title={t("uploads.reasonsTitle", { days })} description={t("uploads.reasonsHint")} testId="reason-counts">
        <p className="flex gap-3 text-sm">
          {([14, 30] as const).map((n) => (
            <Link key={n} href={daysHref(n)} aria-current={n === days ? "true" : undefined} className={n === days ? "font-semibold" : "underline"}>{t("uploads.lastDays", { days: n })}</Link>
          ))}
        </p>
        {shown.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("uploads.noUploads", { days })}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-soft">
                <tr>
                  <th className={cell}>{t("uploads.day")}</th>
                  <th className={cell}>{t("uploads.total")}</th>
                  <th className={cell}>{t("uploads.rejected")}</th>
                  {counts.reasons.map((r) => <th key={r} className={cell}><code className="text-xs">{r}</code></th>)}
                </tr>
              </thead>
              <tbody>
                {shown.map((d) => (
                  <tr key={d.day} className="border-t border-line">
                    <td className={cell}>{format.dateTime(new Date(`${d.day}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" })}</td>
                    <td className={cell}>{d.uploads}</td>
                    <td className={cell}>{d.rejected}</td>
                    {counts.reasons.map((r) => <td key={r} className={cell}>{d.reasons[r] ?? 0}</td>)}
                  </tr>
                ))}
                <tr className="border-t border-line font-semibold">
                  <td className={cell}>{t("uploads.sum")}</td>
                  <td className={cell}>{shown.reduce((n, d) => n + d.uploads, 0)}</td>
                  <td className={cell}>{shown.reduce((n, d) => n + d.rejected, 0)}</td>
                  {counts.reasons.map((r) => <td key={r} className={cell}>{counts.totals[r]}</td>)}
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>
      <AdminSection title={t("uploads.listTitle")} description={t("uploads.listHint")}>
        <DataTable
          path="/admin/upload"
          testId="uploads"
          caption={t("uploads.listTitle")}
          columns={uploadColumns(t as never, format)}
          page={page}
          query={query}
          schema={uploadsQuery}
          searchLabel={t("uploads.search")}
          filters={
            <>
              <SelectFilter name="verdict" label={t("columns.verdict")} value={query.verdict} anyLabel={t("uploads.anyVerdict")} options={UPLOAD_VERDICTS.map((v) => ({ value: v, label: t(`verdict.${v}`) }))} />
              <SelectFilter name="reason" label={t("uploads.reason")} value={query.reason} anyLabel={t("uploads.anyReason")} options={reasons.map((r) => ({ value: r, label: r }))} />
              <DateFilter name="from" label={t("uploads.from")} value={query.from} />
              <DateFilter name="to" label={t("uploads.to")} value={query.to} />
              {days !== 14 && <input type="hidden" name="days" value={days} />}
            </>
          }
        />
      </AdminSection>
    </AdminPage>
  );
}
