// A finished shoot as lib/shoots/generate.ts leaves it, for the gallery-action tests (only tests
// import this file): Result rows with derived ids, their files made with sharp from the real test
// portraits (square main, 1080 × 1350 portrait, 400 px thumbnail, 800 px preview, optional print) in a
// local storage, and `variant.files` / `variant.sizes` as the generator writes them.
import { inflateRawSync } from "node:zlib";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/db";
import { read } from "@/lib/engine/test-photos";
import { PORTRAIT_SIZE, resultIdFor, resultPrefix, THUMB_SIZE } from "@/lib/shoots/generate";
import { storePreview } from "@/lib/shoots/preview";
import { createShoot, createUser, seedCatalogue } from "@/lib/shoots/test-fixtures";
import type { FileStorage } from "@/lib/storage/types";

export type FinishedShoot = { userId: string; shootId: string; styleIds: string[]; resultIds: string[] };

const PORTRAITS = [read("astronaut"), read("graceHopper")];

async function encode(source: Buffer, width: number, height: number, format: "jpg" | "png", tint: number): Promise<Buffer> {
  const image = sharp(source).resize(width, height, { fit: "cover" }).modulate({ hue: tint });
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/**
 * An ACTIVE shoot with `count` results split over two styles (main `size` px, default 512), each
 * with its portrait, thumbnail and preview; `print` adds a print file of that size; `format` is the main
 * file's format (the generator stores what the engine returned). `previews: false` leaves the previews
 * out, as results stored before previews existed; `shootId` finishes that shoot (of `userId`) instead
 * of a new one.
 */
export async function finishedShoot(
  db: PrismaClient,
  storage: FileStorage,
  options: { count?: number; size?: number; print?: number; format?: "jpg" | "png"; userId?: string; shootId?: string; previews?: boolean } = {},
): Promise<FinishedShoot> {
  const count = options.count ?? 3;
  const size = options.size ?? 512;
  const format = options.format ?? "jpg";
  const catalogue = await seedCatalogue(db, { headshots: count, styles: 2, outputSize: size, printSize: options.print ?? null });
  const userId = options.userId ?? (await createUser(db)).id;
  const shootId = options.shootId ?? (await createShoot(db, userId, catalogue.packageId));
  await db.shoot.update({ where: { id: shootId }, data: { state: "ACTIVE", readyAt: new Date(), styleIds: catalogue.styleIds } });

  const resultIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const styleId = catalogue.styleIds[i % 2]!;
    const id = resultIdFor(shootId, styleId, Math.floor(i / 2));
    const base = resultPrefix(shootId, id);
    const source = PORTRAITS[i % 2]!;
    const files: Record<string, string> = { main: `${base}main.${format}`, portrait: `${base}portrait.jpg`, thumb: `${base}thumb.webp` };
    const sizes: Record<string, string> = { main: `${size}x${size}`, portrait: `${PORTRAIT_SIZE.width}x${PORTRAIT_SIZE.height}` };
    await storage.put(files.main!, await encode(source, size, size, format, i * 40), { contentType: format === "png" ? "image/png" : "image/jpeg" });
    await storage.put(files.portrait!, await encode(source, PORTRAIT_SIZE.width, PORTRAIT_SIZE.height, "jpg", i * 40), { contentType: "image/jpeg" });
    await storage.put(files.thumb!, await sharp(source).resize(THUMB_SIZE, THUMB_SIZE).webp().toBuffer(), { contentType: "image/webp" });
    if (options.previews !== false) files.preview = (await storePreview(storage, base, (await storage.get(files.main!))!)).key;
    if (options.print) {
      files.print = `${base}print.${format}`;
      sizes.print = `${options.print}x${options.print}`;
      await storage.put(files.print, await encode(source, options.print, options.print, format, i * 40), { contentType: format === "png" ? "image/png" : "image/jpeg" });
    }
    await db.result.create({
      data: { id, shootId, styleId, storageKey: files.main!, width: size, height: size, variant: { light: "soft", engine: "studio", files, sizes }, createdAt: new Date(Date.now() + i) },
    });
    resultIds.push(id);
  }
  return { userId, shootId, styleIds: catalogue.styleIds, resultIds };
}

export type ZipEntry = { name: string; data: Buffer };

/**
 * The entries of a zip file, read through its central directory (as unzip does): stored and deflated
 * entries, each checked against its CRC-32. Throws on anything malformed.
 */
export function unzip(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("no end of central directory record");
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out: ZipEntry[] = [];
  for (let i = 0; i < entries; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory header at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + compressed);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!data) throw new Error(`${name}: compression method ${method}`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    out.push({ name, data });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A Request as the route gets it from the gallery's own page (Sec-Fetch-Site: same-origin unless the
 * headers say otherwise; the locale picks the error language).
 */
export function request(url: string, init: RequestInit & { locale?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (!headers.has("sec-fetch-site")) headers.set("sec-fetch-site", "same-origin");
  if (init.locale) headers.set("accept-language", init.locale);
  return new Request(new URL(url, "http://lumen.test"), { ...init, headers });
}

export async function anotherUser(db: PrismaClient): Promise<string> {
  return (await createUser(db)).id;
}

/** The storage key of every signed file URL (/api/files/{key}?…) anywhere in `value`, as a page would receive it. */
export function signedFileKeys(value: unknown): string[] {
  const keys: string[] = [];
  for (const m of JSON.stringify(value).matchAll(/\/api\/files\/([^"?]+)/g)) keys.push(m[1]!.split("/").map(decodeURIComponent).join("/"));
  return keys;
}

/** The file name of each key (main.jpg, thumb.webp, …): what a page's data hands out. */
export const fileNames = (keys: string[]): string[] => [...new Set(keys.map((k) => k.slice(k.lastIndexOf("/") + 1)))].sort();
