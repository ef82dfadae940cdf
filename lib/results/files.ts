// The files a result has in storage (lib/shoots/generate.ts writes them and lists them in
// `variant.files`, with their sizes in `variant.sizes`), and one download made from them.
import "server-only";
import sharp from "sharp";
import type { FileStorage } from "@/lib/storage/types";
import { ResultActionError } from "./errors";
import { CONTENT_TYPES, DOWNLOAD_FORMATS, DOWNLOAD_SIZES, type DownloadFormat, type DownloadSize } from "./options";

export type StoredFile = {
  key: string;
  /** "jpg" or "png", from the key. */
  ext: string;
  /** Null when the variant does not say (older rows): read from the file when needed. */
  width: number | null;
  height: number | null;
};

export type ResultFiles = {
  main: StoredFile;
  /** The largest stored square: the print file when the package has one, else the main file. */
  original: StoredFile;
  portrait: StoredFile | null;
};

type Variant = { files?: Record<string, unknown>; sizes?: Record<string, unknown> };

function extOf(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return ext === "jpeg" ? "jpg" : ext;
}

function size(value: unknown): { width: number; height: number } | null {
  const m = typeof value === "string" ? /^(\d+)x(\d+)$/.exec(value) : null;
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

export function resultFiles(result: { storageKey: string; width: number; height: number; variant: unknown }): ResultFiles {
  const variant = (result.variant ?? {}) as Variant;
  const file = (name: string, fallback?: { width: number; height: number }): StoredFile | null => {
    const key = variant.files?.[name];
    if (typeof key !== "string" || key.length === 0) return null;
    const dims = size(variant.sizes?.[name]) ?? fallback ?? null;
    return { key, ext: extOf(key), width: dims?.width ?? null, height: dims?.height ?? null };
  };
  const main = file("main", { width: result.width, height: result.height }) ?? {
    key: result.storageKey, ext: extOf(result.storageKey), width: result.width, height: result.height,
  };
  return { main, original: file("print") ?? main, portrait: file("portrait") };
}

/** The stored file a download size is made from (a result without a portrait has it cut from the main file). */
export function sourceFor(files: ResultFiles, size: DownloadSize): StoredFile {
  const source = DOWNLOAD_SIZES[size].source;
  return source === "portrait" ? (files.portrait ?? files.main) : files[source];
}

/** The format a stored file is in, as a download format (anything but PNG is delivered as JPG). */
export function storedFormat(file: StoredFile): DownloadFormat {
  return (DOWNLOAD_FORMATS as readonly string[]).includes(file.ext) ? (file.ext as DownloadFormat) : "jpg";
}

export type RenderedDownload = { body: ReadableStream<Uint8Array> | Buffer; length: number; contentType: string };

/**
 * One photo in the size and format asked for. A stored file that already is that size and format is
 * streamed as it is; anything else is decoded and encoded once with sharp (JPEG quality 92 without
 * chroma subsampling on white, PNG lossless). FILE_MISSING when storage has lost the file.
 */
export async function renderDownload(storage: FileStorage, files: ResultFiles, size: DownloadSize, format: DownloadFormat): Promise<RenderedDownload> {
  const spec = DOWNLOAD_SIZES[size];
  const source = sourceFor(files, size);
  const contentType = CONTENT_TYPES[format];
  const sameSize = spec.width === null || (source.width === spec.width && source.height === spec.height);
  if (sameSize && source.ext === format) {
    const [info, body] = await Promise.all([storage.stat(source.key), storage.stream(source.key)]);
    if (!info || !body) {
      await body?.cancel();
      throw new ResultActionError("FILE_MISSING");
    }
    return { body, length: info.size, contentType };
  }
  const bytes = await storage.get(source.key);
  if (!bytes) throw new ResultActionError("FILE_MISSING");
  let image = sharp(bytes, { failOn: "error" });
  // "cover" keeps the requested shape exactly (a portrait cut from a square loses its sides, not the face).
  if (spec.width !== null) image = image.resize(spec.width, spec.height, { fit: "cover", position: "centre" });
  image = format === "jpg" ? image.flatten({ background: "#ffffff" }).jpeg({ quality: 92, chromaSubsampling: "4:4:4" }) : image.png({ compressionLevel: 6 });
  const out = await image.toBuffer();
  return { body: out, length: out.length, contentType };
}
