// Signed, expiring URLs for files the app serves itself (local driver): /api/files/{key}?exp=…&sig=…[&dl=…]
// sig = base64url(HMAC-SHA256(k, "v1\n{key}\n{exp}\n{dl}")) where k = HMAC-SHA256(AUTH_SECRET, "lumen:storage-url:v1"),
// so the session secret itself never signs anything a visitor sees.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { encodeKeyPath } from "./keys";

export const FILES_ROUTE = "/api/files/";
export const DEFAULT_EXPIRES_IN = 15 * 60;
export const MAX_EXPIRES_IN = 7 * 24 * 60 * 60;

export function deriveUrlKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("lumen:storage-url:v1").digest();
}

function signature(urlKey: Buffer, key: string, exp: number, downloadName: string | undefined): string {
  return createHmac("sha256", urlKey).update(`v1\n${key}\n${exp}\n${downloadName ?? ""}`).digest("base64url");
}

/** Path + query (prefixed by baseUrl when given) of a signed URL for `key`. */
export function buildSignedUrl(
  urlKey: Buffer,
  key: string,
  options: { expiresIn?: number; downloadName?: string; baseUrl?: string; now?: number },
): string {
  const expiresIn = Math.min(Math.max(Math.floor(options.expiresIn ?? DEFAULT_EXPIRES_IN), 1), MAX_EXPIRES_IN);
  const exp = Math.floor((options.now ?? Date.now()) / 1000) + expiresIn;
  const params = new URLSearchParams({ exp: String(exp) });
  if (options.downloadName) params.set("dl", options.downloadName);
  params.set("sig", signature(urlKey, key, exp, options.downloadName));
  const base = (options.baseUrl ?? "").replace(/\/+$/, "");
  return `${base}${FILES_ROUTE}${encodeKeyPath(key)}?${params.toString()}`;
}

export type SignatureCheck = { ok: true; downloadName?: string } | { ok: false; reason: "invalid" | "expired" };

/** Checks the exp/sig/dl query parameters of a request for `key`. */
export function verifySignedUrl(urlKey: Buffer, key: string, params: URLSearchParams, now = Date.now()): SignatureCheck {
  const expRaw = params.get("exp");
  const sig = params.get("sig");
  const dl = params.get("dl") ?? undefined;
  if (!expRaw || !sig || !/^\d{1,12}$/.test(expRaw)) return { ok: false, reason: "invalid" };
  const exp = Number(expRaw);
  const expected = Buffer.from(signature(urlKey, key, exp, dl));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (exp * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, downloadName: dl };
}

/** Content-Disposition for a download name (RFC 6266 / 5987: ASCII fallback plus UTF-8 filename*). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase())}`;
}
