import { AdminForm, type AdminConfirm } from "@/components/backoffice/admin-form";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { StyleRow } from "@/lib/backoffice/styles/styles";
import type { FormAction } from "@/lib/http/action";

type Labels = (key: string, values?: Record<string, string | number>) => string;

const col = columnHelper<StyleRow>();

/** A style's picture as the admin sees it (the stored or drawn preview), or a dash. */
export function StyleThumb({ url, size = 48 }: { url: string | null; size?: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- a small preview in the back office; no optimisation needed
  return url ? <img src={url} alt="" width={size} height={Math.round(size * 1.25)} className="rounded object-cover" /> : <span className="text-ink-soft">—</span>;
}

/** Activate / deactivate one style, with its confirm dialog. */
export function StyleToggle({ style, t, action }: { style: Pick<StyleRow, "id" | "slug" | "active">; t: Labels; action: FormAction }) {
  const verb = style.active ? "deactivate" : "activate";
  const confirm: AdminConfirm = { title: t(`styles.${verb}Confirm.title`, { slug: style.slug }), body: t(`styles.${verb}Confirm.body`), confirmLabel: t(`styles.${verb}`), cancelLabel: t("cancel") };
  return (
    <AdminForm action={action} namespace="BackofficeStyles" layout="inline" variant={style.active ? "danger" : "secondary"} submitLabel={t(`styles.${verb}`)} confirm={confirm} testId={`style-toggle-${style.slug}`}
      fields={[{ kind: "hidden", name: "styleId", value: style.id }, { kind: "hidden", name: "active", value: String(!style.active) }]} />
  );
}

export function styleColumns(t: Labels, toggle: FormAction) {
  return col.columns([
    col.accessor("previewUrl", { header: t("styles.columns.preview"), enableSorting: false, cell: (c) => <StyleThumb url={c.getValue()} /> }),
    col.accessor("slug", { header: t("styles.columns.slug"), cell: ({ row }) => <Link href={`/admin/style?id=${row.original.id}`} className="font-mono font-medium underline">{row.original.slug}</Link> }),
    col.accessor("name", { header: t("styles.columns.name"), enableSorting: false }),
    col.accessor("gender", { header: t("styles.columns.gender"), enableSorting: false, cell: (c) => t(`gender.${c.getValue()}`) }),
    col.accessor((r) => r.backdrop.name, { id: "backdrop", header: t("styles.columns.backdrop"), enableSorting: false, cell: ({ row }) => `${row.original.backdrop.name}${row.original.backdrop.active ? "" : ` (${t("inactive")})`}` }),
    col.accessor((r) => r.outfit.name, { id: "outfit", header: t("styles.columns.outfit"), enableSorting: false, cell: ({ row }) => `${row.original.outfit.name}${row.original.outfit.active ? "" : ` (${t("inactive")})`}` }),
    col.accessor((r) => r.avatar?.name ?? "", { id: "avatar", header: t("styles.columns.avatar"), enableSorting: false, cell: (c) => c.getValue() || "—" }),
    col.accessor("sortOrder", { header: t("styles.columns.sortOrder") }),
    col.accessor("active", {
      header: t("styles.columns.active"),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={row.original.active ? "success" : "neutral"}>{row.original.active ? t("active") : t("inactive")}</Badge>
          <StyleToggle style={row.original} t={t} action={toggle} />
        </div>
      ),
    }),
  ]);
}
