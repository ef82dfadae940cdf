// A bulk-upload batch: the looks a team lead picks once (4 backdrops from the approved pool, one
// outfit for women and one for men, the headshot format) and the consent they confirm, then up to 20
// zips. The pool is what lib/catalog/approved.ts offers each gender; a backdrop is in it when it has an
// approved look for both. Each zip takes a slot under a lock on the batch row, so a 21st is refused
// however many arrive at once.
import "server-only";
import { approvalGenders, approvedStyleIds } from "@/lib/catalog/approved";
import type { StyleMode } from "@/lib/catalog/looks";
import { activeStyleMode } from "@/lib/catalog/mode";
import { localised } from "@/lib/catalog/styles";
import type { Gender, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { HEADSHOT_FORMATS } from "@/lib/shoots/personal-info";
import { organizationSettings } from "../settings";
import { BulkUploadError } from "./errors";
import { BATCH_BACKDROPS, MAX_ZIPS_PER_BATCH } from "./limits";

export type PersonGender = Extract<Gender, "FEMALE" | "MALE">;
export const PERSON_GENDERS: readonly PersonGender[] = ["FEMALE", "MALE"];

export type PoolItem = { id: string; name: string; previewUrl: string | null };
export type LookPool = {
  mode: StyleMode;
  backdrops: PoolItem[];
  outfits: Record<PersonGender, PoolItem[]>;
};

type ApprovedStyle = { id: string; slug: string; gender: Gender; backdropId: string; outfitId: string; outfitGender: Gender };

/** The styles the organisation offers a person of `gender`, in catalogue order. */
async function approvedStyles(db: PrismaClient, organizationId: string, gender: PersonGender, mode: StyleMode): Promise<ApprovedStyle[]> {
  const ids = await approvedStyleIds(db, organizationId, gender, mode);
  const rows = await db.style.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true, gender: true, backdropId: true, outfitId: true, outfit: { select: { gender: true } } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fits = approvalGenders(gender);
  return ids
    .map((id) => byId.get(id)!)
    // A style made for this person and an outfit for them (own clothes mode does not filter either).
    .filter((r) => fits.includes(r.gender) && fits.includes(r.outfit.gender))
    .map((r) => ({ id: r.id, slug: r.slug, gender: r.gender, backdropId: r.backdropId, outfitId: r.outfitId, outfitGender: r.outfit.gender }));
}

/** Whether bulk upload is switched on for the organisation (by a platform admin). */
export async function bulkUploadEnabled(db: PrismaClient, organizationId: string): Promise<boolean> {
  return (await organizationSettings(db, organizationId)).features.bulkUpload;
}

/** Refuses (FEATURE_OFF, 403) unless bulk upload is switched on for the organisation. */
export async function assertBulkUploadEnabled(db: PrismaClient, organizationId: string): Promise<void> {
  if (!(await bulkUploadEnabled(db, organizationId))) throw new BulkUploadError("FEATURE_OFF");
}

/** What step 1 offers: the backdrops with an approved look for women and for men, and each gender's outfits. */
export async function bulkLookPool(db: PrismaClient, organizationId: string, locale: Locale): Promise<LookPool> {
  const mode = await activeStyleMode(db);
  const [female, male] = await Promise.all(PERSON_GENDERS.map((g) => approvedStyles(db, organizationId, g, mode)));
  const femaleBackdrops = new Set(female!.map((s) => s.backdropId));
  const backdropIds = [...new Set(male!.map((s) => s.backdropId))].filter((id) => femaleBackdrops.has(id));
  const outfitIds = { FEMALE: [...new Set(female!.map((s) => s.outfitId))], MALE: [...new Set(male!.map((s) => s.outfitId))] };
  const [backdrops, outfits] = await Promise.all([
    db.backdrop.findMany({ where: { id: { in: backdropIds } }, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, name: true, translations: true, previewUrl: true } }),
    db.outfit.findMany({ where: { id: { in: [...outfitIds.FEMALE, ...outfitIds.MALE] } }, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, name: true, translations: true, previewUrl: true } }),
  ]);
  const item = (r: { id: string; name: string; translations: unknown; previewUrl: string | null }): PoolItem => ({ id: r.id, name: localised(r.translations, locale, "name", r.name), previewUrl: r.previewUrl });
  return {
    mode,
    backdrops: backdrops.map(item),
    outfits: { FEMALE: outfits.filter((o) => outfitIds.FEMALE.includes(o.id)).map(item), MALE: outfits.filter((o) => outfitIds.MALE.includes(o.id)).map(item) },
  };
}

export type BatchLooks = { backdropIds: string[]; femaleOutfitId: string; maleOutfitId: string };

/**
 * The style slugs a person of `gender` gets from a batch's looks: per backdrop, the approved look in
 * the batch's outfit for them; when the engine keeps people's own clothes (no outfit is drawn), any
 * approved look on that backdrop, the outfit's first. Null when a backdrop has none (no longer approved).
 */
export async function batchStyleSlugs(db: PrismaClient, organizationId: string, looks: BatchLooks, gender: PersonGender, mode?: StyleMode): Promise<string[] | null> {
  const m = mode ?? (await activeStyleMode(db));
  const styles = await approvedStyles(db, organizationId, gender, m);
  const outfitId = gender === "FEMALE" ? looks.femaleOutfitId : looks.maleOutfitId;
  const slugs: string[] = [];
  for (const backdropId of looks.backdropIds) {
    const onBackdrop = styles.filter((s) => s.backdropId === backdropId);
    const style = onBackdrop.find((s) => s.outfitId === outfitId) ?? (m === "ownClothes" ? onBackdrop[0] : undefined);
    if (!style) return null;
    slugs.push(style.slug);
  }
  return slugs;
}

export type BatchInput = BatchLooks & { headshotFormat: (typeof HEADSHOT_FORMATS)[number]; confirmed: boolean };

/**
 * Step 1: checks the looks against the pool (exactly 4 different backdrops, each gender's outfit from
 * theirs, and for every backdrop a look in that outfit for both) and the confirmation, then makes the batch.
 */
export async function createBatch(db: PrismaClient, input: BatchInput & { organizationId: string; createdById: string }): Promise<{ batchId: string }> {
  await assertBulkUploadEnabled(db, input.organizationId);
  const backdropIds = [...new Set(input.backdropIds)];
  if (backdropIds.length !== BATCH_BACKDROPS || input.backdropIds.length !== BATCH_BACKDROPS) throw new BulkUploadError("BACKDROPS_REQUIRED", { count: BATCH_BACKDROPS });
  const pool = await bulkLookPool(db, input.organizationId, "en");
  if (!backdropIds.every((id) => pool.backdrops.some((b) => b.id === id))) throw new BulkUploadError("BACKDROPS_REQUIRED", { count: BATCH_BACKDROPS });
  if (!pool.outfits.FEMALE.some((o) => o.id === input.femaleOutfitId) || !pool.outfits.MALE.some((o) => o.id === input.maleOutfitId)) throw new BulkUploadError("OUTFIT_UNAVAILABLE");
  const looks = { backdropIds, femaleOutfitId: input.femaleOutfitId, maleOutfitId: input.maleOutfitId };
  for (const gender of PERSON_GENDERS) {
    if (!(await batchStyleSlugs(db, input.organizationId, looks, gender, pool.mode))) throw new BulkUploadError("COMBINATION_UNAVAILABLE");
  }
  if (input.confirmed !== true) throw new BulkUploadError("NOT_CONFIRMED");
  const batch = await db.bulkUploadBatch.create({
    data: { organizationId: input.organizationId, createdById: input.createdById, ...looks, headshotFormat: input.headshotFormat, confirmedAt: new Date() },
    select: { id: true },
  });
  return { batchId: batch.id };
}

export type Batch = BatchLooks & { id: string; organizationId: string; headshotFormat: string };

/** The organisation's batch, else NOT_FOUND (another organisation's batch too). */
export async function findBatch(db: PrismaClient, organizationId: string, batchId: string): Promise<Batch> {
  const batch = await db.bulkUploadBatch.findFirst({
    where: { id: batchId, organizationId },
    select: { id: true, organizationId: true, backdropIds: true, femaleOutfitId: true, maleOutfitId: true, headshotFormat: true },
  });
  if (!batch) throw new BulkUploadError("NOT_FOUND");
  return batch;
}

/**
 * Takes one of the batch's 20 slots for a zip (every zip counts, whatever became of it), under a lock
 * on the batch row: two zips arriving together count one after the other. BATCH_FULL past 20.
 */
export async function takeSlot(db: PrismaClient, batchId: string, fileName: string, max = MAX_ZIPS_PER_BATCH): Promise<{ itemId: string }> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "BulkUploadBatch" WHERE id = ${batchId} FOR UPDATE`;
    const used = await tx.bulkUploadItem.count({ where: { batchId } });
    if (used >= max) throw new BulkUploadError("BATCH_FULL", { max });
    const item = await tx.bulkUploadItem.create({ data: { batchId, fileName: fileName.slice(0, 255) }, select: { id: true } });
    return { itemId: item.id };
  }, { maxWait: 30_000, timeout: 30_000 });
}

/** How many zips the batch has taken (the page's counter after a reload). */
export async function usedSlots(db: PrismaClient, batchId: string): Promise<number> {
  return db.bulkUploadItem.count({ where: { batchId } });
}
