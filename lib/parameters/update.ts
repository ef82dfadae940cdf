// An admin's change of a business parameter: the typed text parsed for the key's kind (a number field,
// an https address, or JSON for structured values), validated with the key's schema (./schema.ts),
// then written with the row locked and the audit row ("parameter.update", before/after) in the same
// transaction. "Reset to default" is the same change with the default as the new value.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";
import { revalidateEveryPublicPage } from "@/lib/content/revalidate";
import { parameterSpec, type RegistryKey } from "./schema";

export const PARAMETER_AUDIT_ACTION = "parameter.update";

/** Field-error keys (BackofficeOperations.errors.<key>) a bad value gets. */
export const PARAMETER_ERRORS = ["required", "notANumber", "notAnInteger", "tooSmall", "tooLarge", "badJson", "wrongShape", "duplicateTier", "notAnHttpsUrl", "minAboveMax"] as const;
export type ParameterError = (typeof PARAMETER_ERRORS)[number];

export type ParsedValue = { ok: true; value: unknown } | { ok: false; error: ParameterError };

/** The typed text as the key's value, or the field error to show under the field. */
export function parseParameterInput(key: RegistryKey, text: string): ParsedValue {
  const spec = parameterSpec(key);
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: "required" };
  let raw: unknown = trimmed;
  if (spec.kind === "integer") {
    if (!/^[+-]?\d+(\.\d+)?$/.test(trimmed)) return { ok: false, error: "notANumber" };
    raw = Number(trimmed);
  } else if (spec.kind === "json") {
    try {
      raw = JSON.parse(trimmed);
    } catch {
      return { ok: false, error: "badJson" };
    }
  }
  const parsed = spec.schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { ok: false, error: (PARAMETER_ERRORS as readonly string[]).includes(message ?? "") ? (message as ParameterError) : "wrongShape" };
}

/** Keys whose values must stay consistent with another's: a minimum never above its maximum. */
const PAIRED: Partial<Record<RegistryKey, RegistryKey>> = { "photos.minPerShoot": "photos.maxPerShoot", "photos.maxPerShoot": "photos.minPerShoot" };

export type ParameterChange = { key: RegistryKey; value: unknown; actorId: string; reset?: boolean };

/**
 * Stores `value` (already valid: parseParameterInput, or the default) for `key`. The row is created if
 * missing and locked (FOR UPDATE) while the before value is read, so two admins' changes are applied
 * one after the other and each audit row's "before" is what that change replaced. Returns whether the
 * value changed (an unchanged value writes nothing).
 */
export async function setParameter(db: PrismaClient, change: ParameterChange): Promise<{ changed: boolean; error?: ParameterError }> {
  const spec = parameterSpec(change.key);
  const checked = spec.schema.parse(change.value) as Prisma.InputJsonValue;
  const partner = PAIRED[change.key];
  const result = await db.$transaction(async (tx) => {
    // A paired key (photos.minPerShoot / maxPerShoot) locks both rows, in key order (no deadlock), so the
    // other bound read here is the one in force when this change commits.
    const keys = partner ? [change.key, partner].sort() : [change.key];
    for (const key of keys) {
      await tx.$executeRaw`INSERT INTO "Parameter" ("key", "value", "updatedAt") VALUES (${key}, ${JSON.stringify(parameterSpec(key as RegistryKey).default)}::jsonb, now()) ON CONFLICT ("key") DO NOTHING`;
    }
    const rows = await tx.$queryRaw<{ key: string; value: unknown }[]>`SELECT "key", "value" FROM "Parameter" WHERE "key" = ANY(${keys}) ORDER BY "key" FOR UPDATE`;
    const before = rows.find((r) => r.key === change.key)?.value ?? null;
    if (partner) {
      const other = parameterSpec(partner).schema.safeParse(rows.find((r) => r.key === partner)?.value);
      const otherValue = (other.success ? other.data : parameterSpec(partner).default) as number;
      const [min, max] = change.key === "photos.minPerShoot" ? [checked as number, otherValue] : [otherValue, checked as number];
      if (min > max) return { changed: false, error: "minAboveMax" as const };
    }
    if (JSON.stringify(before) === JSON.stringify(checked)) return { changed: false };
    await tx.parameter.update({ where: { key: change.key }, data: { value: checked, updatedById: change.actorId } });
    await recordAudit(tx, {
      actorId: change.actorId,
      action: PARAMETER_AUDIT_ACTION,
      target: ["Parameter", change.key],
      before: { value: before },
      after: { value: checked },
      ...(change.reset ? { data: { reset: true } } : {}),
    });
    return { changed: true };
  });
  // Prices, the refund window, photo limits, the programme's figures…: the public pages print
  // parameters throughout (landing pages, legal documents, pricing, the team offer). Once committed,
  // every public page is made again on its next visit.
  if (result.changed) revalidateEveryPublicPage();
  return result;
}

export type ParameterHistoryEntry = { id: string; at: Date; actorId: string | null; actorEmail: string | null; before: unknown; after: unknown; reset: boolean };

/** Who changed the key's value when, newest first. */
export async function parameterHistory(db: PrismaClient, key: RegistryKey, take = 20): Promise<ParameterHistoryEntry[]> {
  const rows = await db.auditLog.findMany({ where: { action: PARAMETER_AUDIT_ACTION, targetType: "Parameter", targetId: key }, orderBy: { createdAt: "desc" }, take });
  const actors = await db.user.findMany({ where: { id: { in: rows.flatMap((r) => (r.actorId ? [r.actorId] : [])) } }, select: { id: true, email: true } });
  const emailOf = new Map(actors.map((a) => [a.id, a.email]));
  return rows.map((r) => {
    const data = (r.data ?? {}) as { before?: { value?: unknown } | null; after?: { value?: unknown } | null; reset?: boolean };
    return { id: r.id, at: r.createdAt, actorId: r.actorId, actorEmail: r.actorId ? (emailOf.get(r.actorId) ?? null) : null, before: data.before?.value ?? null, after: data.after?.value ?? null, reset: data.reset === true };
  });
}

/** Every key's current stored value (raw JSON; the page shows it with its default), one query. */
export async function storedParameters(db: PrismaClient): Promise<Map<string, { value: unknown; updatedAt: Date }>> {
  const rows = await db.parameter.findMany({ select: { key: true, value: true, updatedAt: true } });
  return new Map(rows.map((r) => [r.key, { value: r.value, updatedAt: r.updatedAt }]));
}
