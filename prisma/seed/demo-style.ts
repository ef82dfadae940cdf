// The demo team's combos (demo mode only), so a newcomer who signs in as lead@demo.lumen.test finds
// /app/admin/combos with something in it: one combo per theme the demo organisation approved (its
// backdrop with the theme's outfit for men and for women), saved through lib/teams/combos.ts as the lead
// would. Combos stay off: the demo members keep picking from the approved pool. Made once: a re-run
// finds the combos (or the lead's own changes) and leaves them alone.
import type { PrismaClient } from "@/lib/db";
import { maxCombos, saveCombo } from "@/lib/teams/combos";
import { DEMO_ORGANIZATION, demoAccount } from "./demo-accounts";

/** The themes whose women's and men's styles make the demo combos, in order. */
export const DEMO_COMBO_THEMES = ["classic-corporate", "modern-office", "brand-colour"] as const;

export type DemoStyleOutcome = { status: "made"; combos: number } | { status: "found" } | { status: "skipped"; reason: string };

export async function ensureDemoCombos(db: PrismaClient): Promise<DemoStyleOutcome> {
  const [lead, org] = await Promise.all([
    db.user.findUnique({ where: { email: demoAccount("lead").email }, select: { id: true, deletedAt: true } }),
    db.organization.findUnique({ where: { slug: DEMO_ORGANIZATION.slug }, select: { id: true, ownerId: true, setupCompletedAt: true } }),
  ]);
  if (!lead || lead.deletedAt || !org || org.ownerId !== lead.id || !org.setupCompletedAt) return { status: "skipped", reason: "the demo lead's team is not set up" };
  if (await db.combo.count({ where: { organizationId: org.id } })) return { status: "found" };
  let made = 0;
  const max = await maxCombos(db);
  for (const theme of DEMO_COMBO_THEMES) {
    if (made >= max) break;
    const [woman, man] = await Promise.all(
      (["female", "male"] as const).map((g) => db.style.findUnique({ where: { slug: `${theme}-${g}` }, select: { backdropId: true, outfitId: true, name: true } })),
    );
    if (!woman || !man || woman.backdropId !== man.backdropId) continue;
    await saveCombo(db, lead.id, { name: woman.name, backdropId: woman.backdropId, maleOutfitId: man.outfitId, femaleOutfitId: woman.outfitId });
    made++;
  }
  return made ? { status: "made", combos: made } : { status: "skipped", reason: "the demo organisation's pool combines none of the demo themes" };
}

/** The seed's one line: the demo combos, and what became of them, told to `log`. */
export async function seedDemoCombos(db: PrismaClient, log: (line: string) => void): Promise<DemoStyleOutcome> {
  const out = await ensureDemoCombos(db);
  if (out.status === "made") log(`Demo combos: ${out.combos}, switched off.`);
  else if (out.status === "found") log("Demo combos: already there.");
  else log(`Skipped the demo combos: ${out.reason}.`);
  return out;
}
