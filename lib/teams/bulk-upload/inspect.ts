// Reading one zip of a bulk upload, from the size-capped temporary file its upload was written to, with
// yauzl (a central-directory reader: lazyEntries, validateEntrySizes). Nothing is extracted to disk:
// first the whole directory is checked (entry count, names, declared sizes, nested archives, how many
// photos), then each photo is inflated into memory through a ByteCap, so a zip bomb stops at the first
// byte past the limit even when its directory lies; its bytes must then be an image (JPEG, PNG, WebP,
// AVIF, HEIC/HEIF, by magic bytes) and not another archive. Every "no" is a BulkUploadError naming the
// zip and, where it is about one entry, that entry.
import "server-only";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { crc32 } from "node:zlib";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { sniffFormat } from "@/lib/engine/decode";
import { ByteCap } from "./capped";
import { BulkUploadError } from "./errors";
import { toMb, ZIP_LIMITS, type ZipLimits } from "./limits";

export type ZipPhoto = { name: string; bytes: Buffer };
export type ZipInspection = { photos: ZipPhoto[]; inflatedBytes: number };

/** Files operating systems add to zips they make (a Mac's resource forks, Finder's and Explorer's caches): skipped unread. */
export function isJunk(name: string): boolean {
  const parts = name.split("/").filter(Boolean);
  const base = parts.at(-1) ?? "";
  return parts[0] === "__MACOSX" || base === ".DS_Store" || base === "Thumbs.db" || base === "desktop.ini" || base.startsWith("._");
}

/** A name that could point outside a folder it were extracted to: absolute, a drive, `..`, a backslash or a NUL. */
export function isUnsafePath(name: string): boolean {
  if (name.includes("\\") || name.includes("\0")) return true;
  if (name.startsWith("/") || /^[a-zA-Z]:/.test(name)) return true;
  return name.split("/").some((part) => part === "..");
}

const ARCHIVE_NAME = /\.(zip|zipx|rar|7z|gz|tgz|tar|bz2|tbz2|xz|txz|zst|lz|lzma|cab|jar|iso|dmg)$/i;

/** Whether bytes start like an archive or a compressed stream (zip, rar, 7z, gzip, bzip2, xz, zstd, tar). */
export function looksLikeArchive(b: Buffer): boolean {
  const starts = (...sig: number[]) => b.length >= sig.length && sig.every((v, i) => b[i] === v);
  return (
    starts(0x50, 0x4b, 0x03, 0x04) || starts(0x50, 0x4b, 0x05, 0x06) || starts(0x50, 0x4b, 0x07, 0x08) ||
    starts(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07) || starts(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c) || starts(0x1f, 0x8b) ||
    starts(0x42, 0x5a, 0x68) || starts(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00) || starts(0x28, 0xb5, 0x2f, 0xfd) ||
    (b.length >= 262 && b.subarray(257, 262).toString("latin1") === "ustar")
  );
}

/** An entry's name: UTF-8 when its flag says so, else the old DOS code page (read as Latin-1, enough for checks and display). */
function entryName(entry: Entry): string {
  const raw = entry.fileNameRaw ?? (entry.fileName as unknown as Buffer);
  return (entry.generalPurposeBitFlag & 0x800 ? raw.toString("utf8") : raw.toString("latin1")).replace(/\p{Cc}/gu, (c) => (c === "\0" ? c : ""));
}

/** What the lead sees of an entry's name: its last part, short. */
const shown = (name: string) => (path.posix.basename(name) || name).slice(0, 120);

function open(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) => (error ? reject(error) : resolve(zip)));
  });
}

/** Enough of an entry's start to tell an image or an archive (tar's magic sits at byte 257). */
const HEAD_BYTES = 512;

/**
 * Checks the zip at `file` (named `zipName` to the lead) against `limits` and returns its photos'
 * bytes, in directory order. Throws a BulkUploadError on the first problem found.
 */
export async function inspectZip(file: string, zipName: string, limits: ZipLimits = ZIP_LIMITS): Promise<ZipInspection> {
  const zip = await open(file).catch(() => {
    throw new BulkUploadError("NOT_A_ZIP", { zip: zipName });
  });
  try {
    if (zip.entryCount > limits.maxEntries) throw new BulkUploadError("TOO_MANY_ENTRIES", { zip: zipName, max: limits.maxEntries });

    // 1. The directory, before any byte is inflated.
    const photos: { entry: Entry; name: string }[] = [];
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entryName(entry);
        if (isUnsafePath(name)) throw new BulkUploadError("UNSAFE_PATH", { zip: zipName, file: name.slice(0, 120) });
        if (name.endsWith("/") || isJunk(name)) continue;
        if (ARCHIVE_NAME.test(name)) throw new BulkUploadError("NESTED_ARCHIVE", { zip: zipName, file: shown(name) });
        if (entry.isEncrypted()) throw new BulkUploadError("ENCRYPTED_ENTRY", { zip: zipName, file: shown(name) });
        if (!entry.canDecodeFileData()) throw new BulkUploadError("CORRUPT_ZIP", { zip: zipName });
        if (entry.uncompressedSize > limits.maxPhotoBytes) throw new BulkUploadError("PHOTO_TOO_LARGE", { zip: zipName, file: shown(name), maxMb: toMb(limits.maxPhotoBytes) });
        photos.push({ entry, name });
      }
    } catch (error) {
      if (error instanceof BulkUploadError) throw error;
      throw new BulkUploadError("CORRUPT_ZIP", { zip: zipName });
    }
    if (photos.length < limits.minPhotos) throw new BulkUploadError("NO_PHOTOS", { zip: zipName, min: limits.minPhotos });
    if (photos.length > limits.maxPhotos) throw new BulkUploadError("TOO_MANY_PHOTOS", { zip: zipName, count: photos.length, max: limits.maxPhotos });
    const declared = photos.reduce((sum, p) => sum + p.entry.uncompressedSize, 0);
    if (declared > limits.maxTotalBytes) throw new BulkUploadError("TOTAL_TOO_LARGE", { zip: zipName, maxMb: toMb(limits.maxTotalBytes) });

    // 2. Each photo, inflated into memory through a cap: never past its own limit nor the zip's.
    const out: ZipPhoto[] = [];
    let inflated = 0;
    for (const { entry, name } of photos) {
      const file = shown(name);
      const room = limits.maxTotalBytes - inflated;
      const cap = new ByteCap(Math.min(limits.maxPhotoBytes, room), () =>
        limits.maxPhotoBytes <= room
          ? new BulkUploadError("PHOTO_TOO_LARGE", { zip: zipName, file, maxMb: toMb(limits.maxPhotoBytes) })
          : new BulkUploadError("TOTAL_TOO_LARGE", { zip: zipName, maxMb: toMb(limits.maxTotalBytes) }),
      );
      const chunks: Buffer[] = [];
      let length = 0;
      let headChecked = false;
      const checkHead = (head: Buffer) => {
        headChecked = true;
        if (looksLikeArchive(head)) throw new BulkUploadError("NESTED_ARCHIVE", { zip: zipName, file });
        if (!sniffFormat(head)) throw new BulkUploadError("NOT_AN_IMAGE", { zip: zipName, file });
      };
      try {
        const stream = await zip.openReadStreamPromise(entry);
        await pipeline(stream, cap, async (source: AsyncIterable<Buffer>) => {
          for await (const chunk of source) {
            chunks.push(chunk);
            length += chunk.length;
            if (!headChecked && length >= HEAD_BYTES) checkHead(Buffer.concat(chunks));
          }
        });
      } catch (error) {
        if (error instanceof BulkUploadError) throw error;
        const message = error instanceof Error ? error.message : "";
        if (/too many bytes|not enough bytes/i.test(message)) throw new BulkUploadError("SIZE_MISMATCH", { zip: zipName, file });
        throw new BulkUploadError("CORRUPT_ZIP", { zip: zipName });
      } finally {
        inflated += cap.seen > room ? room : cap.seen;
      }
      const bytes = Buffer.concat(chunks, length);
      if (!headChecked) checkHead(bytes);
      if (bytes.length !== entry.uncompressedSize) throw new BulkUploadError("SIZE_MISMATCH", { zip: zipName, file });
      if (crc32(bytes) !== entry.crc32) throw new BulkUploadError("CORRUPT_ZIP", { zip: zipName });
      out.push({ name: file, bytes });
    }
    return { photos: out, inflatedBytes: inflated };
  } finally {
    zip.close();
  }
}
