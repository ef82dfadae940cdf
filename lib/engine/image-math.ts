// Pixel arithmetic on Float32 planes (one value per pixel). Written as plain loops: V8 runs them at
// a few ns per pixel, which keeps a 1024x1024 headshot's filtering in the tens of milliseconds.
import "server-only";
import type { Point } from "./landmarks";

export type Plane = Float32Array;

/**
 * Edge-normalised box (mean) filter of radius r: running sums, O(n) for any r. Both passes walk
 * memory row by row (the vertical one keeps one running sum per column), which matters more than
 * the arithmetic: a column-order pass over a 1024x1024 plane is several times slower.
 */
export function boxBlur(src: Plane, w: number, h: number, r: number, out?: Plane): Plane {
  const dst = out ?? new Float32Array(w * h);
  if (r < 1) { dst.set(src); return dst; }
  const tmp = scratch(w * h);
  boxRows(src, tmp, w, h, r);
  boxCols(tmp, dst, w, h, r);
  return dst;
}

// One reusable intermediate plane for boxBlur (synchronous, so never shared by two calls at once):
// the many blurs of a render otherwise allocate megabytes each and keep the GC busy.
let scratchPlane = new Float32Array(0);
function scratch(n: number): Float32Array {
  if (scratchPlane.length < n) scratchPlane = new Float32Array(n);
  return scratchPlane;
}

// The two passes are separate small functions: V8 optimises them once and keeps them optimised.
function boxRows(src: Plane, tmp: Plane, w: number, h: number, r: number): void {
  const rx = Math.min(r, w - 1);
  // per-x window sizes (edge-normalised), then a branch-free middle run
  const invN = new Float64Array(w);
  for (let x = 0; x < w; x++) invN[x] = 1 / (Math.min(w - 1, x + r) - Math.max(0, x - r) + 1);
  const mid0 = Math.min(w, r + 1), mid1 = Math.max(mid0, w - r - 1);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let s = 0;
    for (let x = 0; x <= rx; x++) s += src[o + x]!;
    let x = 0;
    for (; x < mid0; x++) {
      tmp[o + x] = s * invN[x]!;
      const add = x + r + 1, rem = x - r;
      if (add < w) s += src[o + add]!;
      if (rem >= 0) s -= src[o + rem]!;
    }
    for (; x < mid1; x++) {
      tmp[o + x] = s * invN[x]!;
      s += src[o + x + r + 1]! - src[o + x - r]!;
    }
    for (; x < w; x++) {
      tmp[o + x] = s * invN[x]!;
      const add = x + r + 1, rem = x - r;
      if (add < w) s += src[o + add]!;
      if (rem >= 0) s -= src[o + rem]!;
    }
  }
}

function boxCols(tmp: Plane, dst: Plane, w: number, h: number, r: number): void {
  const col = new Float64Array(w);
  const ry = Math.min(r, h - 1);
  let n = 0;
  for (let y = 0; y <= ry; y++) { const o = y * w; for (let x = 0; x < w; x++) col[x]! += tmp[o + x]!; n++; }
  for (let y = 0; y < h; y++) {
    const o = y * w, inv = 1 / n;
    const add = y + r + 1, rem = y - r;
    if (add < h && rem >= 0) {
      // the middle rows: emit and slide the window in one pass
      const a = add * w, b = rem * w;
      for (let x = 0; x < w; x++) { const c = col[x]!; dst[o + x] = c * inv; col[x] = c + tmp[a + x]! - tmp[b + x]!; }
      continue;
    }
    for (let x = 0; x < w; x++) dst[o + x] = col[x]! * inv;
    if (add < h) { const a = add * w; for (let x = 0; x < w; x++) col[x]! += tmp[a + x]!; n++; }
    if (rem >= 0) { const b = rem * w; for (let x = 0; x < w; x++) col[x]! -= tmp[b + x]!; n--; }
  }
}

/** Three box passes approximate a Gaussian. */
export const gaussBlur = (p: Plane, w: number, h: number, r: number): Plane => boxBlur(boxBlur(boxBlur(p, w, h, r), w, h, r), w, h, r);

/** He et al.'s guided filter with a grey guide: smooths p while following the edges of I. */
export function guidedFilter(I: Plane, p: Plane, w: number, h: number, r: number, eps: number): Plane {
  const n = w * h;
  const mI = boxBlur(I, w, h, r), mp = boxBlur(p, w, h, r);
  const II = new Float32Array(n), Ip = new Float32Array(n);
  products(I, p, II, Ip, n);
  const mII = boxBlur(II, w, h, r), mIp = boxBlur(Ip, w, h, r);
  const a = II, b = Ip; // reuse buffers
  guidedCoefs(mI, mp, mII, mIp, a, b, eps, n);
  const ma = boxBlur(a, w, h, r, mI), mb = boxBlur(b, w, h, r, mp);
  const q = new Float32Array(n);
  applyCoefs(ma, mb, I, q, n);
  return q;
}

/** The guided filter with the image as its own guide (edge-preserving smoothing): 4 box passes, not 6. */
export function selfGuidedFilter(I: Plane, w: number, h: number, r: number, eps: number): Plane {
  const n = w * h;
  const mI = boxBlur(I, w, h, r);
  const II = new Float32Array(n);
  products(I, I, II, null, n);
  const mII = boxBlur(II, w, h, r);
  const a = II, b = new Float32Array(n);
  selfCoefs(mI, mII, a, b, eps, n);
  const ma = boxBlur(a, w, h, r, mI), mb = boxBlur(b, w, h, r, mII);
  const q = new Float32Array(n);
  applyCoefs(ma, mb, I, q, n);
  return q;
}

// The filters' per-pixel steps as small functions (V8 optimises them once and keeps them).
function products(I: Plane, p: Plane, II: Plane, Ip: Plane | null, n: number): void {
  if (Ip) for (let i = 0; i < n; i++) { const v = I[i]!; II[i] = v * v; Ip[i] = v * p[i]!; }
  else for (let i = 0; i < n; i++) { const v = I[i]!; II[i] = v * v; }
}

function guidedCoefs(mI: Plane, mp: Plane, mII: Plane, mIp: Plane, a: Plane, b: Plane, eps: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const m = mI[i]!;
    const ai = (mIp[i]! - m * mp[i]!) / (mII[i]! - m * m + eps);
    a[i] = ai;
    b[i] = mp[i]! - ai * m;
  }
}

function selfCoefs(mI: Plane, mII: Plane, a: Plane, b: Plane, eps: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const m = mI[i]!, v = mII[i]! - m * m;
    const ai = v / (v + eps);
    a[i] = ai;
    b[i] = m - ai * m;
  }
}

function applyCoefs(ma: Plane, mb: Plane, I: Plane, q: Plane, n: number): void {
  for (let i = 0; i < n; i++) q[i] = ma[i]! * I[i]! + mb[i]!;
}

/** Box-blurs only the rectangle [x0, x1) x [y0, y1) of a plane (plus a margin of r), in place. */
export function boxBlurRegion(p: Plane, w: number, h: number, r: number, x0: number, y0: number, x1: number, y1: number): void {
  const ax = Math.max(0, Math.floor(x0) - 2 * r), ay = Math.max(0, Math.floor(y0) - 2 * r);
  const bx = Math.min(w, Math.ceil(x1) + 2 * r), by = Math.min(h, Math.ceil(y1) + 2 * r);
  const sw = bx - ax, sh = by - ay;
  if (sw <= 0 || sh <= 0) return;
  const sub = new Float32Array(sw * sh);
  for (let y = 0; y < sh; y++) sub.set(p.subarray((y + ay) * w + ax, (y + ay) * w + bx), y * sw);
  const out = boxBlur(sub, sw, sh, r);
  for (let y = 0; y < sh; y++) p.set(out.subarray(y * sw, (y + 1) * sw), (y + ay) * w + ax);
}

/** Halves a plane (2x2 means). */
export function halve(p: Plane, w: number, h: number): { plane: Plane; w: number; h: number } {
  const hw = w >> 1, hh = h >> 1;
  const out = new Float32Array(hw * hh);
  for (let y = 0; y < hh; y++) {
    const i0 = 2 * y * w, i1 = i0 + w;
    for (let x = 0; x < hw; x++) out[y * hw + x] = (p[i0 + 2 * x]! + p[i0 + 2 * x + 1]! + p[i1 + 2 * x]! + p[i1 + 2 * x + 1]!) * 0.25;
  }
  return { plane: out, w: hw, h: hh };
}

/** Bilinear sample of a half-resolution plane at full-resolution pixel (x, y). */
export function sampleHalf(p: Plane, hw: number, hh: number, x: number, y: number): number {
  const fx = Math.min(hw - 1.001, Math.max(0, (x - 0.5) / 2)), fy = Math.min(hh - 1.001, Math.max(0, (y - 0.5) / 2));
  const x0 = fx | 0, y0 = fy | 0, tx = fx - x0, ty = fy - y0, i = y0 * hw + x0;
  return (p[i]! * (1 - tx) + p[i + 1]! * tx) * (1 - ty) + (p[i + hw]! * (1 - tx) + p[i + hw + 1]! * tx) * ty;
}

/** Per-coordinate index and weight for sampling a half-resolution axis of hn at full-resolution 0..n-1 (as sampleHalf). */
export function halfAxis(n: number, hn: number): { i0: Int32Array; t: Float64Array } {
  const i0 = new Int32Array(n), t = new Float64Array(n);
  for (let x = 0; x < n; x++) { const f = Math.min(hn - 1.001, Math.max(0, (x - 0.5) / 2)); const k = f | 0; i0[x] = k; t[x] = f - k; }
  return { i0, t };
}

/**
 * The k-th smallest value (0-based) of a, as a sort would place it, in O(n): quickselect.
 * Reorders a. Returns fallback for an empty array.
 */
export function nthValue(a: Float32Array, k: number, fallback: number): number {
  const n = a.length;
  if (!n) return fallback;
  k = Math.max(0, Math.min(n - 1, k));
  let lo = 0, hi = n - 1;
  while (hi > lo) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo, j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) { const t = a[i]!; a[i] = a[j]!; a[j] = t; i++; j--; }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k]!;
}

/** Fills a polygon (even-odd rule, pixel centres) with `value` into mask. */
export function fillPolygon(mask: Plane, w: number, h: number, poly: readonly Point[], value = 1): void {
  if (poly.length < 3) return;
  let y0 = Infinity, y1 = -Infinity;
  for (const p of poly) { y0 = Math.min(y0, p[1]); y1 = Math.max(y1, p[1]); }
  const ys = Math.max(0, Math.ceil(y0 - 0.5)), ye = Math.min(h - 1, Math.floor(y1 - 0.5));
  const xs: number[] = [];
  for (let y = ys; y <= ye; y++) {
    const cy = y + 0.5;
    xs.length = 0;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[i]!, b = poly[j]!;
      if ((a[1] > cy) !== (b[1] > cy)) xs.push(a[0] + ((cy - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const xa = Math.max(0, Math.ceil(xs[k]! - 0.5)), xb = Math.min(w - 1, Math.floor(xs[k + 1]! - 0.5));
      for (let x = xa; x <= xb; x++) mask[y * w + x] = value;
    }
  }
}

/** Interleaved RGB bytes to three 0..1 planes. */
export function toPlanes(rgb: Uint8Array, n: number): [Plane, Plane, Plane] {
  const R = new Float32Array(n), G = new Float32Array(n), B = new Float32Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 3) { R[i] = rgb[j]! / 255; G[i] = rgb[j + 1]! / 255; B[i] = rgb[j + 2]! / 255; }
  return [R, G, B];
}

export function lumaOf(R: Plane, G: Plane, B: Plane): Plane {
  const Y = new Float32Array(R.length);
  for (let i = 0; i < R.length; i++) Y[i] = 0.299 * R[i]! + 0.587 * G[i]! + 0.114 * B[i]!;
  return Y;
}

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
export const clamp255 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
export const smoothstep = (e0: number, e1: number, v: number) => { const t = clamp01((v - e0) / (e1 - e0)); return t * t * (3 - 2 * t); };

/**
 * Crete et al. (2007) no-reference blur metric: 0 sharp .. 1 very blurry. It compares the image's
 * neighbour differences with those of a re-blurred copy, so it barely depends on texture or scale
 * (Laplacian variance, tried first in the lab, did).
 */
export function creteBlur(Y: Plane, w: number, h: number): number {
  const k = 4;
  let worst = 0;
  for (const [dx, dy] of [[1, 0], [0, 1]] as const) {
    // running mean along the direction (window 2k+1), via prefix sums per line
    const mean = new Float32Array(w * h);
    if (dx === 1) {
      const pre = new Float64Array(w + 1);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) pre[x + 1] = pre[x]! + Y[y * w + x]!;
        for (let x = 0; x < w; x++) { const a = Math.max(0, x - k), b = Math.min(w - 1, x + k); mean[y * w + x] = (pre[b + 1]! - pre[a]!) / (b - a + 1); }
      }
    } else {
      const pre = new Float64Array(h + 1);
      for (let x = 0; x < w; x++) {
        for (let y = 0; y < h; y++) pre[y + 1] = pre[y]! + Y[y * w + x]!;
        for (let y = 0; y < h; y++) { const a = Math.max(0, y - k), b = Math.min(h - 1, y + k); mean[y * w + x] = (pre[b + 1]! - pre[a]!) / (b - a + 1); }
      }
    }
    let sF = 0, sV = 0;
    for (let y = dy; y < h; y++) {
      for (let x = dx; x < w; x++) {
        const i = y * w + x, j = (y - dy) * w + (x - dx);
        const dF = Math.abs(Y[i]! - Y[j]!);
        const dB = Math.abs(mean[i]! - mean[j]!);
        sF += dF;
        sV += Math.max(0, dF - dB);
      }
    }
    worst = Math.max(worst, sF > 0 ? (sF - sV) / sF : 1);
  }
  return worst;
}
