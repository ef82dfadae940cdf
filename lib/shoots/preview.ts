// The copy of a headshot that pages show to look at: the gallery's full-size view, the share and voting
// pages, the voting results and the editor. It is never the file a person pays for: those leave only
// through the download routes, which record every download (the money-back guarantee depends on it;
// lib/storage/deliverables.ts refuses to hand them out by URL).
//
// 800 px on the long edge, WebP at quality 75, metadata dropped: smaller than every size sold (the
// smallest package delivers 1024 px) and visibly softer, yet enough for a laptop screen. A Starter
// result that is itself 1024 px still gets a different, smaller and lossy file. WebP's fastest method
// (effort 0) is about 8 times faster than its default, and its file a third smaller than a JPEG of the
// same quality (npm run bench:after-shoot).
//
// Previews are made with the result's other files (lib/shoots/generate.ts, lib/shoots/extra.ts,
// lib/studio/run.ts). Results stored before previews existed get theirs the first time a page shows
// them, kept beside the result's other files and named in `variant.files.preview`, so it is made once.
import "server-only";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/db";
import type { FileStorage } from "@/lib/storage/types";

export const PREVIEW_EDGE = 800;
export const PREVIEW_QUALITY = 75;
const PREVIEW_EFFORT = 0;
/** The preview's file name in a result's folder (shoots/{shootId}/results/{resultId}/). */
export const PREVIEW_FILE = "preview.webp";
/** Previews made at once when a page finds older results without one (the machine's two cores). */
const LANES = 2;

export type Preview = { bytes: Buffer; width: number; height: number };

/** The preview of a stored result file (JPEG or PNG bytes). */
export async function renderPreview(source: Buffer): Promise<Preview> {
  const { data, info } = await sharp(source, { failOn: "error" })
    .resize(PREVIEW_EDGE, PREVIEW_EDGE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: PREVIEW_QUALITY, effort: PREVIEW_EFFORT })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Makes and stores the preview of `source` in the result folder `base` ("shoots/…/results/…/"); returns
 * what the generator records in `variant.files.preview` and `variant.sizes.preview`.
 */
export async function storePreview(storage: FileStorage, base: string, source: Buffer): Promise<{ key: string; size: string }> {
  const preview = await renderPreview(source);
  const key = `${base}${PREVIEW_FILE}`;
  await storage.put(key, preview.bytes, { contentType: "image/webp", cacheControl: "private, max-age=31536000, immutable" });
  return { key, size: `${preview.width}x${preview.height}` };
}

/** The size sharp gives a preview of a `width` × `height` file (fit inside PREVIEW_EDGE, never enlarged). */
export function previewSize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: PREVIEW_EDGE, height: PREVIEW_EDGE };
  const scale = Math.min(1, PREVIEW_EDGE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Variant = { files?: Record<string, unknown>; sizes?: Record<string, unknown> };

/** A result as stored: its main file's key (the preview goes beside it), size and variant. */
export type PreviewSource = { id: string; storageKey: string; width: number; height: number; variant: unknown };
export type PreviewRef = { key: string; width: number; height: number };

const resultBase = (storageKey: string) => storageKey.slice(0, storageKey.lastIndexOf("/") + 1);

/** Where the preview of the result whose main file is `storageKey` is kept (beside it). */
export const previewKey = (storageKey: string): string => `${resultBase(storageKey)}${PREVIEW_FILE}`;

/** The preview a result's variant names (made with it, or made for it since), or null. */
function recorded(row: PreviewSource): PreviewRef | null {
  const variant = (row.variant ?? {}) as Variant;
  const key = previewKey(row.storageKey);
  if (variant.files?.preview !== key) return null;
  const m = typeof variant.sizes?.preview === "string" ? /^(\d+)x(\d+)$/.exec(variant.sizes.preview) : null;
  return { key, ...(m ? { width: Number(m[1]), height: Number(m[2]) } : previewSize(row.width, row.height)) };
}

/**
 * The preview of each row (by id). A row without one has it made from its main file now, stored and
 * named in its variant (one UPDATE of that key only, so nothing else in the variant is overwritten);
 * two pages asking at once both write the same bytes. Null for a row whose main file is missing or
 * unreadable (logged): the page shows its thumbnail instead.
 */
export async function ensurePreviews(db: PrismaClient, storage: FileStorage, rows: PreviewSource[]): Promise<Map<string, PreviewRef | null>> {
  const out = new Map<string, PreviewRef | null>();
  const missing: PreviewSource[] = [];
  for (const row of rows) {
    const ref = recorded(row);
    if (ref) out.set(row.id, ref);
    else missing.push(row);
  }
  let next = 0;
  const lane = async () => {
    while (next < missing.length) {
      const row = missing[next++]!;
      out.set(row.id, await makePreview(db, storage, row));
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES, missing.length) }, lane));
  return out;
}

async function makePreview(db: PrismaClient, storage: FileStorage, row: PreviewSource): Promise<PreviewRef | null> {
  try {
    const source = await storage.get(row.storageKey);
    if (!source) {
      console.error(`[previews] result ${row.id}: its main file ${row.storageKey} is missing`);
      return null;
    }
    const { key, size } = await storePreview(storage, resultBase(row.storageKey), source);
    await db.$executeRaw`
      UPDATE "Result"
      SET "variant" = jsonb_set(
        jsonb_set(
          CASE WHEN jsonb_typeof("variant") = 'object' THEN "variant" ELSE '{}'::jsonb END
            || jsonb_build_object('files', COALESCE("variant"->'files', '{}'::jsonb), 'sizes', COALESCE("variant"->'sizes', '{}'::jsonb)),
          '{files,preview}', to_jsonb(${key}::text)),
        '{sizes,preview}', to_jsonb(${size}::text))
      WHERE "id" = ${row.id}`;
    const [width, height] = size.split("x").map(Number) as [number, number];
    return { key, width, height };
  } catch (error) {
    console.error(`[previews] result ${row.id}: no preview could be made`, error);
    return null;
  }
}
