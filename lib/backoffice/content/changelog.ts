// The back office's changelog (/admin/changelog, /new, /edit/{id}): ChangelogEntry rows as team leads
// read them at /app/admin/changelog (lib/teams/changelog.ts: published, newest first, English standing
// in for a missing language). Saved like a blog post (lib/backoffice/content/publishing.ts), audited
// `changelog.create|update|publish|unpublish|delete`. The leads' page is rendered per request, so no
// cache is revalidated: a change shows at the next page view, a scheduled entry at its time.
import "server-only";
import type { ChangelogEntry, Prisma, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import { contentOrder, deleteContent, editorStatus, saveContent, statusWhere, languageVersions, VERSION_SELECT, type ContentSpec, type LanguageVersion, type SaveResult } from "./publishing";
import type { ChangelogInput, ChangelogQuery, EditorStatus } from "./schemas";

export const CHANGELOG_AUDIT_FIELDS = ["slug", "locale", "translationKey", "version", "title", "body", "status", "publishedAt"] as const;

type ChangelogFields = { title: string; body: string; version: string | null };

const spec: ContentSpec<ChangelogEntry, ChangelogFields> = {
  table: "ChangelogEntry",
  entity: "changelog",
  auditKeys: CHANGELOG_AUDIT_FIELDS,
  find: (tx, id) => tx.changelogEntry.findUnique({ where: { id } }),
  idOfSlug: async (tx, slug) => (await tx.changelogEntry.findUnique({ where: { slug }, select: { id: true } }))?.id ?? null,
  idOfVersion: async (tx, translationKey, locale) => (await tx.changelogEntry.findUnique({ where: { translationKey_locale: { translationKey, locale } }, select: { id: true } }))?.id ?? null,
  create: (tx, data) => tx.changelogEntry.create({ data }),
  update: (tx, id, data) => tx.changelogEntry.update({ where: { id }, data }),
  link: (tx, id, translationKey) => tx.changelogEntry.update({ where: { id }, data: { translationKey } }),
};

export type ChangelogRow = { id: string; title: string; slug: string; locale: string; version: string | null; state: EditorStatus | "archived"; publishedAt: Date | null; updatedAt: Date };

export async function findChangelogPage(db: PrismaClient, query: ChangelogQuery, now = new Date()): Promise<Page<ChangelogRow>> {
  const where: Prisma.ChangelogEntryWhereInput = {
    ...statusWhere(query.status, now),
    ...(query.locale ? { locale: query.locale } : {}),
    ...(query.q ? { AND: [{ OR: [{ title: { contains: query.q, mode: "insensitive" } }, { version: { contains: query.q, mode: "insensitive" } }, { slug: { contains: query.q.toLowerCase() } }] }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.changelogEntry.findMany({
      where,
      orderBy: [contentOrder(query.sort), { id: "desc" }],
      ...paginate(query),
      select: { id: true, title: true, slug: true, locale: true, version: true, status: true, publishedAt: true, updatedAt: true },
    }),
    db.changelogEntry.count({ where }),
  ]);
  return toPage(rows.map(({ status, ...r }) => ({ ...r, state: editorStatus({ status, publishedAt: r.publishedAt }, now) })), total, query);
}

export type ChangelogEditData = ChangelogEntry & { state: EditorStatus | "archived"; versions: LanguageVersion[]; missingLocales: Locale[] };

export async function loadChangelogEntry(db: PrismaClient, id: string, now = new Date()): Promise<ChangelogEditData | null> {
  const entry = await db.changelogEntry.findUnique({ where: { id } });
  if (!entry) return null;
  const others = entry.translationKey ? await db.changelogEntry.findMany({ where: { translationKey: entry.translationKey, id: { not: entry.id } }, select: VERSION_SELECT }) : [];
  return {
    ...entry,
    state: editorStatus(entry, now),
    ...languageVersions(entry.locale, others, now),
  };
}

export function saveChangelogEntry(db: PrismaClient, input: ChangelogInput & { actorId: string }, now = new Date()): Promise<SaveResult<ChangelogEntry>> {
  return saveContent(db, spec, input, { title: input.title, body: input.body, version: input.label }, input.actorId, now);
}

export async function deleteChangelogEntry(db: PrismaClient, id: string, actorId: string): Promise<void> {
  await deleteContent(db, { ...spec, remove: (tx, entryId) => tx.changelogEntry.delete({ where: { id: entryId } }) }, id, actorId);
}
