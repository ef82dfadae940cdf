// The one save of the blog and changelog editors: both models are language versions (same
// `translationKey`) with a globally unique slug and a status, and both are saved the same way, in one
// transaction: the row locked, the form's revision checked (a save over another admin's newer change
// is a CONFLICT), the slug and the language checked, the row written and its audit row
// (`blog.create|update|publish|unpublish`, `changelog.*`) with before and after.
//
// Status: the editor's "draft" is DRAFT; "published" is PUBLISHED with publishedAt now (kept when the
// row is already out); "scheduled" is PUBLISHED with publishedAt in the future. The public loaders
// (lib/blog/published.ts, lib/teams/changelog.ts) show PUBLISHED rows whose publishedAt has come, so a
// scheduled row appears at the first rendering after its time: nothing runs at that moment.
import "server-only";
import { randomUUID } from "node:crypto";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { Prisma, type ContentStatus, type PrismaClient } from "@/lib/db";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { BackofficeError } from "../errors";
import type { EditorStatus } from "./schemas";

export const NS = "BackofficeContent";

type Tx = Prisma.TransactionClient;

export type ContentRow = { id: string; slug: string; locale: string; translationKey: string | null; status: ContentStatus; publishedAt: Date | null; updatedAt: Date };

/** What the editor calls a row's state at `now`. */
export function editorStatus(row: Pick<ContentRow, "status" | "publishedAt">, now = new Date()): EditorStatus | "archived" {
  if (row.status === "ARCHIVED") return "archived";
  if (row.status === "DRAFT") return "draft";
  return row.publishedAt && row.publishedAt.getTime() <= now.getTime() ? "published" : "scheduled";
}

/** The list filter's where for an editor state. */
type StatusWhere = { status?: ContentStatus; publishedAt?: { lte: Date }; OR?: ({ publishedAt: null } | { publishedAt: { gt: Date } })[] };

export function statusWhere(status: EditorStatus | "archived" | undefined, now: Date): StatusWhere {
  switch (status) {
    case "draft":
      return { status: "DRAFT" };
    case "archived":
      return { status: "ARCHIVED" };
    case "published":
      return { status: "PUBLISHED", publishedAt: { lte: now } };
    case "scheduled":
      return { status: "PUBLISHED", OR: [{ publishedAt: null }, { publishedAt: { gt: now } }] };
    default:
      return {};
  }
}

/** A list's order: the publication date with undated rows (drafts) last either way. */
export function contentOrder(sort: { field: "updatedAt" | "publishedAt" | "title"; desc: boolean }) {
  const dir: "asc" | "desc" = sort.desc ? "desc" : "asc";
  if (sort.field === "publishedAt") return { publishedAt: { sort: dir, nulls: "last" as const } };
  return sort.field === "title" ? { title: dir } : { updatedAt: dir };
}

/** The status and publishedAt a save writes. */
export function publication(input: { status: EditorStatus; publishAt: Date | null }, before: Pick<ContentRow, "status" | "publishedAt"> | null, now: Date): { status: ContentStatus; publishedAt: Date | null } {
  if (input.status === "draft") return { status: "DRAFT", publishedAt: null };
  if (input.status === "scheduled") return { status: "PUBLISHED", publishedAt: input.publishAt };
  return { status: "PUBLISHED", publishedAt: before && editorStatus(before, now) === "published" ? before.publishedAt : now };
}

/** The audit verb of a save: out (published or scheduled) from not out is a publish, the reverse an unpublish. */
export function auditVerb(before: Pick<ContentRow, "status" | "publishedAt"> | null, after: Pick<ContentRow, "status" | "publishedAt">, now: Date): "create" | "publish" | "unpublish" | "update" {
  if (!before) return "create";
  const b = editorStatus(before, now);
  const a = editorStatus(after, now);
  const out = (s: string) => s === "published" || s === "scheduled";
  if ((!out(b) && out(a)) || (b === "scheduled" && a === "published")) return "publish";
  if ((out(b) && !out(a)) || (b === "published" && a === "scheduled")) return "unpublish";
  return "update";
}

export type ContentSpec<R extends ContentRow, D extends object> = {
  table: "BlogPost" | "ChangelogEntry";
  entity: "blog" | "changelog";
  auditKeys: readonly (keyof R & string)[];
  find(tx: Tx, id: string): Promise<R | null>;
  idOfSlug(tx: Tx, slug: string): Promise<string | null>;
  idOfVersion(tx: Tx, translationKey: string, locale: string): Promise<string | null>;
  create(tx: Tx, data: D & Publication): Promise<R>;
  update(tx: Tx, id: string, data: D & Publication): Promise<R>;
  link(tx: Tx, id: string, translationKey: string): Promise<R>;
  /** What a new language version takes from its source when the form did not say (the blog: the cover). */
  inherit?(source: R, fields: D): Partial<D>;
};

type Publication = { slug: string; locale: string; translationKey: string | null; status: ContentStatus; publishedAt: Date | null };

export type SaveInput = { id?: string; revision?: string; sourceId?: string; locale: string; slug: string; status: EditorStatus; publishAt: Date | null };

export type SaveResult<R> = { ok: true; row: R; before: R | null } | { ok: false; fieldErrors: Record<string, string> };

async function lockRow(tx: Tx, table: string, id: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM ${Prisma.raw(`"${table}"`)} WHERE "id" = ${id} FOR UPDATE`;
}

/** Creates (no `id`) or updates a row, with its audit row, in one transaction. */
export async function saveContent<R extends ContentRow, D extends object>(db: PrismaClient, spec: ContentSpec<R, D>, input: SaveInput, fields: D, actorId: string, now = new Date()): Promise<SaveResult<R>> {
  try {
    return await db.$transaction(async (tx): Promise<SaveResult<R>> => {
      let before: R | null = null;
      if (input.id) {
        await lockRow(tx, spec.table, input.id);
        before = await spec.find(tx, input.id);
        if (!before) throw new BackofficeError(NS, "NOT_FOUND");
        if (input.revision && input.revision !== before.updatedAt.toISOString()) throw new BackofficeError(NS, "CONFLICT");
      }
      const slugOwner = await spec.idOfSlug(tx, input.slug);
      if (slugOwner && slugOwner !== before?.id) return { ok: false, fieldErrors: { slug: "slugTaken" } };

      let translationKey = before?.translationKey ?? null;
      let data = fields;
      if (!before && input.sourceId) {
        await lockRow(tx, spec.table, input.sourceId);
        const source = await spec.find(tx, input.sourceId);
        if (!source) throw new BackofficeError(NS, "NOT_FOUND");
        translationKey = source.translationKey ?? randomUUID();
        data = { ...spec.inherit?.(source, fields), ...fields };
        if (!source.translationKey) {
          const linked = await spec.link(tx, source.id, translationKey);
          await recordAudit(tx, { actorId, action: `${spec.entity}.update`, target: [spec.table, source.id], before: auditFields(source, spec.auditKeys), after: auditFields(linked, spec.auditKeys) });
        }
      }
      // Every article gets a key at birth, so its other language versions can join it later.
      translationKey ??= randomUUID();
      const version = await spec.idOfVersion(tx, translationKey, input.locale);
      if (version && version !== before?.id) return { ok: false, fieldErrors: { language: "translationExists" } };

      const written = { ...data, slug: input.slug, locale: input.locale, translationKey, ...publication(input, before, now) };
      const row = before ? await spec.update(tx, before.id, written) : await spec.create(tx, written);
      await recordAudit(tx, {
        actorId,
        action: `${spec.entity}.${auditVerb(before, row, now)}`,
        target: [spec.table, row.id],
        before: auditFields(before, spec.auditKeys),
        after: auditFields(row, spec.auditKeys),
      });
      return { ok: true, row, before };
    });
  } catch (e) {
    // Two admins taking the same slug or language at once: the unique indexes decide.
    if ((e as { code?: string }).code === "P2002") {
      const target = JSON.stringify((e as { meta?: unknown }).meta ?? "");
      return { ok: false, fieldErrors: target.includes("slug") ? { slug: "slugTaken" } : { language: "translationExists" } };
    }
    throw e;
  }
}

/** Deletes a row with its audit row (`<entity>.delete`, the row as it was). */
export async function deleteContent<R extends ContentRow>(db: PrismaClient, spec: Pick<ContentSpec<R, object>, "table" | "entity" | "auditKeys" | "find"> & { remove(tx: Tx, id: string): Promise<unknown> }, id: string, actorId: string): Promise<R> {
  return db.$transaction(async (tx) => {
    await lockRow(tx, spec.table, id);
    const before = await spec.find(tx, id);
    if (!before) throw new BackofficeError(NS, "NOT_FOUND");
    await spec.remove(tx, id);
    await recordAudit(tx, { actorId, action: `${spec.entity}.delete`, target: [spec.table, id], before: auditFields(before, spec.auditKeys) });
    return before;
  });
}

/** The other language versions of a row (same translationKey), for the edit page. */
export type LanguageVersion = { id: string; locale: string; slug: string; title: string; state: EditorStatus | "archived" };

/** A row's other versions in LOCALES order, and the languages it has no version in yet. */
export function languageVersions(locale: string, others: (Omit<LanguageVersion, "state"> & Pick<ContentRow, "status" | "publishedAt">)[], now: Date): { versions: LanguageVersion[]; missingLocales: Locale[] } {
  const versions = others.map(({ status, publishedAt, ...o }) => ({ ...o, state: editorStatus({ status, publishedAt }, now) }));
  return {
    versions: LOCALES.flatMap((l) => versions.filter((v) => v.locale === l)),
    missingLocales: LOCALES.filter((l) => l !== locale && !others.some((o) => o.locale === l)),
  };
}

export const VERSION_SELECT = { id: true, locale: true, slug: true, title: true, status: true, publishedAt: true } as const;
