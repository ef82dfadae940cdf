// Serving a file behind a signed URL (local driver) with streaming, HEAD and single byte ranges, and
// the upload API's refusals (`jsonError`, namespace UploadApi).
import { localizedError, requestLocale, type ErrorValues } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/config";
import { isDeliverableKey } from "./deliverables";
import { assertValidKey, InvalidKeyError } from "./keys";
import { attachmentDisposition, deriveUrlKey, verifySignedUrl } from "./signing";
import type { ByteRange, FileStorage } from "./types";

export const API_ERROR_CODES = [
  "UNAUTHENTICATED",
  "SHOOT_NOT_FOUND",
  "PHOTO_NOT_FOUND",
  "WRONG_STATE",
  "CONSENT_REQUIRED",
  "MAX_PHOTOS",
  "DUPLICATE",
  "FILE_TOO_LARGE",
  "NOT_MULTIPART",
  "NO_FILE",
  "TOO_MANY_FILES",
  "ANALYSIS_FAILED",
  "INTERNAL_ERROR",
  "FILE_LINK_INVALID",
  "FILE_LINK_EXPIRED",
  "FILE_NOT_FOUND",
  "RANGE_NOT_SATISFIABLE",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** `{ error: { code, message } }` with the message in the caller's language. */
export function jsonError(locale: Locale, status: number, code: ApiErrorCode, values?: ErrorValues, headers?: Record<string, string>): Promise<Response> {
  return localizedError(locale, "UploadApi", code, status, { values, headers });
}

/** Parses a single-range "bytes=a-b" / "bytes=a-" / "bytes=-n" header. Undefined: serve the whole file; null: unsatisfiable. */
export function parseRange(header: string | null, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return undefined; // several ranges or a malformed header: ignore it (RFC 9110 allows)
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * Serves `key` (from the route's catch-all segments) when the request carries a valid signature for it:
 * 403 for a bad or expired signature or a delivered file (lib/storage/deliverables.ts), 404 when the
 * file is missing, 206/416 for ranges; the body streams from storage. Works for GET and HEAD.
 */
export async function serveSignedFile(
  request: Request,
  keySegments: string[],
  deps: { storage: FileStorage; secret: string; now?: number },
): Promise<Response> {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const key = keySegments.join("/");
  try {
    assertValidKey(key);
  } catch (error) {
    if (error instanceof InvalidKeyError) return jsonError(locale, 403, "FILE_LINK_INVALID");
    throw error;
  }
  const check = verifySignedUrl(deriveUrlKey(deps.secret), key, url.searchParams, deps.now);
  if (!check.ok) return jsonError(locale, 403, check.reason === "expired" ? "FILE_LINK_EXPIRED" : "FILE_LINK_INVALID");
  // Signed before delivered files stopped being signed (or by mistake): they go out only through the
  // download routes, which record them.
  if (isDeliverableKey(key)) return jsonError(locale, 403, "FILE_LINK_INVALID");

  const info = await deps.storage.stat(key);
  if (!info) return jsonError(locale, 404, "FILE_NOT_FOUND");

  const exp = Number(url.searchParams.get("exp"));
  const maxAge = Math.max(0, Math.min(exp - Math.floor((deps.now ?? Date.now()) / 1000), 24 * 3600));
  const headers: Record<string, string> = {
    "Content-Type": info.contentType,
    "Cache-Control": `private, max-age=${maxAge}`,
    "Accept-Ranges": "bytes",
    "Content-Disposition": check.downloadName ? attachmentDisposition(check.downloadName) : "inline",
    // Uploaded bytes are served from the app's origin: never let them run as a page.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  if (info.lastModified) headers["Last-Modified"] = info.lastModified.toUTCString();

  const range = parseRange(request.headers.get("range"), info.size);
  if (range === null) {
    return jsonError(locale, 416, "RANGE_NOT_SATISFIABLE", undefined, { "Content-Range": `bytes */${info.size}` });
  }
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : info.size;
  headers["Content-Length"] = String(length);
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${info.size}`;

  if (request.method === "HEAD") return new Response(null, { status, headers });
  if (length === 0) return new Response(new Uint8Array(0), { status, headers });
  const body = await deps.storage.stream(key, range ?? undefined);
  if (!body) return jsonError(locale, 404, "FILE_NOT_FOUND");
  return new Response(body, { status, headers });
}
