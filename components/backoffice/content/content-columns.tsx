// The blog and changelog lists' columns, a row's state as a badge, and the edit page's panel of the
// other language versions ("add the German version").
import type { getFormatter } from "next-intl/server";
import { AdminSection } from "@/components/backoffice/admin-page";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { BlogRow } from "@/lib/backoffice/content/blog";
import type { ChangelogRow } from "@/lib/backoffice/content/changelog";
import type { LanguageVersion } from "@/lib/backoffice/content/publishing";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;
type State = BlogRow["state"];

const STATE_BADGE: Record<State, BadgeVariant> = { draft: "neutral", scheduled: "info", published: "success", archived: "outline" };

export function StateBadge({ state, t }: { state: State; t: Labels }) {
  return <span data-testid="content-state"><Badge variant={STATE_BADGE[state]}>{t(`states.${state}`)}</Badge></span>;
}

const when = (format: Format, date: Date | null) => (date ? format.dateTime(date, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC" : "—");

const blog = columnHelper<BlogRow>();

export function blogColumns(t: Labels, format: Format) {
  return blog.columns([
    blog.accessor("title", { header: t("columns.title"), cell: ({ row }) => <Link href={`/admin/blog/edit/${row.original.id}`} className="font-medium underline">{row.original.title}</Link> }),
    blog.accessor("locale", { header: t("columns.language"), enableSorting: false, cell: (c) => t(`languages.${c.getValue()}`) }),
    blog.accessor("state", { header: t("columns.status"), enableSorting: false, cell: (c) => <StateBadge state={c.getValue()} t={t} /> }),
    blog.accessor("authorName", { header: t("columns.author"), enableSorting: false }),
    blog.accessor("tags", { header: t("columns.tags"), enableSorting: false, cell: (c) => c.getValue().map((tag) => `#${tag}`).join(" ") }),
    blog.accessor("publishedAt", { header: t("columns.publishedAt"), cell: (c) => when(format, c.getValue()) }),
    blog.accessor("updatedAt", { header: t("columns.updatedAt"), cell: (c) => when(format, c.getValue()) }),
  ]);
}

const changelog = columnHelper<ChangelogRow>();

export function changelogColumns(t: Labels, format: Format) {
  return changelog.columns([
    changelog.accessor("title", { header: t("columns.title"), cell: ({ row }) => <Link href={`/admin/changelog/edit/${row.original.id}`} className="font-medium underline">{row.original.title}</Link> }),
    changelog.accessor("version", { header: t("columns.label"), enableSorting: false, cell: (c) => c.getValue() ?? "—" }),
    changelog.accessor("locale", { header: t("columns.language"), enableSorting: false, cell: (c) => t(`languages.${c.getValue()}`) }),
    changelog.accessor("state", { header: t("columns.status"), enableSorting: false, cell: (c) => <StateBadge state={c.getValue()} t={t} /> }),
    changelog.accessor("publishedAt", { header: t("columns.publishedAt"), cell: (c) => when(format, c.getValue()) }),
    changelog.accessor("updatedAt", { header: t("columns.updatedAt"), cell: (c) => when(format, c.getValue()) }),
  ]);
}

/** The other language versions of a row, and a prefilled "add the … version" for each language it lacks. */
export function LanguageVersions({ base, id, versions, missing, t }: { base: "/admin/blog" | "/admin/changelog"; id: string; versions: LanguageVersion[]; missing: string[]; t: Labels }) {
  return (
    <AdminSection title={t("versions.title")} description={t("versions.intro")} testId="language-versions">
      {versions.length === 0 ? (
        <p className="text-sm text-ink-soft">{t("versions.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {versions.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center gap-2" data-testid={`language-version-${v.locale}`}>
              <span className="font-medium">{t(`languages.${v.locale}`)}</span>
              <Link href={`${base}/edit/${v.id}`} className="underline">{v.title}</Link>
              <StateBadge state={v.state} t={t} />
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {missing.map((l) => (
            <ButtonLink key={l} href={`${base}/new?from=${encodeURIComponent(id)}&language=${l}`} variant="secondary" size="sm" data-testid={`add-version-${l}`}>
              {t(`versions.add.${l}`)}
            </ButtonLink>
          ))}
        </div>
      )}
    </AdminSection>
  );
}
