// Key validation shared by every driver. A key is a relative POSIX path of safe segments.
import "server-only";

export class InvalidKeyError extends Error {
  constructor(public readonly key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = "InvalidKeyError";
  }
}

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** Throws InvalidKeyError unless `key` is a safe relative path ("a/b/c.jpg"). Returns it unchanged. */
export function assertValidKey(key: string): string {
  if (typeof key !== "string" || key.length === 0) throw new InvalidKeyError(String(key), "empty");
  if (key.length > 1024) throw new InvalidKeyError(key.slice(0, 40) + "…", "longer than 1024 characters");
  if (key.startsWith("/")) throw new InvalidKeyError(key, "absolute");
  if (key.includes("\\")) throw new InvalidKeyError(key, "contains a backslash");
  if (key.includes("\0")) throw new InvalidKeyError(key, "contains a NUL byte");
  for (const segment of key.split("/")) {
    if (segment === "") throw new InvalidKeyError(key, "empty segment");
    if (segment === "." || segment === "..") throw new InvalidKeyError(key, "contains . or ..");
    if (segment.startsWith(".")) throw new InvalidKeyError(key, "a segment starts with a dot");
    if (!SEGMENT.test(segment)) throw new InvalidKeyError(key, `segment ${JSON.stringify(segment)} has characters outside [A-Za-z0-9._~-]`);
  }
  return key;
}

/** A prefix is a valid key followed by "/" (or "" for everything, which drivers refuse to delete). */
export function assertValidPrefix(prefix: string): string {
  if (!prefix.endsWith("/")) throw new InvalidKeyError(prefix, 'a prefix must end with "/"');
  assertValidKey(prefix.slice(0, -1));
  return prefix;
}

/** Encodes a (valid) key for a URL path: each segment percent-encoded, slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}
