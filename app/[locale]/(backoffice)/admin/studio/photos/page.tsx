import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { studioPhotoColumns } from "@/components/backoffice/studio-photo-columns";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { findStudioPhotoPage } from "@/lib/backoffice/studio-photos/queries";
import { EDIT_DAYS, EDIT_STATUSES, studioPhotoQuery } from "@/lib/backoffice/studio-photos/schemas";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/studio/photos", "BackofficeWardrobe.photos");

/** What people made with the studio editor, newest first, with filters and the CSV export. */
export default async function StudioPhotosPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/studio/photos");
  const query = studioPhotoQuery.parse(await searchParams);
  const [tt, format, page] = await Promise.all([getTranslations("BackofficeWardrobe"), getFormatter(), findStudioPhotoPage(db, query)]);
  const t = tt as unknown as (key: string, values?: Record<string, string | number>) => string;
  return (
    <AdminPage title={t("photos.title")} intro={t("photos.intro")} testId="studio-photos">
      <DataTable
        path="/admin/studio/photos"
        testId="studio-photo-list"
        caption={t("photos.title")}
        columns={studioPhotoColumns(t, format)}
        page={page}
        query={query}
        schema={studioPhotoQuery}
        searchLabel={t("photos.search")}
        exportHref={`/api/backoffice/studio/photos/export${studioPhotoQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <>
            <SelectFilter name="status" label={t("photos.columns.status")} value={query.status} anyLabel={t("photos.anyStatus")} options={EDIT_STATUSES.map((s) => ({ value: s, label: t(`photos.status.${s}`) }))} />
            <SelectFilter name="days" label={t("photos.daysLabel")} value={query.days ? String(query.days) : undefined} anyLabel={t("photos.anyTime")} options={EDIT_DAYS.map((d) => ({ value: String(d), label: t("photos.days", { count: d }) }))} />
          </>
        }
      />
    </AdminPage>
  );
}
