// The /ugly page's examples: photos judged by the real upload quality gate (lib/engine/quality.ts),
// each kept as a small WebP thumbnail in storage with the gate's verdict in a GateExample row. The
// seed writes them (prisma/seed/gate-examples.ts) from the gate's own test photos; the page reads the
// rows and shows each thumbnail through GET /api/gate-examples/{slug}, a public, cacheable route.
import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/db";
import { checkPhoto, qualityMessageKey, REASON_CODES, WARNING_CODES, type ReasonCode, type WarningCode } from "@/lib/engine/quality";
import type { FileStorage } from "@/lib/storage/types";

/** The longer side of a stored thumbnail. */
export const GATE_EXAMPLE_THUMB_SIDE = 360;
export const GATE_EXAMPLE_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const gateExampleKey = (slug: string) => `marketing/gate-examples/${slug}.webp`;
/** The stored photo's version in its address: a new photo is a new address, so an old one may be cached for good. */
const version = (sourceHash: string) => sourceHash.slice(0, 12);
/** Where the page's <img> points: GET /api/gate-examples/{slug}-{version}.webp streams the thumbnail. */
export const gateExampleUrl = (slug: string, sourceHash: string) => `/api/gate-examples/${slug}-${version(sourceHash)}.webp`;
const FILE = /^([a-z0-9][a-z0-9-]{0,62})-([0-9a-f]{12})\.webp$/;

export type GateExampleOutcome = "created" | "updated" | "unchanged";

/**
 * Judges `bytes` with the gate and stores the example under `slug`: the thumbnail in storage and
 * the verdict in the database. Idempotent: the same bytes with their thumbnail already stored change
 * nothing (the gate is not run again).
 */
export async function recordGateExample(db: PrismaClient, storage: FileStorage, input: { slug: string; bytes: Buffer; sortOrder: number }): Promise<GateExampleOutcome> {
  if (!GATE_EXAMPLE_SLUG.test(input.slug)) throw new Error(`recordGateExample: bad slug ${input.slug}`);
  const sourceHash = createHash("sha256").update(input.bytes).digest("hex");
  const key = gateExampleKey(input.slug);
  const existing = await db.gateExample.findUnique({ where: { slug: input.slug } });
  if (existing && existing.sourceHash === sourceHash && existing.thumbKey === key && (await storage.exists(key))) {
    if (existing.sortOrder !== input.sortOrder) {
      await db.gateExample.update({ where: { id: existing.id }, data: { sortOrder: input.sortOrder } });
      return "updated";
    }
    return "unchanged";
  }
  const verdict = await checkPhoto(input.bytes);
  const thumb = await sharp(input.bytes, { failOn: "none" })
    .rotate()
    .resize(GATE_EXAMPLE_THUMB_SIDE, GATE_EXAMPLE_THUMB_SIDE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer({ resolveWithObject: true });
  await storage.put(key, thumb.data, { contentType: "image/webp", cacheControl: "public, max-age=86400" });
  const data = {
    accepted: verdict.accepted, reasons: verdict.reasons, warnings: verdict.warnings, score: verdict.score,
    width: verdict.width, height: verdict.height, thumbKey: key, thumbWidth: thumb.info.width, thumbHeight: thumb.info.height,
    sourceHash, sortOrder: input.sortOrder,
  };
  if (existing) {
    await db.gateExample.update({ where: { id: existing.id }, data });
    return "updated";
  }
  await db.gateExample.create({ data: { slug: input.slug, ...data } });
  return "created";
}

export type GateExampleView = {
  slug: string;
  accepted: boolean;
  reasons: ReasonCode[];
  warnings: WarningCode[];
  /** The gate's messages for the codes, as keys into the Engine namespace ("reasons.TOO_DARK"). */
  messageKeys: string[];
  score: number;
  width: number;
  height: number;
  src: string;
  thumbWidth: number;
  thumbHeight: number;
};

const isReason = (c: string): c is ReasonCode => (REASON_CODES as readonly string[]).includes(c);
const isWarning = (c: string): c is WarningCode => (WARNING_CODES as readonly string[]).includes(c);

/** Every stored example, refused ones first in their seeded order, then the accepted ones. */
export async function listGateExamples(db: PrismaClient): Promise<GateExampleView[]> {
  const rows = await db.gateExample.findMany({ orderBy: [{ accepted: "asc" }, { sortOrder: "asc" }, { slug: "asc" }] });
  return rows.map((r) => {
    const reasons = r.reasons.filter(isReason);
    const warnings = r.warnings.filter(isWarning);
    return {
      slug: r.slug, accepted: r.accepted, reasons, warnings,
      // The catalogue's own keys (Engine.reasons.* / Engine.warnings.*), without the namespace.
      messageKeys: [...reasons, ...warnings].map((c) => qualityMessageKey(c).replace(/^Engine\./, "")),
      score: r.score, width: r.width, height: r.height,
      src: gateExampleUrl(r.slug, r.sourceHash),
      thumbWidth: r.thumbWidth, thumbHeight: r.thumbHeight,
    };
  });
}

/**
 * The stored thumbnail a file name ("{slug}-{version}.webp") asks for, or null for anything else.
 * `current` says whether the version is the stored one (cache it for good) or an older page's (the
 * current photo, cached briefly).
 */
export async function gateExampleImage(db: PrismaClient, file: string): Promise<{ key: string; current: boolean } | null> {
  const match = FILE.exec(file);
  if (!match) return null;
  const row = await db.gateExample.findUnique({ where: { slug: match[1]! }, select: { thumbKey: true, sourceHash: true } });
  return row ? { key: row.thumbKey, current: version(row.sourceHash) === match[2] } : null;
}
