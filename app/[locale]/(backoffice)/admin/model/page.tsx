import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { shootColumns } from "@/components/backoffice/shoot-columns";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { findShootsPage, shootEngines } from "@/lib/backoffice/shoots/queries";
import { SHOOT_STATES, shootsQuery } from "@/lib/backoffice/shoots/schemas";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/model", "BackofficeShoots.shoots");

const selectClass = "h-10 rounded-lg border border-line px-3";

/** Every shoot: filter by state, engine and creation date, search by id, owner's email or organisation. */
export default async function ShootsPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/model");
  const query = shootsQuery.parse(await searchParams);
  const [t, format, page, engines] = await Promise.all([getTranslations("BackofficeShoots.shoots"), getFormatter(), findShootsPage(db, query), shootEngines(db)]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="admin-shoots">
      <DataTable
        path="/admin/model"
        testId="shoots"
        caption={t("title")}
        columns={shootColumns(t as never, format)}
        page={page}
        query={query}
        schema={shootsQuery}
        searchLabel={t("search")}
        exportHref={`/api/backoffice/shoots/export${shootsQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <>
            <label className="flex flex-col gap-1 text-sm">
              <span className="text-ink-soft">{t("columns.state")}</span>
              <select name="state" defaultValue={query.state ?? ""} className={selectClass}>
                <option value="">{t("anyState")}</option>
                {SHOOT_STATES.map((s) => <option key={s} value={s}>{t(`state.${s}`)}</option>)}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="text-ink-soft">{t("columns.engine")}</span>
              <select name="engine" defaultValue={query.engine ?? ""} className={selectClass}>
                <option value="">{t("anyEngine")}</option>
                {engines.map((e) => <option key={e} value={e}>{e}</option>)}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="text-ink-soft">{t("createdFrom")}</span>
              <input type="date" name="from" defaultValue={query.from ?? ""} className={selectClass} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="text-ink-soft">{t("createdTo")}</span>
              <input type="date" name="to" defaultValue={query.to ?? ""} className={selectClass} />
            </label>
          </>
        }
      />
    </AdminPage>
  );
}
