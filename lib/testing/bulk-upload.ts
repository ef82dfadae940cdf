// A team ready for bulk upload, for its tests: the Starter package (4 styles), five backdrops with a
// style for women and one for men on each (two outfits), and teams whose lead approved the first four
// backdrops and both outfits, with bulk upload switched on by the platform admins' function.
import type { PrismaClient } from "@/lib/db";
import { TEAM_SHOOT_PACKAGE } from "@/lib/teams/organization";
import { setOrganizationFeature } from "@/lib/teams/settings";
import { createPackage } from "./fixtures";
import { createTeam, type TestTeam } from "./teams";

export type BulkCatalogue = { backdropIds: string[]; otherBackdropId: string; femaleOutfitId: string; maleOutfitId: string };

/** The catalogue (once per database: it makes the Starter package). */
export async function bulkCatalogue(db: PrismaClient): Promise<BulkCatalogue> {
  if (!(await db.package.findUnique({ where: { slug: TEAM_SHOOT_PACKAGE } }))) await createPackage(db, { slug: TEAM_SHOOT_PACKAGE, name: "Starter", styles: 4 });
  const tag = Math.random().toString(36).slice(2, 8);
  const backdrops = [];
  for (const i of [0, 1, 2, 3, 4]) backdrops.push(await db.backdrop.create({ data: { slug: `bulk-${tag}-${i}`, name: `Backdrop ${i}`, kind: "SOLID", colors: ["#888888"], sortOrder: i } }));
  const female = await db.outfit.create({ data: { slug: `bulk-${tag}-f`, name: "Navy blazer", gender: "FEMALE", colors: ["#1F2A44"] } });
  const male = await db.outfit.create({ data: { slug: `bulk-${tag}-m`, name: "Navy suit", gender: "MALE", colors: ["#1F2A44"] } });
  for (const b of backdrops) {
    await db.style.create({ data: { slug: `${b.slug}-f`, name: `${b.name} F`, backdropId: b.id, outfitId: female.id, gender: "FEMALE" } });
    await db.style.create({ data: { slug: `${b.slug}-m`, name: `${b.name} M`, backdropId: b.id, outfitId: male.id, gender: "MALE" } });
  }
  return { backdropIds: backdrops.slice(0, 4).map((b) => b.id), otherBackdropId: backdrops[4]!.id, femaleOutfitId: female.id, maleOutfitId: male.id };
}

/** A team with `credits`, the catalogue's first four backdrops and both outfits approved; bulk upload on unless `feature` is false. */
export async function bulkTeam(db: PrismaClient, catalogue: BulkCatalogue, credits: number, feature = true): Promise<TestTeam> {
  const t = await createTeam(db, { credits });
  for (const id of catalogue.backdropIds) await db.organizationApprovedBackdrop.create({ data: { organizationId: t.org.id, backdropId: id, gender: "UNISEX" } });
  await db.organizationApprovedOutfit.create({ data: { organizationId: t.org.id, outfitId: catalogue.femaleOutfitId, gender: "FEMALE" } });
  await db.organizationApprovedOutfit.create({ data: { organizationId: t.org.id, outfitId: catalogue.maleOutfitId, gender: "MALE" } });
  if (feature) await setOrganizationFeature(db, { organizationId: t.org.id, feature: "bulkUpload", enabled: true, actorId: null });
  return t;
}
