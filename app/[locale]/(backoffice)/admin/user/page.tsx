import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { userColumns } from "@/components/backoffice/user-columns";
import { UserDetailView } from "@/components/backoffice/user-detail";
import { ViewAsButton } from "@/components/backoffice/view-as/ViewAsButton";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { findUsersPage, loadUserDetail } from "@/lib/backoffice/users/queries";
import { USER_ROLES, usersQuery } from "@/lib/backoffice/users/schemas";
import { openPage } from "@/lib/http/page";
import { searchParam, type LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/user", "BackofficeUsers.users");

/** /admin/user: the people list; /admin/user?id=…: one person's detail view with the admin's actions. */
export default async function AdminUsersPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/user");
  const search = await searchParams;
  const id = searchParam(search, "id");
  if (id) {
    const detail = id.length <= 64 ? await loadUserDetail(db, id) : null;
    if (!detail) notFound();
    return (
      <>
        <UserDetailView detail={detail} actions={detail.user.role === "ADMIN" || detail.user.deletedAt ? null : <ViewAsButton userId={detail.user.id} />} />
      </>
    );
  }

  const query = usersQuery.parse(search);
  const [t, format, page] = await Promise.all([getTranslations("BackofficeUsers.users"), getFormatter(), findUsersPage(db, query)]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="users-list">
      <DataTable
        path="/admin/user"
        testId="users"
        caption={t("title")}
        columns={userColumns(t as never, format)}
        page={page}
        query={query}
        schema={usersQuery}
        searchLabel={t("search")}
        exportHref={`/api/backoffice/users/export${usersQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <>
            <SelectFilter name="role" label={t("filters.role")} value={query.role} anyLabel={t("filters.any")} options={USER_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
            <SelectFilter name="deleted" label={t("filters.deleted")} value={query.deleted} anyLabel={t("filters.any")} options={[{ value: "no", label: t("filters.liveOnly") }, { value: "yes", label: t("filters.deletedOnly") }]} />
            <SelectFilter name="org" label={t("filters.org")} value={query.org} anyLabel={t("filters.any")} options={[{ value: "yes", label: t("filters.inOrg") }, { value: "no", label: t("filters.noOrg") }]} />
          </>
        }
      />
    </AdminPage>
  );
}
