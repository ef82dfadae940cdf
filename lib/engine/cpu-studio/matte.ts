// The person's matte in the output frame: MediaPipe's selfie mask (256 px) refined along the
// photo's real edges with a guided filter, the face always kept, other people cut away, and only
// the region connected to the subject's face kept.
import "server-only";
import sharp from "sharp";
import { SEGMENT_SIZE, segmentPerson } from "../faces";
import { boxBlur, boxBlurRegion, fillPolygon, guidedFilter, halfAxis, halve } from "../image-math";
import { bounds, enlarge, type Point } from "../landmarks";
import type { Warped } from "./warp";

export type MatteSubject = {
  /** The subject's face oval and eye centre, in output pixels. */
  oval: Point[];
  eyeCentre: Point;
  /** Mesh height (forehead to chin) in output pixels. */
  faceHeight: number;
  /** Other people's faces in output pixels: centre and width. */
  others: { centre: Point; width: number }[];
};

/** The selfie model's mask of the frame (SEGMENT_SIZE square, 8-bit). Runs the model: main thread. */
export async function coarseMatte(img: Warped): Promise<Buffer> {
  const small = await sharp(img.rgb, { raw: { width: img.width, height: img.height, channels: 3 } }).resize(SEGMENT_SIZE, SEGMENT_SIZE, { fit: "fill" }).raw().toBuffer();
  const coarse = await segmentPerson({ data: small, width: SEGMENT_SIZE, height: SEGMENT_SIZE });
  const c8 = Buffer.alloc(coarse.length);
  for (let i = 0; i < coarse.length; i++) c8[i] = Math.round(coarse[i]! * 255);
  return c8;
}

/** The final matte from the coarse mask: pure pixel work, safe to run in a worker thread. */
export async function refineMatte(img: Warped, c8: Buffer, subject: MatteSubject): Promise<Float32Array> {
  const { width: W, height: H } = img;
  const n = W * H;
  // Guided filter at half resolution (He's "fast guided filter"): the edges it finds are as good
  // and it costs a quarter.
  const hw = W >> 1, hh = H >> 1;
  const up = await sharp(c8, { raw: { width: SEGMENT_SIZE, height: SEGMENT_SIZE, channels: 1 } }).resize(W, H, { fit: "fill", kernel: "cubic" }).extractChannel(0).raw().toBuffer();
  const I = new Float32Array(hw * hh), p = new Float32Array(hw * hh);
  halfGuide(img.rgb, up, W, hw, hh, I, p);
  const q = guidedFilter(I, p, hw, hh, Math.max(2, Math.round(W / 340)), 4e-4);
  const alpha = new Float32Array(n);
  upsampleAlpha(q, img.valid, W, H, hw, hh, alpha);

  // The face is always foreground (skin the colour of the wall must not go transparent).
  const faceSoft = new Float32Array(n);
  const faceOval = enlarge(subject.oval, 0.92);
  fillPolygon(faceSoft, W, H, faceOval);
  const fb = bounds(faceOval);
  const fr = Math.max(1, Math.round(subject.faceHeight / 40));
  boxBlurRegion(faceSoft, W, H, fr, fb.x0, fb.y0, fb.x1, fb.y1);
  // faceSoft is 0 outside the region the softening worked in: only that rectangle can change alpha
  keepFace(alpha, faceSoft, img.valid, W, Math.max(0, Math.floor(fb.x0) - 2 * fr), Math.max(0, Math.floor(fb.y0) - 2 * fr), Math.min(W, Math.ceil(fb.x1) + 2 * fr), Math.min(H, Math.ceil(fb.y1) + 2 * fr));

  // Other people: split the frame between the subject and each other face, bodies hanging below
  // heads (a Voronoi split that stretches downwards).
  if (subject.others.length) {
    const [mx, my] = subject.eyeCentre;
    const mw = subject.faceHeight * 0.8;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        if (alpha[i]! <= 0) continue;
        const dm = Math.hypot((x - mx) / mw, (Math.max(0, my - y) / mw) * 0.5);
        let keep = 1;
        for (const o of subject.others) {
          const d = Math.hypot((x - o.centre[0]) / o.width, (Math.max(0, o.centre[1] - y) / o.width) * 0.5);
          keep = Math.min(keep, Math.max(0, Math.min(1, 0.5 + (d - dm) * 2)));
        }
        alpha[i] = alpha[i]! * keep;
      }
    }
  }

  // Keep only what is connected to the subject's face; grow it a little so soft hair edges survive.
  const seedX = Math.round(Math.min(W - 1, Math.max(0, subject.eyeCentre[0])));
  const seedY = Math.round(Math.min(H - 1, Math.max(0, subject.eyeCentre[1] + subject.faceHeight * 0.35)));
  const keep = connected(alpha, W, H, seedY * W + seedX);
  const half = halve(keep, W, H);
  const grown = boxBlur(half.plane, half.w, half.h, Math.max(1, Math.round(W / 400)));
  applyGrown(alpha, grown, W, H, half.w, half.h);
  return alpha;
}

// Per-pixel passes as small functions: V8 optimises each quickly and keeps it optimised.

function halfGuide(rgb: Uint8Array, up: Uint8Array, W: number, hw: number, hh: number, I: Float32Array, p: Float32Array): void {
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const i = 2 * y * W + 2 * x, j = i + W;
      const yl = 0.299 * (rgb[3 * i]! + rgb[3 * i + 3]! + rgb[3 * j]! + rgb[3 * j + 3]!)
        + 0.587 * (rgb[3 * i + 1]! + rgb[3 * i + 4]! + rgb[3 * j + 1]! + rgb[3 * j + 4]!)
        + 0.114 * (rgb[3 * i + 2]! + rgb[3 * i + 5]! + rgb[3 * j + 2]! + rgb[3 * j + 5]!);
      I[y * hw + x] = yl / 1020;
      p[y * hw + x] = (up[i]! + up[i + 1]! + up[j]! + up[j + 1]!) / 1020;
    }
  }
}

/** Bilinear upsampling of the half-size filtered mask, choked by a smoothstep, times valid. */
function upsampleAlpha(q: Float32Array, valid: Float32Array, W: number, H: number, hw: number, hh: number, alpha: Float32Array): void {
  const ax = halfAxis(W, hw), ay = halfAxis(H, hh);
  const e0 = 0.22, ie = 1 / (0.84 - 0.22);
  for (let y = 0; y < H; y++) {
    const ro = ay.i0[y]! * hw, ty = ay.t[y]!, uy = 1 - ty;
    for (let x = 0; x < W; x++) {
      const i = ro + ax.i0[x]!, tx = ax.t[x]!, ux = 1 - tx;
      const v = (q[i]! * ux + q[i + 1]! * tx) * uy + (q[i + hw]! * ux + q[i + hw + 1]! * tx) * ty;
      // choke and smoothstep: a narrower soft edge leaves less of the old background as a halo
      if (!(v > e0)) continue;
      let t = (v - e0) * ie;
      if (t > 1) t = 1;
      const o = y * W + x;
      alpha[o] = t * t * (3 - 2 * t) * valid[o]!;
    }
  }
}

function keepFace(alpha: Float32Array, faceSoft: Float32Array, valid: Float32Array, W: number, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) {
    for (let i = y * W + x0, e = y * W + x1; i < e; i++) if (faceSoft[i]! > alpha[i]!) alpha[i] = faceSoft[i]! * valid[i]!;
  }
}

/** 1 where alpha > 0.35 and 4-connected to seed, else 0. */
function connected(alpha: Float32Array, W: number, H: number, seed: number): Float32Array {
  const n = W * H;
  const keep = new Float32Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  if (alpha[seed]! > 0.35) { stack[top++] = seed; keep[seed] = 1; }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % W;
    let j = i - 1;
    if (x > 0 && keep[j] === 0 && alpha[j]! > 0.35) { keep[j] = 1; stack[top++] = j; }
    j = i + 1;
    if (x < W - 1 && keep[j] === 0 && alpha[j]! > 0.35) { keep[j] = 1; stack[top++] = j; }
    j = i - W;
    if (i >= W && keep[j] === 0 && alpha[j]! > 0.35) { keep[j] = 1; stack[top++] = j; }
    j = i + W;
    if (j < n && keep[j] === 0 && alpha[j]! > 0.35) { keep[j] = 1; stack[top++] = j; }
  }
  return keep;
}

function applyGrown(alpha: Float32Array, grown: Float32Array, W: number, H: number, gw: number, gh: number): void {
  const gx = halfAxis(W, gw), gy = halfAxis(H, gh);
  for (let y = 0; y < H; y++) {
    const ro = gy.i0[y]! * gw, ty = gy.t[y]!, uy = 1 - ty;
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (!(alpha[i]! > 0)) continue;
      const q = ro + gx.i0[x]!, tx = gx.t[x]!, ux = 1 - tx;
      const g = ((grown[q]! * ux + grown[q + 1]! * tx) * uy + (grown[q + gw]! * ux + grown[q + gw + 1]! * tx) * ty) * 2.5;
      alpha[i] = alpha[i]! * (g < 1 ? g : 1);
    }
  }
}
