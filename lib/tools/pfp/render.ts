// The profile-picture maker's pixels, on the server with sharp: the person cut out of the visitor's
// photo by the engine (once, at upload), then each picture the editor asks for painted from that
// cut-out (a background, the person scaled and moved, the shape cut, the ring drawn). Nothing of the
// engine runs per picture, so the preview follows the sliders at a few tens of milliseconds each.
import "server-only";
import sharp from "sharp";
import { FRAMING } from "@/lib/engine/cpu-studio/framing";
import type { RestyledImage, RestyleRequest } from "@/lib/engine/edit";
import { shapeDistance } from "@/lib/images/profile-shape";
import type { PfpQuery } from "./contract";

export type Restyle = (request: RestyleRequest, signal?: AbortSignal) => Promise<RestyledImage>;

/** The stored cut-out's side, in px: the largest picture's. */
export const CUTOUT_SIDE = 1024;

/**
 * The head's place in the cut-out, from the studio engine's square framing (FRAMING.square): the head
 * (crown to chin) a given share of the side, the eyes at the same line from the top. The gate gives the
 * face detector's box (brows to chin, about 1/1.45 of the head with hair) and its centre sits a little
 * below the eyes, so every photo ends up with the face centred and the same headroom.
 */
const HEAD_PER_BOX = 1.45;
const BOX_SHARE = FRAMING.square.headFrac / HEAD_PER_BOX;
const BOX_CENTRE_Y = FRAMING.square.eyeFrac + 0.15 * BOX_SHARE;

/** The matte is worked out at most this large (the engine's selfie mask is 256 px; more costs time, not quality). */
const MATTE_MAX_SIDE = 1600;

async function poolRestyle(request: RestyleRequest, signal?: AbortSignal): Promise<RestyledImage> {
  const { restyleInPool } = await import("@/lib/engine/pool");
  // A free tool: after paid work in the engine pool.
  return restyleInPool(request, signal, "free");
}

/**
 * The person of `photo` (the gate's sanitised JPEG, `width` x `height`, `faceBox` in its pixels) on
 * transparency, framed square around the face: a CUTOUT_SIDE PNG. Where the frame reaches past the
 * photo it stays transparent. Throws the engine's EngineError NO_FACE when its own detector finds no face.
 */
export async function cutOutPerson(input: { photo: Buffer; width: number; height: number; faceBox: { x: number; y: number; width: number; height: number }; restyle?: Restyle; signal?: AbortSignal }): Promise<Buffer> {
  const restyle = input.restyle ?? poolRestyle;
  const k = Math.min(1, MATTE_MAX_SIDE / Math.max(input.width, input.height));
  const W = Math.max(1, Math.round(input.width * k)), H = Math.max(1, Math.round(input.height * k));
  // The whole photo, the same shape: the engine keeps its frame and only mattes the person out.
  const matted = await restyle({ image: input.photo, size: { width: W, height: H }, backdrop: null, cutout: "transparent", encoding: { format: "png" } }, input.signal);
  const s = matted.width / input.width;
  const box = { x: input.faceBox.x * s, y: input.faceBox.y * s, w: input.faceBox.width * s, h: input.faceBox.height * s };
  const side = Math.max(16, Math.round(box.h / BOX_SHARE));
  const left = Math.round(box.x + box.w / 2 - side / 2);
  const top = Math.round(box.y + box.h / 2 - BOX_CENTRE_Y * side);
  // Pad the matted photo with transparency wherever the square frame leaves it, then cut the frame.
  const pad = { left: Math.max(0, -left), top: Math.max(0, -top), right: Math.max(0, left + side - matted.width), bottom: Math.max(0, top + side - matted.height) };
  const padded = await sharp(matted.bytes).ensureAlpha().extend({ ...pad, background: { r: 0, g: 0, b: 0, alpha: 0 } }).raw().toBuffer({ resolveWithObject: true });
  return sharp(padded.data, { raw: { width: padded.info.width, height: padded.info.height, channels: 4 } })
    .extract({ left: left + pad.left, top: top + pad.top, width: side, height: side })
    .resize(CUTOUT_SIDE, CUTOUT_SIDE, { kernel: "lanczos3" })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const rgbOf = (hex: string): [number, number, number] => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** A stored cut-out decoded once: its pixels (RGBA) and side. */
export type DecodedCutout = { rgba: Buffer; side: number };

export async function decodeCutout(png: Buffer): Promise<DecodedCutout> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== info.height) throw new Error(`a cut-out is square, this one is ${info.width}x${info.height}`);
  return { rgba: data, side: info.width };
}

/**
 * The cut-out enlarged by `k` (>= 1) with its top-left corner at (left, top), bilinear, in one pass
 * over the picture's pixels: sharp's resize and the padding around it cost three times as much at
 * 1024 px and zoom 2. Colours are weighted by alpha, so the transparent surroundings leave no dark fringe.
 */
function enlarged(cutout: DecodedCutout, S: number, k: number, left: number, top: number): Buffer {
  const { rgba: src, side } = cutout;
  const out = Buffer.alloc(S * S * 4);
  const last = side - 1;
  for (let y = 0, i = 0; y < S; y++) {
    const sy = (y + 0.5 - top) / k - 0.5;
    if (sy < -1 || sy > side) {
      i += S * 4;
      continue;
    }
    const y0 = Math.floor(sy), fy = sy - y0;
    const ya = Math.min(last, Math.max(0, y0)) * side, yb = Math.min(last, Math.max(0, y0 + 1)) * side;
    // Rows outside the cut-out count as transparent.
    const wya = y0 < 0 || y0 > last ? 0 : 1 - fy, wyb = y0 + 1 < 0 || y0 + 1 > last ? 0 : fy;
    for (let x = 0; x < S; x++, i += 4) {
      const sx = (x + 0.5 - left) / k - 0.5;
      if (sx < -1 || sx > side) continue;
      const x0 = Math.floor(sx), fx = sx - x0;
      const xa = Math.min(last, Math.max(0, x0)), xb = Math.min(last, Math.max(0, x0 + 1));
      const wxa = x0 < 0 || x0 > last ? 0 : 1 - fx, wxb = x0 + 1 < 0 || x0 + 1 > last ? 0 : fx;
      const p00 = (ya + xa) * 4, p01 = (ya + xb) * 4, p10 = (yb + xa) * 4, p11 = (yb + xb) * 4;
      const w00 = wya * wxa * src[p00 + 3]!, w01 = wya * wxb * src[p01 + 3]!, w10 = wyb * wxa * src[p10 + 3]!, w11 = wyb * wxb * src[p11 + 3]!;
      const a = w00 + w01 + w10 + w11;
      if (a <= 0) continue;
      out[i] = (w00 * src[p00]! + w01 * src[p01]! + w10 * src[p10]! + w11 * src[p11]!) / a;
      out[i + 1] = (w00 * src[p00 + 1]! + w01 * src[p01 + 1]! + w10 * src[p10 + 1]! + w11 * src[p11 + 1]!) / a;
      out[i + 2] = (w00 * src[p00 + 2]! + w01 * src[p01 + 2]! + w10 * src[p10 + 2]! + w11 * src[p11 + 2]!) / a;
      out[i + 3] = a + 0.5;
    }
  }
  return out;
}

/**
 * The person layer at side S (raw RGBA): the cut-out scaled by `zoom` about the centre and moved by x/y
 * (each -1..1, up to a quarter of the side), only the part that falls on the picture scaled (cheaper at
 * zoom 2), transparent around it.
 */
async function personLayer(cutout: DecodedCutout, S: number, q: Pick<PfpQuery, "zoom" | "x" | "y">): Promise<Buffer> {
  const { side } = cutout;
  if (q.zoom === 1 && q.x === 0 && q.y === 0 && S === side) return cutout.rgba;
  const k = (S * q.zoom) / side;
  const left = (S - side * k) / 2 + (q.x * S) / 4;
  const top = (S - side * k) / 2 + (q.y * S) / 4;
  if (k >= 1) return enlarged(cutout, S, k, left, top);
  const sx0 = Math.max(0, Math.floor(-left / k)), sy0 = Math.max(0, Math.floor(-top / k));
  const sx1 = Math.min(side, Math.ceil((S - left) / k)), sy1 = Math.min(side, Math.ceil((S - top) / k));
  if (sx1 - sx0 < 1 || sy1 - sy0 < 1) return Buffer.alloc(S * S * 4);
  const rw = Math.max(1, Math.round((sx1 - sx0) * k)), rh = Math.max(1, Math.round((sy1 - sy0) * k));
  const dl = Math.round(left + sx0 * k), dt = Math.round(top + sy0 * k);
  // The scaled part may stick out of the picture by a rounding pixel: cut it to the picture, then pad.
  const cl = Math.max(0, -dl), ct = Math.max(0, -dt);
  const x0 = Math.max(0, dl), y0 = Math.max(0, dt);
  const cw = Math.min(rw - cl, S - x0), ch = Math.min(rh - ct, S - y0);
  if (cw < 1 || ch < 1) return Buffer.alloc(S * S * 4);
  // Two pipelines: sharp would run a second extract before the resize in one.
  const scaled = await sharp(cutout.rgba, { raw: { width: side, height: side, channels: 4 } })
    .extract({ left: sx0, top: sy0, width: sx1 - sx0, height: sy1 - sy0 })
    .resize(rw, rh, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer();
  return sharp(scaled, { raw: { width: rw, height: rh, channels: 4 } })
    .extract({ left: cl, top: ct, width: cw, height: ch })
    .extend({ left: x0, top: y0, right: S - x0 - cw, bottom: S - y0 - ch, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer();
}

/**
 * One picture: `query`'s options at `query.size` from the stored cut-out (decodeCutout). The
 * background, the shape's anti-aliased edge and the ring are painted here in one pass over the pixels
 * (rendering them as SVG cost more than the rest of the picture); sharp scales and encodes.
 */
export async function renderPfp(cutout: DecodedCutout, query: Omit<PfpQuery, "download">): Promise<Buffer> {
  const S = query.size;
  const person = await personLayer(cutout, S, query);
  const out = Buffer.alloc(S * S * 4);
  const bg = query.bg;
  const solid = bg.kind === "solid" ? rgbOf(bg.color) : null;
  const from = bg.kind === "gradient" ? rgbOf(bg.from) : null, to = bg.kind === "gradient" ? rgbOf(bg.to) : null;
  // The gradient's angle as CSS reads it (0 runs bottom to top, 90 left to right), from edge to edge.
  const a = bg.kind === "gradient" ? (bg.angle * Math.PI) / 180 : 0;
  const gx = Math.sin(a), gy = -Math.cos(a), span = Math.abs(gx) * S + Math.abs(gy) * S;
  const ring = rgbOf(query.ring);
  const ringPx = (S * query.ringWidth) / 100;
  const distance = shapeDistance(query.shape, S);
  const edge = query.shape !== "square" || ringPx > 0;
  for (let y = 0, i = 0; y < S; y++) {
    for (let x = 0; x < S; x++, i += 4) {
      // What lies behind the person.
      let br = 0, bgc = 0, bb = 0, ba = 0;
      if (solid) {
        br = solid[0]; bgc = solid[1]; bb = solid[2]; ba = 1;
      } else if (from && to) {
        const t = clamp01(((x + 0.5 - S / 2) * gx + (y + 0.5 - S / 2) * gy) / span + 0.5);
        br = from[0] + (to[0] - from[0]) * t; bgc = from[1] + (to[1] - from[1]) * t; bb = from[2] + (to[2] - from[2]) * t; ba = 1;
      }
      // The person over it ("over" compositing with straight alpha).
      const pa = person[i + 3]! / 255;
      let oa = pa + ba * (1 - pa);
      let r = 0, g = 0, b = 0;
      if (oa > 0) {
        r = (person[i]! * pa + br * ba * (1 - pa)) / oa;
        g = (person[i + 1]! * pa + bgc * ba * (1 - pa)) / oa;
        b = (person[i + 2]! * pa + bb * ba * (1 - pa)) / oa;
      }
      if (edge) {
        const d = distance(x, y);
        // The ring inside the edge: covered where the pixel is within ringPx of the edge.
        const ringCover = ringPx > 0 ? clamp01(0.5 - d) - clamp01(0.5 - (d + ringPx)) : 0;
        if (ringCover > 0) {
          const na = ringCover + oa * (1 - ringCover);
          r = (ring[0] * ringCover + r * oa * (1 - ringCover)) / na;
          g = (ring[1] * ringCover + g * oa * (1 - ringCover)) / na;
          b = (ring[2] * ringCover + b * oa * (1 - ringCover)) / na;
          oa = na;
        }
        // Outside the shape nothing at all.
        if (query.shape !== "square") oa *= clamp01(0.5 - d);
      }
      out[i] = r; out[i + 1] = g; out[i + 2] = b; out[i + 3] = Math.round(oa * 255);
    }
  }
  return sharp(out, { raw: { width: S, height: S, channels: 4 } }).png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer();
}
