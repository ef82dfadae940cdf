// A result's files in storage: the engine's JPEGs (main, portrait, print) under the result's own
// prefix, with a WebP thumbnail and preview made from the main image.
import "server-only";
import sharp from "sharp";
import type { GeneratedImage } from "@/lib/engine/engine";
import type { FileStorage } from "@/lib/storage/types";
import { storePreview } from "./preview";

export const THUMB_SIZE = 400;

export const resultPrefix = (shootId: string, resultId: string) => `shoots/${shootId}/results/${resultId}/`;

export type StoredFiles = { main: string; portrait?: string; print?: string; thumb: string; preview?: string };

export async function storeResultFiles(storage: FileStorage, shootId: string, resultId: string, images: { main: GeneratedImage; portrait?: GeneratedImage; print?: GeneratedImage }): Promise<StoredFiles> {
  const base = resultPrefix(shootId, resultId);
  const ext = (img: GeneratedImage) => (img.mime === "image/png" ? "png" : "jpg");
  const cacheControl = "private, max-age=31536000, immutable";
  const files: StoredFiles = { main: `${base}main.${ext(images.main)}`, thumb: `${base}thumb.webp` };
  await storage.put(files.main, images.main.bytes, { contentType: images.main.mime, cacheControl });
  if (images.portrait) {
    files.portrait = `${base}portrait.${ext(images.portrait)}`;
    await storage.put(files.portrait, images.portrait.bytes, { contentType: images.portrait.mime, cacheControl });
  }
  if (images.print) {
    files.print = `${base}print.${ext(images.print)}`;
    await storage.put(files.print, images.print.bytes, { contentType: images.print.mime, cacheControl });
  }
  const thumb = await sharp(images.main.bytes).resize(THUMB_SIZE, THUMB_SIZE, { fit: "inside" }).webp({ quality: 82 }).toBuffer();
  await storage.put(files.thumb, thumb, { contentType: "image/webp", cacheControl });
  files.preview = (await storePreview(storage, base, images.main.bytes)).key;
  return files;
}
