// Serving a file behind a signed URL (local driver) with streaming, HEAD and single byte ranges. Its
// refusals are FileErrors (messages namespace UploadApi), answered by the route wrapper.
import "server-only";
import { CodedError } from "@/lib/http/errors";
import { isDeliverableKey } from "./deliverables";
import { assertValidKey, InvalidKeyError } from "./keys";
import { attachmentDisposition, deriveUrlKey, verifySignedUrl } from "./signing";
import type { ByteRange, FileStorage } from "./types";

const FILE_ERROR_STATUS = { FILE_LINK_INVALID: 403, FILE_LINK_EXPIRED: 403, FILE_NOT_FOUND: 404, RANGE_NOT_SATISFIABLE: 416 } as const;
export type FileErrorCode = keyof typeof FILE_ERROR_STATUS;

/** Why a signed file is not served. */
export class FileError extends CodedError<FileErrorCode> {
  override name = "FileError";
  constructor(code: FileErrorCode, headers?: Record<string, string>) {
    super("UploadApi", code, FILE_ERROR_STATUS[code], {}, { headers });
  }
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
 * file is missing, 206/416 for ranges (those refusals thrown as FileErrors); the body streams from
 * storage. Works for GET and HEAD.
 */
export async function serveSignedFile(
  request: Request,
  keySegments: string[],
  deps: { storage: FileStorage; secret: string; now?: number },
): Promise<Response> {
  const url = new URL(request.url);
  const key = keySegments.join("/");
  try {
    assertValidKey(key);
  } catch (error) {
    if (error instanceof InvalidKeyError) throw new FileError("FILE_LINK_INVALID");
    throw error;
  }
  const check = verifySignedUrl(deriveUrlKey(deps.secret), key, url.searchParams, deps.now);
  if (!check.ok) throw new FileError(check.reason === "expired" ? "FILE_LINK_EXPIRED" : "FILE_LINK_INVALID");
  // Signed before delivered files stopped being signed (or by mistake): they go out only through the
  // download routes, which record them.
  if (isDeliverableKey(key)) throw new FileError("FILE_LINK_INVALID");

  const info = await deps.storage.stat(key);
  if (!info) throw new FileError("FILE_NOT_FOUND");

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
  if (range === null) throw new FileError("RANGE_NOT_SATISFIABLE", { "Content-Range": `bytes */${info.size}` });
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : info.size;
  headers["Content-Length"] = String(length);
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${info.size}`;

  if (request.method === "HEAD") return new Response(null, { status, headers });
  if (length === 0) return new Response(new Uint8Array(0), { status, headers });
  const body = await deps.storage.stream(key, range ?? undefined);
  if (!body) throw new FileError("FILE_NOT_FOUND");
  return new Response(body, { status, headers });
}
