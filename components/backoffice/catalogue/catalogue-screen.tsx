// One screen of the catalogue editor, the same for outfits, wardrobe groups, emotions, hairstyles and
// photo templates: the list with its search and state filter and the create form, or (`?id=`) one
// entry's facts, what uses it, its edit form and its activate/deactivate button. A screen may add
// sections to the detail view (the wardrobe group's outfits).
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { saveCatalogueEntryAction, setCatalogueEntryActiveAction } from "@/lib/backoffice/catalogue/actions";
import type { EntryDetail, EntryRow } from "@/lib/backoffice/catalogue/editor";
import { ENTRY_STATES, entryQuery, RESOURCE_PATHS, type CatalogueResource, type EntryQuery } from "@/lib/backoffice/catalogue/schemas";
import type { GroupChoice } from "@/lib/backoffice/catalogue/wardrobe";
import type { Page } from "@/lib/lists/page";
import { ActiveToggle, catalogueColumns, entryFields, type Labels } from "./catalogue-columns";

type Props = {
  resource: CatalogueResource;
  page: Page<EntryRow> | null;
  query: EntryQuery;
  detail: EntryDetail | null;
  /** The wardrobe groups (the outfit form's choices and the list's group column). */
  groups?: readonly GroupChoice[];
  /** More sections of the detail view. */
  detailSections?: ReactNode;
};

export async function CatalogueScreen({ resource, page, query, detail, groups = [], detailSections }: Props) {
  const [tt, format] = await Promise.all([getTranslations("BackofficeWardrobe"), getFormatter()]);
  const t = tt as unknown as Labels;
  const path = RESOURCE_PATHS[resource];

  if (detail) {
    const usage = detail.usage ? Object.entries(detail.usage).map(([k, n]) => t(`usage.${k}`, { count: n })).join(" · ") : null;
    return (
      <AdminPage title={detail.name} back={{ href: path, label: t(`${resource}.back`) }} testId="catalogue-detail"
        actions={<ActiveToggle resource={resource} entry={detail} t={t} action={setCatalogueEntryActiveAction} />}>
        <AdminSection title={t("facts")}>
          <Facts testId="catalogue-facts" items={[
            [t("columns.slug"), <code key="s">{detail.slug}</code>],
            [t("fields.nameEn"), detail.names.en],
            [t("fields.nameDe"), detail.names.de || "—"],
            [t("fields.nameEs"), detail.names.es || "—"],
            [t("columns.active"), <Badge key="a" variant={detail.active ? "success" : "neutral"}>{detail.active ? t("state.active") : t("state.inactive")}</Badge>],
            [t("columns.createdAt"), format.dateTime(detail.createdAt, { dateStyle: "medium", timeStyle: "short" })],
            ...(usage ? [[t("usage.title"), usage] as const] : []),
          ]} />
        </AdminSection>
        {detailSections}
        <AdminSection title={t("editTitle")} description={t(`${resource}.editIntro`)} testId="catalogue-edit">
          <AdminForm action={saveCatalogueEntryAction} namespace="BackofficeWardrobe" submitLabel={t("save")} successMessage={t("saved")} testId="catalogue-edit-form"
            fields={entryFields(resource, t, groups, detail)} />
        </AdminSection>
      </AdminPage>
    );
  }

  return (
    <AdminPage title={t(`${resource}.title`)} intro={t(`${resource}.intro`)} testId={`catalogue-${resource}`}>
      {page && (
        <DataTable path={path} testId="catalogue-list" caption={t(`${resource}.title`)} page={page} query={query} schema={entryQuery} searchLabel={t("search")}
          columns={catalogueColumns(resource, t, new Map(groups.map((g) => [g.id, g.name])), setCatalogueEntryActiveAction)}
          filters={<SelectFilter name="state" label={t("stateLabel")} value={query.state} anyLabel={t("anyState")} options={ENTRY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} />} />
      )}
      <AdminSection title={t(`${resource}.newTitle`)} description={t(`${resource}.newIntro`)} testId="catalogue-create">
        <AdminForm action={saveCatalogueEntryAction} namespace="BackofficeWardrobe" submitLabel={t("create")} successMessage={t("created")} testId="catalogue-form"
          fields={entryFields(resource, t, groups, null)} />
      </AdminSection>
    </AdminPage>
  );
}
