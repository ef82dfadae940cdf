// Every threshold of the photo quality gate, with why it has its value. The numbers come from the
// engine lab (shared/lab/engine/NOTES.md) and from the product decisions on uploads; re-check them
// on real uploads before changing them.
import "server-only";

export const DECODE_LIMITS = {
  /** Product rule: at most 50 MB a file. Checked before anything else is read. */
  maxBytes: 50 * 1024 * 1024,
  /** Product rule: at most 100 megapixels, read from the header so a decompression bomb never allocates. */
  maxPixels: 100_000_000,
  /** Product rule: at least 512 x 512 px (the shorter side, after orientation). */
  minSide: 512,
  /** The gate analyses a copy this large: faces stay sharp enough to judge, and a 12 MP JPEG (4032 x 3024) decodes at 1/4 scale (shrink-on-load), ~3x cheaper than at 1/2. */
  analysisMaxSide: 900,
} as const;

export const QUALITY_LIMITS = {
  /** A detection below this FaceMesh confidence is not a face (hands and knees score 0.3-0.46 in the lab). */
  minFaceScore: 0.5,
  /** A second face at least this wide relative to the main face is another person, not a background face. */
  secondFaceRatio: 0.35,
  /** Below 90 px across, a face upscaled to a 1024 headshot is mush (lab: Messi, tiny copies). */
  minFaceWidthPx: 90,
  /** ...and a face under 6 % of the photo width is a group or full-body photo. */
  minFaceFrac: 0.06,
  /** The face oval may leave the photo by this fraction of the face size before it counts as cut off. */
  cutOffTolerance: 0.04,
  /** Crete blur metric on the face (0 sharp .. 1 blurry): lab sharp faces 0.27-0.42, soft 0.50-0.62, blurred copies 0.79-0.81. */
  blurHard: 0.72,
  blurWarn: 0.58,
  /** Mean face luma (0-255) below which the face has no recoverable detail. */
  darkFaceHard: 40,
  /** Share of face pixels blown out (> 250) above which the skin cannot be brought back. */
  brightClipHard: 0.3,
  /** Eye aspect ratio (lid gap / eye width): open eyes measure 0.25-0.35, closed under ~0.12. */
  eyesClosedWarn: 0.13,
  /** Yaw (rad) beyond which the headshot shows a profile, not a portrait (lab: NOT_FRONTAL above 0.6). */
  yawHard: 0.6,
  /** Pitch (rad) beyond which the person looks clearly up or down. */
  pitchHard: 0.55,
  /** Roll (deg) that the engine straightens but that suggests a better photo exists. */
  rollWarnDeg: 20,
  /** A rejected photo never scores above this, so "score" alone can never make it look good. */
  rejectedScoreCap: 35,
} as const;

/** Weights of the 0-100 score; they sum to 1. Sharpness and exposure matter most for the result. */
export const SCORE_WEIGHTS = {
  sharpness: 0.25,
  exposure: 0.2,
  faceSize: 0.2,
  eyesOpen: 0.15,
  frontal: 0.15,
  singlePerson: 0.05,
} as const;

/** Likeness (human.match.similarity, 0..1) on landmark-aligned crops. Lab: same person >= 0.73, different <= 0.65. */
export const LIKENESS_LIMITS = {
  /** Results below this are dropped: they no longer look like the person. */
  minSimilarity: 0.6,
  /** Other faces in a result at least this wide (relative to the main face) mean someone else is in frame. */
  otherFaceRatio: 0.35,
} as const;
