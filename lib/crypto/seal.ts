// Secrets the product must read back in clear (a webhook endpoint's signing secret: every delivery is
// signed with it), stored encrypted: AES-256-GCM under a key derived from AUTH_SECRET for one purpose,
// k = HMAC-SHA256(AUTH_SECRET, "lumen:sealed:v1:<purpose>"), written "v1:<iv>:<tag>:<ciphertext>"
// (base64url). The purpose is the additional authenticated data too, so a value sealed for one purpose
// never opens as another. Rotating AUTH_SECRET makes every sealed value unreadable (a webhook secret
// then has to be rotated by its team lead).
import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const VERSION = "v1";

function keyFor(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`lumen:sealed:${VERSION}:${purpose}`).digest();
}

export function seal(plain: string, purpose: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(":");
}

/** The clear value, or null when `sealed` is not one of ours (another key, another purpose, tampered). */
export function unseal(sealed: string, purpose: string, secret: string): string | null {
  const parts = sealed.split(":");
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), Buffer.from(parts[1]!, "base64url"));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(parts[2]!, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(parts[3]!, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
