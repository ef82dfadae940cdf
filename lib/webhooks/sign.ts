// Standard Webhooks (https://www.standardwebhooks.com) signatures: a secret is "whsec_" + base64 of 32
// random bytes; the signature of a message is "v1," + base64(HMAC-SHA256(secret bytes,
// "{webhook-id}.{webhook-timestamp}.{body}")), the secret bytes being the base64-decoded part after
// "whsec_". Any receiver using the standardwebhooks libraries accepts them (webhooks.test.ts checks it).
import "server-only";
import { createHmac, randomBytes } from "node:crypto";

export const SECRET_PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64");
}

export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  return "v1," + createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
}

/** The headers of one attempt (a new timestamp and signature each time, the same id). */
export function webhookHeaders(secret: string, id: string, body: string, timestamp: number): Record<string, string> {
  return {
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": webhookSignature(secret, id, timestamp, body),
  };
}
