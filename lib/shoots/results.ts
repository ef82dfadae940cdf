// The read side of a shoot's outcome: which shoot the waiting page follows, and the results gallery
// (every generated headshot with its localised style name and signed URLs of its thumbnail and preview;
// the delivered files are never signed: they leave through the download routes, lib/shoots/preview.ts).
import "server-only";
import { heldForReview, REVIEW_SELECT, type ReviewColumns } from "./review-hold";
import type { LikedStatus, PrismaClient, ShootState } from "@/lib/db";
import { labelStyles, type StyleMode } from "@/lib/catalog/styles";
import type { Locale } from "@/lib/i18n/config";
import type { FileStorage } from "@/lib/storage/types";
import { findOwnedShoot } from "./access";
import { resultIdFor } from "./generate";
import { THUMB_SIZE } from "./result-files";
import { ensurePreviews, previewKey, previewSize, type PreviewRef } from "./preview";

/** States the waiting page shows: queued, being worked on, or failed (it explains and offers the retry). */
export const WAITING_PAGE_STATES: readonly ShootState[] = ["WAITING", "PROCESSING", "GENERATING", "FAILED"];

/** The person's newest shoot the waiting page can show, or null. */
export async function findLatestWaitingShoot(db: PrismaClient, userId: string): Promise<{ id: string } | null> {
  return db.shoot.findFirst({
    where: { userId, state: { in: [...WAITING_PAGE_STATES] }, deletedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
}

/** A shoot as the waiting page heads it; null when it is not the person's (or does not exist). */
export async function getShootHeading(db: PrismaClient, userId: string, shootId: string): Promise<{ id: string; title: string; state: ShootState; teamMember: boolean } | null> {
  const shoot = await findOwnedShoot(db, userId, shootId, { id: true, title: true, state: true, organizationId: true, userId: true });
  // A team member's own shoot: their results are on their own page (/team-member), not the individual gallery.
  return shoot && { id: shoot.id, title: shoot.title, state: shoot.state, teamMember: shoot.organizationId !== null && shoot.userId === userId };
}

/**
 * Signed URLs last at least an hour (a gallery session) and expire on a half-hour boundary, so the
 * same file keeps the same URL for half an hour and the browser's cache (files are immutable) serves
 * a revisit without fetching again.
 */
export const RESULT_URL_MIN_SECONDS = 60 * 60;
const URL_BUCKET_SECONDS = 30 * 60;

export function resultUrlLifetime(nowMs: number = Date.now()): number {
  const now = Math.floor(nowMs / 1000);
  const expires = Math.ceil((now + RESULT_URL_MIN_SECONDS) / URL_BUCKET_SECONDS) * URL_BUCKET_SECONDS;
  return expires - now;
}

export type GalleryImage = { url: string; width: number; height: number };

export type GalleryResult = {
  id: string;
  /**
   * The style the gallery files it under: its own, or the first of the shoot's styles that look the
   * same (with the person's own clothes, styles on one backdrop). Null when the style was removed.
   */
  styleId: string | null;
  /** The 400 px WebP the generator stores (the preview when a result has none). */
  thumb: GalleryImage;
  /** The 800 px WebP to look at (lib/shoots/preview.ts), never the delivered file (the thumbnail when it cannot be made). */
  preview: GalleryImage;
};

/** What the owner marked on a result (lib/results), and the size of its original file (the largest stored square). */
export type ResultMarks = { likedStatus: LikedStatus; isFavorite: boolean; original: { width: number; height: number } };

export type OwnerGalleryResult = GalleryResult & ResultMarks;

/**
 * One entry of the gallery's style filter, named with the catalogue's label for the active engine
 * (lib/catalog/styles.ts: the backdrop when the person's own clothes are kept, "Classic Corporate
 * (Women)" with outfits). `name` is null for results whose style was removed (the page names them).
 */
export type GalleryStyle = { id: string | null; name: string | null; count: number };

export type ShootGallery = {
  id: string;
  title: string;
  state: "ACTIVE";
  packageName: string;
  readyAt: Date | null;
  /** The shoot's styles that have results, in the order the person chose them. */
  styles: GalleryStyle[];
  /** Grouped by style in that order, each style's results in the order they were generated. */
  results: OwnerGalleryResult[];
};

export type ShootGalleryRead =
  | { found: false }
  /** Not ready (or failed): the waiting page explains. */
  | { found: true; ready: false; id: string; state: ShootState }
  | ({ found: true; ready: true } & ShootGallery);

type VariantFiles = { files?: { thumb?: unknown }; sizes?: { print?: unknown } };

function thumbKey(variant: unknown): string | null {
  const key = (variant as VariantFiles | null)?.files?.thumb;
  return typeof key === "string" && key.length > 0 ? key : null;
}

/** The print file's size ("4096x4096" in `variant.sizes.print`) when the result has one, else the main file's. */
function originalSize(variant: unknown, width: number, height: number): { width: number; height: number } {
  const print = (variant as VariantFiles | null)?.sizes?.print;
  const m = typeof print === "string" ? /^(\d+)x(\d+)$/.exec(print) : null;
  return m ? { width: Number(m[1]), height: Number(m[2]) } : { width, height };
}

/**
 * A shoot's generated results in gallery order: styles in the order the person chose them (removed
 * styles last), each style's results in generation order. `rows` as read in (createdAt, id) order.
 */
export function inGalleryOrder<R extends { id: string; styleId: string | null }>(shootId: string, styleIds: string[], rows: R[]): { styleId: string | null; rows: R[] }[] {
  // Result ids are derived from (shoot, style, index): recover each one's index to keep generation order.
  const perStyle = new Map<string | null, R[]>();
  for (const r of rows) perStyle.set(r.styleId, [...(perStyle.get(r.styleId) ?? []), r]);
  const styleOrder = [...perStyle.keys()].sort((a, b) => rank(styleIds, a) - rank(styleIds, b));
  return styleOrder.map((styleId) => {
    const group = perStyle.get(styleId)!;
    if (styleId) {
      const index = new Map<string, number>();
      for (let k = 0; k < group.length * 2 + 10 && index.size < group.length; k++) index.set(resultIdFor(shootId, styleId, k), k);
      const at = (id: string) => index.get(id) ?? Number.MAX_SAFE_INTEGER;
      group.sort((a, b) => at(a.id) - at(b.id));
    }
    return { styleId, rows: group };
  });
}

/** The size sharp gives a `fit: inside` resize to THUMB_SIZE (it enlarges smaller images too). */
export function thumbSize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: THUMB_SIZE, height: THUMB_SIZE };
  return width >= height
    ? { width: THUMB_SIZE, height: Math.max(1, Math.round((THUMB_SIZE * height) / width)) }
    : { width: Math.max(1, Math.round((THUMB_SIZE * width) / height)), height: THUMB_SIZE };
}

/**
 * The gallery of a shoot for `userId` (its owner, or the lead uploading for a managed member).
 * Not found for anyone else, unknown ids and deleted shoots. Only generated results count
 * (editor versions and removed results are left out).
 */
export async function getShootGallery(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; shootId: string; locale: Locale; now?: number; mode?: StyleMode },
): Promise<ShootGalleryRead> {
  return shootGallery(db, storage, await findOwnedShoot(db, input.userId, input.shootId, GALLERY_SHOOT), input);
}

/** What the gallery reads of a shoot (a caller that finds the shoot by another rule selects this). */
export const GALLERY_SHOOT = {
  id: true, title: true, state: true, readyAt: true, styleIds: true, package: { select: { name: true } }, ...REVIEW_SELECT,
} as const;

/**
 * The gallery of `shoot`, found by the caller's own access rule (null: not found): getShootGallery
 * for the owner, lib/teams/results for an organisation's leads, who read it without marking it.
 */
export async function shootGallery(
  db: PrismaClient,
  storage: FileStorage,
  shoot: ({ id: string; title: string; state: ShootState; readyAt: Date | null; styleIds: string[]; package: { name: string } } & ReviewColumns) | null,
  input: { locale: Locale; now?: number; mode?: StyleMode },
): Promise<ShootGalleryRead> {
  if (!shoot) return { found: false };
  // Held for a platform admin's review (lib/shoots/review-hold.ts): not ready for its readers yet.
  if (shoot.state !== "ACTIVE" || heldForReview(shoot)) return { found: true, ready: false, id: shoot.id, state: shoot.state };

  const rows = await db.result.findMany({
    where: { shootId: shoot.id, version: 1, parentResultId: null, deletedAt: null },
    select: { id: true, styleId: true, storageKey: true, width: true, height: true, variant: true, likedStatus: true, isFavorite: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });

  const expiresIn = resultUrlLifetime(input.now);
  const groups = inGalleryOrder(shoot.id, shoot.styleIds, rows);
  const { styles: labels } = await labelStyles(db, input.locale, { ids: groups.flatMap((g) => (g.styleId ? [g.styleId] : [])) }, input.mode);
  // One filter entry per look, in gallery order; the photos keep their numbers (their order is not changed).
  const styles: GalleryStyle[] = [];
  const filedUnder = new Map<string, string>();
  const ordered: typeof rows = [];
  for (const { styleId, rows: group } of groups) {
    const label = labels.find((l) => l.id === styleId);
    const same = label && styles.find((st) => st.id && labels.find((l) => l.id === st.id)?.key === label.key);
    if (same) {
      same.count += group.length;
      filedUnder.set(styleId!, same.id!);
    } else {
      styles.push({ id: styleId, name: label?.label ?? null, count: group.length });
    }
    ordered.push(...group);
  }

  const previews = await ensurePreviews(db, storage, ordered);
  const results = await Promise.all(
    ordered.map(async (r): Promise<OwnerGalleryResult> => {
      const { thumb, preview } = await viewImages(storage, r, previews.get(r.id) ?? null, expiresIn);
      return {
        id: r.id,
        styleId: (r.styleId && filedUnder.get(r.styleId)) ?? r.styleId,
        thumb,
        preview,
        likedStatus: r.likedStatus,
        isFavorite: r.isFavorite,
        original: originalSize(r.variant, r.width, r.height),
      };
    }),
  );

  return {
    found: true,
    ready: true,
    id: shoot.id,
    title: shoot.title,
    state: "ACTIVE",
    packageName: shoot.package.name,
    readyAt: shoot.readyAt,
    styles,
    results,
  };
}

/**
 * Signed URLs of a result's thumbnail and preview, each standing in for the other when it is missing
 * (a result without either shows the preview's address, which answers 404 like a lost file).
 */
export async function viewImages(
  storage: FileStorage,
  r: { width: number; height: number; storageKey: string; variant: unknown },
  preview: PreviewRef | null,
  expiresIn: number,
): Promise<{ thumb: GalleryImage; preview: GalleryImage }> {
  const thumb = thumbKey(r.variant);
  const thumbImage = thumb ? { url: await storage.signedUrl(thumb, { expiresIn }), ...thumbSize(r.width, r.height) } : null;
  if (preview) {
    const previewImage = { url: await storage.signedUrl(preview.key, { expiresIn }), width: preview.width, height: preview.height };
    return { thumb: thumbImage ?? previewImage, preview: previewImage };
  }
  if (thumbImage) return { thumb: thumbImage, preview: thumbImage };
  const fallback = { url: await storage.signedUrl(previewKey(r.storageKey), { expiresIn }), ...previewSize(r.width, r.height) };
  return { thumb: fallback, preview: fallback };
}

/** Position of a style in the person's choice; removed styles (null) and unknown ones go last. */
function rank(styleIds: string[], styleId: string | null): number {
  const i = styleId ? styleIds.indexOf(styleId) : -1;
  return i === -1 ? styleIds.length + (styleId ? 0 : 1) : i;
}
