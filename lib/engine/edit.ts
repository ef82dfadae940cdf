// The editor's re-render of a finished headshot: another backdrop, a closer crop, another shape, size
// or encoding. It works on the headshot itself (the person is matted again from it), so it needs
// neither the source photos (deleted 30 days after the results) nor a generative model: the results
// of every engine can be edited this way. The person's pixels are not toned or retouched again, so an
// edit of an edit does not drift.
import "server-only";
import sharp from "sharp";
import { EngineError, type EngineStyle, type OutputSize } from "./engine";
import { detectFaces, type Face } from "./faces";
import { at, bounds, MESH, mid, pick, type Point } from "./landmarks";
import { paintBackdrop } from "./cpu-studio/backdrop";
import { composite } from "./cpu-studio/composite";
import { FRAMING } from "./cpu-studio/framing";
import { QUALITY_LIMITS } from "./quality-config";
import { coarseMatte, refineMatte } from "./cpu-studio/matte";

export type RestyleEncoding = { format: "jpeg"; quality: number } | { format: "png" };

export type RestyleRequest = {
  /** The headshot to start from (PNG or JPEG). */
  image: Buffer;
  /** Output size; a shape other than the image's is cut around the face. */
  size: OutputSize;
  /** The new backdrop; null keeps the photo's own background (unless `cutout` says otherwise). */
  backdrop: EngineStyle | null;
  /**
   * With no backdrop: the person alone on transparency (a PNG with the matte as its alpha), or on the
   * photo's own background blurred like a wide-open lens. The profile-picture templates use these.
   */
  cutout?: "transparent" | "blurred";
  /** How much closer to frame: 1 keeps the head size, 1.3 makes it 30 % larger. Never below 1. */
  zoom?: number;
  /** Head height as a share of the frame (a photo template's); wins over `zoom`, never zooms out. */
  headRatio?: number | null;
  encoding: RestyleEncoding;
  /** Varies the details of scene backdrops (office, bokeh). */
  seed?: number;
};

export type RestyledImage = {
  bytes: Buffer;
  mime: "image/png" | "image/jpeg";
  width: number;
  height: number;
  /** The zoom applied (1 when the request's could not be honoured). */
  zoom: number;
};

export const RESTYLE_LIMITS = {
  /** Faces are found on a copy this large. */
  detectMaxSide: 900,
  /** The matte is computed at most this large and scaled up (the selfie mask is 256 px anyway). */
  matteMaxSide: 2048,
  /** Closer than this cuts into the face. */
  maxZoom: 2,
  /** Space kept above the crown when zooming in, as a share of the frame (the mesh's crown leaves out hair volume). */
  minHeadroom: 0.1,
} as const;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

type Crop = { left: number; top: number; width: number; height: number; zoom: number };

/**
 * Where to cut the output from the image: the largest window of the output's shape, `zoom` times
 * smaller, centred on the face, with the eyes where they were (lower if the crown would leave the frame).
 */
export function planCrop(image: { width: number; height: number }, face: Face | null, size: OutputSize, zoom: number, headRatio: number | null): Crop {
  const { width: W0, height: H0 } = image;
  const aspect = size.width / size.height;
  let baseW = W0, baseH = W0 / aspect;
  if (baseH > H0) [baseH, baseW] = [H0, H0 * aspect];
  if (!face) {
    return { left: (W0 - baseW) / 2, top: (H0 - baseH) / 2, width: baseW, height: baseH, zoom: 1 };
  }
  const chin = at(face.mesh, MESH.chin), brow = at(face.mesh, MESH.foreheadTop);
  const F = Math.hypot(chin[0] - brow[0], chin[1] - brow[1]);
  const head = FRAMING.headPerMesh * F;
  const wanted = headRatio ? (headRatio * baseH) / head : zoom;
  const z = clamp(Number.isFinite(wanted) ? wanted : 1, 1, RESTYLE_LIMITS.maxZoom);
  const cw = baseW / z, ch = baseH / z;
  const ob = bounds(pick(face.mesh, MESH.oval));
  const eyeY = (face.eyes.left[1] + face.eyes.right[1]) / 2;
  const crownAbove = eyeY - (brow[1] - (FRAMING.headPerMesh - 1) * F);
  const eyeFrac = Math.max(eyeY / H0, crownAbove / ch + RESTYLE_LIMITS.minHeadroom);
  const left = clamp((ob.x0 + ob.x1) / 2 - cw / 2, 0, W0 - cw);
  const top = clamp(eyeY - eyeFrac * ch, 0, H0 - ch);
  return { left, top, width: cw, height: ch, zoom: z };
}

function mapFace(face: Face, crop: Crop, scale: number): { mesh: Point[]; eyes: Face["eyes"] } {
  const f = (p: Point): Point => [(p[0] - crop.left) * scale, (p[1] - crop.top) * scale];
  return { mesh: face.mesh.map(f), eyes: { left: f(face.eyes.left), right: f(face.eyes.right) } };
}

async function encode(rgb: Buffer, width: number, height: number, encoding: RestyleEncoding): Promise<Buffer> {
  const img = sharp(rgb, { raw: { width, height, channels: 3 } });
  if (encoding.format === "png") return img.png({ compressionLevel: 6 }).toBuffer();
  return img.jpeg({ quality: encoding.quality, chromaSubsampling: encoding.quality >= 90 ? "4:4:4" : "4:2:0" }).toBuffer();
}

/** The person's matte at W x H, computed at most matteMaxSide large. */
async function matteOf(rgb: Buffer, W: number, H: number, subject: { mesh: Point[]; eyes: Face["eyes"] }, others: { mesh: Point[] }[]): Promise<Float32Array> {
  const k = Math.min(1, RESTYLE_LIMITS.matteMaxSide / Math.max(W, H));
  const mw = Math.max(2, Math.round(W * k)), mh = Math.max(2, Math.round(H * k));
  const small = k < 1 ? await sharp(rgb, { raw: { width: W, height: H, channels: 3 } }).resize(mw, mh, { fit: "fill", kernel: "lanczos3" }).raw().toBuffer() : rgb;
  const scaled = (p: Point): Point => [p[0] * (mw / W), p[1] * (mh / H)];
  const mesh = subject.mesh.map(scaled);
  const chin = at(mesh, MESH.chin), brow = at(mesh, MESH.foreheadTop);
  const img = { rgb: small, valid: new Float32Array(mw * mh).fill(1), width: mw, height: mh };
  const alpha = await refineMatte(img, await coarseMatte(img), {
    oval: pick(mesh, MESH.oval),
    eyeCentre: mid(scaled(subject.eyes.left), scaled(subject.eyes.right)),
    faceHeight: Math.hypot(chin[0] - brow[0], chin[1] - brow[1]),
    others: others.map((o) => {
      const b = bounds(pick(o.mesh.map(scaled), MESH.oval));
      return { centre: [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2] as Point, width: Math.max(8, b.w) };
    }),
  });
  if (k === 1) return alpha;
  const a8 = Buffer.alloc(alpha.length);
  for (let i = 0; i < alpha.length; i++) a8[i] = Math.round(alpha[i]! * 255);
  const up = await sharp(a8, { raw: { width: mw, height: mh, channels: 1 } }).resize(W, H, { fit: "fill", kernel: "cubic" }).extractChannel(0).raw().toBuffer();
  const out = new Float32Array(W * H);
  for (let i = 0; i < out.length; i++) out[i] = up[i]! / 255;
  return out;
}

/**
 * The person on transparency (RGBA PNG; a JPEG has no alpha, so it gets white), or over the frame's own
 * background blurred (sigma a fortieth of the width) with the same compositing as a new backdrop.
 */
async function encodeCutout(rgb: Buffer, alpha: Float32Array, W: number, H: number, cutout: "transparent" | "blurred", encoding: RestyleEncoding): Promise<Buffer> {
  const n = W * H;
  if (cutout === "blurred") {
    const R = new Float32Array(n), G = new Float32Array(n), B = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      R[i] = rgb[3 * i]! / 255;
      G[i] = rgb[3 * i + 1]! / 255;
      B[i] = rgb[3 * i + 2]! / 255;
    }
    const blurred = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } }).blur(Math.max(1, W / 40)).raw().toBuffer();
    return encode(composite({ R, G, B }, alpha, blurred, W, H), W, H, encoding);
  }
  const rgba = Buffer.alloc(n * 4);
  for (let i = 0; i < n; i++) {
    rgba[4 * i] = rgb[3 * i]!;
    rgba[4 * i + 1] = rgb[3 * i + 1]!;
    rgba[4 * i + 2] = rgb[3 * i + 2]!;
    rgba[4 * i + 3] = Math.round(Math.min(1, Math.max(0, alpha[i]!)) * 255);
  }
  const img = sharp(rgba, { raw: { width: W, height: H, channels: 4 } });
  if (encoding.format === "png") return img.png({ compressionLevel: 6 }).toBuffer();
  return img.flatten({ background: "#ffffff" }).jpeg({ quality: encoding.quality }).toBuffer();
}

/** Re-renders a headshot as asked. Throws EngineError NO_FACE when the image shows no face to work around. */
export async function restyleHeadshot(request: RestyleRequest): Promise<RestyledImage> {
  const { size } = request;
  if (!(size.width > 0 && size.height > 0 && size.width <= 8192 && size.height <= 8192)) throw new EngineError(`bad output size ${size.width}x${size.height}`, false, "BAD_REQUEST");
  const decoded = await sharp(request.image, { failOn: "error" }).rotate().toColourspace("srgb").removeAlpha().raw().toBuffer({ resolveWithObject: true })
    .catch((e: unknown) => { throw new EngineError(`the headshot cannot be read: ${(e as Error).message}`, false, "CORRUPT_IMAGE"); });
  const W0 = decoded.info.width, H0 = decoded.info.height;
  const source = { data: decoded.data, width: W0, height: H0 };

  const sameShape = Math.abs(size.width / size.height - W0 / H0) < 0.005;
  const cutout = request.backdrop === null ? (request.cutout ?? null) : null;
  const needsFace = request.backdrop !== null || cutout !== null || !sameShape || (request.zoom ?? 1) > 1 || Boolean(request.headRatio);
  let faces: Face[] = [];
  if (needsFace) {
    const k = Math.min(1, RESTYLE_LIMITS.detectMaxSide / Math.max(W0, H0));
    const small = k < 1 ? await sharp(source.data, { raw: { width: W0, height: H0, channels: 3 } }).resize(Math.round(W0 * k), Math.round(H0 * k)).raw().toBuffer({ resolveWithObject: true }) : { data: source.data, info: { width: W0, height: H0 } };
    const sx = W0 / small.info.width, sy = H0 / small.info.height;
    const up = (p: Point): Point => [p[0] * sx, p[1] * sy];
    faces = (await detectFaces({ data: small.data, width: small.info.width, height: small.info.height })).filter((f) => f.score >= QUALITY_LIMITS.minFaceScore).map((f) => ({
      ...f,
      box: [f.box[0] * sx, f.box[1] * sy, f.box[2] * sx, f.box[3] * sy] as Face["box"],
      mesh: f.mesh.map(up),
      eyes: { left: up(f.eyes.left), right: up(f.eyes.right) },
    }));
    if (!faces.length) throw new EngineError("no face found in the headshot", false, "NO_FACE");
  }
  const face = faces[0] ?? null;
  const crop = planCrop({ width: W0, height: H0 }, face, size, request.zoom ?? 1, request.headRatio ?? null);
  const left = Math.round(crop.left), top = Math.round(crop.top);
  const cw = Math.min(W0 - left, Math.max(1, Math.round(crop.width))), ch = Math.min(H0 - top, Math.max(1, Math.round(crop.height)));
  let pipeline = sharp(source.data, { raw: { width: W0, height: H0, channels: 3 } });
  if (left !== 0 || top !== 0 || cw !== W0 || ch !== H0) pipeline = pipeline.extract({ left, top, width: cw, height: ch });
  if (cw !== size.width || ch !== size.height) pipeline = pipeline.resize(size.width, size.height, { fit: "fill", kernel: "lanczos3" });
  const rgb = await pipeline.raw().toBuffer();
  const { width: W, height: H } = size;

  if (cutout && face) {
    const scale = W / cw;
    const at0 = { ...crop, left, top };
    const alpha = await matteOf(rgb, W, H, mapFace(face, at0, scale), faces.slice(1).map((f) => mapFace(f, at0, scale)));
    const bytes = await encodeCutout(rgb, alpha, W, H, cutout, request.encoding);
    return { bytes, mime: request.encoding.format === "png" ? "image/png" : "image/jpeg", width: W, height: H, zoom: crop.zoom };
  }

  let out: Buffer = rgb;
  if (request.backdrop && face) {
    const scale = W / cw;
    const at0 = { ...crop, left, top };
    const subject = mapFace(face, at0, scale);
    const alpha = await matteOf(rgb, W, H, subject, faces.slice(1).map((f) => mapFace(f, at0, scale)));
    const n = W * H;
    const R = new Float32Array(n), G = new Float32Array(n), B = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      R[i] = rgb[3 * i]! / 255;
      G[i] = rgb[3 * i + 1]! / 255;
      B[i] = rgb[3 * i + 2]! / 255;
    }
    const eye = mid(subject.eyes.left, subject.eyes.right);
    const chin = at(subject.mesh, MESH.chin), brow = at(subject.mesh, MESH.foreheadTop);
    const faceHeight = Math.hypot(chin[0] - brow[0], chin[1] - brow[1]);
    const backdrop = await paintBackdrop(request.backdrop, { width: W, height: H, headX: eye[0], headY: eye[1] - 0.3 * faceHeight, seed: request.seed ?? 1 });
    out = composite({ R, G, B }, alpha, backdrop, W, H);
  }
  const bytes = await encode(out, W, H, request.encoding);
  return { bytes, mime: request.encoding.format === "png" ? "image/png" : "image/jpeg", width: W, height: H, zoom: crop.zoom };
}
