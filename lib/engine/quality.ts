// The photo quality gate: is an upload good enough to make headshots from, and if not, what should
// the person do? Runs on a shrunken copy (analysisMaxSide) so a 12 MP photo stays cheap.
// Every reason that applies is reported, most important first (REASON_CODES' order): a photo under
// the 512 px minimum is still looked at, at the size it has, because "send a bigger copy" is wrong
// advice for a photo with no face or with several people in it. Only a file that cannot be decoded
// (too large, not an image, broken) stops before the faces are looked for: there is nothing to see.
import "server-only";
import sharp from "sharp";
import { DecodeError, decodePhoto, type DecodedPhoto } from "./decode";
import { detectFaces, type Face } from "./faces";
import { creteBlur, fillPolygon } from "./image-math";
import { bounds, eyeOpenness, MESH, pick } from "./landmarks";
import { DECODE_LIMITS, QUALITY_LIMITS as L, SCORE_WEIGHTS } from "./quality-config";

/**
 * The refusal codes, most important first; a verdict lists its reasons in this order. First what
 * only another photo fixes (no face, several people, the face cut off, turned away or too small in
 * the frame), then what a retake in better conditions fixes (focus, light), then LOW_RESOLUTION,
 * which a bigger copy of the same photo fixes, so it is never the first thing said about a photo
 * that a bigger copy would not save. The file codes come alone: they stop the gate early.
 */
export const REASON_CODES = [
  "NO_FACE", "MULTIPLE_FACES", "FACE_CUT_OFF", "NOT_FRONTAL", "FACE_TOO_SMALL", "TOO_BLURRY", "TOO_DARK",
  "TOO_BRIGHT", "LOW_RESOLUTION", "UNSUPPORTED_FORMAT", "FILE_TOO_LARGE", "CORRUPT_FILE",
] as const;
export const WARNING_CODES = ["EYES_CLOSED", "STRONG_TILT", "SOFT_FOCUS"] as const;
export type ReasonCode = (typeof REASON_CODES)[number];
export type WarningCode = (typeof WARNING_CODES)[number];

export type QualityMetrics = {
  faceCount: number;
  faceWidthPx: number;
  blur: number;
  faceMeanLuma: number;
  clippedFrac: number;
  eyes: [number, number];
  pose: { rollDeg: number; yaw: number; pitch: number };
};

export type QualityVerdict = {
  accepted: boolean;
  /** 0..100; a rejected photo never scores above QUALITY_LIMITS.rejectedScoreCap. */
  score: number;
  reasons: ReasonCode[];
  warnings: WarningCode[];
  /** Size of the upload after orientation; 0 when it could not be read. */
  width: number;
  height: number;
  metrics?: QualityMetrics;
};

/** A verdict plus what the CPU studio engine reuses from the analysis. */
export type PhotoAnalysis = { verdict: QualityVerdict; image: DecodedPhoto | null; faces: Face[]; main: Face | null };

/** The message key (in messages/*.json, namespace Engine) that tells the person what to do. */
export function qualityMessageKey(code: ReasonCode | WarningCode): string {
  return (REASON_CODES as readonly string[]).includes(code) ? `Engine.reasons.${code}` : `Engine.warnings.${code}`;
}

/** `reasons` without repeats, most important first (REASON_CODES' order). */
export function byImportance(reasons: readonly ReasonCode[]): ReasonCode[] {
  return REASON_CODES.filter((code) => reasons.includes(code));
}

const rejected = (reasons: ReasonCode[], width = 0, height = 0): QualityVerdict => ({ accepted: false, score: 0, reasons: byImportance(reasons), warnings: [], width, height });

/** Decodes, detects and judges one upload. Never throws for a bad file: that is a verdict. */
export async function analyzePhoto(bytes: Buffer): Promise<PhotoAnalysis> {
  let image: DecodedPhoto;
  try {
    // minSide 1: a small photo is decoded too, and judge() adds LOW_RESOLUTION to what else it finds.
    image = await decodePhoto(bytes, { maxSide: DECODE_LIMITS.analysisMaxSide, minSide: 1 });
  } catch (error) {
    if (error instanceof DecodeError) return { verdict: rejected([error.reason]), image: null, faces: [], main: null };
    throw error;
  }
  const faces = (await detectFaces(image)).filter((f) => f.score >= L.minFaceScore);
  const verdict = await judge(image, faces);
  return { verdict, image, faces, main: faces[0] ?? null };
}

export async function checkPhoto(bytes: Buffer): Promise<QualityVerdict> {
  return (await analyzePhoto(bytes)).verdict;
}

const ramp = (v: number, lo: number, hi: number) => Math.max(0, Math.min(1, (v - lo) / (hi - lo)));

/** The verdict for a decoded photo and its (confident) faces, largest first. */
export async function judge(image: DecodedPhoto, faces: Face[]): Promise<QualityVerdict> {
  const { width: W, height: H } = image;
  const base = { width: image.sourceWidth, height: image.sourceHeight };
  const main = faces[0];
  // The product's minimum size, judged on the upload's own size (the analysis copy may be smaller).
  const small: ReasonCode[] = Math.min(image.sourceWidth, image.sourceHeight) < DECODE_LIMITS.minSide ? ["LOW_RESOLUTION"] : [];
  if (!main) return { ...rejected(["NO_FACE", ...small]), ...base };
  const reasons: ReasonCode[] = [...small];
  const warnings: WarningCode[] = [];
  const toSource = image.sourceWidth / W;

  const others = faces.slice(1).filter((f) => f.box[2] >= L.secondFaceRatio * main.box[2]);
  if (others.length) reasons.push("MULTIPLE_FACES");

  const oval = pick(main.mesh, MESH.oval);
  const ob = bounds(oval);
  const tolX = L.cutOffTolerance * ob.w, tolY = L.cutOffTolerance * ob.h;
  const cutOff = ob.x0 < -tolX || ob.y0 < -tolY || ob.x1 > W + tolX || ob.y1 > H + tolY;
  if (cutOff) reasons.push("FACE_CUT_OFF");

  const fx0 = Math.max(0, ob.x0), fy0 = Math.max(0, ob.y0), fx1 = Math.min(W, ob.x1), fy1 = Math.min(H, ob.y1);
  const fw = Math.max(1, fx1 - fx0), fh = Math.max(1, fy1 - fy0);
  const faceWidthPx = ob.w * toSource;
  if (faceWidthPx < L.minFaceWidthPx || ob.w / W < L.minFaceFrac) reasons.push("FACE_TOO_SMALL");

  // Sharpness and exposure on the face, normalised to a face at most 256 px wide (never upscaled:
  // the metric should judge focus, not size).
  const cw = Math.max(16, Math.min(256, Math.round(fw)));
  const ch = Math.max(16, Math.round((cw * fh) / fw));
  // (left and top stay inside the image even for a face box at its very edge, as on a tiny photo)
  const left = Math.min(W - 1, Math.floor(fx0)), top = Math.min(H - 1, Math.floor(fy0));
  const crop = await sharp(image.data, { raw: { width: W, height: H, channels: 3 } })
    .extract({ left, top, width: Math.max(1, Math.min(W - left, Math.ceil(fw))), height: Math.max(1, Math.min(H - top, Math.ceil(fh))) })
    .resize(cw, ch, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer();
  const n = cw * ch;
  const Y = new Float32Array(n);
  for (let i = 0; i < n; i++) Y[i] = (0.299 * crop[3 * i]! + 0.587 * crop[3 * i + 1]! + 0.114 * crop[3 * i + 2]!) / 255;
  const mask = new Float32Array(n);
  fillPolygon(mask, cw, ch, oval.map(([x, y]) => [((x - fx0) * cw) / fw, ((y - fy0) * ch) / fh]));
  let sum = 0, count = 0, clipped = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i]! < 0.5) continue;
    const v = Y[i]! * 255;
    sum += v;
    count++;
    if (v > 250) clipped++;
  }
  const faceMean = count ? sum / count : 0;
  const clippedFrac = count ? clipped / count : 0;
  const blur = creteBlur(Y, cw, ch);
  if (blur > L.blurHard) reasons.push("TOO_BLURRY");
  else if (blur > L.blurWarn) warnings.push("SOFT_FOCUS");
  if (faceMean < L.darkFaceHard) reasons.push("TOO_DARK");
  if (clippedFrac > L.brightClipHard) reasons.push("TOO_BRIGHT");

  const eyes = eyeOpenness(main.mesh);
  if (Math.min(...eyes) < L.eyesClosedWarn) warnings.push("EYES_CLOSED");
  const rollDeg = (main.pose.roll * 180) / Math.PI;
  if (Math.abs(main.pose.yaw) > L.yawHard || Math.abs(main.pose.pitch) > L.pitchHard) reasons.push("NOT_FRONTAL");
  if (Math.abs(rollDeg) > L.rollWarnDeg) warnings.push("STRONG_TILT");

  const parts: Record<keyof typeof SCORE_WEIGHTS, number> = {
    sharpness: 1 - ramp(blur, 0.42, L.blurHard),
    exposure: Math.min(ramp(faceMean, L.darkFaceHard, 110), 1 - ramp(clippedFrac, 0.02, L.brightClipHard)),
    faceSize: ramp(faceWidthPx, L.minFaceWidthPx, 300),
    eyesOpen: ramp(Math.min(...eyes), L.eyesClosedWarn, 0.22),
    frontal: 1 - ramp(Math.max(Math.abs(main.pose.yaw) / L.yawHard, Math.abs(main.pose.pitch) / L.pitchHard), 0.3, 1),
    singlePerson: others.length ? 0 : 1,
  };
  let score = 0;
  for (const k of Object.keys(SCORE_WEIGHTS) as (keyof typeof SCORE_WEIGHTS)[]) score += SCORE_WEIGHTS[k] * parts[k];
  score = Math.round(100 * score);
  const accepted = reasons.length === 0;
  return {
    accepted,
    score: accepted ? score : Math.min(score, L.rejectedScoreCap),
    reasons: byImportance(reasons),
    warnings,
    ...base,
    metrics: {
      faceCount: faces.length,
      faceWidthPx: Math.round(faceWidthPx),
      blur: +blur.toFixed(3),
      faceMeanLuma: +faceMean.toFixed(1),
      clippedFrac: +clippedFrac.toFixed(3),
      eyes: [+eyes[0].toFixed(3), +eyes[1].toFixed(3)],
      pose: { rollDeg: +rollDeg.toFixed(1), yaw: +main.pose.yaw.toFixed(2), pitch: +main.pose.pitch.toFixed(2) },
    },
  };
}
