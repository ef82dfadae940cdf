// Which outfits a wardrobe group holds (/admin/wardrobe?id=…): an outfit is in at most one group
// (`Outfit.groupId`), so putting it in a group takes it out of the one it was in. Audited on the outfit
// as `wardrobeGroup.outfit.add` / `wardrobeGroup.outfit.remove`, before and after, in the change's
// transaction. Groups are headings only: nothing public shows them, so no page is revalidated.
import "server-only";
import { auditFields, recordAudit } from "@/lib/audit/record";
import type { Gender, PrismaClient } from "@/lib/db";
import { BackofficeError } from "../errors";

const NS = "BackofficeWardrobe";

export async function setOutfitGroup(db: PrismaClient, input: { outfitId: string; groupId: string | null; actorId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Outfit" WHERE "id" = ${input.outfitId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    if (input.groupId && !(await tx.wardrobeGroup.findUnique({ where: { id: input.groupId }, select: { id: true } }))) throw new BackofficeError(NS, "NOT_FOUND");
    const before = await tx.outfit.findUniqueOrThrow({ where: { id: input.outfitId } });
    if (before.groupId === input.groupId) return;
    const after = await tx.outfit.update({ where: { id: before.id }, data: { groupId: input.groupId } });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.groupId ? "wardrobeGroup.outfit.add" : "wardrobeGroup.outfit.remove",
      target: ["Outfit", after.id],
      before: auditFields(before, ["groupId"]),
      after: auditFields(after, ["groupId"]),
      data: { groupId: input.groupId ?? before.groupId },
    });
  });
}

export type GroupChoice = { id: string; slug: string; name: string; active: boolean };
export type GroupOutfit = { id: string; slug: string; name: string; gender: Gender; active: boolean; groupId: string | null };

/** Every wardrobe group, in order (the outfit form's choices). */
export async function wardrobeGroupChoices(db: PrismaClient): Promise<GroupChoice[]> {
  return db.wardrobeGroup.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: { id: true, slug: true, name: true, active: true } });
}

/** A group's outfits, and the outfits that could join it (in no group or in another one). */
export async function groupOutfits(db: PrismaClient, groupId: string): Promise<{ members: GroupOutfit[]; others: GroupOutfit[] }> {
  const outfits = await db.outfit.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: { id: true, slug: true, name: true, gender: true, active: true, groupId: true } });
  return { members: outfits.filter((o) => o.groupId === groupId), others: outfits.filter((o) => o.groupId !== groupId) };
}
