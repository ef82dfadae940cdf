// The audit log for platform admins: one page, newest first, filtered by actor, entity, action (a
// prefix) and days; and the same selection in batches for the CSV export. `q` searches the action's
// start or a target id. Rows written by lib/audit/record.ts carry `data.changed/before/after`; older
// rows free-form data, shown as JSON.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import type { AuditQuery } from "./schemas";

export type AuditEntry = { id: string; createdAt: Date; action: string; targetType: string; targetId: string | null; actorId: string | null; actorEmail: string | null; data: unknown; ip: string | null };

const SELECT = { id: true, createdAt: true, action: true, targetType: true, targetId: true, actorId: true, data: true, ip: true, actor: { select: { email: true } } } as const;

type Row = Prisma.AuditLogGetPayload<{ select: typeof SELECT }>;
const entry = ({ actor, ...row }: Row): AuditEntry => ({ ...row, actorEmail: actor?.email ?? null });

/** The where clause; the actor filter resolves an email to its user's id first (one indexed read). */
export async function auditWhere(db: PrismaClient, query: Pick<AuditQuery, "q" | "actor" | "targetType" | "targetId" | "action" | "from" | "to">): Promise<Prisma.AuditLogWhereInput> {
  const and: Prisma.AuditLogWhereInput[] = [];
  if (query.actor) {
    const user = query.actor.includes("@") ? await db.user.findFirst({ where: { email: { equals: query.actor, mode: "insensitive" } }, select: { id: true } }) : null;
    and.push({ actorId: user?.id ?? query.actor });
  }
  if (query.targetType) and.push({ targetType: query.targetType });
  if (query.targetId) and.push({ targetId: query.targetId });
  if (query.action) and.push({ action: { startsWith: query.action } });
  if (query.from) and.push({ createdAt: { gte: new Date(`${query.from}T00:00:00Z`) } });
  if (query.to) and.push({ createdAt: { lt: new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) } });
  if (query.q) and.push({ OR: [{ action: { startsWith: query.q } }, { targetId: query.q }] });
  return and.length ? { AND: and } : {};
}

export async function findAuditPage(db: PrismaClient, query: AuditQuery): Promise<Page<AuditEntry>> {
  const where = await auditWhere(db, query);
  const dir = query.sort.desc ? "desc" : "asc";
  const [items, total] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: [{ createdAt: dir }, { id: dir }], ...paginate(query), select: SELECT }),
    db.auditLog.count({ where }),
  ]);
  return toPage(items.map(entry), total, query);
}

/** Everything the filter selects, in batches (the export): memory stays flat. */
export async function auditBatches(db: PrismaClient, query: AuditQuery, size?: number): Promise<AsyncGenerator<AuditEntry[]>> {
  const where = await auditWhere(db, query);
  return eachBatch(async (after, take) => (await db.auditLog.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT })).map(entry), size);
}

/** A row's change as the log wrote it: the changed fields with old and new values, or null for free-form data. */
export function auditChanges(data: unknown): { field: string; before: unknown; after: unknown }[] | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const d = data as { changed?: unknown; before?: unknown; after?: unknown };
  if (!Array.isArray(d.changed)) return null;
  const before = (d.before && typeof d.before === "object" ? d.before : {}) as Record<string, unknown>;
  const after = (d.after && typeof d.after === "object" ? d.after : {}) as Record<string, unknown>;
  return d.changed.filter((f): f is string => typeof f === "string").map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** What the row says besides its change (a reason, an amount, a path), or all of it for older rows. */
export function auditExtra(data: unknown): Record<string, unknown> | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data === null || data === undefined ? null : { value: data };
  const { changed: _c, before: _b, after: _a, ...rest } = data as Record<string, unknown>;
  const out = Array.isArray((data as { changed?: unknown }).changed) ? rest : (data as Record<string, unknown>);
  return Object.keys(out).length ? out : null;
}

/** The export's rows, in the order of the export's header (components/backoffice/auditlog-columns.tsx). */
export async function* auditCsvRows(db: PrismaClient, query: AuditQuery, size?: number): AsyncGenerator<(string | Date | null)[][]> {
  for await (const batch of await auditBatches(db, query, size)) {
    yield batch.map((e) => [e.createdAt, e.actorEmail ?? e.actorId, e.action, e.targetType, e.targetId, auditChanges(e.data)?.map((c) => c.field).join(" ") ?? null, JSON.stringify(e.data ?? null), e.ip]);
  }
}

/**
 * The person the filter is about (the actor, or a User target), when the app may be viewed as them
 * (not an admin, not deleted): the page offers "View as this person" for them.
 */
export async function auditSubject(db: PrismaClient, query: Pick<AuditQuery, "actor" | "targetType" | "targetId">): Promise<{ id: string; email: string } | null> {
  const where = query.actor
    ? query.actor.includes("@")
      ? { email: { equals: query.actor, mode: "insensitive" as const } }
      : { id: query.actor }
    : query.targetType === "User" && query.targetId
      ? { id: query.targetId }
      : null;
  if (!where) return null;
  return db.user.findFirst({ where: { ...where, role: { not: "ADMIN" }, deletedAt: null }, select: { id: true, email: true } });
}
