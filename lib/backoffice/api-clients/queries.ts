// Every organisation's API keys for platform admins (lib/api/* makes and checks them): name, prefix,
// organisation, scopes, dates, and the requests of the last 30 days (ApiUsage, one row per key and day).
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import type { ApiKeysQuery } from "./schemas";

export const USAGE_DAYS = 30;

export type ApiKeyEntry = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  organization: { id: string; name: string };
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  requests30d: number;
};

export function apiKeysWhere(query: Pick<ApiKeysQuery, "q" | "status">): Prisma.ApiKeyWhereInput {
  return {
    ...(query.status === "live" ? { revokedAt: null } : query.status === "revoked" ? { revokedAt: { not: null } } : {}),
    ...(query.q
      ? { OR: [{ name: { contains: query.q, mode: "insensitive" } }, { prefix: { startsWith: query.q } }, { organization: { name: { contains: query.q, mode: "insensitive" } } }] }
      : {}),
  };
}

export async function findApiKeysPage(db: PrismaClient, query: ApiKeysQuery, now = new Date()): Promise<Page<ApiKeyEntry>> {
  const where = apiKeysWhere(query);
  const dir = query.sort.desc ? "desc" : "asc";
  const [rows, total] = await Promise.all([
    db.apiKey.findMany({
      where,
      orderBy: [{ [query.sort.field]: query.sort.field === "lastUsedAt" ? { sort: dir, nulls: "last" } : dir }, { id: "desc" }],
      ...paginate(query),
      select: { id: true, name: true, prefix: true, scopes: true, createdAt: true, lastUsedAt: true, revokedAt: true, organization: { select: { id: true, name: true } }, createdBy: { select: { email: true } } },
    }),
    db.apiKey.count({ where }),
  ]);
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (USAGE_DAYS - 1)));
  const usage = rows.length
    ? await db.apiUsage.groupBy({ by: ["apiKeyId"], where: { apiKeyId: { in: rows.map((r) => r.id) }, day: { gte: since } }, _sum: { requests: true } })
    : [];
  const requests = new Map(usage.map((u) => [u.apiKeyId, u._sum.requests ?? 0]));
  return toPage(
    rows.map(({ createdBy, ...r }) => ({ ...r, createdBy: createdBy?.email ?? null, requests30d: requests.get(r.id) ?? 0 })),
    total,
    query,
  );
}
