// Everything the CPU studio engine needs from one source photo, computed once per photo: the pixels at
// working resolution, the subject's face (and anyone else's), how high the hair goes, and the
// identity descriptor the likeness check compares results with.
import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { decodePhoto, type DecodedPhoto } from "../decode";
import { faceDescriptor, SEGMENT_SIZE, segmentPerson, type Face, type FaceDescriptor } from "../faces";
import { analyzePhoto, type QualityVerdict } from "../quality";
import { at, bounds, MESH, pick, type Point } from "../landmarks";

export type PreparedPhoto = {
  index: number;
  work: DecodedPhoto;
  /** The subject (largest confident face) and everyone else, in `work` pixels. */
  face: Face;
  others: Face[];
  /** Eye line to the top of the head (hair, hats), in `work` pixels along the levelled vertical. */
  crownHeight: number | null;
  descriptor: FaceDescriptor;
  verdict: QualityVerdict;
};

const scaleFace = (f: Face, k: number): Face => {
  const s = (p: Point): Point => [p[0] * k, p[1] * k];
  return {
    ...f,
    box: [f.box[0] * k, f.box[1] * k, f.box[2] * k, f.box[3] * k],
    mesh: f.mesh.map(s),
    eyes: { left: s(f.eyes.left), right: s(f.eyes.right) },
  };
};

/** Walks up from the forehead through the person mask to find the crown (analysis pixels). */
async function crownHeightOf(img: DecodedPhoto, face: Face): Promise<number | null> {
  const small = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } }).resize(SEGMENT_SIZE, SEGMENT_SIZE, { fit: "fill" }).raw().toBuffer();
  const mask = await segmentPerson({ data: small, width: SEGMENT_SIZE, height: SEGMENT_SIZE });
  const sx = SEGMENT_SIZE / img.width, sy = SEGMENT_SIZE / img.height;
  const brow = at(face.mesh, MESH.foreheadTop);
  const ob = bounds(pick(face.mesh, MESH.oval));
  const cx = (ob.x0 + ob.x1) / 2, half = 0.3 * ob.w;
  const x0 = Math.max(0, Math.round((cx - half) * sx)), x1 = Math.min(SEGMENT_SIZE - 1, Math.round((cx + half) * sx));
  let y = Math.min(SEGMENT_SIZE - 1, Math.round(brow[1] * sy));
  while (y > 0) {
    let on = 0;
    for (let x = x0; x <= x1; x++) if (mask[(y - 1) * SEGMENT_SIZE + x]! > 0.5) on++;
    if (on < 0.15 * (x1 - x0 + 1)) break;
    y--;
  }
  const crownY = Math.min(brow[1], y / sy);
  const eyeY = (face.eyes.left[1] + face.eyes.right[1]) / 2;
  // the mask walks off the top of the photo: the crown is unknown, not at the edge
  return y <= 0 ? null : eyeY - crownY;
}

/** What the models found in one photo, in analysis pixels: cheap to keep, costly to recompute. */
type Analysed = { main: Face; others: Face[]; crown: number | null; descriptor: FaceDescriptor; verdict: QualityVerdict; width: number; height: number; sourceWidth: number } | null;

// A shoot generates each style in turn from the same photos: the face analysis (detection, mesh,
// descriptor, crown mask: ~0.3 s a photo) is kept per photo, and so is the decoded working image
// (a 12 MP JPEG to ~2000 px: ~0.1 s), so a worker decodes each photo of a shoot once, not once per
// style. The images are bounded by bytes (WORK_MAX_BYTES: the 6-7 photos of a shoot at ~2000 px): a generate call
// holds all its photos' images while it runs anyway, so the bound only limits what stays between calls.
const ANALYSED = new Map<string, Analysed>();
const ANALYSED_MAX = 64;
const WORK = new Map<string, DecodedPhoto>();
const WORK_MAX_BYTES = 64 * 1024 * 1024;
let workBytes = 0;

const keyOf = (bytes: Buffer) => createHash("sha1").update(bytes).digest("base64");

/** The decoded working image of `bytes` at `maxSide`, kept per worker (least recently used out first). */
async function workImage(key: string, bytes: Buffer, maxSide: number): Promise<DecodedPhoto> {
  const k = `${key}/${maxSide}`;
  const hit = WORK.get(k);
  if (hit) {
    WORK.delete(k); // most recently used last
    WORK.set(k, hit);
    return hit;
  }
  const image = await decodePhoto(bytes, { maxSide });
  if (image.data.length > WORK_MAX_BYTES) return image;
  WORK.set(k, image);
  workBytes += image.data.length;
  while (workBytes > WORK_MAX_BYTES) {
    const [oldest, old] = WORK.entries().next().value!;
    WORK.delete(oldest);
    workBytes -= old.data.length;
  }
  return image;
}

async function analysed(key: string, bytes: Buffer): Promise<{ result: Analysed; image: DecodedPhoto | null }> {
  if (ANALYSED.has(key)) {
    const result = ANALYSED.get(key)!;
    ANALYSED.delete(key); // most recently used last
    ANALYSED.set(key, result);
    return { result, image: null };
  }
  const analysis = await analyzePhoto(bytes);
  const { image, main } = analysis;
  // A photo under the gate's minimum size is looked at by the gate, but never worked from (the gate
  // refuses it, and decodePhoto below would refuse it too).
  const usable = image && main && !analysis.verdict.reasons.includes("LOW_RESOLUTION");
  const result: Analysed = usable
    ? { main, others: analysis.faces.slice(1), crown: await crownHeightOf(image, main), descriptor: await faceDescriptor(image, main), verdict: analysis.verdict, width: image.width, height: image.height, sourceWidth: image.sourceWidth }
    : null;
  ANALYSED.set(key, result);
  if (ANALYSED.size > ANALYSED_MAX) ANALYSED.delete(ANALYSED.keys().next().value!);
  return { result, image };
}

/** Null when the photo has no usable face (the gate should have refused it). */
export async function preparePhoto(bytes: Buffer, index: number, workMaxSide: number): Promise<PreparedPhoto | null> {
  const key = keyOf(bytes);
  const { result: a, image } = await analysed(key, bytes);
  if (!a) return null;
  // a photo no larger than the analysis size is its own working image
  const work = image && a.sourceWidth <= a.width ? image : await workImage(key, bytes, a.sourceWidth <= a.width ? a.width : workMaxSide);
  const k = work.width / a.width;
  return {
    index,
    work,
    face: scaleFace(a.main, k),
    others: a.others.map((f) => scaleFace(f, k)),
    crownHeight: a.crown === null ? null : a.crown * k,
    descriptor: a.descriptor,
    verdict: a.verdict,
  };
}
