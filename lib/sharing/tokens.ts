// Share and voting links: `/app/results/share/{token}` and `/vote/{token}`.
//
// A link's row gets a fresh id of 32 random bytes (base64url); its token is
// base64url(HMAC-SHA256(k, "{kind}\n{id}")) with k = HMAC-SHA256(AUTH_SECRET, "lumen:share-link:v1"),
// and the database keeps only sha256(token) in `tokenHash`. So a leaked database holds no usable link,
// yet the owner's page can show the live link again at any time (it recomputes it from the id).
import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";

export type LinkKind = "share" | "vote";

/** 32 bytes in base64url, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function deriveLinkKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("lumen:share-link:v1").digest();
}

/** A new row id: 32 random bytes. */
export function newLinkId(): string {
  return randomBytes(32).toString("base64url");
}

export function linkToken(linkKey: Buffer, kind: LinkKind, id: string): string {
  return createHmac("sha256", linkKey).update(`${kind}\n${id}`).digest("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `value` can be a link token at all (checked before any database read). */
export function isLinkTokenFormat(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The link's path without locale prefix. */
export function linkPath(kind: LinkKind, token: string): string {
  return kind === "share" ? `/app/results/share/${token}` : `/vote/${token}`;
}
