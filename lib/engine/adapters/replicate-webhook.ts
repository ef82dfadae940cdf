// Replicate's webhooks: signed the Standard Webhooks way ("{webhook-id}.{webhook-timestamp}.{body}",
// HMAC-SHA256 under the endpoint's secret), checked here before a prediction they carry is believed,
// with a replay guard for ids seen before.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import { replicatePredictionSchema, type ReplicatePrediction } from "./replicate";

export type ReplicateWebhookErrorCode = "MISSING_HEADER" | "BAD_SECRET" | "STALE_TIMESTAMP" | "BAD_SIGNATURE" | "MALFORMED" | "REPLAYED";

export class ReplicateWebhookError extends Error {
  constructor(
    public readonly code: ReplicateWebhookErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ReplicateWebhookError";
  }
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export type VerifyReplicateWebhookOptions = {
  headers: WebhookHeaders;
  /** The body exactly as received: a re-serialised JSON body never matches the signature. */
  rawBody: string | Uint8Array;
  /** The signing secret, "whsec_<base64>" (GET /v1/webhooks/default/secret). */
  secret: string;
  toleranceSeconds?: number;
  now?: Date;
  /**
   * Claims a webhook-id once it is authentic; returns false when it was claimed before (a replay
   * inside the tolerance window). See processedWebhookReplayGuard for one backed by the database.
   */
  replayGuard?: (webhookId: string) => boolean | Promise<boolean>;
};

/**
 * Checks a Replicate webhook (Standard Webhooks): webhook-timestamp within `toleranceSeconds` of now
 * (either way), one of the space-separated "v1,<base64>" signatures equal, in constant time, to
 * HMAC-SHA256("{webhook-id}.{webhook-timestamp}.{body}") keyed with the secret's base64 part; then
 * the body parsed as a prediction, then the replay guard. Throws ReplicateWebhookError.
 */
export async function verifyReplicateWebhook(options: VerifyReplicateWebhookOptions): Promise<ReplicatePrediction> {
  const id = header(options.headers, "webhook-id");
  const timestamp = header(options.headers, "webhook-timestamp");
  const signatures = header(options.headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw new ReplicateWebhookError("MISSING_HEADER", "webhook-id, webhook-timestamp and webhook-signature are required");

  const key = Buffer.from(options.secret.startsWith("whsec_") ? options.secret.slice("whsec_".length) : options.secret, "base64");
  if (key.length === 0) throw new ReplicateWebhookError("BAD_SECRET", "the webhook signing secret is empty or not base64");

  if (!/^\d{1,12}$/.test(timestamp)) throw new ReplicateWebhookError("MALFORMED", "webhook-timestamp is not a number of seconds");
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) {
    throw new ReplicateWebhookError("STALE_TIMESTAMP", `webhook-timestamp is more than ${tolerance} s away from now`);
  }

  const body = typeof options.rawBody === "string" ? Buffer.from(options.rawBody, "utf8") : Buffer.from(options.rawBody);
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.`).update(body).digest();
  const matches = signatures
    .split(" ")
    .filter(Boolean)
    .some((entry) => {
      const [version, value] = entry.split(",", 2);
      if (version !== "v1" || !value) return false;
      const given = Buffer.from(value, "base64");
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  if (!matches) throw new ReplicateWebhookError("BAD_SIGNATURE", "no webhook-signature matches");

  let prediction: ReplicatePrediction;
  try {
    prediction = replicatePredictionSchema.parse(JSON.parse(body.toString("utf8")));
  } catch {
    throw new ReplicateWebhookError("MALFORMED", "the webhook body is not a prediction");
  }
  if (options.replayGuard && !(await options.replayGuard(id))) throw new ReplicateWebhookError("REPLAYED", `webhook ${id} was already processed`);
  return prediction;
}

/** A replay guard on the ProcessedWebhookEvent table: the first claim of an id wins, in every process. */
export function processedWebhookReplayGuard(db: Pick<PrismaClient, "processedWebhookEvent">): (webhookId: string) => Promise<boolean> {
  return async (webhookId) => {
    try {
      await db.processedWebhookEvent.create({ data: { provider: "replicate", eventId: webhookId, type: "prediction" } });
      return true;
    } catch (err) {
      if ((err as { code?: unknown }).code === "P2002") return false;
      throw err;
    }
  };
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}
