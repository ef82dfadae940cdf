// The catalogue editor, written once for every resource of ./resources.ts: create, update, activate and
// deactivate (each with its audit row, before and after, in the change's own transaction), the list and
// one entry. Entries are never deleted: a deactivated one leaves the editor, the chooser and the public
// pages at once, while what already names its slug (a style, an organisation's approved outfits, a
// studio edit) keeps it. A slug is set once, when the entry is made.
import "server-only";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { revalidateEveryPublicPage } from "@/lib/content/revalidate";
import { Prisma, type PrismaClient } from "@/lib/db";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import { BackofficeError } from "../errors";
import { RESOURCES, type EntryRecord, type ResourceDef, type Tx } from "./resources";
import type { CatalogueResource, EntryInput, EntryQuery } from "./schemas";

const NS = "BackofficeWardrobe";
type Lang = "en" | "de" | "es";
const suffix = (lang: Lang) => lang[0]!.toUpperCase() + lang[1];

export type SaveEntryResult = { ok: true; id: string; slug: string } | { ok: false; fieldErrors: Record<string, string> };

type Translations = Record<string, Record<string, unknown>>;

/** The row's translations with this form's German and Spanish texts (other keys kept; an empty text dropped). */
function translationsOf(def: ResourceDef, input: EntryInput, before: unknown): Translations {
  const old = before && typeof before === "object" ? (before as Translations) : {};
  const out: Translations = { ...old };
  const texts = input as unknown as Record<string, string | undefined>;
  for (const lang of ["de", "es"] as const) {
    const entry: Record<string, unknown> = { ...(old[lang] ?? {}), name: texts[`name${suffix(lang)}`] };
    for (const field of def.localised) {
      const text = texts[`${field}${suffix(lang)}`];
      if (text) entry[field] = text;
      else delete entry[field];
    }
    out[lang] = entry;
  }
  return out;
}

/** Locks one row of a catalogue table for the change (the table name is the resource's own constant). */
async function lock(tx: Tx, def: ResourceDef, id: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>(Prisma.sql`SELECT "id" FROM ${Prisma.raw(`"${def.table}"`)} WHERE "id" = ${id} FOR UPDATE`);
  if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Creates the entry (no `id`) or updates it; the slug is read only for a new entry. */
export async function saveEntry(db: PrismaClient, input: EntryInput, actorId: string): Promise<SaveEntryResult> {
  const def = RESOURCES[input.resource];
  try {
    const saved = await db.$transaction(async (tx): Promise<SaveEntryResult> => {
      const table = def.delegate(tx);
      if (!input.id) {
        if (!input.slug) return { ok: false, fieldErrors: { slug: "slugRequired" } };
        if (await table.findUnique({ where: { slug: input.slug } })) return { ok: false, fieldErrors: { slug: "slugTaken" } };
        const columns = def.columns(input, null);
        const problems = await def.check?.(tx, columns);
        if (problems) return { ok: false, fieldErrors: problems };
        const row = await table.create({ data: { slug: input.slug, name: input.nameEn, translations: translationsOf(def, input, null), sortOrder: input.sortOrder, ...columns } });
        await recordAudit(tx, { actorId, action: `${def.audit}.create`, target: [def.table, row.id], after: auditFields(row, def.auditKeys) });
        return { ok: true, id: row.id, slug: row.slug };
      }
      await lock(tx, def, input.id);
      const before = (await table.findUnique({ where: { id: input.id } }))!;
      const columns = def.columns(input, before);
      const problems = await def.check?.(tx, columns);
      if (problems) return { ok: false, fieldErrors: problems };
      const after = await table.update({ where: { id: before.id }, data: { name: input.nameEn, translations: translationsOf(def, input, before.translations), sortOrder: input.sortOrder, ...columns } });
      const [b, a] = [auditFields(before, def.auditKeys), auditFields(after, def.auditKeys)];
      // Saving the form unchanged changes nothing and audits nothing.
      if (!same(b, a)) await recordAudit(tx, { actorId, action: `${def.audit}.update`, target: [def.table, after.id], before: b, after: a });
      return { ok: true, id: after.id, slug: after.slug };
    });
    if (saved.ok && def.public) revalidateEveryPublicPage();
    return saved;
  } catch (e) {
    // Two admins making the same slug at once: the unique index decides, the later one hears "taken".
    if ((e as { code?: string }).code === "P2002") return { ok: false, fieldErrors: { slug: "slugTaken" } };
    throw e;
  }
}

/** Activates or deactivates an entry; a repeat (a double submit) changes and audits nothing. */
export async function setEntryActive(db: PrismaClient, input: { resource: CatalogueResource; id: string; active: boolean; actorId: string }): Promise<void> {
  const def = RESOURCES[input.resource];
  const changed = await db.$transaction(async (tx) => {
    await lock(tx, def, input.id);
    const table = def.delegate(tx);
    const before = (await table.findUnique({ where: { id: input.id } }))!;
    if (before.active === input.active) return false;
    const after = await table.update({ where: { id: before.id }, data: { active: input.active } });
    await recordAudit(tx, {
      actorId: input.actorId, action: `${def.audit}.${input.active ? "activate" : "deactivate"}`, target: [def.table, after.id],
      before: auditFields(before, def.auditKeys), after: auditFields(after, def.auditKeys),
    });
    return true;
  });
  if (changed && def.public) revalidateEveryPublicPage();
}

/** One entry as the screens show it: its names in every language and its own fields as the form reads them. */
export type EntryRow = {
  id: string; slug: string; name: string; active: boolean; sortOrder: number; createdAt: Date;
  names: Record<Lang, string>;
  /** The form's values of the resource's own fields (and its localised texts). */
  values: Record<string, string>;
};

function entryRow(def: ResourceDef, row: EntryRecord): EntryRow {
  const t = (row.translations && typeof row.translations === "object" ? row.translations : {}) as Translations;
  const text = (lang: "de" | "es", field: string) => (typeof t[lang]?.[field] === "string" ? (t[lang][field] as string) : "");
  const values = def.formValues(row);
  for (const field of def.localised) for (const lang of ["de", "es"] as const) values[`${field}${suffix(lang)}`] = text(lang, field);
  return {
    id: row.id, slug: row.slug, name: row.name, active: row.active, sortOrder: row.sortOrder, createdAt: row.createdAt,
    names: { en: row.name, de: text("de", "name"), es: text("es", "name") },
    values,
  };
}

export async function findEntryPage(db: PrismaClient, resource: CatalogueResource, query: EntryQuery): Promise<Page<EntryRow>> {
  const def = RESOURCES[resource];
  const table = def.delegate(db);
  const where = {
    ...(query.state ? { active: query.state === "active" } : {}),
    ...(query.q ? { OR: [{ slug: { contains: query.q, mode: "insensitive" } }, { name: { contains: query.q, mode: "insensitive" } }] } : {}),
  };
  const [rows, total] = await Promise.all([
    table.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { name: "asc" }, { id: "asc" }], ...paginate(query) }),
    table.count({ where }),
  ]);
  return toPage(rows.map((r) => entryRow(def, r)), total, query);
}

export type EntryDetail = EntryRow & { usage: Record<string, number> | null };

export async function entryDetail(db: PrismaClient, resource: CatalogueResource, id: string): Promise<EntryDetail | null> {
  const def = RESOURCES[resource];
  const row = await def.delegate(db).findUnique({ where: { id } });
  if (!row) return null;
  return { ...entryRow(def, row), usage: def.usage ? await def.usage(db, id) : null };
}
