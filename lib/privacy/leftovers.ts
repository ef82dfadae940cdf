// Files that outlived their rows. Deleting an account (lib/account/delete.ts) or refunding an order marks
// the rows first and removes the files after the commit, best effort; a storage outage then leaves
// files nobody can reach any more. The privacy sweep finishes the job:
//   - shoots DELETED more than LEFTOVER_DELAY_MS ago lose everything under "shoots/{id}/" plus any
//     photo or result key stored elsewhere;
//   - shoots whose uploaded photos were marked purged (photosPurgedAt) that long ago lose
//     "shoots/{id}/photos/" plus photo keys stored elsewhere.
// Each shoot is done once: an AuditLog row (action LEFTOVER_FILES_AUDIT_ACTION, target the shoot,
// data.scope "shoot" or "photos") records it, written only after storage confirmed the removal. Whoever
// removes the files in the first place (the sweep itself, account deletion) writes the same row, so the
// sweep does not look again.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { thumbnailKey } from "@/lib/shoots/photos";
import type { FileStorage } from "@/lib/storage/types";

export const LEFTOVER_FILES_AUDIT_ACTION = "privacy.files.removed";
/** Leftovers are looked for this long after the rows were marked (the request that marked them may still be removing files). */
export const LEFTOVER_DELAY_MS = 60 * 60_000;

export type FilesScope = "shoot" | "photos";

type Tx = Prisma.TransactionClient | PrismaClient;

/** Records that the files of `shootIds` are gone: "shoot" everything, "photos" the uploaded photos. */
export async function markFilesRemoved(tx: Tx, shootIds: string[], scope: FilesScope, now: Date = new Date()): Promise<void> {
  if (shootIds.length === 0) return;
  await tx.auditLog.createMany({
    data: shootIds.map((id) => ({ action: LEFTOVER_FILES_AUDIT_ACTION, targetType: "Shoot", targetId: id, data: { scope } satisfies Prisma.InputJsonObject, createdAt: now })),
  });
}

/** Storage keys a result's variant JSON names (main, portrait, print, thumb), as lib/shoots/generate.ts writes them. */
export function variantFileKeys(variant: Prisma.JsonValue): string[] {
  const files = (variant as { files?: Record<string, unknown> } | null)?.files;
  return files && typeof files === "object" ? Object.values(files).filter((v): v is string => typeof v === "string") : [];
}

/** DELETED shoots (marked before `before`) not yet recorded as emptied, oldest first. */
async function deletedShootsWithLeftovers(db: PrismaClient, before: Date, take: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT s."id" FROM "Shoot" s
    WHERE s."state" = 'DELETED' AND COALESCE(s."deletedAt", s."updatedAt") < ${before}
      AND NOT EXISTS (
        SELECT 1 FROM "AuditLog" a
        WHERE a."targetType" = 'Shoot' AND a."targetId" = s."id" AND a."action" = ${LEFTOVER_FILES_AUDIT_ACTION} AND a."data"->>'scope' = 'shoot')
    ORDER BY COALESCE(s."deletedAt", s."updatedAt"), s."id"
    LIMIT ${take}`;
  return rows.map((r) => r.id);
}

/** Shoots (not DELETED) whose photos were marked purged before `before` and not yet recorded as emptied. */
async function purgedShootsWithLeftovers(db: PrismaClient, before: Date, take: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT s."id" FROM "Shoot" s
    WHERE s."state" <> 'DELETED' AND s."photosPurgedAt" < ${before}
      AND NOT EXISTS (
        SELECT 1 FROM "AuditLog" a
        WHERE a."targetType" = 'Shoot' AND a."targetId" = s."id" AND a."action" = ${LEFTOVER_FILES_AUDIT_ACTION})
    ORDER BY s."photosPurgedAt", s."id"
    LIMIT ${take}`;
  return rows.map((r) => r.id);
}

async function deleteExisting(storage: FileStorage, keys: string[]): Promise<number> {
  let n = 0;
  for (const key of new Set(keys)) {
    if (!(await storage.exists(key))) continue;
    await storage.delete(key);
    n++;
  }
  return n;
}

/** Every file of the shoot: its folder and any photo, thumbnail or result key stored outside it. */
async function removeShootFiles(db: PrismaClient, storage: FileStorage, shootId: string, scope: FilesScope): Promise<number> {
  const prefix = scope === "shoot" ? `shoots/${shootId}/` : `shoots/${shootId}/photos/`;
  const shoot = await db.shoot.findUnique({
    where: { id: shootId },
    select: {
      photos: { where: { storageKey: { not: "" } }, select: { id: true, storageKey: true } },
      results: { select: { storageKey: true, variant: true } },
    },
  });
  const photoKeys = (shoot?.photos ?? []).flatMap((p) => [p.storageKey, thumbnailKey(shootId, p.id)]);
  const resultKeys = scope === "shoot" ? (shoot?.results ?? []).flatMap((r) => [r.storageKey, ...variantFileKeys(r.variant)]) : [];
  let files = await storage.deletePrefix(prefix);
  files += await deleteExisting(storage, [...photoKeys, ...resultKeys].filter((k) => k && !k.startsWith(prefix)));
  return files;
}

export type LeftoverPass = { shoots: number; files: number; failures: number; failedShootIds: string[]; more: boolean };

/**
 * One batch of leftover removal (at most `take` shoots of each kind). A shoot whose storage refuses
 * is logged, counted and left for the next run; `skip` are shoots that failed earlier in this run.
 */
export async function removeLeftoverFiles(
  db: PrismaClient,
  storage: FileStorage,
  input: { now: Date; take: number; skip: string[]; log: Pick<Console, "error"> },
): Promise<LeftoverPass> {
  const before = new Date(input.now.getTime() - LEFTOVER_DELAY_MS);
  const skip = new Set(input.skip);
  const pass: LeftoverPass = { shoots: 0, files: 0, failures: 0, failedShootIds: [], more: false };
  const kinds: [FilesScope, (db: PrismaClient, before: Date, take: number) => Promise<string[]>][] = [
    ["shoot", deletedShootsWithLeftovers],
    ["photos", purgedShootsWithLeftovers],
  ];
  for (const [scope, find] of kinds) {
    const found = await find(db, before, input.take + skip.size);
    const ids = found.filter((id) => !skip.has(id)).slice(0, input.take);
    if (ids.length === input.take) pass.more = true;
    for (const id of ids) {
      try {
        pass.files += await removeShootFiles(db, storage, id, scope);
      } catch (e) {
        pass.failures++;
        pass.failedShootIds.push(id);
        skip.add(id);
        input.log.error(`[privacy] shoot ${id}: leftover files could not be deleted, left for the next run: ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      await markFilesRemoved(db, [id], scope, input.now);
      pass.shoots++;
    }
  }
  return pass;
}
