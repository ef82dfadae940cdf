import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { DateFilter, SelectFilter } from "@/components/backoffice/filters";
import { shootColumns } from "@/components/backoffice/shoot-columns";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { findShootsPage, shootEngines } from "@/lib/backoffice/shoots/queries";
import { SHOOT_STATES, shootsQuery } from "@/lib/backoffice/shoots/schemas";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/model", "BackofficeShoots.shoots");


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
            <SelectFilter name="state" label={t("columns.state")} value={query.state} anyLabel={t("anyState")} options={SHOOT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} />
            <SelectFilter name="engine" label={t("columns.engine")} value={query.engine} anyLabel={t("anyEngine")} options={engines.map((e) => ({ value: e, label: e }))} />
            <DateFilter name="from" label={t("createdFrom")} value={query.from} />
            <DateFilter name="to" label={t("createdTo")} value={query.to} />
          </>
        }
      />
    </AdminPage>
  );
}
