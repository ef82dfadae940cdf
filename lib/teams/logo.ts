// A team's logo: PNG, JPEG or WebP, at most 5 MB, decoded and written afresh through the photo
// uploads' safe decoder (lib/engine/decode.ts: size, then the real format from the bytes, then the
// pixel count from the header, and only then pixels). SVG (script inside an image), anything else,
// and decompression bombs are refused with their own codes. Stored as WebP (transparency kept, no
// metadata) at organizations/{id}/logo.webp.
import "server-only";
import { DecodeError, reencodeImage, type DecodeLimits } from "@/lib/engine/decode";
import type { FileStorage } from "@/lib/storage/types";
import { SetupError } from "./setup-errors";

export const LOGO_LIMITS: DecodeLimits & { maxSide: number } = {
  /** Product rule. */
  maxBytes: 5 * 1024 * 1024,
  /** 25 megapixels: more than any logo needs; a header claiming more is a bomb and never decoded. */
  maxPixels: 25_000_000,
  minSide: 16,
  formats: ["png", "jpeg", "webp"],
  /** The stored copy's longest side. */
  maxSide: 1024,
};

export const logoKey = (organizationId: string) => `organizations/${organizationId}/logo.webp`;

const REASONS: Record<DecodeError["reason"], SetupError["code"]> = {
  FILE_TOO_LARGE: "LOGO_TOO_LARGE",
  UNSUPPORTED_FORMAT: "LOGO_UNSUPPORTED",
  CORRUPT_FILE: "LOGO_CORRUPT",
  LOW_RESOLUTION: "LOGO_CORRUPT",
};

/** The logo a form posted (field "logo"), or null when none was chosen; one over 5 MB is refused before its bytes are read into memory. */
export async function readLogoUpload(formData: FormData): Promise<Buffer | null> {
  const file = formData.get("logo");
  if (!(file instanceof Blob) || file.size === 0) return null;
  if (file.size > LOGO_LIMITS.maxBytes) throw new SetupError("LOGO_TOO_LARGE", { maxMb: 5 });
  return Buffer.from(await file.arrayBuffer());
}

/** The WebP to store for an uploaded logo, or a SetupError saying why not. */
export async function prepareLogo(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (bytes.length > LOGO_LIMITS.maxBytes) throw new SetupError("LOGO_TOO_LARGE", { maxMb: 5 });
  try {
    const out = await reencodeImage(bytes, LOGO_LIMITS, { maxSide: LOGO_LIMITS.maxSide });
    return { bytes: out.bytes, width: out.width, height: out.height };
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    // The size was checked above: a FILE_TOO_LARGE from the decoder is the header's pixel count.
    if (error.reason === "FILE_TOO_LARGE") throw new SetupError("LOGO_TOO_MANY_PIXELS");
    throw new SetupError(REASONS[error.reason], { maxMb: 5 });
  }
}

/** Writes the prepared logo; returns its key. */
export async function storeLogo(storage: FileStorage, organizationId: string, webp: Buffer): Promise<string> {
  const key = logoKey(organizationId);
  await storage.put(key, webp, { contentType: "image/webp", cacheControl: "private, max-age=300" });
  return key;
}

/**
 * The logo key after a form's logo fields: a new logo (checked and re-encoded first, so a refusal writes
 * nothing) is stored in place of the old; `removeLogo` deletes the current one; otherwise it stays.
 * `stored`: a new logo was written.
 */
export async function applyLogoUpload(
  storage: FileStorage,
  organizationId: string,
  currentKey: string | null,
  input: { logo: Buffer | null; removeLogo: boolean },
): Promise<{ logoKey: string | null; stored: boolean }> {
  const logo = input.logo && input.logo.length > 0 ? await prepareLogo(input.logo) : null;
  if (logo) return { logoKey: await storeLogo(storage, organizationId, logo.bytes), stored: true };
  if (input.removeLogo && currentKey) {
    await storage.delete(currentKey);
    return { logoKey: null, stored: false };
  }
  return { logoKey: currentKey, stored: false };
}
