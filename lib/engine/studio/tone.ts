// Colour and light on the person: white balance from the skin, exposure from the face, a mild
// S-curve, a soft key light from the variation's side, and a light skin retouch that keeps texture.
import { boxBlurRegion, fillPolygon, selfGuidedFilter, toPlanes, type Plane } from "../image-math";
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

export function tone(rgb: Buffer, W: number, H: number, skinPoly: Plane, key: { centre: Point; faceHeight: number; side: LightSide }, retouch = true): Toned {
  const n = W * H;
  const [R, G, B] = toPlanes(rgb, n);
  // Skin = inside the polygon and close to the face's median chroma (drops glasses, hair strands).
  const cbs: number[] = [], crs: number[] = [];
  for (let i = 0; i < n; i += 3) {
    if (skinPoly[i]! <= 0.9) continue;
    const y = 0.299 * R[i]! + 0.587 * G[i]! + 0.114 * B[i]!;
    cbs.push(B[i]! - y);
    crs.push(R[i]! - y);
  }
  cbs.sort((a, b) => a - b);
  crs.sort((a, b) => a - b);
  const mcb = cbs[cbs.length >> 1] ?? 0, mcr = crs[crs.length >> 1] ?? 0;
  const skin = new Float32Array(n);
  let sr = 0, sg = 0, sb = 0, sw = 0;
  let x0 = W, y0 = H, x1 = -1, y1 = -1;
  for (let i = 0; i < n; i++) {
    const sp = skinPoly[i]!;
    if (sp < 0.01) continue;
    const y = 0.299 * R[i]! + 0.587 * G[i]! + 0.114 * B[i]!;
    const db = B[i]! - y - mcb, dr = R[i]! - y - mcr;
    const s = sp * Math.max(0, Math.min(1, 1.5 - Math.sqrt(db * db + dr * dr) / 0.06));
    skin[i] = s;
    if (s > 0.5) { sr += R[i]!; sg += G[i]!; sb += B[i]!; sw++; }
    if (s > 0.01) {
      const px = i % W, py = (i / W) | 0;
      if (px < x0) x0 = px;
      if (px > x1) x1 = px;
      if (py < y0) y0 = py;
      if (py > y1) y1 = py;
    }
  }
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
  const ly: number[] = [];
  for (let i = 0; i < n; i++) if (skin[i]! > 0.5) ly.push(0.299 * R[i]! * gains[0]! + 0.587 * G[i]! * gains[1]! + 0.114 * B[i]! * gains[2]!);
  ly.sort((a, b) => a - b);
  const p95 = ly[Math.floor(ly.length * 0.95)] ?? 0.8, p50 = ly[ly.length >> 1] ?? 0.5;
  const gain = Math.min(TONE.maxGain, Math.max(TONE.minGain, TONE.skinP95Target / Math.max(0.05, p95)));
  const gamma = p50 * gain < 0.3 ? 0.85 : 1;
  const lut = new Float32Array(1025);
  for (let k = 0; k <= 1024; k++) {
    let v = Math.min(1.2, Math.pow(k / 853.33, gamma)); // index covers 0..1.2
    const c = Math.min(1, v);
    v += 0.08 * (c - 0.5) * c * (1 - c) * 4; // mild S-curve
    lut[k] = v;
  }
  const shift = key.side === "left" ? -TONE.keyShift : key.side === "right" ? TONE.keyShift : 0;
  const kx = key.centre[0] + shift * key.faceHeight, ky = key.centre[1];
  const kr = 1.6 * key.faceHeight;
  const g0 = gains[0]! * gain * 853.33, g1 = gains[1]! * gain * 853.33, g2 = gains[2]! * gain * 853.33;
  const inv = 1 / (kr * kr);
  const sideSign = key.side === "left" ? -1 : key.side === "right" ? 1 : 0;
  const shade = (TONE.keySideShade * sideSign) / key.faceHeight;
  for (let y = 0; y < H; y++) {
    const dy = (y - ky) * 0.8, dy2 = dy * dy;
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const dx = x - kx;
      const d2 = (dx * dx + dy2) * inv;
      const across = x - key.centre[0];
      const side = shade * (across > key.faceHeight ? key.faceHeight : across < -key.faceHeight ? -key.faceHeight : across);
      const k = (1 + TONE.keyLift - TONE.keyFalloff * (d2 < 1 ? d2 : 1)) * (1 + side);
      const ir = (R[i]! * g0 + 0.5) | 0, ig = (G[i]! * g1 + 0.5) | 0, ib = (B[i]! * g2 + 0.5) | 0;
      R[i] = lut[ir > 1024 ? 1024 : ir]! * k;
      G[i] = lut[ig > 1024 ? 1024 : ig]! * k;
      B[i] = lut[ib > 1024 ? 1024 : ib]! * k;
    }
  }
  if (retouch && x1 > x0 && y1 > y0) {
    const r = Math.max(2, Math.round(key.faceHeight / 70));
    const bx0 = Math.max(0, x0 - 2 * r), by0 = Math.max(0, y0 - 2 * r), bx1 = Math.min(W - 1, x1 + 2 * r), by1 = Math.min(H - 1, y1 + 2 * r);
    const bw = bx1 - bx0 + 1, bh = by1 - by0 + 1;
    const sub = new Float32Array(bw * bh);
    for (const P of [R, G, B]) {
      for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) sub[y * bw + x] = P[(y + by0) * W + x + bx0]!;
      const sm = selfGuidedFilter(sub, bw, bh, r, TONE.retouchEps);
      for (let y = 0; y < bh; y++) {
        for (let x = 0; x < bw; x++) {
          const i = (y + by0) * W + x + bx0;
          const k = skin[i]! * TONE.retouchStrength;
          if (k > 0) P[i] = P[i]! + k * (sm[y * bw + x]! - P[i]!);
        }
      }
    }
  }
  return { R, G, B, report: { wbGains: gains.map((v) => +v.toFixed(3)), exposureGain: +gain.toFixed(2) } };
}
