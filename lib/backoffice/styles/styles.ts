// The catalogue's styles as platform admins keep them (/admin/style): create, edit, activate or
// deactivate, delete an unused one; each change with its audit row in the same transaction and the
// public pages revalidated after the commit (a style's name, picture and being on offer show on the
// home page, /headshot-types, /backdrop-and-outfit and the prices). The chooser (lib/catalog/styles.ts
// listStyles) reads active styles from the database at each request, so a change is offered at once.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { revalidateEveryPublicPage } from "@/lib/content/revalidate";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import { BackofficeError } from "../errors";
import type { StyleInput, StyleQuery } from "./schemas";

export const NS = "BackofficeStyles";
export const STYLE_AUDIT_FIELDS = ["slug", "name", "backdropId", "outfitId", "gender", "avatarId", "previewUrl", "active", "sortOrder", "translations"] as const;

type Translations = Record<string, Record<string, string>>;

/** A row's `translations` JSON with `field` of `lang` set (or removed when empty). */
export function withTranslation(translations: unknown, lang: string, field: string, value: string | undefined): Translations {
  const out: Translations = {};
  for (const [l, fields] of Object.entries((translations ?? {}) as Translations)) if (fields && typeof fields === "object") out[l] = { ...fields };
  const fields = { ...(out[lang] ?? {}) };
  if (value) fields[field] = value;
  else delete fields[field];
  if (Object.keys(fields).length) out[lang] = fields;
  else delete out[lang];
  return out;
}

export type SaveStyleResult = { ok: true; id: string; slug: string } | { ok: false; fieldErrors: Record<string, string> };

async function checkReferences(tx: Prisma.TransactionClient, input: StyleInput): Promise<Record<string, string>> {
  const [backdrop, outfit, avatar] = await Promise.all([
    tx.backdrop.findUnique({ where: { id: input.backdropId }, select: { id: true } }),
    tx.outfit.findUnique({ where: { id: input.outfitId }, select: { id: true, gender: true } }),
    input.avatarId ? tx.previewAvatar.findUnique({ where: { id: input.avatarId }, select: { id: true } }) : Promise.resolve({ id: "" }),
  ]);
  const errors: Record<string, string> = {};
  if (!backdrop) errors.backdropId = "unknownBackdrop";
  if (!outfit) errors.outfitId = "unknownOutfit";
  else if (input.gender !== "UNISEX" && outfit.gender !== "UNISEX" && outfit.gender !== input.gender) errors.outfitId = "outfitGender";
  if (!avatar) errors.avatarId = "unknownAvatar";
  return errors;
}

/** Creates a style (no styleId) or edits one; a slug another style has is the field error `slugTaken`. */
export async function saveStyle(db: PrismaClient, input: StyleInput & { actorId: string }): Promise<SaveStyleResult> {
  const { actorId, styleId } = input;
  let result: SaveStyleResult;
  try {
    result = await db.$transaction(async (tx): Promise<SaveStyleResult> => {
      const taken = styleId ? null : await tx.style.findUnique({ where: { slug: input.slug }, select: { id: true } });
      if (taken) return { ok: false, fieldErrors: { slug: "slugTaken" } };
      const fieldErrors = await checkReferences(tx, input);
      if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
      if (styleId) {
        const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Style" WHERE "id" = ${styleId} FOR UPDATE`;
        if (!locked[0]) throw new BackofficeError(NS, "NOT_FOUND");
      }
      const before = styleId ? await tx.style.findUniqueOrThrow({ where: { id: styleId } }) : null;
      let translations = withTranslation(before?.translations, "de", "name", input.nameDe);
      translations = withTranslation(translations, "es", "name", input.nameEs);
      const data = {
        // Set once: /headshot-types/{slug} links, the sitemap and studio edits name it.
        slug: before ? before.slug : input.slug, name: input.name, backdropId: input.backdropId, outfitId: input.outfitId, gender: input.gender,
        avatarId: input.avatarId ?? null, active: input.active, translations,
        sortOrder: input.sortOrder ?? before?.sortOrder ?? ((await tx.style.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? 0) + 10,
      };
      const after = before ? await tx.style.update({ where: { id: before.id }, data }) : await tx.style.create({ data });
      await recordAudit(tx, {
        actorId, action: before ? "style.update" : "style.create", target: ["Style", after.id],
        before: auditFields(before, STYLE_AUDIT_FIELDS), after: auditFields(after, STYLE_AUDIT_FIELDS),
      });
      return { ok: true, id: after.id, slug: after.slug };
    });
  } catch (e) {
    // Two admins taking one slug at once: the unique index decides.
    if ((e as { code?: string }).code === "P2002") return { ok: false, fieldErrors: { slug: "slugTaken" } };
    throw e;
  }
  if (result.ok) revalidateEveryPublicPage();
  return result;
}

/** Activates or deactivates a style (a double submit changes and audits nothing). */
export async function setStyleActive(db: PrismaClient, input: { styleId: string; active: boolean; actorId: string }): Promise<void> {
  const changed = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Style" WHERE "id" = ${input.styleId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    const before = await tx.style.findUniqueOrThrow({ where: { id: input.styleId } });
    if (before.active === input.active) return false;
    const after = await tx.style.update({ where: { id: before.id }, data: { active: input.active } });
    await recordAudit(tx, { actorId: input.actorId, action: input.active ? "style.activate" : "style.deactivate", target: ["Style", after.id], before: auditFields(before, STYLE_AUDIT_FIELDS), after: auditFields(after, STYLE_AUDIT_FIELDS) });
    return true;
  });
  if (changed) revalidateEveryPublicPage();
}

/** What holds on to a style: its headshots, shoots and orders that chose it, organisations that approved it. */
export async function styleUsage(db: Prisma.TransactionClient | PrismaClient, styleId: string): Promise<{ results: number; shoots: number; orders: number; organizations: number }> {
  const [results, shoots, orders, organizations] = await Promise.all([
    db.result.count({ where: { styleId } }),
    db.shoot.count({ where: { styleIds: { has: styleId } } }),
    db.order.count({ where: { styleIds: { has: styleId } } }),
    db.organizationApprovedStyle.count({ where: { styleId } }),
  ]);
  return { results, shoots, orders, organizations };
}

/** Deletes a style nobody used; one in use is refused (`IN_USE`): deactivate it instead. */
export async function deleteStyle(db: PrismaClient, input: { styleId: string; actorId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Style" WHERE "id" = ${input.styleId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    const usage = await styleUsage(tx, input.styleId);
    if (usage.results + usage.shoots + usage.orders + usage.organizations > 0) throw new BackofficeError(NS, "IN_USE", usage);
    const before = await tx.style.delete({ where: { id: input.styleId } });
    await recordAudit(tx, { actorId: input.actorId, action: "style.delete", target: ["Style", before.id], before: auditFields(before, STYLE_AUDIT_FIELDS), after: null });
  });
  revalidateEveryPublicPage();
}

export type StyleRow = {
  id: string; slug: string; name: string; gender: "FEMALE" | "MALE" | "UNISEX"; active: boolean; sortOrder: number; previewUrl: string | null;
  backdrop: { id: string; name: string; active: boolean }; outfit: { id: string; name: string; active: boolean }; avatar: { id: string; name: string } | null;
};

const SELECT = {
  id: true, slug: true, name: true, gender: true, active: true, sortOrder: true, previewUrl: true,
  backdrop: { select: { id: true, name: true, active: true } }, outfit: { select: { id: true, name: true, active: true } }, avatar: { select: { id: true, name: true } },
} satisfies Prisma.StyleSelect;

export function styleWhere(query: Pick<StyleQuery, "q" | "gender" | "active" | "backdrop">): Prisma.StyleWhereInput {
  return {
    ...(query.gender ? { gender: query.gender } : {}),
    ...(query.active ? { active: query.active === "true" } : {}),
    ...(query.backdrop ? { backdropId: query.backdrop } : {}),
    ...(query.q ? { OR: [{ slug: { contains: query.q, mode: "insensitive" } }, { name: { contains: query.q, mode: "insensitive" } }] } : {}),
  };
}

export async function findStylePage(db: PrismaClient, query: StyleQuery): Promise<Page<StyleRow>> {
  const where = styleWhere(query);
  const [items, total] = await Promise.all([
    db.style.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { slug: "asc" }], ...paginate(query), select: SELECT }),
    db.style.count({ where }),
  ]);
  return toPage(items, total, query);
}

/** One style as its edit form needs it, with what uses it. */
export async function styleDetail(db: PrismaClient, id: string) {
  const style = await db.style.findUnique({ where: { id }, select: { ...SELECT, backdropId: true, outfitId: true, avatarId: true, translations: true } });
  if (!style) return null;
  const names = (style.translations ?? {}) as Translations;
  return { ...style, nameDe: names.de?.name ?? "", nameEs: names.es?.name ?? "", usage: await styleUsage(db, id) };
}

/** The form's choices: every backdrop and outfit (inactive ones named so) and every avatar. */
export async function styleFormOptions(db: PrismaClient) {
  const [backdrops, outfits, avatars] = await Promise.all([
    db.backdrop.findMany({ orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, name: true, active: true } }),
    db.outfit.findMany({ orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, name: true, gender: true, active: true } }),
    db.previewAvatar.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
  ]);
  return { backdrops, outfits, avatars };
}
