import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import type { MemberRow } from "@/lib/teams/members/queries";
import type { MemberState } from "@/lib/teams/members/schemas";
import { MemberRowActions } from "./MemberRowActions";

const STATE_VARIANT: Record<MemberState, "neutral" | "info" | "brand" | "warning" | "success" | "danger"> = {
  invited: "neutral",
  joined: "info",
  uploading: "brand",
  generating: "warning",
  finished: "success",
  deleted: "danger",
};

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<MemberRow>();

/** The members list's columns (headers in the lead's language); the last one holds the row's actions. */
export function memberColumns(t: Labels, format: Format, context: { leadId: string; teams: { id: string; name: string }[]; now: Date }) {
  return col.columns([
    col.accessor("name", {
      header: t("columns.name"),
      cell: ({ row }) => (
        <div className="flex flex-col gap-0.5">
          <span className="font-medium">{row.original.name || <span className="text-ink-soft">{t("noName")}</span>}</span>
          {row.original.title && <span className="text-xs text-ink-soft">{row.original.title}</span>}
          {row.original.managed && <span className="text-xs text-ink-soft">{t("managed")}</span>}
        </div>
      ),
    }),
    col.accessor("email", { header: t("columns.email"), cell: (c) => c.getValue() ?? "—" }),
    col.accessor("teamName", { id: "team", header: t("columns.team"), cell: (c) => c.getValue() ?? "—" }),
    col.accessor("state", {
      header: t("columns.state"),
      cell: ({ row }) => {
        const r = row.original;
        const expired = r.kind === "invite" && r.expiresAt !== null && r.expiresAt <= context.now;
        return (
          <div className="flex flex-col items-start gap-1" data-testid="member-state" data-state={r.state}>
            <Badge variant={STATE_VARIANT[r.state]}>{t(`states.${r.state}`)}</Badge>
            {expired && <span className="text-xs text-danger">{t("expired")}</span>}
            {r.leadRetryAt && <span className="text-xs text-ink-soft">{t("retryGiven")}</span>}
          </div>
        );
      },
    }),
    col.accessor("role", { header: t("columns.role"), enableSorting: false, cell: (c) => t(`roles.${c.getValue()}`) }),
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "medium" }) }),
    col.accessor("finishedAt", { header: t("columns.finishedAt"), cell: (c) => (c.getValue() ? format.dateTime(c.getValue()!, { dateStyle: "medium" }) : "—") }),
    col.display({
      id: "actions",
      header: t("columns.actions"),
      cell: ({ row }) => {
        const r = row.original;
        return (
          <MemberRowActions
            teams={context.teams}
            row={{
              id: r.id, kind: r.kind, role: r.role, isOwner: r.isOwner, managed: r.managed, email: r.email, state: r.state, shootState: r.shootState,
              leadRetryAt: r.leadRetryAt ? r.leadRetryAt.toISOString() : null, teamId: r.teamId,
              isSelf: r.userId === context.leadId,
              expired: r.kind === "invite" && r.expiresAt !== null && r.expiresAt <= context.now,
            }}
          />
        );
      },
    }),
  ]);
}
