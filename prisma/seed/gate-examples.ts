// The /ugly page's examples: the upload quality gate's own test photos (lib/testing/photos.ts, the
// same public-domain portraits and the same bad copies lib/engine/quality.test.ts checks), each judged
// by the real gate and stored as a thumbnail with its verdict (lib/marketing/gate-examples.ts).
// Idempotent: a photo already stored with the same bytes is not judged again. Skipped, with the
// reason, where the portraits' Debian packages are not installed.
import fs from "node:fs";
import sharp from "sharp";
import type { PrismaClient } from "@/generated/prisma/client";
import { recordGateExample, type GateExampleOutcome } from "@/lib/marketing/gate-examples";
import type { FileStorage } from "@/lib/storage/types";
import { derive, PHOTOS, read } from "@/lib/testing/photos";

export type GateExampleSource = { slug: string; make: () => Promise<Buffer> };

/** In the page's order: the refusals, a warning, then the good photos. */
export const GATE_EXAMPLE_SOURCES: GateExampleSource[] = [
  { slug: "blurry", make: () => derive.blurred(read("graceHopper")) },
  { slug: "dark", make: () => derive.dark(read("astronaut")) },
  { slug: "overexposed", make: () => derive.overexposed(read("graceHopper")) },
  { slug: "no-face", make: () => derive.enlarged(read("coffee")) },
  { slug: "several-people", make: () => derive.sideBySide(read("astronaut"), read("graceHopper")) },
  { slug: "face-too-small", make: () => derive.tinyFace(read("graceHopper")) },
  { slug: "face-cut-off", make: () => derive.cropped(read("graceHopper"), 220) },
  // Below the 512 px minimum (lib/engine/quality-config.ts DECODE_LIMITS.minSide) and nothing else
  // wrong: the gate still looks at a small photo, and a face under 90 px would add FACE_TOO_SMALL.
  { slug: "too-small", make: () => sharp(read("graceHopper")).resize(400).jpeg({ quality: 90 }).toBuffer() },
  // Accepted with a warning (quality.test.ts: "warns, without rejecting, about soft focus").
  { slug: "soft-focus", make: () => sharp(read("astronaut")).blur(1.6).jpeg().toBuffer() },
  { slug: "good", make: () => sharp(read("graceHopper")).jpeg({ quality: 90 }).toBuffer() },
  { slug: "good-2", make: () => sharp(read("astronaut")).jpeg({ quality: 90 }).toBuffer() },
];

export type GateExamplesReport = { status: "done"; outcomes: Record<GateExampleOutcome, number> } | { status: "skipped"; reason: string };

export async function ensureGateExamples(deps: { db: PrismaClient; storage: FileStorage }, sources: GateExampleSource[] = GATE_EXAMPLE_SOURCES): Promise<GateExamplesReport> {
  const missing = Object.values(PHOTOS).filter((file) => !fs.existsSync(file));
  if (missing.length) return { status: "skipped", reason: `the test portraits are not installed (${missing.join(", ")}; Debian packages python3-skimage and python-matplotlib-data)` };
  const outcomes: Record<GateExampleOutcome, number> = { created: 0, updated: 0, unchanged: 0 };
  for (const [i, source] of sources.entries()) {
    outcomes[await recordGateExample(deps.db, deps.storage, { slug: source.slug, bytes: await source.make(), sortOrder: i + 1 })]++;
  }
  return { status: "done", outcomes };
}
