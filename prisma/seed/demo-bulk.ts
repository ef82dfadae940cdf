// Bulk upload for the demo organisation (demo mode only): a platform admin's switch, made through the
// product's own setOrganizationFeature (the change and its audit row), by the demo admin. A batch
// needs 4 backdrops offered to women and to men; the demo team approved 3, so the lead's approvals get
// one more look (Executive Navy, for women and for men) the way prisma/seed/index.ts approves the
// others. Made once: a re-run finds the switch on and changes nothing (a lead's later choices stay).
import type { PrismaClient } from "@/lib/db";
import { organizationSettings, setOrganizationFeature } from "@/lib/teams/settings";
import { demoAccount, DEMO_ORGANIZATION } from "./demo-accounts";

/** The look added to the demo team's approvals so that 4 backdrops are offered to everyone. */
export const DEMO_BULK_STYLES = ["executive-navy-female", "executive-navy-male"] as const;

export type DemoBulkOutcome = { status: "switched-on" } | { status: "found" } | { status: "skipped"; reason: string };

export async function ensureDemoBulkUpload(db: PrismaClient): Promise<DemoBulkOutcome> {
  const org = await db.organization.findUnique({ where: { slug: DEMO_ORGANIZATION.slug }, select: { id: true, setupCompletedAt: true } });
  if (!org?.setupCompletedAt) return { status: "skipped", reason: "the demo organisation is missing or its wizard is not finished" };
  if ((await organizationSettings(db, org.id)).features.bulkUpload) return { status: "found" };
  const styles = await db.style.findMany({ where: { slug: { in: [...DEMO_BULK_STYLES] }, active: true }, select: { id: true, gender: true, backdropId: true, outfitId: true } });
  if (styles.length !== DEMO_BULK_STYLES.length) return { status: "skipped", reason: `the catalogue lacks ${DEMO_BULK_STYLES.join(" or ")}` };
  const organizationId = org.id;
  for (const { id: styleId, gender, backdropId, outfitId } of styles) {
    // The organisation's own pool (no sub-team); its partial unique indexes make a re-run change nothing.
    await db.organizationApprovedBackdrop.createMany({ data: [{ organizationId, backdropId, gender }], skipDuplicates: true });
    await db.organizationApprovedOutfit.createMany({ data: [{ organizationId, outfitId, gender }], skipDuplicates: true });
    // The demo team approves whole styles too: a style list in force offers only what is on it.
    if (await db.organizationApprovedStyle.count({ where: { organizationId } })) {
      await db.organizationApprovedStyle.upsert({ where: { organizationId_styleId: { organizationId, styleId } }, create: { organizationId, styleId }, update: {} });
    }
  }
  const admin = await db.user.findUnique({ where: { email: demoAccount("admin").email }, select: { id: true } });
  await setOrganizationFeature(db, { organizationId, feature: "bulkUpload", enabled: true, actorId: admin?.id ?? null });
  return { status: "switched-on" };
}

/** The seed's step: ensureDemoBulkUpload, and one line saying what it did. */
export async function seedDemoBulkUpload(db: PrismaClient, log: (line: string) => void): Promise<void> {
  const out = await ensureDemoBulkUpload(db);
  log(out.status === "switched-on" ? "Demo bulk upload: switched on for the demo team." : out.status === "found" ? "Demo bulk upload: already on." : `Skipped the demo bulk upload: ${out.reason}.`);
}
