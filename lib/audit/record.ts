// The audit log's one writer for changes made by people in the back office (and any change worth
// its before and after): who, what (entity and id), the action, and the fields that changed with
// their old and new values, written with the caller's transaction client so it commits or rolls back
// with the change itself.
//
//   await recordAudit(tx, { actorId, action: "coupon.update", target: ["Coupon", coupon.id], before, after });
//
// `before` and `after` are plain objects of the fields the action may change (read before and after
// it, in the same transaction); only the fields whose value differs are stored, under
// `data.before` / `data.after`, with their names in `data.changed`. A creation has no `before`, a
// deletion no `after`. `data` adds context that is not a field change (a reason, an amount, an order id).
import "server-only";
import type { Prisma } from "@/lib/db";

type AuditDb = { auditLog: Pick<Prisma.TransactionClient["auditLog"], "create"> };

export type AuditFields = Record<string, unknown>;

export type AuditEntry = {
  actorId: string | null;
  /** Dotted, `<entity>.<verb>`: "coupon.create", "user.credits.grant", "refund.deny". */
  action: string;
  /** The entity's model name and id. */
  target: readonly [type: string, id: string | null];
  before?: AuditFields | null;
  after?: AuditFields | null;
  data?: AuditFields;
  ip?: string | null;
};

export type AuditDiff = { changed: string[]; before: AuditFields; after: AuditFields };

/** A value as JSON stores it: Dates as ISO strings, bigints as strings, undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    // Decimal and other value objects JSON themselves.
    if (typeof (value as { toJSON?: unknown }).toJSON === "function") return plain((value as { toJSON(): unknown }).toJSON());
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/** The fields whose value differs between `before` and `after` (either may be absent: a creation, a deletion). */
export function auditDiff(before: AuditFields | null | undefined, after: AuditFields | null | undefined): AuditDiff {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const out: AuditDiff = { changed: [], before: {}, after: {} };
  for (const key of keys) {
    const a = plain(before?.[key]);
    const b = plain(after?.[key]);
    if (before && after && JSON.stringify(a) === JSON.stringify(b)) continue;
    out.changed.push(key);
    if (before) out.before[key] = a;
    if (after) out.after[key] = b;
  }
  return out;
}

/** Writes one audit row in the caller's transaction; returns its id. */
export async function recordAudit(db: AuditDb, entry: AuditEntry): Promise<string> {
  const diff = entry.before || entry.after ? auditDiff(entry.before, entry.after) : null;
  const data = { ...(plain(entry.data ?? {}) as AuditFields), ...(diff ? { changed: diff.changed, before: entry.before ? diff.before : null, after: entry.after ? diff.after : null } : {}) };
  const row = await db.auditLog.create({
    data: { actorId: entry.actorId, action: entry.action, targetType: entry.target[0], targetId: entry.target[1], data: data as Prisma.InputJsonValue, ip: entry.ip ?? null },
    select: { id: true },
  });
  return row.id;
}

/** Picks `keys` of a row (the audited fields of an entity), for `before` / `after`. */
export function auditFields<T extends object, K extends keyof T>(row: T | null | undefined, keys: readonly K[]): AuditFields | null {
  if (!row) return null;
  return Object.fromEntries(keys.map((k) => [k as string, row[k]]));
}
