// Cuts a frame out of the source: sharp resamples the needed region to the output scale (Lanczos,
// so neither downscaling aliases nor upscaling blocks), then a bilinear pass applies the small
// levelling rotation at 1:1. Pixels outside the photo get valid = 0.
import "server-only";
import sharp from "sharp";
import type { RgbImage } from "../decode";
import { toSource, type Frame } from "./framing";

export type Warped = { rgb: Buffer; valid: Float32Array; width: number; height: number };

export async function warpFrame(src: RgbImage, frame: Frame): Promise<Warped> {
  const { outW: W, outH: H, scale: s } = frame;
  const corners = [toSource(frame, 0, 0), toSource(frame, W, 0), toSource(frame, 0, H), toSource(frame, W, H)];
  const pad = 3 / Math.min(1, s);
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[0])) - pad));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[1])) - pad));
  const x1 = Math.min(src.width, Math.ceil(Math.max(...corners.map((p) => p[0])) + pad));
  const y1 = Math.min(src.height, Math.ceil(Math.max(...corners.map((p) => p[1])) + pad));
  const rgb = Buffer.alloc(W * H * 3);
  const valid = new Float32Array(W * H);
  if (x1 - x0 < 2 || y1 - y0 < 2) return { rgb, valid, width: W, height: H };
  const rw = Math.max(2, Math.round((x1 - x0) * s)), rh = Math.max(2, Math.round((y1 - y0) * s));
  const region = await sharp(src.data, { raw: { width: src.width, height: src.height, channels: 3 } })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .resize(rw, rh, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  const sx = rw / (x1 - x0), sy = rh / (y1 - y0);
  // output (u, v) -> source point is affine: p = P0 + u * du + v * dv
  const P0 = toSource(frame, 0.5, 0.5), Pu = toSource(frame, 1.5, 0.5), Pv = toSource(frame, 0.5, 1.5);
  const dux = (Pu[0] - P0[0]) * sx, duy = (Pu[1] - P0[1]) * sy, dvx = (Pv[0] - P0[0]) * sx, dvy = (Pv[1] - P0[1]) * sy;
  const ox = (P0[0] - x0) * sx - 0.5, oy = (P0[1] - y0) * sy - 0.5;
  resampleInto(region, rw, rh, rgb, valid, W, H, ox, oy, dux, duy, dvx, dvy);
  return { rgb, valid, width: W, height: H };
}

/** The bilinear pass (a small function: V8 optimises it at once and keeps it optimised). */
function resampleInto(region: Uint8Array, rw: number, rh: number, rgb: Uint8Array, valid: Float32Array, W: number, H: number, ox: number, oy: number, dux: number, duy: number, dvx: number, dvy: number): void {
  for (let v = 0; v < H; v++) {
    let qx = ox + v * dvx, qy = oy + v * dvy;
    for (let u = 0; u < W; u++, qx += dux, qy += duy) {
      // soft one-pixel border where the photo ends, so edges do not stair-step
      let inside = qx + 1;
      if (qy + 1 < inside) inside = qy + 1;
      if (rw - qx < inside) inside = rw - qx;
      if (rh - qy < inside) inside = rh - qy;
      if (inside <= 0) continue;
      const cx = qx < 0 ? 0 : qx > rw - 1.001 ? rw - 1.001 : qx, cy = qy < 0 ? 0 : qy > rh - 1.001 ? rh - 1.001 : qy;
      const xi = cx | 0, yi = cy | 0, fx = cx - xi, fy = cy - yi;
      const i00 = (yi * rw + xi) * 3, i10 = i00 + rw * 3;
      const o = (v * W + u) * 3;
      const a0 = region[i00]!, a1 = region[i00 + 1]!, a2 = region[i00 + 2]!;
      const b0 = region[i10]!, b1 = region[i10 + 1]!, b2 = region[i10 + 2]!;
      const t0 = a0 + (region[i00 + 3]! - a0) * fx, d0 = b0 + (region[i10 + 3]! - b0) * fx;
      const t1 = a1 + (region[i00 + 4]! - a1) * fx, d1 = b1 + (region[i10 + 4]! - b1) * fx;
      const t2 = a2 + (region[i00 + 5]! - a2) * fx, d2 = b2 + (region[i10 + 5]! - b2) * fx;
      rgb[o] = t0 + (d0 - t0) * fy + 0.5;
      rgb[o + 1] = t1 + (d1 - t1) * fy + 0.5;
      rgb[o + 2] = t2 + (d2 - t2) * fy + 0.5;
      valid[v * W + u] = inside < 1 ? inside : 1;
    }
  }
}
