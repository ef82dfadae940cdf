// The catalogue's backdrops (/admin/style, section "Backdrops"): create and edit (names in three
// languages, kind, colours, active), audited `backdrop.create` / `backdrop.update`. Deactivating a
// backdrop takes every style on it off offer (lib/catalog/public.ts PUBLIC_STYLE_WHERE, listStyles).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { revalidateEveryPublicPage } from "@/lib/content/revalidate";
import { BackofficeError } from "../errors";
import type { BackdropInput } from "./schemas";
import { NS, withTranslation } from "./styles";

const BACKDROP_AUDIT_FIELDS = ["slug", "name", "kind", "colors", "active", "translations"] as const;

export async function saveBackdrop(db: PrismaClient, input: BackdropInput & { actorId: string }): Promise<{ ok: true; id: string } | { ok: false; fieldErrors: Record<string, string> }> {
  try {
    const saved = await db.$transaction(async (tx) => {
      const taken = input.backdropId ? null : await tx.backdrop.findUnique({ where: { slug: input.slug }, select: { id: true } });
      if (taken) return null;
      if (input.backdropId) {
        const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Backdrop" WHERE "id" = ${input.backdropId} FOR UPDATE`;
        if (!locked[0]) throw new BackofficeError(NS, "NOT_FOUND");
      }
      const before = input.backdropId ? await tx.backdrop.findUniqueOrThrow({ where: { id: input.backdropId } }) : null;
      const translations = withTranslation(withTranslation(before?.translations, "de", "name", input.nameDe), "es", "name", input.nameEs);
      // The slug is set once: studio edits and the looks name a backdrop by it (lib/studio/catalogue.ts).
      const data = { slug: before ? before.slug : input.slug, name: input.name, kind: input.kind, colors: input.colors, active: input.active, translations };
      const sortOrder = ((await tx.backdrop.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? 0) + 10;
      const after = before ? await tx.backdrop.update({ where: { id: before.id }, data }) : await tx.backdrop.create({ data: { ...data, sortOrder } });
      await recordAudit(tx, { actorId: input.actorId, action: before ? "backdrop.update" : "backdrop.create", target: ["Backdrop", after.id], before: auditFields(before, BACKDROP_AUDIT_FIELDS), after: auditFields(after, BACKDROP_AUDIT_FIELDS) });
      return after.id;
    });
    if (!saved) return { ok: false, fieldErrors: { slug: "slugTaken" } };
    revalidateEveryPublicPage();
    return { ok: true, id: saved };
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") return { ok: false, fieldErrors: { slug: "slugTaken" } };
    throw e;
  }
}

/** Every backdrop as the section lists it, with its names per language and how many styles use it. */
export async function listBackdrops(db: PrismaClient) {
  const rows = await db.backdrop.findMany({ orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, slug: true, name: true, kind: true, colors: true, active: true, translations: true, _count: { select: { styles: true } } } });
  return rows.map(({ translations, _count, ...b }) => {
    const t = (translations ?? {}) as Record<string, { name?: string } | undefined>;
    return { ...b, nameDe: t.de?.name ?? "", nameEs: t.es?.name ?? "", styles: _count.styles };
  });
}
