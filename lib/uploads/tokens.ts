// Phone upload links: `/photo-upload/{token}`, opened from the QR code on the photos step.
//
// As with share links (lib/sharing/tokens.ts): each UploadToken row gets a fresh id of 32 random bytes;
// its token is base64url(HMAC-SHA256(k, "phone-upload\n{id}")) with k = HMAC-SHA256(AUTH_SECRET,
// "lumen:phone-upload:v1"), and the database keeps only sha256(token). A leaked database holds no
// usable link, yet the photos step can show the live link again after a reload.
import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";

/** 32 bytes in base64url, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function deriveUploadKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("lumen:phone-upload:v1").digest();
}

/** A new row id: 32 random bytes. */
export function newUploadLinkId(): string {
  return randomBytes(32).toString("base64url");
}

export function uploadToken(key: Buffer, id: string): string {
  return createHmac("sha256", key).update(`phone-upload\n${id}`).digest("base64url");
}

export function hashUploadToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `value` can be an upload token at all (checked before any database read). */
export function isUploadTokenFormat(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The phone page's path without locale prefix. */
export const phoneUploadPath = (token: string) => `/photo-upload/${token}`;
