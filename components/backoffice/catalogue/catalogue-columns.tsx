// The catalogue editor's table columns and form fields, for every resource (lib/backoffice/catalogue):
// the common ones (name, slug, order, active) and each resource's own, read from OWN_FIELDS.
import { AdminForm, type AdminField } from "@/components/backoffice/admin-form";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { EntryRow } from "@/lib/backoffice/catalogue/editor";
import { NAME_MAX, OWN_FIELDS, RESOURCE_PATHS, SORT_MAX, type CatalogueResource } from "@/lib/backoffice/catalogue/schemas";
import type { GroupChoice } from "@/lib/backoffice/catalogue/wardrobe";
import type { FormAction } from "@/lib/http/action";

export type Labels = (key: string, values?: Record<string, string | number>) => string;

const col = columnHelper<EntryRow>();
const LANGS = ["En", "De", "Es"] as const;

/** Activate, or deactivate after a dialog saying what it takes away. */
export function ActiveToggle({ resource, entry, t, action }: { resource: CatalogueResource; entry: Pick<EntryRow, "id" | "name" | "active" | "slug">; t: Labels; action: FormAction }) {
  const verb = entry.active ? "deactivate" : "activate";
  return (
    <AdminForm action={action} namespace="BackofficeWardrobe" layout="inline" variant={entry.active ? "danger" : "secondary"} submitLabel={t(verb)} testId={`toggle-${entry.slug}`}
      confirm={entry.active ? { title: t("deactivateConfirm", { name: entry.name }), body: t(`${resource}.deactivateBody`), confirmLabel: t("deactivate"), cancelLabel: t("cancel") } : undefined}
      fields={[{ kind: "hidden", name: "resource", value: resource }, { kind: "hidden", name: "id", value: entry.id }, { kind: "hidden", name: "active", value: String(!entry.active) }]} />
  );
}

/** A resource's own value as a list shows it. */
function ownValue(name: string, row: EntryRow, t: Labels, groups: ReadonlyMap<string, string>) {
  const v = row.values[name] ?? "";
  if (name === "gender" || name === "shape") return v ? t(`options.${name}.${v}`) : "—";
  if (name === "groupId") return v ? (groups.get(v) ?? "—") : t("noGroup");
  if (name === "colors") {
    return (
      <span className="flex gap-1">
        {v.split(", ").filter(Boolean).map((c) => <span key={c} title={c} className="inline-block size-4 rounded-full border border-line" style={{ backgroundColor: c }} />)}
      </span>
    );
  }
  return v || "—";
}

/** The list's own columns per resource (besides name, slug, order and active). */
const LIST_COLUMNS: Record<CatalogueResource, readonly string[]> = {
  outfit: ["gender", "colors", "groupId"],
  wardrobeGroup: [],
  emotion: ["prompt"],
  hairstyle: ["gender", "prompt"],
  photoTemplate: ["width", "height", "shape"],
};

export function catalogueColumns(resource: CatalogueResource, t: Labels, groups: ReadonlyMap<string, string>, toggle: FormAction) {
  const path = RESOURCE_PATHS[resource];
  return col.columns([
    col.accessor("name", { header: t("columns.name"), cell: ({ row }) => <Link href={`${path}?id=${row.original.id}`} className="font-medium underline">{row.original.name}</Link> }),
    col.accessor("slug", { header: t("columns.slug"), cell: (c) => <code className="text-xs">{c.getValue()}</code> }),
    ...LIST_COLUMNS[resource].map((name) => col.display({ id: name, header: t(`fields.${name}`), cell: ({ row }) => ownValue(name, row.original, t, groups) })),
    col.accessor("sortOrder", { header: t("columns.sortOrder") }),
    col.accessor("active", {
      header: t("columns.active"),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={row.original.active ? "success" : "neutral"}>{row.original.active ? t("state.active") : t("state.inactive")}</Badge>
          <ActiveToggle resource={resource} entry={row.original} t={t} action={toggle} />
        </div>
      ),
    }),
  ]);
}

/** The create form (no entry) or the edit form of one entry: the slug only for a new one (it never changes). */
export function entryFields(resource: CatalogueResource, t: Labels, groups: readonly GroupChoice[], entry: EntryRow | null): AdminField[] {
  const fields: AdminField[] = [{ kind: "hidden", name: "resource", value: resource }];
  if (entry) fields.push({ kind: "hidden", name: "id", value: entry.id });
  else fields.push({ kind: "text", name: "slug", label: t("fields.slug"), hint: t("fields.slugHint"), required: true, maxLength: 80 });
  for (const lang of LANGS) {
    fields.push({ kind: "text", name: `name${lang}`, label: t(`fields.name${lang}`), required: true, maxLength: NAME_MAX, defaultValue: entry?.names[lang.toLowerCase() as "en" | "de" | "es"] });
  }
  for (const f of OWN_FIELDS[resource]) {
    const label = t(`fields.${f.name}`);
    const defaultValue = entry?.values[f.name];
    if (f.kind === "group") {
      fields.push({ kind: "select", name: f.name, label, defaultValue, options: [{ value: "", label: t("noGroup") }, ...groups.map((g) => ({ value: g.id, label: g.active ? g.name : t("inactiveGroup", { name: g.name }) }))] });
    } else if (f.kind === "select") {
      fields.push({ kind: "select", name: f.name, label, defaultValue, options: f.options.map((o) => ({ value: o, label: t(`options.${f.name}.${o}`) })) });
    } else if (f.kind === "number") {
      fields.push({ kind: "number", name: f.name, label, defaultValue, min: f.min, max: f.max, step: f.step, required: f.required, hint: f.hint ? t(`fields.${f.name}Hint`) : undefined });
    } else if (f.kind === "textarea") {
      fields.push({ kind: "textarea", name: f.name, label, defaultValue, maxLength: f.maxLength, rows: 2 });
    } else {
      fields.push({ kind: "text", name: f.name, label, defaultValue, maxLength: f.maxLength, required: f.required, hint: f.hint ? t(`fields.${f.name}Hint`) : undefined });
    }
  }
  fields.push({ kind: "number", name: "sortOrder", label: t("fields.sortOrder"), hint: t("fields.sortOrderHint"), min: 0, max: SORT_MAX, step: 1, defaultValue: entry ? entry.sortOrder : 0 });
  return fields;
}
