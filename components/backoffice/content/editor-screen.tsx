// The blog's and the changelog's new and edit screens, server side: the editor's labels and options in
// the admin's language, the row's facts, its language versions and the delete button. The pages only
// load the row and pick the action.
import { getFormatter } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { LanguageVersions, StateBadge } from "@/components/backoffice/content/content-columns";
import { ContentEditor, type EditorLabels, type EditorValues } from "@/components/backoffice/content/content-editor";
import { contentLabels, type ContentLabels } from "@/components/backoffice/content/content-list";
import { Link } from "@/i18n/link";
import type { LanguageVersion } from "@/lib/backoffice/content/publishing";
import { EDITOR_STATUSES, type EditorStatus } from "@/lib/backoffice/content/schemas";
import type { FormAction } from "@/lib/http/action";
import { LOCALES } from "@/lib/i18n/config";

type Kind = "blog" | "changelog";
type Labels = ContentLabels;

function editorLabels(t: Labels, kind: Kind): EditorLabels {
  const keys = ["title", "slug", "language", "status", "publishAt", "publishAtHint", "preview", "previewEmpty", "save", "saved", "readingTime", "excerpt", "seoTitle", "seoDescription", "author", "tags", "tagsHint", "cover", "coverHint", "removeCover", "label"] as const;
  const out = Object.fromEntries(keys.map((k) => [k, t(`editor.${k}`, k === "readingTime" ? { minutes: "{minutes}" } : undefined)])) as Omit<EditorLabels, "body" | "bodyHint" | "slugHint">;
  return { ...out, body: t(`editor.body.${kind}`), bodyHint: t(`editor.bodyHint.${kind}`), slugHint: t(`editor.slugHint.${kind}`) };
}

/** A datetime-local value (UTC) for a date, or "". */
export function dateTimeValue(date: Date | null): string {
  return date ? date.toISOString().slice(0, 16) : "";
}

export type EditorRow = {
  id: string;
  updatedAt: Date;
  slug: string;
  locale: string;
  state: EditorStatus | "archived";
  publishedAt: Date | null;
  versions: LanguageVersion[];
  missingLocales: readonly string[];
};

export async function ContentEditScreen({ kind, row, initial, action, deleteAction, authors, hasCover, saved, facts = [] }: {
  kind: Kind;
  /** The saved row (an edit), or null (new). */
  row: EditorRow | null;
  initial: EditorValues;
  action: FormAction;
  deleteAction: FormAction;
  authors?: string[];
  hasCover?: boolean;
  saved?: boolean;
  facts?: readonly (readonly [string, React.ReactNode])[];
}) {
  const [t, format] = await Promise.all([contentLabels(), getFormatter()]);
  const base = kind === "blog" ? "/admin/blog" : "/admin/changelog";
  const screen = row ? `${kind}Edit` : `${kind}New`;
  const translating = !row && initial.sourceId;
  const title = translating ? t(`${kind}New.translationTitle`, { language: t(`languages.${initial.language}`) }) : t(`${screen}.title`);
  return (
    <AdminPage title={title} intro={t(`${screen}.intro`)} back={{ href: base, label: t(`${kind}.back`) }} testId={`${kind}-${row ? "edit" : "new"}`}>
      {row && (
        <AdminSection title={t("facts.title")} testId="content-facts">
          <Facts items={[
            [t("columns.status"), <StateBadge key="s" state={row.state} t={t} />],
            [t("columns.publishedAt"), row.publishedAt ? `${format.dateTime(row.publishedAt, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC` : "—"],
            [t("columns.updatedAt"), `${format.dateTime(row.updatedAt, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`],
            ...facts,
          ]} />
          {row.state === "scheduled" && <p className="text-sm text-ink-soft" data-testid="schedule-note">{t(`${kind}Edit.scheduleNote`)}</p>}
        </AdminSection>
      )}
      <ContentEditor
        kind={kind}
        action={action}
        initial={initial}
        languages={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        statuses={EDITOR_STATUSES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
        authors={authors}
        labels={editorLabels(t, kind)}
        hasCover={hasCover}
        saved={saved}
      />
      {row && <LanguageVersions base={base} id={row.id} versions={row.versions} missing={[...row.missingLocales]} t={t} />}
      {row && (
        <AdminSection title={t("delete.title")} description={t(`delete.intro.${kind}`)} testId="content-delete">
          <AdminForm action={deleteAction} namespace="BackofficeContent" submitLabel={t("delete.submit")} testId="content-delete-form"
            confirm={{ title: t("delete.confirmTitle"), body: t(`delete.intro.${kind}`), confirmLabel: t("delete.submit"), cancelLabel: t("delete.cancel") }}
            fields={[{ kind: "hidden", name: "id", value: row.id }]} />
        </AdminSection>
      )}
      {row && kind === "blog" && row.state === "published" && (
        <p className="text-sm">
          <Link href={`/blog/${encodeURIComponent(row.slug)}`} locale={row.locale as (typeof LOCALES)[number]} className="underline" data-testid="public-link">{t("blogEdit.publicLink")}</Link>
        </p>
      )}
    </AdminPage>
  );
}
