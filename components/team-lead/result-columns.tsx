import type { getFormatter } from "next-intl/server";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { FinishedShootRow } from "@/lib/teams/results/queries";
import { ActionedToggle } from "./ActionedToggle";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<FinishedShootRow>();

/**
 * The results list's columns (headers in the lead's language): the favourite, who (with the download of
 * their profile picture when `pictureLabel` is given), sub-team, finished, actioned.
 */
export function resultColumns(t: Labels, format: Format, locale: string, pictureLabel?: string) {
  const nameOf = (r: FinishedShootRow) => r.name ?? r.email ?? t("noName");
  return col.columns([
    col.display({
      id: "favorite",
      header: t("columns.favorite"),
      cell: ({ row }) =>
        row.original.favorite ? (
          // eslint-disable-next-line @next/next/no-img-element -- a signed storage URL, already a 400 px thumbnail
          <img
            src={row.original.favorite.thumb.url}
            width={64}
            height={Math.round((64 * row.original.favorite.thumb.height) / Math.max(1, row.original.favorite.thumb.width))}
            alt={t("favoriteAlt", { name: nameOf(row.original) })}
            loading="lazy"
            className="h-16 w-16 rounded-lg object-cover"
            data-testid="favorite-thumb"
          />
        ) : (
          <span className="text-xs text-ink-soft">{t("noFavorite")}</span>
        ),
    }),
    col.accessor("name", {
      header: t("columns.name"),
      cell: ({ row }) => (
        <div className="flex flex-col">
          <Link href={`/app/admin/results/${encodeURIComponent(row.original.id)}`} className="font-medium text-ink underline-offset-2 hover:underline">
            {nameOf(row.original)}
          </Link>
          {row.original.email && <span className="text-ink-soft">{row.original.email}</span>}
          {pictureLabel && (
            <a href={`/api/team/profile-picture/${encodeURIComponent(row.original.id)}?download=1`} download className="text-xs text-brand underline-offset-2 hover:underline" data-testid="row-profile-picture">
              {pictureLabel}
            </a>
          )}
        </div>
      ),
    }),
    col.accessor((r) => r.team?.name ?? null, { id: "team", header: t("columns.team"), enableSorting: false, cell: (c) => c.getValue() ?? <span className="text-ink-soft">{t("noTeam")}</span> }),
    col.accessor("readyAt", { header: t("columns.readyAt"), cell: (c) => (c.getValue() ? format.dateTime(c.getValue()!, { dateStyle: "medium" }) : "") }),
    col.display({
      id: "actioned",
      header: t("columns.actioned"),
      cell: ({ row }) => {
        const at = row.original.actionedAt;
        return (
          <ActionedToggle
            shootId={row.original.id}
            actioned={at !== null}
            locale={locale}
            label={at ? t("unmark") : t("mark")}
            note={at ? t("actionedOn", { date: format.dateTime(at, { dateStyle: "medium" }) }) : undefined}
          />
        );
      },
    }),
  ]);
}
