// One headshot. `planRender` runs on the main thread (it needs the models: framing from the face,
// the person mask); `finishRender` is pure pixel work (matte, light, retouch, backdrop, composite,
// sharpening) and runs in a worker thread when one is available, so two jobs use both cores.
import "server-only";
import sharp from "sharp";
import type { EngineStyle } from "../engine";
import { at, bounds, MESH, mid, pick, type Point } from "../landmarks";
import { paintBackdrop } from "./backdrop";
import { composite } from "./composite";
import { toOutput, type Frame, type Offset, type Tightness } from "./framing";
import { coarseMatte, refineMatte } from "./matte";
import type { PreparedPhoto } from "./prepare";
import { skinMask, skinRows, tone, type LightSide } from "./tone";
import { warpFrame } from "./warp";

export type Variation = { photo: number; light: LightSide; framing: Tightness; offset: Offset; seed: number };

/** Everything `finishRender` needs; plain data (typed arrays, numbers) so it can cross to a worker. */
export type RenderJob = {
  width: number;
  height: number;
  rgb: Uint8Array;
  valid: Float32Array;
  coarse: Uint8Array;
  /** Subject's mesh in output pixels, flattened x0, y0, x1, y1, ... */
  mesh: Float64Array;
  others: { centre: Point; width: number }[];
  style: EngineStyle;
  light: LightSide;
  seed: number;
  retouch: boolean;
};

export type FinishedRender = { rgb: Uint8Array; stages: Record<string, number> };

export type PlannedRender = { job: RenderJob; frame: Frame; stages: Record<string, number> };

/** The render of `frame` (planFrame's, or unionFrame's for several output sizes at once). */
export async function planRender(photo: PreparedPhoto, style: EngineStyle, variation: Variation, frame: Frame, retouch: boolean): Promise<PlannedRender> {
  const t0 = performance.now();
  const warped = await warpFrame(photo.work, frame);
  const t1 = performance.now();
  const coarse = await coarseMatte(warped);
  const t2 = performance.now();
  const mesh = new Float64Array(photo.face.mesh.length * 2);
  photo.face.mesh.forEach((p, i) => { const q = toOutput(frame, p); mesh[2 * i] = q[0]; mesh[2 * i + 1] = q[1]; });
  const others = photo.others.map((f) => {
    const b = bounds(pick(f.mesh, MESH.oval).map((p) => toOutput(frame, p)));
    return { centre: [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2] as Point, width: Math.max(8, b.w) };
  });
  return {
    job: { width: frame.outW, height: frame.outH, rgb: warped.rgb, valid: warped.valid, coarse, mesh, others, style, light: variation.light, seed: variation.seed, retouch },
    frame,
    stages: { warp: t1 - t0, segment: t2 - t1 },
  };
}

export async function finishRender(job: RenderJob): Promise<FinishedRender> {
  const stages: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => { const now = performance.now(); stages[name] = now - t; t = now; };
  const { width: W, height: H } = job;
  const mesh: Point[] = [];
  for (let i = 0; i < job.mesh.length; i += 2) mesh.push([job.mesh[i]!, job.mesh[i + 1]!]);
  const eyeCentre = mid(mid(at(mesh, 33), at(mesh, 133)), mid(at(mesh, 263), at(mesh, 362)));
  const chin = at(mesh, MESH.chin), brow = at(mesh, MESH.foreheadTop);
  const faceHeight = Math.hypot(chin[0] - brow[0], chin[1] - brow[1]);
  const rgb = Buffer.from(job.rgb.buffer, job.rgb.byteOffset, job.rgb.byteLength);
  const alpha = await refineMatte({ rgb, valid: job.valid, width: W, height: H }, Buffer.from(job.coarse.buffer, job.coarse.byteOffset, job.coarse.byteLength), { oval: pick(mesh, MESH.oval), eyeCentre, faceHeight, others: job.others });
  lap("matte");
  const skin = skinMask(mesh, W, H, faceHeight);
  const toned = tone(rgb, W, H, skin, { centre: eyeCentre, faceHeight, side: job.light }, job.retouch, skinRows(mesh, H, faceHeight));
  lap("tone");
  const backdrop = await paintBackdrop(job.style, { width: W, height: H, headX: eyeCentre[0], headY: eyeCentre[1] - 0.3 * faceHeight, seed: job.seed });
  lap("backdrop");
  const comp = composite(toned, alpha, backdrop, W, H);
  lap("composite");
  // light output sharpening: a 3x3 unsharp kernel (libvips' sharpen works in Lab and costs 5x more)
  const k = 0.2;
  const out = await sharp(comp, { raw: { width: W, height: H, channels: 3 } })
    .convolve({ width: 3, height: 3, kernel: [0, -k, 0, -k, 1 + 4 * k, -k, 0, -k, 0] })
    .raw()
    .toBuffer();
  lap("sharpen");
  return { rgb: out, stages };
}
