// Head-and-shoulders framing: level the eyes, then place the head so every headshot of a shoot has
// the same headroom and eye line for its aspect ratio (what a photographer's crop guide does).
import "server-only";
import type { Face } from "../faces";
import { at, bounds, MESH, pick, type Point } from "../landmarks";

export type Tightness = "loose" | "standard" | "close";
export type Offset = "centre" | "left" | "right";

export const FRAMING = {
  /** Rolls smaller than this are left alone (nobody sees them); larger than maxRollDeg are a pose, not a slip. */
  minRollDeg: 1.5,
  maxRollDeg: 30,
  /** Crown-to-chin is about 1.3x the mesh's forehead-to-chin height. */
  headPerMesh: 1.3,
  /** Head height as a share of the frame, and eye line from the top, by aspect. */
  square: { headFrac: 0.46, eyeFrac: 0.4 },
  portrait: { headFrac: 0.4, eyeFrac: 0.38 },
  tightness: { loose: 0.88, standard: 1, close: 1.12 } satisfies Record<Tightness, number>,
  /** Subject moved off centre by this share of the frame width for the left/right crops. */
  offset: { centre: 0, left: -0.06, right: 0.06 } satisfies Record<Offset, number>,
  /** Space kept above the real crown (hair, hats), as a share of the frame height. */
  minHeadroom: 0.06,
  /** Never frame tighter than this many mesh heights, even when the photo ends under the chin. */
  minCropMeshHeights: 2.0,
} as const;

/** An output frame in source pixels: rotate by `angle` about `pivot`, then crop. */
export type Frame = {
  /** Rotation (radians) that levels the eyes; applied about `pivot`. */
  angle: number;
  pivot: Point;
  /** Crop in the levelled frame: top-left and size in source pixels. */
  left: number;
  top: number;
  cropW: number;
  cropH: number;
  /** Output pixels per source pixel. */
  scale: number;
  outW: number;
  outH: number;
  /** The photo ended close under the chin and the frame zoomed in. */
  tightened: boolean;
};

export function levelAngle(face: Face): number {
  const deg = (face.pose.roll * 180) / Math.PI;
  return Math.abs(deg) < FRAMING.minRollDeg || Math.abs(deg) > FRAMING.maxRollDeg ? 0 : -face.pose.roll;
}

/** Source point -> levelled frame. */
export function levelPoint(p: Point, angle: number, pivot: Point): Point {
  const c = Math.cos(angle), s = Math.sin(angle), dx = p[0] - pivot[0], dy = p[1] - pivot[1];
  return [pivot[0] + c * dx - s * dy, pivot[1] + s * dx + c * dy];
}

/** Source point -> output pixel. */
export function toOutput(frame: Frame, p: Point): Point {
  const q = levelPoint(p, frame.angle, frame.pivot);
  return [(q[0] - frame.left) * frame.scale, (q[1] - frame.top) * frame.scale];
}

/** Output pixel -> source point. */
export function toSource(frame: Frame, u: number, v: number): Point {
  return levelPoint([frame.left + u / frame.scale, frame.top + v / frame.scale], -frame.angle, frame.pivot);
}

/**
 * The frame for one output size. `crownY` is the top of the head in source pixels along the face's
 * vertical (from the person mask; hair and hats rise above the mesh), or null to estimate it.
 */
export function planFrame(
  face: Face,
  source: { width: number; height: number },
  out: { width: number; height: number },
  options: { tightness?: Tightness; offset?: Offset; crownHeight?: number | null } = {},
): Frame {
  const angle = levelAngle(face);
  const pivot: Point = [(face.eyes.left[0] + face.eyes.right[0]) / 2, (face.eyes.left[1] + face.eyes.right[1]) / 2];
  const L = (p: Point) => levelPoint(p, angle, pivot);
  const chin = L(at(face.mesh, MESH.chin)), brow = L(at(face.mesh, MESH.foreheadTop));
  const F = Math.hypot(chin[0] - brow[0], chin[1] - brow[1]);
  const ob = bounds(pick(face.mesh, MESH.oval).map(L));
  const faceCx = (ob.x0 + ob.x1) / 2;
  const eyeY = pivot[1];
  // Distance from the eye line up to the crown: the mask's answer, but never less than the mesh implies.
  const meshCrown = eyeY - (brow[1] - (FRAMING.headPerMesh - 1) * F);
  const crownAbove = Math.max(meshCrown * 0.9, options.crownHeight ?? meshCrown);

  const spec = Math.abs(out.width - out.height) < 2 ? FRAMING.square : FRAMING.portrait;
  const headFrac = spec.headFrac * FRAMING.tightness[options.tightness ?? "standard"];
  const eyeFrac = spec.eyeFrac;
  let cropH = (FRAMING.headPerMesh * F) / headFrac;
  const needH = crownAbove / (eyeFrac - FRAMING.minHeadroom);
  if (needH > cropH) cropH = Math.min(needH, 1.5 * cropH);

  // When the photo ends under the chin, zoom in rather than show a floating torso: shrink the frame
  // until both bottom corners are inside the photo (the levelling rotation tilts the bottom edge).
  const offsetFrac = FRAMING.offset[options.offset ?? "centre"];
  const inside = (h: number) => {
    const w = (h * out.width) / out.height;
    const l = faceCx - w / 2 - offsetFrac * w, bottom = eyeY + (1 - eyeFrac) * h;
    return [l, l + w].every((x) => levelPoint([x, bottom], -angle, pivot)[1] <= source.height + 0.003 * h);
  };
  let tightened = false;
  const minH = FRAMING.minCropMeshHeights * F;
  if (!inside(cropH)) {
    let lo = minH, hi = cropH;
    if (inside(lo)) {
      for (let k = 0; k < 20; k++) { const m = (lo + hi) / 2; if (inside(m)) lo = m; else hi = m; }
      cropH = lo;
    } else cropH = Math.min(cropH, minH);
    tightened = true;
  }
  const cropW = (cropH * out.width) / out.height;
  const left = faceCx - cropW / 2 - offsetFrac * cropW;
  return { angle, pivot, left, top: eyeY - eyeFrac * cropH, cropW, cropH, scale: out.width / cropW, outW: out.width, outH: out.height, tightened };
}

/**
 * One frame that holds every frame of `frames` (all levelled alike: one face gives one angle and
 * pivot), at the largest of their scales, so a headshot is rendered once for all its output sizes and
 * each is cut from it (`cropIn`). The frame with the largest scale lands on whole pixels, so its cut is
 * exact and needs no resampling.
 */
export function unionFrame(frames: readonly Frame[]): Frame {
  const ref = frames.reduce((a, b) => (b.scale > a.scale ? b : a));
  if (frames.length === 1) return ref;
  if (frames.some((f) => f.angle !== ref.angle || f.pivot[0] !== ref.pivot[0] || f.pivot[1] !== ref.pivot[1])) throw new Error("unionFrame: frames levelled differently");
  const s = ref.scale;
  const left0 = Math.min(...frames.map((f) => f.left)), top0 = Math.min(...frames.map((f) => f.top));
  const right = Math.max(...frames.map((f) => f.left + f.cropW)), bottom = Math.max(...frames.map((f) => f.top + f.cropH));
  const dx = Math.ceil((ref.left - left0) * s - 1e-6), dy = Math.ceil((ref.top - top0) * s - 1e-6);
  const left = ref.left - dx / s, top = ref.top - dy / s;
  const outW = Math.ceil((right - left) * s - 1e-6), outH = Math.ceil((bottom - top) * s - 1e-6);
  return { angle: ref.angle, pivot: ref.pivot, left, top, cropW: outW / s, cropH: outH / s, scale: s, outW, outH, tightened: frames.some((f) => f.tightened) };
}

/**
 * How a headshot's frames are rendered: all in one when their union has fewer pixels than the frames
 * apart (the square and the portrait: ~0.63 of them), else each on its own (next to a 4096 print
 * square, the portrait would be rendered at the print's scale: more pixels, not fewer).
 */
export function planRenders(frames: readonly Frame[]): { frame: Frame; parts: number[] }[] {
  if (frames.length > 1) {
    const union = unionFrame(frames);
    if (union.outW * union.outH < frames.reduce((n, f) => n + f.outW * f.outH, 0)) return [{ frame: union, parts: frames.map((_, i) => i) }];
  }
  return frames.map((frame, i) => ({ frame, parts: [i] }));
}

/**
 * Where `frame` lies in `render`'s output pixels, on whole pixels and with the frame's own aspect
 * (exact for the frame with the render's scale; any other is resized from its cut).
 */
export function cropIn(render: Frame, frame: Frame): { left: number; top: number; width: number; height: number } {
  const width = Math.min(render.outW, Math.round(frame.cropW * render.scale)), height = Math.min(render.outH, Math.round(frame.cropH * render.scale));
  const x0 = Math.round((frame.left - render.left) * render.scale), y0 = Math.round((frame.top - render.top) * render.scale);
  return { left: Math.max(0, Math.min(render.outW - width, x0)), top: Math.max(0, Math.min(render.outH - height, y0)), width, height };
}
