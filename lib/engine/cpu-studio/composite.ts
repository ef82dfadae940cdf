// Puts the person on the backdrop. Semi-transparent edge pixels still carry the old background's
// colour (spill); they take the colour of nearby solid foreground instead, in proportion to how
// transparent they are, so no rim of the old wall survives on the new one. The spill estimate is
// smooth by nature, so it is computed at half resolution.
import "server-only";
import { boxBlur, halfAxis, halve, type Plane } from "../image-math";

export function composite(fg: { R: Plane; G: Plane; B: Plane }, alpha: Plane, backdrop: Buffer, W: number, H: number): Buffer {
  const n = W * H;
  const a2 = halve(alpha, W, H);
  const hw = a2.w, hh = a2.h, hn = hw * hh;
  const rim = boxBlur(a2.plane, hw, hh, Math.max(1, Math.round(W / 680)));
  const solid = new Float32Array(hn);
  for (let i = 0; i < hn; i++) solid[i] = rim[i]! > 0.995 ? 1 : 0;
  const rr = Math.max(2, Math.round(W / 240));
  const solidB = boxBlur(solid, hw, hh, rr);
  const planes = [fg.R, fg.G, fg.B];
  const est = planes.map((P) => {
    const h = halve(P, W, H).plane;
    for (let i = 0; i < hn; i++) h[i] = h[i]! * solid[i]!;
    return boxBlur(h, hw, hh, rr);
  });
  const out = Buffer.alloc(n * 3);
  blend(out, fg.R, fg.G, fg.B, alpha, backdrop, rim, solidB, est[0]!, est[1]!, est[2]!, W, H, hw, hh);
  return out;
}

/** The per-pixel blend, a function of its own so V8 optimises it early and keeps it optimised. */
function blend(out: Uint8Array, FR: Plane, FG: Plane, FB: Plane, alpha: Plane, backdrop: Uint8Array, rim: Plane, solidB: Plane, eR: Plane, eG: Plane, eB: Plane, W: number, H: number, hw: number, hh: number): void {
  const ax = halfAxis(W, hw), ay = halfAxis(H, hh);
  const cx0 = ax.i0, ctx = ax.t;
  for (let y = 0; y < H; y++) {
    const ro = ay.i0[y]! * hw, ty = ay.t[y]!, uy = 1 - ty;
    for (let x = 0; x < W; x++) {
      const i = y * W + x, j = 3 * i;
      const a = alpha[i]!, b = 1 - a;
      let fr = FR[i]!, fgv = FG[i]!, fb = FB[i]!;
      if (a > 0.02) {
        const q = ro + cx0[x]!, tx = ctx[x]!, ux = 1 - tx;
        const rv = (rim[q]! * ux + rim[q + 1]! * tx) * uy + (rim[q + hw]! * ux + rim[q + hw + 1]! * tx) * ty;
        if (rv < 0.995) {
          const wb = (solidB[q]! * ux + solidB[q + 1]! * tx) * uy + (solidB[q + hw]! * ux + solidB[q + hw + 1]! * tx) * ty;
          if (wb > 1e-3) {
            const m = (1 - (a < rv ? a : rv)) * 2.2;
            const t = m < 1 ? m : 1, u = (1 - t), tw = t / wb;
            fr = fr * u + ((eR[q]! * ux + eR[q + 1]! * tx) * uy + (eR[q + hw]! * ux + eR[q + hw + 1]! * tx) * ty) * tw;
            fgv = fgv * u + ((eG[q]! * ux + eG[q + 1]! * tx) * uy + (eG[q + hw]! * ux + eG[q + hw + 1]! * tx) * ty) * tw;
            fb = fb * u + ((eB[q]! * ux + eB[q + 1]! * tx) * uy + (eB[q + hw]! * ux + eB[q + hw + 1]! * tx) * ty) * tw;
          }
        }
      }
      const a255 = a * 255;
      const vr = a255 * fr + b * backdrop[j]! + 0.5, vg = a255 * fgv + b * backdrop[j + 1]! + 0.5, vb = a255 * fb + b * backdrop[j + 2]! + 0.5;
      out[j] = vr < 0 ? 0 : vr > 255 ? 255 : vr;
      out[j + 1] = vg < 0 ? 0 : vg > 255 ? 255 : vg;
      out[j + 2] = vb < 0 ? 0 : vb > 255 ? 255 : vb;
    }
  }
}
