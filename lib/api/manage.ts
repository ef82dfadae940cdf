// A team lead's API keys (/app/admin/api): made (the secret shown once, only its hash kept), listed
// with their scopes and last use, revoked (at once: the next request with it is UNAUTHORIZED), and
// each change written to the audit log in its own transaction. Usage per day: lib/api/usage.ts.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { TeamError } from "@/lib/teams/errors";
import { API_SCOPES, newApiKey, type ApiScope } from "./keys";

/** Live keys an organisation may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_KEYS = 20;

export type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

const isScope = (s: string): s is ApiScope => (API_SCOPES as readonly string[]).includes(s);

/** The organisation's keys, live ones first, newest first. */
export async function listApiKeys(db: PrismaClient, organizationId: string): Promise<ApiKeyRow[]> {
  const rows = await db.apiKey.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: { id: true, name: true, prefix: true, scopes: true, createdAt: true, lastUsedAt: true, revokedAt: true, createdBy: { select: { name: true, email: true } } },
  });
  return rows
    .map((r) => ({ ...r, scopes: r.scopes.filter(isScope), createdBy: r.createdBy?.name || r.createdBy?.email || null }))
    .sort((a, b) => Number(Boolean(a.revokedAt)) - Number(Boolean(b.revokedAt)));
}

/** A new key; `secret` is the only time the key is ever seen. KEY_LIMIT past MAX_ACTIVE_KEYS live keys. */
export async function createApiKey(db: PrismaClient, input: { organizationId: string; actorId: string; name: string; scopes: readonly ApiScope[] }): Promise<{ id: string; secret: string; prefix: string }> {
  const scopes = [...new Set(input.scopes)].filter(isScope);
  const name = input.name.trim().replace(/\s+/g, " ");
  if (!scopes.length || !name || name.length > 80) throw new TeamError("INVALID_KEY");
  const key = newApiKey();
  const id = await db.$transaction(async (tx) => {
    // Serialises key creation per organisation, so the cap holds under concurrent clicks.
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${input.organizationId} FOR UPDATE`;
    const live = await tx.apiKey.count({ where: { organizationId: input.organizationId, revokedAt: null } });
    if (live >= MAX_ACTIVE_KEYS) throw new TeamError("KEY_LIMIT", { max: MAX_ACTIVE_KEYS });
    const row = await tx.apiKey.create({
      data: { organizationId: input.organizationId, name, prefix: key.prefix, keyHash: key.keyHash, scopes, createdById: input.actorId },
      select: { id: true },
    });
    await tx.auditLog.create({
      data: { actorId: input.actorId, action: "api-key.create", targetType: "ApiKey", targetId: row.id, data: { organizationId: input.organizationId, name, scopes, prefix: key.prefix } },
    });
    return row.id;
  });
  return { id, secret: key.secret, prefix: key.prefix };
}

/** Revokes the organisation's key: NOT_FOUND for another organisation's, WRONG_STATE when it already was. */
export async function revokeApiKey(db: PrismaClient, input: { organizationId: string; actorId: string; keyId: string; now?: Date }): Promise<void> {
  await db.$transaction(async (tx) => {
    const key = await tx.apiKey.findFirst({ where: { id: input.keyId, organizationId: input.organizationId }, select: { id: true, name: true, prefix: true } });
    if (!key) throw new TeamError("NOT_FOUND");
    const { count } = await tx.apiKey.updateMany({ where: { id: key.id, revokedAt: null }, data: { revokedAt: input.now ?? new Date() } });
    if (count !== 1) throw new TeamError("WRONG_STATE");
    await tx.auditLog.create({
      data: { actorId: input.actorId, action: "api-key.revoke", targetType: "ApiKey", targetId: key.id, data: { organizationId: input.organizationId, name: key.name, prefix: key.prefix } },
    });
  });
}
