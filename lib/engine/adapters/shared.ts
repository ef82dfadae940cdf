// What the GPU engine adapters (ComfyUI, Replicate) share: the placeholder templates an admin writes,
// the prompt text a style becomes, waiting that an abort can cut short, and turning whatever image the
// engine returned into a clean PNG/JPEG at the size the product asked for.
import "server-only";
import sharp, { type Metadata } from "sharp";
import { EngineError, type GenerateRequest, type GeneratedImage, type OutputSize } from "../engine";

export type FetchLike = typeof fetch;

// ---- Templates ------------------------------------------------------------------------------------
// A template is JSON (a ComfyUI workflow graph, a Replicate model input) in which any string may hold
// placeholders `{{name}}`. A string that is exactly one placeholder is replaced by the value itself
// (so "{{seed}}" becomes the number 42, "{{input_images}}" an array); a placeholder inside a longer
// string is replaced by its text ("portrait, {{prompt}}"). Unknown names are refused when the engine
// is created, so an admin's typo fails at start-up, not on the first paying customer.

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;
const WHOLE_PLACEHOLDER = /^\{\{\s*([a-z][a-z0-9_]*)\s*\}\}$/;

export type TemplateValue = string | number | boolean | null | TemplateValue[] | { [key: string]: TemplateValue };

/** Every placeholder name used anywhere in `template`. */
export function placeholdersIn(template: unknown): Set<string> {
  const found = new Set<string>();
  walkStrings(template, (s) => {
    for (const m of s.matchAll(PLACEHOLDER)) found.add(m[1]!);
  });
  return found;
}

/** Names that `isKnown` refuses, for a clear start-up error. */
export function unknownPlaceholders(template: unknown, isKnown: (name: string) => boolean): string[] {
  return [...placeholdersIn(template)].filter((name) => !isKnown(name)).sort();
}

/** A deep copy of `template` with every placeholder replaced from `vars` (a missing one throws). */
export function fillTemplate<T>(template: T, vars: Readonly<Record<string, TemplateValue>>): T {
  const lookup = (name: string): TemplateValue => {
    if (!Object.hasOwn(vars, name)) throw new EngineError(`template placeholder {{${name}}} has no value`, false, "TEMPLATE_INVALID");
    return vars[name]!;
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") {
      const whole = WHOLE_PLACEHOLDER.exec(value);
      if (whole) return structuredClone(lookup(whole[1]!));
      return value.replace(PLACEHOLDER, (_, name: string) => {
        const v = lookup(name);
        if (typeof v === "object" && v !== null) {
          throw new EngineError(`template placeholder {{${name}}} is a list and must stand alone in its string`, false, "TEMPLATE_INVALID");
        }
        return String(v);
      });
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    }
    return value;
  };
  return fill(template) as T;
}

function walkStrings(value: unknown, visit: (s: string) => void): void {
  if (typeof value === "string") visit(value);
  else if (Array.isArray(value)) value.forEach((v) => walkStrings(v, visit));
  else if (value !== null && typeof value === "object") Object.values(value).forEach((v) => walkStrings(v, visit));
}

// ---- Prompt text ----------------------------------------------------------------------------------

/** Colour words a diffusion model understands better than hex codes. */
const NAMED_COLOURS: [string, [number, number, number]][] = [
  ["white", [255, 255, 255]],
  ["light grey", [211, 211, 211]],
  ["grey", [128, 128, 128]],
  ["charcoal grey", [54, 69, 79]],
  ["black", [0, 0, 0]],
  ["navy blue", [0, 0, 128]],
  ["blue", [30, 90, 200]],
  ["light blue", [173, 216, 230]],
  ["teal", [0, 128, 128]],
  ["green", [34, 139, 34]],
  ["olive", [128, 128, 0]],
  ["beige", [225, 210, 180]],
  ["brown", [120, 72, 40]],
  ["burgundy", [128, 0, 32]],
  ["red", [200, 30, 30]],
  ["orange", [240, 140, 30]],
  ["yellow", [240, 210, 40]],
  ["pink", [240, 160, 190]],
  ["purple", [110, 50, 150]],
];

export function colourName(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return "neutral grey";
  const n = Number.parseInt(m[1]!, 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
  let best = NAMED_COLOURS[0]!;
  let bestDistance = Infinity;
  for (const entry of NAMED_COLOURS) {
    const d = entry[1].reduce((sum, c, i) => sum + (c - rgb[i]!) ** 2, 0);
    if (d < bestDistance) [best, bestDistance] = [entry, d];
  }
  return best[0];
}

function backdropText(style: GenerateRequest["style"]): string {
  const { kind, colors } = style.backdrop;
  const first = colors[0] ? colourName(colors[0]) : "neutral grey";
  switch (kind) {
    case "SOLID":
      return `plain ${first} seamless studio backdrop`;
    case "GRADIENT":
      return `smooth ${first} to ${colors[1] ? colourName(colors[1]) : first} gradient studio backdrop`;
    case "BLUR_OFFICE":
      return "softly blurred bright modern office in the background";
    case "BOKEH":
      return "soft bokeh background with out-of-focus lights";
    case "BRAND":
      return `plain ${colourName(style.brandColors?.[0] ?? colors[0] ?? "")} seamless studio backdrop`;
  }
}

/** The positive and negative prompt a generative engine gets for one style and person. */
export function headshotPrompt(request: Pick<GenerateRequest, "style" | "subject">): { prompt: string; negativePrompt: string } {
  const who = request.subject?.gender === "female" ? "woman" : request.subject?.gender === "male" ? "man" : "person";
  const parts = [`professional corporate headshot photograph of a ${who}`, `head and shoulders, looking at the camera, ${request.subject?.expression || "natural confident smile"}`];
  if (request.subject?.hairstyle) parts.push(request.subject.hairstyle);
  if (request.subject?.eyeColor) parts.push(`${request.subject.eyeColor} eyes`);
  if (request.subject?.glasses) parts.push(`wearing ${request.subject.glasses} glasses`);
  if (request.style.outfit) parts.push(`wearing ${request.style.outfit.description}`);
  parts.push(backdropText(request.style), "soft studio key light, sharp focus, 85mm lens, high detail skin texture");
  return {
    prompt: parts.join(", "),
    negativePrompt:
      "cartoon, illustration, painting, 3d render, deformed face, distorted features, extra limbs, blurry, low quality, watermark, text, logo, cropped head",
  };
}

// ---- Variations -----------------------------------------------------------------------------------

export type Variation = {
  index: number;
  seed: number;
  /** Index of the source photo this variation starts from (rotates through the photos). */
  source: number;
};

/** `count` variations: a distinct seed each, source photos taken in turn, so the count is honest. */
export function planVariations(count: number, photoCount: number, baseSeed: number): Variation[] {
  if (!Number.isInteger(count) || count < 1) throw new EngineError(`count must be a positive integer (got ${count})`, false, "BAD_REQUEST");
  if (photoCount < 1) throw new EngineError("no source photos", false, "BAD_REQUEST");
  return Array.from({ length: count }, (_, index) => ({ index, seed: (baseSeed + index) % 2 ** 32, source: index % photoCount }));
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** The photos in the order a variation uses them: its own source first, then the others. */
export function rotatedPhotos<T>(photos: readonly T[], source: number): T[] {
  return [...photos.slice(source), ...photos.slice(0, source)];
}

// ---- Time -----------------------------------------------------------------------------------------

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
    function done() {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
  });
}

export class TimeoutReason extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = "TimeoutReason";
  }
}

/**
 * One signal for a whole generate() call: aborts when the caller's signal aborts (reason kept) or
 * when `timeoutMs` passes (reason: TimeoutReason). `dispose` clears the timer.
 */
export function deadlineSignal(outer: AbortSignal | undefined, timeoutMs: number): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onOuter = () => controller.abort(outer!.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener("abort", onOuter, { once: true });
  const timer = setTimeout(() => controller.abort(new TimeoutReason(timeoutMs)), timeoutMs);
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuter);
    },
  };
}

/** The EngineError for a generate() call that stopped because its signal fired. */
export function stoppedError(signal: AbortSignal, engine: string): EngineError {
  if (signal.reason instanceof TimeoutReason) {
    return new EngineError(`${engine}: ${signal.reason.message}`, true, "ENGINE_TIMEOUT");
  }
  return new EngineError(`${engine}: generation aborted`, false, "ABORTED");
}

// ---- HTTP -----------------------------------------------------------------------------------------

/** A network failure (refused, reset, DNS) as a retryable EngineError; an abort passes through. */
export async function fetchOrThrow(fetchImpl: FetchLike, engine: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (err) {
    if (init.signal?.aborted) throw init.signal.reason;
    const cause = err instanceof Error ? ((err.cause as { code?: string } | undefined)?.code ?? err.message) : String(err);
    throw new EngineError(`${engine}: cannot reach ${new URL(url).origin} (${cause})`, true, "ENGINE_UNREACHABLE");
  }
}

/** Response body as text, cut short for error messages. */
export async function bodySnippet(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/** Status codes that say "try again later": rate limits, timeouts and server-side failures. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Retry-After (seconds or an HTTP date) in ms, or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

// ---- Images ---------------------------------------------------------------------------------------

export function imageMime(bytes: Buffer): "image/png" | "image/jpeg" | "image/webp" | null {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "image/webp";
  return null;
}

/** A source photo as an engine server can read it: JPEG, PNG and WebP as they are, others as PNG. */
export async function readablePhoto(photo: Buffer, engine: string): Promise<{ bytes: Buffer; mime: "image/png" | "image/jpeg" | "image/webp" }> {
  const mime = imageMime(photo);
  if (mime) return { bytes: photo, mime };
  try {
    return { bytes: await sharp(photo, { limitInputPixels: 100_000_000 }).rotate().png().toBuffer(), mime: "image/png" };
  } catch {
    throw new EngineError(`${engine}: a source photo is not a readable image`, false, "BAD_REQUEST");
  }
}

/**
 * The engine's output at each requested size, re-encoded so nothing the engine embedded leaves with
 * it (ComfyUI writes the whole workflow into PNG text chunks). A size with another aspect ratio is
 * cropped around the centre of attention; JPEG stays JPEG, anything else becomes PNG.
 */
export async function imagesAtSizes(
  bytes: Buffer,
  sizes: readonly OutputSize[],
  variant: Record<string, string | number>,
  engine: string,
): Promise<GeneratedImage[]> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
  } catch (err) {
    throw new EngineError(`${engine}: the engine returned an unreadable image (${err instanceof Error ? err.message : err})`, false, "BAD_OUTPUT");
  }
  if (!meta.width || !meta.height) throw new EngineError(`${engine}: the engine returned an image without dimensions`, false, "BAD_OUTPUT");
  const jpeg = meta.format === "jpeg";
  const out: GeneratedImage[] = [];
  for (const size of sizes) {
    let pipeline = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
    if (meta.width !== size.width || meta.height !== size.height) {
      pipeline = pipeline.resize(size.width, size.height, { fit: "cover", position: sharp.strategy.attention, kernel: "lanczos3" });
    }
    const encoded = jpeg ? await pipeline.jpeg({ quality: 92, mozjpeg: true }).toBuffer() : await pipeline.png().toBuffer();
    out.push({
      bytes: encoded,
      mime: jpeg ? "image/jpeg" : "image/png",
      width: size.width,
      height: size.height,
      variant: { ...variant, size: `${size.width}x${size.height}` },
      likeness: null,
    });
  }
  return out;
}

export function checkSizes(sizes: readonly OutputSize[]): void {
  if (sizes.length === 0) throw new EngineError("no output sizes requested", false, "BAD_REQUEST");
  for (const s of sizes) {
    if (!Number.isInteger(s.width) || !Number.isInteger(s.height) || s.width < 16 || s.height < 16 || s.width * s.height > 64_000_000) {
      throw new EngineError(`unusable output size ${s.width}x${s.height}`, false, "BAD_REQUEST");
    }
  }
}
