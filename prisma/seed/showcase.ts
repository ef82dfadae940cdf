// The home page's before/after pairs, made by the product's own studio engine from public-domain
// portraits (lib/testing/photos.ts): each pair is the portrait as it is and one headshot on one of the
// catalogue's backdrops. Files go to the app's storage (showcase/{key}/…, lib/marketing/showcase.ts),
// rows to ShowcasePair. Idempotent: a pair whose row and files exist is left alone. A pair whose
// portrait is missing (its Debian package is not installed) or that the engine cannot make is
// skipped with the reason, and nothing is recorded for it: the home page shows only what was made.
import fs from "node:fs";
import crypto from "node:crypto";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/db";
import type { EngineStyle, HeadshotEngine } from "@/lib/engine/engine";
import { showcaseKey } from "@/lib/marketing/showcase";
import { resolveEngine } from "@/lib/shoots/engine";
import type { FileStorage } from "@/lib/storage/types";
import { PHOTOS } from "@/lib/testing/photos";

/** Both images of a pair are 4:5 portraits of this size (the page shows them smaller; next/image resizes). */
export const SHOWCASE_SIZE = { width: 640, height: 800 } as const;

export type ShowcaseDefinition = {
  key: string;
  subject: string;
  source: string;
  /** The portrait file and the Debian package that ships it. */
  portrait: { file: string; debianPackage: string };
  /** A catalogue backdrop (prisma/seed/catalogue.ts BACKDROPS). */
  backdropSlug: string;
  /** Which of the engine's variations (light side, framing) to take, so two pairs of one portrait differ. */
  variation: number;
};

const HOPPER = { file: PHOTOS.graceHopper, debianPackage: "python-matplotlib-data" };
const COLLINS = { file: PHOTOS.astronaut, debianPackage: "python3-skimage" };

/** Three pairs, each on a different kind of backdrop. */
export const SHOWCASE_PAIRS: readonly ShowcaseDefinition[] = [
  { key: "hopper-navy", subject: "Grace Hopper", source: "US Navy", portrait: HOPPER, backdropSlug: "navy", variation: 0 },
  { key: "collins-office", subject: "Eileen Collins", source: "NASA", portrait: COLLINS, backdropSlug: "blurred-office", variation: 0 },
  { key: "hopper-beige", subject: "Grace Hopper", source: "US Navy", portrait: HOPPER, backdropSlug: "warm-beige", variation: 1 },
];

export type ShowcaseDeps = {
  db: PrismaClient;
  storage: FileStorage;
  /** The engine (the CPU studio engine by default, as the seed's demo shoot uses). */
  engine?: () => Promise<HeadshotEngine>;
  pairs?: readonly ShowcaseDefinition[];
};

export type ShowcaseOutcome = { made: string[]; found: string[]; skipped: { key: string; reason: string }[]; seconds: number };

const hash = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 16);

const webp = (input: Buffer) =>
  sharp(input)
    .resize({ ...SHOWCASE_SIZE, fit: "cover", position: sharp.strategy.attention })
    .webp({ quality: 80, effort: 5 })
    .toBuffer();

/** Makes every pair that is not there yet. */
export async function ensureShowcase(deps: ShowcaseDeps): Promise<ShowcaseOutcome> {
  const { db, storage } = deps;
  const t0 = performance.now();
  const out: ShowcaseOutcome = { made: [], found: [], skipped: [], seconds: 0 };
  const engine = deps.engine ?? (() => resolveEngine(db, { ENGINE: "studio" }));
  let loaded: Promise<HeadshotEngine> | undefined;
  for (const [i, pair] of (deps.pairs ?? SHOWCASE_PAIRS).entries()) {
    const existing = await db.showcasePair.findUnique({ where: { key: pair.key } });
    if (existing && (await storage.exists(existing.beforeKey)) && (await storage.exists(existing.afterKey))) {
      out.found.push(pair.key);
      continue;
    }
    if (!fs.existsSync(pair.portrait.file)) {
      out.skipped.push({ key: pair.key, reason: `the portrait ${pair.portrait.file} was not found (Debian package ${pair.portrait.debianPackage})` });
      continue;
    }
    const backdrop = await db.backdrop.findUnique({ where: { slug: pair.backdropSlug }, select: { kind: true, colors: true } });
    if (!backdrop) {
      out.skipped.push({ key: pair.key, reason: `the backdrop ${pair.backdropSlug} is not in the catalogue` });
      continue;
    }
    const portrait = await sharp(fs.readFileSync(pair.portrait.file)).rotate().jpeg({ quality: 95 }).toBuffer();
    const style: EngineStyle = { id: `showcase-${pair.backdropSlug}`, backdrop: { kind: backdrop.kind, colors: backdrop.colors } };
    let headshot: Buffer;
    let engineId: string;
    try {
      const made = await (loaded ??= engine());
      engineId = made.id;
      const result = await made.generate({ photos: [portrait], style, count: 1, variationOffset: pair.variation, sizes: [{ ...SHOWCASE_SIZE }] });
      const image = result.images[0];
      if (!image) throw new Error(result.dropped.map((d) => d.reason).join("; ") || "no image");
      headshot = image.bytes;
    } catch (err) {
      out.skipped.push({ key: pair.key, reason: `the engine could not make it: ${err instanceof Error ? err.message : String(err)}` });
      continue;
    }
    const [before, after] = await Promise.all([webp(portrait), webp(headshot)]);
    const beforeKey = showcaseKey(pair.key, "before", hash(before));
    const afterKey = showcaseKey(pair.key, "after", hash(after));
    const cacheControl = "public, max-age=31536000, immutable";
    await storage.put(beforeKey, before, { contentType: "image/webp", cacheControl });
    await storage.put(afterKey, after, { contentType: "image/webp", cacheControl });
    const data = {
      subject: pair.subject, source: pair.source, backdropSlug: pair.backdropSlug, engine: engineId, sortOrder: i + 1,
      beforeKey, afterKey, beforeWidth: SHOWCASE_SIZE.width, beforeHeight: SHOWCASE_SIZE.height, afterWidth: SHOWCASE_SIZE.width, afterHeight: SHOWCASE_SIZE.height,
    };
    await db.showcasePair.upsert({ where: { key: pair.key }, create: { key: pair.key, ...data }, update: data });
    // Files of an earlier run (another hash) that no row names any more.
    if (existing) for (const old of [existing.beforeKey, existing.afterKey]) if (old !== beforeKey && old !== afterKey) await storage.delete(old);
    out.made.push(pair.key);
  }
  out.seconds = (performance.now() - t0) / 1000;
  return out;
}
