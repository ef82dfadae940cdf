import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { apiKeyColumns } from "@/components/backoffice/api-clients-columns";
import { SelectFilter } from "@/components/backoffice/filters";
import { DataTable } from "@/components/ui/data-table";
import { revokeApiKeyAction } from "@/lib/backoffice/api-clients/actions";
import { findApiKeysPage } from "@/lib/backoffice/api-clients/queries";
import { API_KEY_STATUSES, apiKeysQuery } from "@/lib/backoffice/api-clients/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/api-clients", "BackofficeSupport.apiClients");

/** Every organisation's API keys, their use over 30 days, and a way to revoke one. */
export default async function ApiClientsPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/api-clients");
  const query = apiKeysQuery.parse(await searchParams);
  const [t, format, page] = await Promise.all([getTranslations("BackofficeSupport"), getFormatter(), findApiKeysPage(db, query)]);
  return (
    <AdminPage title={t("apiClients.title")} intro={t("apiClients.intro")} testId="api-clients">
      <>
        <DataTable
          path="/admin/api-clients"
          testId="api-clients-table"
          caption={t("apiClients.title")}
          columns={apiKeyColumns(t as never, format, revokeApiKeyAction)}
          page={page}
          query={query}
          schema={apiKeysQuery}
          searchLabel={t("apiClients.search")}
          filters={
            <SelectFilter name="status" label={t("apiClients.columns.status")} value={query.status} anyLabel={t("apiClients.anyStatus")} options={API_KEY_STATUSES.map((s) => ({ value: s, label: t(`apiClients.status.${s}`) }))} />
          }
        />
      </>
    </AdminPage>
  );
}
