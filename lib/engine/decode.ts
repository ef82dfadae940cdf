// Safe decoding of an uploaded photo. The order matters: size first, then the real format from the
// bytes, then the pixel count from the header, and only then pixels. Nothing an upload says about
// itself (file name, MIME type) is trusted, and a decompression bomb never gets to allocate.
import "server-only";
import { createRequire } from "node:module";
import sharp, { type Metadata, type Sharp } from "sharp";
import { DECODE_LIMITS } from "./quality-config";

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

/** Why an upload cannot be decoded: these are also quality-gate reason codes. */
export type DecodeReason = "FILE_TOO_LARGE" | "UNSUPPORTED_FORMAT" | "CORRUPT_FILE" | "LOW_RESOLUTION";

export class DecodeError extends Error {
  constructor(
    public readonly reason: DecodeReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = "DecodeError";
  }
}

/** Interleaved 8-bit RGB pixels, orientation applied, sRGB. */
export type RgbImage = { data: Buffer; width: number; height: number };

export type DecodedPhoto = RgbImage & {
  format: ImageFormat;
  /** Size of the full image (after orientation); `width`/`height` may be smaller when `maxSide` shrank it. */
  sourceWidth: number;
  sourceHeight: number;
};

// Reading sharp's pixel limit from the same config keeps the two guards (our header check and
// libvips' own) in step.
const sharpInput = { limitInputPixels: DECODE_LIMITS.maxPixels, failOn: "error" as const };

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString("latin1");

/** The format the bytes really are, or null. HEIF files are told apart from AVIF by their brands. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = bytes.readUInt32BE(0);
    const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
    const brands = [ascii(bytes, 8, 12)];
    for (let o = 16; o + 4 <= end; o += 4) brands.push(ascii(bytes, o, o + 4));
    if (brands.some((b) => b === "avif" || b === "avis")) return "avif";
    if (brands.some((b) => ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(b))) return "heic";
  }
  return null;
}

type HeicImage = { width: number; height: number; decode: () => Promise<{ width: number; height: number; data: Uint8ClampedArray }> };
type HeicAll = ((input: { buffer: Uint8Array }) => Promise<HeicImage[] & { dispose: () => void }>);

let heicAll: HeicAll | null = null;
/** libheif (WASM) loads on first HEIC upload only: sharp's prebuilt libvips has no HEVC decoder. */
function heicDecoder(): HeicAll {
  if (!heicAll) {
    const require = createRequire(import.meta.url);
    heicAll = (require("heic-decode") as { all: HeicAll }).all;
  }
  return heicAll;
}

type Header = { format: ImageFormat; width: number; height: number; orientation: number; hevc: boolean };

/** What an upload may be: the photo rules by default; a logo (lib/teams/logo.ts) asks for less. */
export type DecodeLimits = { maxBytes: number; maxPixels: number; minSide: number; formats: readonly ImageFormat[] };

const PHOTO_DECODE: DecodeLimits = { ...DECODE_LIMITS, formats: ["jpeg", "png", "webp", "avif", "heic"] };

async function readHeader(bytes: Buffer, limits: DecodeLimits = PHOTO_DECODE): Promise<Header> {
  if (bytes.length > limits.maxBytes) throw new DecodeError("FILE_TOO_LARGE", `${bytes.length} bytes`);
  if (bytes.length === 0) throw new DecodeError("CORRUPT_FILE", "empty file");
  const format = sniffFormat(bytes);
  if (!format || !limits.formats.includes(format)) throw new DecodeError("UNSUPPORTED_FORMAT", `not one of ${limits.formats.join(", ")}`);
  let meta: Metadata | null = null;
  try {
    meta = await sharp(bytes, { ...sharpInput, limitInputPixels: false }).metadata();
  } catch (error) {
    if (format !== "heic") throw new DecodeError("CORRUPT_FILE", (error as Error).message);
  }
  let width = meta?.width ?? 0;
  let height = meta?.height ?? 0;
  const hevc = format === "heic" && (meta === null || meta.compression !== "av1");
  if (hevc && !(width && height)) {
    const images = await heicDecoder()({ buffer: bytes }).catch((error: Error) => {
      throw new DecodeError("CORRUPT_FILE", error.message);
    });
    width = images[0]?.width ?? 0;
    height = images[0]?.height ?? 0;
    images.dispose();
  }
  if (!(width > 0 && height > 0)) throw new DecodeError("CORRUPT_FILE", "no image size in the header");
  if (width * height > limits.maxPixels) throw new DecodeError("FILE_TOO_LARGE", `${width}x${height} pixels`);
  const orientation = meta?.orientation ?? 1;
  const [ow, oh] = orientation >= 5 ? [height, width] : [width, height];
  if (Math.min(ow, oh) < limits.minSide) throw new DecodeError("LOW_RESOLUTION", `${ow}x${oh}`);
  return { format, width: ow, height: oh, orientation, hevc };
}

/** A sharp pipeline positioned on the upload's pixels: orientation applied, metadata not carried over. */
async function openOriented(bytes: Buffer, header: Header, maxPixels: number = DECODE_LIMITS.maxPixels): Promise<Sharp> {
  if (!header.hevc) return sharp(bytes, { ...sharpInput, limitInputPixels: maxPixels }).autoOrient();
  const images = await heicDecoder()({ buffer: bytes });
  try {
    const first = images[0];
    if (!first) throw new DecodeError("CORRUPT_FILE", "HEIF without an image");
    const img = await first.decode();
    const data = Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength);
    // libheif applies the container's rotation/mirror itself, so there is no EXIF orientation left.
    return sharp(data, { raw: { width: img.width, height: img.height, channels: 4 } });
  } catch (error) {
    if (error instanceof DecodeError) throw error;
    throw new DecodeError("CORRUPT_FILE", (error as Error).message);
  } finally {
    images.dispose();
  }
}

/** Checks the header without decoding pixels; throws DecodeError with the reason. */
export async function probePhoto(bytes: Buffer): Promise<{ format: ImageFormat; width: number; height: number }> {
  const { format, width, height } = await readHeader(bytes);
  return { format, width, height };
}

/**
 * Decodes an upload to sRGB RGB pixels, orientation applied. `maxSide` shrinks it while decoding
 * (JPEG shrink-on-load makes a 12 MP photo cheap to analyse). `minSide` lowers the shorter side's
 * minimum: the quality gate passes 1 so it can still look for faces in a small photo and report
 * LOW_RESOLUTION beside what else is wrong (lib/engine/quality.ts).
 */
export async function decodePhoto(bytes: Buffer, options: { maxSide?: number; minSide?: number } = {}): Promise<DecodedPhoto> {
  const header = await readHeader(bytes, options.minSide === undefined ? PHOTO_DECODE : { ...PHOTO_DECODE, minSide: options.minSide });
  try {
    let pipeline = (await openOriented(bytes, header)).toColourspace("srgb").removeAlpha();
    if (options.maxSide) pipeline = pipeline.resize(options.maxSide, options.maxSide, { fit: "inside", withoutEnlargement: true });
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new DecodeError("CORRUPT_FILE", `unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height, format: header.format, sourceWidth: header.width, sourceHeight: header.height };
  } catch (error) {
    if (error instanceof DecodeError) throw error;
    throw new DecodeError("CORRUPT_FILE", (error as Error).message);
  }
}

/**
 * The bytes to store for an accepted upload: a JPEG with orientation applied, in sRGB, and no
 * metadata at all (EXIF with GPS, XMP, IPTC and ICC are dropped; sRGB is JPEG's default).
 */
export async function sanitizePhoto(bytes: Buffer, options: { quality?: number } = {}): Promise<{ bytes: Buffer; width: number; height: number; format: ImageFormat }> {
  const header = await readHeader(bytes);
  try {
    const pipeline = (await openOriented(bytes, header)).toColourspace("srgb").flatten({ background: "#ffffff" });
    const { data, info } = await pipeline.jpeg({ quality: options.quality ?? 92, mozjpeg: false }).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, format: header.format };
  } catch (error) {
    if (error instanceof DecodeError) throw error;
    throw new DecodeError("CORRUPT_FILE", (error as Error).message);
  }
}

/**
 * Another kind of upload (a team's logo) through the same checks as a photo, with its own `limits`:
 * size, real format, the header's pixel count (a decompression bomb is refused before any pixel is
 * decoded), then decoded and written afresh as WebP (transparency kept, no metadata), at most
 * `maxSide` on its longest side. Throws DecodeError with the reason.
 */
export async function reencodeImage(bytes: Buffer, limits: DecodeLimits, options: { maxSide: number; quality?: number }): Promise<{ bytes: Buffer; width: number; height: number; format: ImageFormat }> {
  const header = await readHeader(bytes, limits);
  try {
    const pipeline = (await openOriented(bytes, header, limits.maxPixels))
      .toColourspace("srgb")
      .resize(options.maxSide, options.maxSide, { fit: "inside", withoutEnlargement: true });
    const { data, info } = await pipeline.webp({ quality: options.quality ?? 90, alphaQuality: 100 }).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, format: header.format };
  } catch (error) {
    if (error instanceof DecodeError) throw error;
    throw new DecodeError("CORRUPT_FILE", (error as Error).message);
  }
}
