// The running server's webhook settings, from the environment (tests pass their own).
import "server-only";
import { env } from "@/lib/env";
import { webhooksAllowPrivate } from "@/lib/env-schema";
import type { AddressPolicy } from "./address";

export function webhookPolicy(): AddressPolicy {
  return { allowPrivate: webhooksAllowPrivate(env) };
}

/** The key that seals endpoint secrets at rest (lib/crypto/seal.ts). */
export function sealingKey(): string {
  return env.AUTH_SECRET;
}

/** What lib/crypto/seal.ts calls a webhook secret's purpose. */
export const SECRET_PURPOSE = "webhook-endpoint-secret";
