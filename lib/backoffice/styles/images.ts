// The style screens' pictures: an upload through the safe decoder (lib/engine/decode.ts reencodeImage:
// size, real format, the header's pixel count, then pixels written afresh as WebP, no metadata), and
// the storage keys and public addresses of style previews and preview avatars. A key carries a hash of
// its bytes, so an address never changes meaning and may be cached for a year.
import "server-only";
import crypto from "node:crypto";
import { DecodeError, reencodeImage, type DecodeLimits } from "@/lib/engine/decode";
import { STYLE_PREVIEW_PREFIX } from "@/lib/catalog/preview-files";
import { BackofficeError } from "../errors";
import { NS } from "./styles";

/** 5 MB: a server action's body is capped at 6 MB (next.config.ts serverActions.bodySizeLimit). */
export const IMAGE_LIMITS: DecodeLimits = { maxBytes: 5 * 1024 * 1024, maxPixels: 25_000_000, minSide: 256, formats: ["jpeg", "png", "webp", "avif", "heic"] };
/** Previews are 4:5 like the catalogue's drawn ones (320 × 400), at twice that for sharp screens. */
export const PREVIEW_SIZE = { width: 640, height: 800 } as const;
/** An avatar's stored square. */
export const AVATAR_SIDE = 1024;

export const AVATAR_PREFIX = "avatars";
export const hashOf = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 16);
export const avatarKey = (avatarId: string, bytes: Buffer) => `${AVATAR_PREFIX}/${avatarId}-${hashOf(bytes)}.webp`;
/** A style preview's storage key; its public address is "/api/" + the key (app/api/style-previews/[file]). */
export const stylePreviewKey = (slug: string, bytes: Buffer) => `${STYLE_PREVIEW_PREFIX}/${slug}-${hashOf(bytes)}.webp`;
export const stylePreviewUrl = (key: string) => `/api/${key}`;
/** The storage key behind a preview address of ours, or null for a drawn one in public/ or a remote one. */
export const storedPreviewKey = (url: string | null) => (url?.startsWith(`/api/${STYLE_PREVIEW_PREFIX}/`) ? url.slice("/api/".length) : null);

/** The file a form posted under `field`, or null; one over the limit is refused before it is read. */
export async function readUpload(formData: FormData, field: string): Promise<Buffer | null> {
  const file = formData.get(field);
  if (!(file instanceof Blob) || file.size === 0) return null;
  if (file.size > IMAGE_LIMITS.maxBytes) throw new BackofficeError(NS, "IMAGE_TOO_LARGE", { maxMb: IMAGE_LIMITS.maxBytes / 1024 / 1024 });
  return Buffer.from(await file.arrayBuffer());
}

/** The upload decoded and written afresh (WebP, orientation applied, at most `maxSide`), or the refusal in the admin's language. */
export async function decodeUpload(bytes: Buffer, maxSide: number): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    const out = await reencodeImage(bytes, IMAGE_LIMITS, { maxSide, quality: 92 });
    return { bytes: out.bytes, width: out.width, height: out.height };
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    throw new BackofficeError(NS, `IMAGE_${error.reason}`, { maxMb: IMAGE_LIMITS.maxBytes / 1024 / 1024, minSide: IMAGE_LIMITS.minSide });
  }
}

/** A stored WebP as a route answers it: public for a year (a preview: its name changes with its bytes), or private (a preview face). */
export function webpResponse(bytes: Buffer, visibility: "public" | "private", method = "GET"): Response {
  const headers = {
    "Content-Type": "image/webp",
    "Content-Length": String(bytes.length),
    "Cache-Control": visibility === "public" ? "public, max-age=31536000, immutable" : "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    ...(visibility === "private" ? { "X-Robots-Tag": "noindex" } : {}),
  };
  return new Response(method === "HEAD" ? null : new Uint8Array(bytes), { headers });
}
