// The one table for every list screen (back office and team lead area). Rendered on the server:
// TanStack Table holds the column state (which columns, which can sort, which is sorted) and the
// rows; the list's state (search, filters, sort, page, page size) lives in the URL, so every change is
// a link or a GET form, a list can be bookmarked and shared, and the browser's back button works.
// A screen gives its columns (a columns.tsx built with `createColumnHelper`), the page of rows from
// its query, the query itself and the list's schema (lib/lists/query.ts).
import { constructTable, createColumnHelper, rowSortingFeature, tableFeatures, type CellContext, type ColumnDef, type HeaderContext, type RowData } from "@tanstack/table-core";
import { storeReactivityBindings } from "@tanstack/table-core/store-reactivity-bindings";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import type { Page } from "@/lib/lists/page";
import { PER_PAGE_CHOICES, type ListQuery, type ListQuerySchema } from "@/lib/lists/query";
import { cx } from "./cx";
import { Icon } from "./icons";

export const tableColumns = tableFeatures({ coreReactivityFeature: storeReactivityBindings(), rowSortingFeature });
export type TableFeatures = typeof tableColumns;
export type DataColumn<T extends RowData> = ColumnDef<TableFeatures, T, unknown>;
/** Column helper for a list's columns.tsx. */
export const columnHelper = <T extends RowData>() => createColumnHelper<TableFeatures, T>();

type Render = ReactNode | ((context: never) => ReactNode);
const render = (template: unknown, context: unknown): ReactNode =>
  typeof template === "function" ? (template as (c: unknown) => ReactNode)(context) : ((template ?? null) as ReactNode);

export type DataTableProps<T extends { id: string }, F extends string, Filters extends Record<string, unknown>> = {
  /** The list page's own path (without locale), e.g. "/admin/email". */
  path: string;
  columns: DataColumn<T>[];
  page: Page<T>;
  query: ListQuery<F, Filters>;
  schema: ListQuerySchema<F, Filters>;
  /** The search field's label, saying what it searches ("Recipient or subject"); no search box when absent. */
  searchLabel?: string;
  /** The list's own filter fields (selects named after the schema's filters), sent with the search form. */
  filters?: ReactNode;
  /** A link to the CSV of what the filter selects (the same query string). */
  exportHref?: string;
  /** What a row opens (its detail), if anything. */
  caption?: string;
  testId?: string;
};

export async function DataTable<T extends { id: string }, F extends string, Filters extends Record<string, unknown>>(props: DataTableProps<T, F, Filters>) {
  const { path, page, query, schema } = props;
  const t = await getTranslations("UI.table");
  const table = constructTable({
    features: tableColumns,
    columns: props.columns,
    data: page.items,
    getRowId: (row: T) => row.id,
    manualSorting: true,
    state: { sorting: [{ id: query.sort.field, desc: query.sort.desc }] },
  } as never) as unknown as ReturnType<typeof constructTable<TableFeatures, T>>;
  const href = (changes: Partial<ListQuery<F, Filters>>) => `${path}${schema.toSearch({ ...query, ...changes })}`;
  const from = page.total === 0 ? 0 : (page.page - 1) * page.perPage + 1;
  const to = Math.min(page.total, page.page * page.perPage);
  const hiddenFilters = schema.filterKeys.filter((k) => !props.filters && (query as Record<string, unknown>)[k] !== undefined);

  return (
    <div className="flex flex-col gap-4" data-testid={props.testId}>
      {(props.searchLabel || props.filters || props.exportHref) && (
        <div className="flex flex-wrap items-end gap-3">
          {(props.searchLabel || props.filters) && (
            <form className="flex flex-wrap items-end gap-2" role="search" action={path}>
              {props.searchLabel && (
                <label className="flex flex-col gap-1 text-sm">
                  <span className="text-ink-soft">{props.searchLabel}</span>
                  <input name="q" type="search" defaultValue={query.q} className="h-10 w-64 rounded-lg border border-line px-3" />
                </label>
              )}
              {props.filters}
              {hiddenFilters.map((k) => (
                <input key={k} type="hidden" name={k} value={String((query as Record<string, unknown>)[k])} />
              ))}
              {query.perPage !== schema.defaults.perPage && <input type="hidden" name="perPage" value={query.perPage} />}
              <button className="h-10 rounded-lg bg-brand px-4 font-semibold text-white" type="submit">{t("apply")}</button>
              <Link href={path} className="h-10 px-2 leading-10 text-sm text-ink-soft underline">{t("reset")}</Link>
            </form>
          )}
          {props.exportHref && (
            <a href={props.exportHref} className="ml-auto inline-flex h-10 items-center gap-2 rounded-lg border border-line px-4 text-sm font-medium" download>
              <Icon name="download" size={16} />
              {t("exportCsv")}
            </a>
          )}
        </div>
      )}
      <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
        <table className="w-full text-left text-sm">
          {props.caption && <caption className="sr-only">{props.caption}</caption>}
          <thead className="bg-mist text-ink-soft">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const label = render(header.column.columnDef.header as Render, header.getContext() as HeaderContext<TableFeatures, T, unknown>);
                  const sorted = header.column.getIsSorted();
                  const sortable = header.column.getCanSort() && schema.sortFields.includes(header.column.id as F);
                  // A click sorts by this column ascending, or descending when it already is ascending.
                  const nextSort = { field: header.column.id as F, desc: sorted === "asc" };
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined} className="px-4 py-3 font-semibold">
                      {sortable ? (
                        <Link href={href({ sort: nextSort, page: 1 } as Partial<ListQuery<F, Filters>>)} className="inline-flex items-center gap-1 hover:text-ink">
                          {label}
                          {sorted && <Icon name={sorted === "asc" ? "chevron-up" : "chevron-down"} size={14} />}
                          <span className="sr-only">{sorted === "asc" ? t("sortedAscending") : sorted === "desc" ? t("sortedDescending") : ""}</span>
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={props.columns.length} className="px-4 py-8 text-center text-ink-soft">{t("empty")}</td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-line align-top" data-row={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3">{render(cell.column.columnDef.cell as Render, cell.getContext() as CellContext<TableFeatures, T, unknown>)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={t("pageOf", { page: page.page, pages: page.pageCount })} className="flex flex-wrap items-center gap-4 text-sm text-ink-soft">
        <span>{t("range", { from, to, total: page.total })}</span>
        <span className="flex items-center gap-1">
          {t("perPage")}:
          {PER_PAGE_CHOICES.map((n) => (
            <Link key={n} href={href({ perPage: n, page: 1 } as Partial<ListQuery<F, Filters>>)} aria-current={n === page.perPage ? "true" : undefined} className={cx("rounded px-2 py-1", n === page.perPage ? "bg-mist font-semibold text-ink" : "hover:text-ink")}>
              {n}
            </Link>
          ))}
        </span>
        <span className="ml-auto flex items-center gap-2">
          <PagerLink href={page.page > 1 ? href({ page: page.page - 1 } as Partial<ListQuery<F, Filters>>) : null} label={t("previous")} icon="chevron-left" />
          <span>{t("pageOf", { page: page.page, pages: page.pageCount })}</span>
          <PagerLink href={page.page < page.pageCount ? href({ page: page.page + 1 } as Partial<ListQuery<F, Filters>>) : null} label={t("next")} icon="chevron-right" />
        </span>
      </nav>
    </div>
  );
}

function PagerLink({ href, label, icon }: { href: string | null; label: string; icon: "chevron-left" | "chevron-right" }) {
  const box = "inline-flex h-9 w-9 items-center justify-center rounded-lg border border-line";
  if (!href) return <span className={cx(box, "opacity-40")} aria-disabled="true"><Icon name={icon} size={16} /><span className="sr-only">{label}</span></span>;
  return (
    <Link href={href} className={cx(box, "hover:bg-mist")} rel={icon === "chevron-left" ? "prev" : "next"}>
      <Icon name={icon} size={16} />
      <span className="sr-only">{label}</span>
    </Link>
  );
}
