// Colour and light on the person: white balance from the skin, exposure from the face, a mild
// S-curve, a soft key light from the variation's side, and a light skin retouch that keeps texture.
import "server-only";
import { boxBlurRegion, fillPolygon, nthValue, selfGuidedFilter, type Plane } from "../image-math";
import { bounds, enlarge, MESH, pick, type Point } from "../landmarks";

export type LightSide = "left" | "front" | "right";

export const TONE = {
  /** White balance moves skin 60 % of the way to a neutral skin reference, each gain within ±12 %. */
  wbStrength: 0.6,
  wbLimit: 0.12,
  /** Skin chromaticity (r, g, b shares) of a neutral, well-lit face. */
  skinReference: [0.445, 0.318, 0.237] as const,
  /** Bright skin (95th percentile) is brought to this level, gain at most 1.5 and at least 0.85. */
  skinP95Target: 0.8,
  maxGain: 1.5,
  minGain: 0.85,
  /** Key light: brightening at its centre and the falloff across the frame. */
  keyLift: 0.05,
  keyFalloff: 0.09,
  /** The key's sideways shift for left/right light, in face heights, and the shading across the face it adds. */
  keyShift: 0.7,
  keySideShade: 0.08,
  /** Skin retouch: share of the smoothed skin blended in (the rest is the original texture). */
  retouchStrength: 0.36,
  retouchEps: 0.0025,
} as const;

export type Toned = { R: Plane; G: Plane; B: Plane; report: { wbGains: number[]; exposureGain: number } };

/** Skin mask in output pixels: the face oval without eyes, brows, lips and nostrils, softened. */
export function skinMask(mesh: readonly Point[], W: number, H: number, faceHeight: number): Plane {
  const m = new Float32Array(W * H);
  fillPolygon(m, W, H, pick(mesh, MESH.oval));
  for (const [idx, f] of [[MESH.eyeLeft, 1.8], [MESH.eyeRight, 1.8], [MESH.browLeft, 1.3], [MESH.browRight, 1.3], [MESH.lips, 1.15], [MESH.nostrils, 1.1]] as const) {
    fillPolygon(m, W, H, enlarge(pick(mesh, idx), f), 0);
  }
  const b = bounds(pick(mesh, MESH.oval));
  boxBlurRegion(m, W, H, Math.max(1, Math.round(faceHeight / 60)), b.x0, b.y0, b.x1, b.y1);
  return m;
}

/**
 * The rows [from, to) outside which skinMask is 0: the oval's rows plus the softening's reach (the
 * region boxBlurRegion works in). tone's skin passes walk only these rows, not the whole frame.
 */
export function skinRows(mesh: readonly Point[], H: number, faceHeight: number): [number, number] {
  const b = bounds(pick(mesh, MESH.oval));
  const r = Math.max(1, Math.round(faceHeight / 60));
  return [Math.max(0, Math.floor(b.y0) - 2 * r), Math.min(H, Math.ceil(b.y1) + 2 * r)];
}

// The per-pixel passes are small functions of their own: V8 optimises each after a call or two and
// keeps it optimised, where one long function with many loops kept deoptimising between them.

/** Chroma (cb, cr) of every third pixel well inside the skin polygon. */
function chromaSamples(rgb: Uint8Array, skinPoly: Plane, start: number, end: number): [Float32Array, Float32Array] {
  const S = 1 / 255;
  // every third pixel of the frame (the same pixels whatever the row range: start is a multiple of 3)
  const i0 = Math.ceil(start / 3) * 3;
  let cnt = 0;
  for (let i = i0; i < end; i += 3) if (skinPoly[i]! > 0.9) cnt++;
  const cbs = new Float32Array(cnt), crs = new Float32Array(cnt);
  for (let i = i0, k = 0; i < end; i += 3) {
    if (skinPoly[i]! <= 0.9) continue;
    const r = rgb[3 * i]! * S, g = rgb[3 * i + 1]! * S, b = rgb[3 * i + 2]! * S;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    cbs[k] = b - y;
    crs[k++] = r - y;
  }
  return [cbs, crs];
}

/** Fills skin; returns [sum r, sum g, sum b, count of solid skin, x0, y0, x1, y1]. */
function skinPass(rgb: Uint8Array, skinPoly: Plane, W: number, H: number, rowFrom: number, rowTo: number, mcb: number, mcr: number, skin: Plane): Float64Array {
  const S = 1 / 255;
  let sr = 0, sg = 0, sb = 0, sw = 0;
  let x0 = W, y0 = H, x1 = -1, y1 = -1;
  for (let py = rowFrom; py < rowTo; py++) {
    const o = py * W;
    for (let px = 0; px < W; px++) {
      const i = o + px;
      const sp = skinPoly[i]!;
      if (sp < 0.01) continue;
      const r = rgb[3 * i]! * S, g = rgb[3 * i + 1]! * S, b = rgb[3 * i + 2]! * S;
      const y = 0.299 * r + 0.587 * g + 0.114 * b;
      const db = b - y - mcb, dr = r - y - mcr;
      const m = 1.5 - Math.sqrt(db * db + dr * dr) / 0.06;
      const s = sp * (m < 0 ? 0 : m > 1 ? 1 : m);
      skin[i] = s;
      if (s > 0.5) { sr += r; sg += g; sb += b; sw++; }
      if (s > 0.01) {
        if (px < x0) x0 = px;
        if (px > x1) x1 = px;
        if (py < y0) y0 = py;
        if (py > y1) y1 = py;
      }
    }
  }
  return Float64Array.of(sr, sg, sb, sw, x0, y0, x1, y1);
}

/** Balanced luma of the solid skin pixels inside [x0, x1] x [y0, y1]. */
function skinLuma(rgb: Uint8Array, skin: Plane, W: number, x0: number, y0: number, x1: number, y1: number, count: number, w0: number, w1: number, w2: number): Float32Array {
  const ly = new Float32Array(count);
  let k = 0;
  for (let py = y0; py <= y1; py++) {
    for (let i = py * W + x0, e = py * W + x1; i <= e; i++) if (skin[i]! > 0.5 && k < count) ly[k++] = w0 * rgb[3 * i]! + w1 * rgb[3 * i + 1]! + w2 * rgb[3 * i + 2]!;
  }
  return ly;
}

/** Bytes to toned planes: per-channel tables, then the key light's gain by row and column. */
function lightPass(rgb: Uint8Array, W: number, H: number, lr: Float32Array, lg: Float32Array, lb: Float32Array, colD: Float64Array, colSide: Float64Array, ky: number, inv: number, lift: number, fall: number, R: Plane, G: Plane, B: Plane): void {
  for (let y = 0; y < H; y++) {
    const dy = (y - ky) * 0.8, dy2 = dy * dy * inv;
    const o = y * W;
    for (let x = 0; x < W; x++) {
      const i = o + x, j = 3 * i;
      const d2 = colD[x]! + dy2;
      const k = (lift - fall * (d2 < 1 ? d2 : 1)) * colSide[x]!;
      R[i] = lr[rgb[j]!]! * k;
      G[i] = lg[rgb[j + 1]!]! * k;
      B[i] = lb[rgb[j + 2]!]! * k;
    }
  }
}

/** Blends the smoothed sub-rectangle sm into P where there is skin. */
function blendRetouch(P: Plane, sm: Plane, skin: Plane, W: number, bx0: number, by0: number, bw: number, bh: number, strength: number): void {
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      const i = (y + by0) * W + x + bx0;
      const k = skin[i]! * strength;
      if (k > 0) P[i] = P[i]! + k * (sm[y * bw + x]! - P[i]!);
    }
  }
}

/** `rows`: where skinPoly may be non-zero (skinRows); the skin passes skip the rest of the frame. */
export function tone(rgb: Buffer, W: number, H: number, skinPoly: Plane, key: { centre: Point; faceHeight: number; side: LightSide }, retouch = true, rows: [number, number] = [0, H]): Toned {
  const n = W * H;
  const rowFrom = Math.max(0, rows[0]), rowTo = Math.min(H, rows[1]);
  // Statistics read the bytes directly (0..1 scale); the planes are written once, by the light pass.
  const S = 1 / 255;
  // Skin = inside the polygon and close to the face's median chroma (drops glasses, hair strands).
  const [cbs, crs] = chromaSamples(rgb, skinPoly, rowFrom * W, rowTo * W);
  const mcb = nthValue(cbs, cbs.length >> 1, 0), mcr = nthValue(crs, crs.length >> 1, 0);
  const skin = new Float32Array(n);
  const st = skinPass(rgb, skinPoly, W, H, rowFrom, rowTo, mcb, mcr, skin);
  const sr = st[0]!, sg = st[1]!, sb = st[2]!, sw = st[3]!, x0 = st[4]!, y0 = st[5]!, x1 = st[6]!, y1 = st[7]!;
  const gains = [1, 1, 1];
  if (sw > 100) {
    const tot = sr + sg + sb;
    const chroma = [sr / tot, sg / tot, sb / tot];
    for (let c = 0; c < 3; c++) {
      const g = 1 + TONE.wbStrength * (TONE.skinReference[c]! / chroma[c]! - 1);
      gains[c] = Math.min(1 + TONE.wbLimit, Math.max(1 - TONE.wbLimit, g));
    }
    const norm = 0.299 * gains[0]! + 0.587 * gains[1]! + 0.114 * gains[2]!;
    for (let c = 0; c < 3; c++) gains[c] = gains[c]! / norm;
  }
  const ly = sw > 0 && x1 >= x0 ? skinLuma(rgb, skin, W, x0, y0, x1, y1, sw, 0.299 * gains[0]! * S, 0.587 * gains[1]! * S, 0.114 * gains[2]! * S) : new Float32Array(0);
  const p95 = nthValue(ly, Math.floor(sw * 0.95), 0.8), p50 = nthValue(ly, sw >> 1, 0.5);
  const gain = Math.min(TONE.maxGain, Math.max(TONE.minGain, TONE.skinP95Target / Math.max(0.05, p95)));
  const gamma = p50 * gain < 0.3 ? 0.85 : 1;
  const lut = new Float32Array(1025);
  for (let k = 0; k <= 1024; k++) {
    let v = Math.min(1.2, Math.pow(k / 853.33, gamma)); // index covers 0..1.2
    const c = Math.min(1, v);
    v += 0.08 * (c - 0.5) * c * (1 - c) * 4; // mild S-curve
    lut[k] = v;
  }
  // byte -> toned value, one table per channel (white balance, exposure, curve)
  const lr = new Float32Array(256), lg = new Float32Array(256), lb = new Float32Array(256);
  {
    const g0 = gains[0]! * gain * 853.33, g1 = gains[1]! * gain * 853.33, g2 = gains[2]! * gain * 853.33;
    for (let v = 0; v < 256; v++) {
      const f = Math.fround(v / 255);
      const ir = (f * g0 + 0.5) | 0, ig = (f * g1 + 0.5) | 0, ib = (f * g2 + 0.5) | 0;
      lr[v] = lut[ir > 1024 ? 1024 : ir]!;
      lg[v] = lut[ig > 1024 ? 1024 : ig]!;
      lb[v] = lut[ib > 1024 ? 1024 : ib]!;
    }
  }
  const shift = key.side === "left" ? -TONE.keyShift : key.side === "right" ? TONE.keyShift : 0;
  const kx = key.centre[0] + shift * key.faceHeight, ky = key.centre[1];
  const kr = 1.6 * key.faceHeight;
  const inv = 1 / (kr * kr);
  const sideSign = key.side === "left" ? -1 : key.side === "right" ? 1 : 0;
  const shade = (TONE.keySideShade * sideSign) / key.faceHeight;
  const colSide = new Float64Array(W), colD = new Float64Array(W);
  for (let x = 0; x < W; x++) {
    const across = x - key.centre[0];
    colSide[x] = 1 + shade * (across > key.faceHeight ? key.faceHeight : across < -key.faceHeight ? -key.faceHeight : across);
    colD[x] = (x - kx) * (x - kx) * inv;
  }
  const R = new Float32Array(n), G = new Float32Array(n), B = new Float32Array(n);
  const lift = 1 + TONE.keyLift, fall = TONE.keyFalloff;
  lightPass(rgb, W, H, lr, lg, lb, colD, colSide, ky, inv, lift, fall, R, G, B);
  if (retouch && x1 > x0 && y1 > y0) {
    const r = Math.max(2, Math.round(key.faceHeight / 70));
    const bx0 = Math.max(0, x0 - 2 * r), by0 = Math.max(0, y0 - 2 * r), bx1 = Math.min(W - 1, x1 + 2 * r), by1 = Math.min(H - 1, y1 + 2 * r);
    const bw = bx1 - bx0 + 1, bh = by1 - by0 + 1;
    const sub = new Float32Array(bw * bh);
    for (const P of [R, G, B]) {
      for (let y = 0; y < bh; y++) sub.set(P.subarray((y + by0) * W + bx0, (y + by0) * W + bx0 + bw), y * bw);
      const sm = selfGuidedFilter(sub, bw, bh, r, TONE.retouchEps);
      blendRetouch(P, sm, skin, W, bx0, by0, bw, bh, TONE.retouchStrength);
    }
  }
  return { R, G, B, report: { wbGains: gains.map((v) => +v.toFixed(3)), exposureGain: +gain.toFixed(2) } };
}
