// The `studio` engine: the embedded, offline CPU default. It does not generate anything new: it
// frames, cuts out, lights and retouches the person's own photos and puts them on the style's
// backdrop, then checks each result still shows that person, and only that person.
import "server-only";
import { CPU_STUDIO_CAPABILITIES } from "./capabilities";
import sharp from "sharp";
import { EngineError, type GeneratedImage, type GenerateRequest, type GenerateResult, type HeadshotEngine, type OutputSize } from "../engine";
import { detectFaceBoxes, detectFaces, faceDescriptor, similarity, type Face } from "../faces";
import { eyeCentres, type Point } from "../landmarks";
import { cropIn, planFrame, planRenders, toOutput } from "./framing";
import { LIKENESS_LIMITS, QUALITY_LIMITS } from "../quality-config";
import type { Offset, Tightness } from "./framing";
import { preparePhoto, type PreparedPhoto } from "./prepare";
import { finishRender, planRender, type Variation } from "./render";

import type { LightSide } from "./tone";

export type CpuStudioOptions = {
  /** Encoding of the results (the gallery converts on download). Default JPEG. */
  format?: "jpeg" | "png";
  jpegQuality?: number;
  /** Light skin retouch on (default) or off. */
  retouch?: boolean;
  /** Results whose face-descriptor similarity to the source is below this are dropped. */
  minLikeness?: number;
  /** Called with per-stage milliseconds of every render (benchmarks, logs). */
  onStages?: (stages: Record<string, number>) => void;
};

export { CPU_STUDIO_CAPABILITIES };

const LIGHTS: LightSide[] = ["front", "left", "right"];
const TIGHTNESS: Tightness[] = ["standard", "close", "loose"];
const OFFSETS: Offset[] = ["centre", "left", "right"];

/**
 * Distinct variations. Source photos rotate fastest; within a photo, light and framing change
 * together (the 9 light x framing pairs in an order where neighbours differ in both), then the crop.
 */
export function planVariations(photoCount: number, count: number, offset = 0): Variation[] {
  const max = photoCount * LIGHTS.length * TIGHTNESS.length * OFFSETS.length;
  const list: Variation[] = [];
  for (let n = 0; n < Math.min(count, max); n++) {
    const i = (n + offset) % max;
    const j = Math.floor(i / photoCount);
    list.push({
      photo: i % photoCount,
      light: LIGHTS[j % 3]!,
      framing: TIGHTNESS[(j + Math.floor(j / 3)) % 3]!,
      offset: OFFSETS[Math.floor(j / 9) % 3]!,
      seed: i + 1,
    });
  }
  return list;
}

const aspectKey = (s: OutputSize) => (s.width / s.height).toFixed(3);

export type PostCheck = { ok: true; likeness: number } | { ok: false; reason: string; likeness: number | null };

/**
 * Re-detects faces in a result: the subject must be there, alone, and still look like the source.
 * `placed` is where the engine put the subject's face (its landmarks mapped through the framing);
 * with it the check needs only face boxes, and the descriptor uses the exact landmarks.
 */
export async function postCheck(rendered: { rgb: Buffer; width: number; height: number }, source: PreparedPhoto, minLikeness: number, placed?: Face): Promise<PostCheck> {
  const img = { data: rendered.rgb, width: rendered.width, height: rendered.height };
  let main: { box: [number, number, number, number] } | undefined;
  let others: { box: [number, number, number, number] }[];
  let subject: Face | undefined = placed;
  if (placed) {
    const boxes = (await detectFaceBoxes(img)).filter((f) => f.score >= QUALITY_LIMITS.minFaceScore);
    const [ex, ey] = [(placed.eyes.left[0] + placed.eyes.right[0]) / 2, (placed.eyes.left[1] + placed.eyes.right[1]) / 2];
    main = boxes.find((b) => ex >= b.box[0] && ex <= b.box[0] + b.box[2] && ey >= b.box[1] && ey <= b.box[1] + b.box[3]);
    others = boxes.filter((b) => b !== main);
  } else {
    const faces = (await detectFaces(img)).filter((f) => f.score >= QUALITY_LIMITS.minFaceScore);
    subject = faces[0];
    main = faces[0];
    others = faces.slice(1);
  }
  if (!main || !subject) return { ok: false, reason: "FACE_LOST", likeness: null };
  const likeness = similarity(source.descriptor, await faceDescriptor(img, subject));
  if (others.some((f) => f.box[2] >= LIKENESS_LIMITS.otherFaceRatio * main.box[2])) return { ok: false, reason: "OTHER_PERSON_IN_FRAME", likeness };
  if (likeness < minLikeness) return { ok: false, reason: `LOW_LIKENESS ${likeness.toFixed(2)}`, likeness };
  return { ok: true, likeness };
}

export function createCpuStudioEngine(options: CpuStudioOptions = {}): HeadshotEngine {
  const format = options.format ?? "jpeg";
  const minLikeness = options.minLikeness ?? LIKENESS_LIMITS.minSimilarity;

  /** One output size: its crop of the render, resized when the crop is not already that size. */
  async function encode(rgb: Buffer, render: { outW: number; outH: number }, crop: ReturnType<typeof cropIn>, out: OutputSize): Promise<Buffer> {
    let img = sharp(rgb, { raw: { width: render.outW, height: render.outH, channels: 3 } });
    if (crop.left !== 0 || crop.top !== 0 || crop.width !== render.outW || crop.height !== render.outH) img = img.extract(crop);
    if (out.width !== crop.width || out.height !== crop.height) img = img.resize(out.width, out.height, { fit: "fill", kernel: "lanczos3" });
    return format === "png" ? img.png({ compressionLevel: 6 }).toBuffer() : img.jpeg({ quality: options.jpegQuality ?? 92, chromaSubsampling: "4:4:4" }).toBuffer();
  }

  return {
    id: "studio",
    capabilities: CPU_STUDIO_CAPABILITIES,
    async generate(request: GenerateRequest): Promise<GenerateResult> {
      const aborted = () => {
        if (request.signal?.aborted) throw new EngineError("generation aborted", false, "ABORTED");
      };
      if (!request.photos.length) throw new EngineError("no photos to work from", false, "NO_PHOTOS");
      if (!request.sizes.length || request.count < 1) throw new EngineError("nothing to make: no sizes or count < 1", false, "BAD_REQUEST");
      const longest = Math.max(...request.sizes.map((s) => Math.max(s.width, s.height)));
      // Working resolution: 1.5x the largest output is detail enough for the crop, and lets a 12 MP
      // JPEG decode at half scale (shrink-on-load) for 1024 px results.
      const workMaxSide = Math.min(4096, Math.max(1600, Math.round(longest * 1.5)));

      // Per-stage milliseconds of this call (the result's `stages`); the render stages also go to
      // onStages (the benchmark sums those as "render", so `prepare` is kept out of it).
      const stages: Record<string, number> = {};
      const add = (s: Record<string, number>) => {
        for (const [k, ms] of Object.entries(s)) stages[k] = Math.round(((stages[k] ?? 0) + ms) * 10) / 10;
      };
      const onStages = (s: Record<string, number>) => {
        add(s);
        options.onStages?.(s);
      };
      const prepared: PreparedPhoto[] = [];
      for (const [i, bytes] of request.photos.entries()) {
        aborted();
        const t0 = performance.now();
        const p = await preparePhoto(bytes, i, workMaxSide).catch(() => null);
        add({ prepare: performance.now() - t0 });
        if (p) prepared.push(p);
      }
      if (!prepared.length) throw new EngineError("none of the photos shows a usable face", false, "NO_USABLE_PHOTO");

      const variations = planVariations(prepared.length, request.count, Math.max(0, Math.floor(request.variationOffset ?? 0)));
      const dropped: GenerateResult["dropped"] = [];
      for (let i = variations.length; i < request.count; i++) dropped.push({ variant: { index: i }, reason: "NO_MORE_DISTINCT_VARIATIONS" });

      // One frame per aspect ratio, planned at the largest size asked for (smaller sizes of that aspect
      // are resized from it); one render per headshot holds them all where that is fewer pixels
      // (planRenders: the square and the portrait), and each size is cut from it.
      const groups = new Map<string, OutputSize[]>();
      for (const s of request.sizes) groups.set(aspectKey(s), [...(groups.get(aspectKey(s)) ?? []), s]);
      const retouch = options.retouch ?? true;

      const images: GeneratedImage[] = [];
      for (const [index, v] of variations.entries()) {
        aborted();
        const photo = prepared[v.photo]!;
        const variant = { index, photo: photo.index, light: v.light, framing: v.framing, crop: v.offset, backdropSeed: v.seed };
        const frames = [...groups.values()].map((sizes) => {
          const big = sizes.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
          return { sizes, frame: planFrame(photo.face, photo.work, big, { tightness: v.framing, offset: v.offset, crownHeight: photo.crownHeight }) };
        });
        const made: GeneratedImage[] = [];
        let failed: string | null = null;
        for (const render of planRenders(frames.map((f) => f.frame))) {
          aborted();
          const planned = await planRender(photo, request.style, v, render.frame, retouch);
          const finished = await finishRender(planned.job);
          onStages({ ...planned.stages, ...finished.stages });
          const { outW, outH } = render.frame;
          const rendered = Buffer.from(finished.rgb.buffer, finished.rgb.byteOffset, finished.rgb.byteLength);
          // The post-check looks at a 512 px wide copy of the whole render: the face fills a third of it,
          // plenty for detection, and it sees everything the sizes cut from it show (and the slivers
          // of the render none of them shows).
          const checkSize = { width: 512, height: Math.round((512 * outH) / outW) };
          const checkRgb = await sharp(rendered, { raw: { width: outW, height: outH, channels: 3 } }).resize(checkSize.width, checkSize.height).raw().toBuffer();
          const t = performance.now();
          const k = checkSize.width / outW;
          const mesh = photo.face.mesh.map((p): Point => { const q = toOutput(render.frame, p); return [q[0] * k, q[1] * k]; });
          const placed: Face = { ...photo.face, mesh, eyes: eyeCentres(mesh), box: [0, 0, 0, 0] };
          const check = await postCheck({ rgb: checkRgb, ...checkSize }, photo, minLikeness, placed);
          onStages({ postCheck: performance.now() - t });
          if (!check.ok) { failed = check.reason; break; }
          for (const i of render.parts) {
            const { sizes, frame } = frames[i]!;
            const crop = cropIn(render.frame, frame);
            for (const s of sizes) {
              const t2 = performance.now();
              const bytes = await encode(rendered, render.frame, crop, s);
              onStages({ encode: performance.now() - t2 });
              made.push({ bytes, mime: format === "png" ? "image/png" : "image/jpeg", width: s.width, height: s.height, variant, likeness: +check.likeness.toFixed(3) });
            }
          }
        }
        if (failed) dropped.push({ variant, reason: failed });
        else images.push(...made);
      }
      if (!images.length) throw new EngineError(`every result was dropped: ${dropped.map((d) => d.reason).join(", ")}`, false, "NO_USABLE_RESULT");
      return { images, dropped, stages };
    },
  };
}
