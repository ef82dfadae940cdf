// Puts the person on the backdrop. Semi-transparent edge pixels still carry the old background's
// colour (spill); they take the colour of nearby solid foreground instead, in proportion to how
// transparent they are, so no rim of the old wall survives on the new one. The spill estimate is
// smooth by nature, so it is computed at half resolution.
import { boxBlur, clamp255, halve, sampleHalf, type Plane } from "../image-math";

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
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const a = alpha[i]!;
      let t = 0;
      if (a > 0.02) {
        const rv = sampleHalf(rim, hw, hh, x, y);
        if (rv < 0.995) {
          const wb = sampleHalf(solidB, hw, hh, x, y);
          if (wb > 1e-3) {
            t = Math.min(1, (1 - Math.min(a, rv)) * 2.2);
            for (let c = 0; c < 3; c++) {
              const f = planes[c]![i]! * (1 - t) + (sampleHalf(est[c]!, hw, hh, x, y) / wb) * t;
              out[3 * i + c] = clamp255(a * f * 255 + (1 - a) * backdrop[3 * i + c]!);
            }
            continue;
          }
        }
      }
      out[3 * i] = clamp255(a * fg.R[i]! * 255 + (1 - a) * backdrop[3 * i]!);
      out[3 * i + 1] = clamp255(a * fg.G[i]! * 255 + (1 - a) * backdrop[3 * i + 1]!);
      out[3 * i + 2] = clamp255(a * fg.B[i]! * 255 + (1 - a) * backdrop[3 * i + 2]!);
    }
  }
  return out;
}
