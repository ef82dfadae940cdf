// Business API keys: "lum_live_<random>" bearer tokens, shown once, stored as their SHA-256 only.
// A key belongs to one organisation and carries scopes; lib/http/route.ts checks both for every
// `apiKey` route. (Keys are made and revoked by team leads at /app/admin/api.)
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/db";
import { parseSettings } from "@/lib/teams/settings";

export const API_SCOPES = ["organization", "invites", "teams", "models", "photos"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_KEY_PREFIX = "lum_live_";

/** How long a key's "last used" time may lag: one write per key per minute, not one per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export type ApiKeyCaller = {
  keyId: string;
  organizationId: string;
  scopes: ApiScope[];
  /** Who made the key (acts for the organisation where an action needs a person: an invite's inviter); null once they are gone. */
  createdById: string | null;
};

/** API_DISABLED: a live key of an organisation whose `features.api` a platform admin switched off (403). */
export type ApiKeyCheck = { ok: true; key: ApiKeyCaller } | { ok: false; code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_DISABLED" };

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** A new key: the secret (shown once), its hash (stored) and its recognisable prefix (listed). */
export function newApiKey(): { secret: string; keyHash: string; prefix: string } {
  const secret = API_KEY_PREFIX + randomBytes(24).toString("base64url");
  return { secret, keyHash: hashApiKey(secret), prefix: secret.slice(0, API_KEY_PREFIX.length + 4) };
}

const isScope = (s: string): s is ApiScope => (API_SCOPES as readonly string[]).includes(s);

/** The key an `Authorization: Bearer …` header names, if it is live and its organisation exists. */
export async function authenticateApiKey(db: PrismaClient, authorization: string | null, now = new Date()): Promise<ApiKeyCheck> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!m) return { ok: false, code: "API_KEY_MISSING" };
  const secret = m[1]!;
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return { ok: false, code: "API_KEY_INVALID" };
  const key = await db.apiKey.findUnique({
    where: { keyHash: hashApiKey(secret) },
    select: { id: true, organizationId: true, scopes: true, revokedAt: true, lastUsedAt: true, createdById: true, organization: { select: { deletedAt: true, settings: true } } },
  });
  if (!key || key.revokedAt || key.organization.deletedAt) return { ok: false, code: "API_KEY_INVALID" };
  if (!parseSettings(key.organization.settings).features.api) return { ok: false, code: "API_DISABLED" };
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.apiKey.updateMany({ where: { id: key.id, revokedAt: null }, data: { lastUsedAt: now } });
  }
  return { ok: true, key: { keyId: key.id, organizationId: key.organizationId, scopes: key.scopes.filter(isScope), createdById: key.createdById } };
}
