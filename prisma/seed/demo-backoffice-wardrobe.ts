// The wardrobe groups of a fresh demo: the seeded outfits (prisma/seed/catalogue.ts) under "Business
// formal" (suits and blazers) and "Smart casual" (knits, a blouse, an open-collar shirt), made by the demo
// admin through the back office's own functions (saveEntry, setOutfitGroup: audited like a change on
// /admin/wardrobe). Idempotent: a group is made once, and an outfit already in a group is left there.
import { saveEntry } from "@/lib/backoffice/catalogue/editor";
import { entryForm } from "@/lib/backoffice/catalogue/schemas";
import { setOutfitGroup } from "@/lib/backoffice/catalogue/wardrobe";
import { demoAccount } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";

export const DEMO_WARDROBE_GROUPS = [
  {
    slug: "business-formal", nameEn: "Business formal", nameDe: "Business formell", nameEs: "Formal de negocios", sortOrder: "1",
    outfits: ["female-navy-suit", "female-charcoal-blazer", "female-black-blazer", "male-navy-suit", "male-charcoal-suit", "male-grey-blazer"],
  },
  {
    slug: "smart-casual", nameEn: "Smart casual", nameDe: "Smart Casual", nameEs: "Smart casual", sortOrder: "2",
    outfits: ["female-camel-knit", "female-white-blouse", "male-navy-knit", "male-white-shirt"],
  },
] as const;

export async function seedDemoWardrobe(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const { db } = deps;
  const admin = await db.user.findFirst({ where: { email: demoAccount("admin").email.toLowerCase(), deletedAt: null }, select: { id: true } });
  if (!admin) {
    log("  wardrobe: demo admin missing, skipped");
    return;
  }
  for (const { outfits, ...fields } of DEMO_WARDROBE_GROUPS) {
    let group = await db.wardrobeGroup.findUnique({ where: { slug: fields.slug }, select: { id: true } });
    if (!group) {
      const saved = await saveEntry(db, entryForm.parse({ resource: "wardrobeGroup", ...fields }), admin.id);
      if (!saved.ok) throw new Error(`demo wardrobe group ${fields.slug}: ${JSON.stringify(saved.fieldErrors)}`);
      group = { id: saved.id };
      log(`  wardrobe group ${fields.slug} created`);
    }
    const loose = await db.outfit.findMany({ where: { slug: { in: [...outfits] }, groupId: null }, select: { id: true } });
    for (const outfit of loose) await setOutfitGroup(db, { outfitId: outfit.id, groupId: group.id, actorId: admin.id });
    if (loose.length) log(`  ${loose.length} outfits put in ${fields.slug}`);
  }
}
