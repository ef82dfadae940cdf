// A signed, expiring URL for a stored file (/admin/sign-image): the key checked with the storage's own
// rules (lib/storage/keys.ts) and for existence, a lifetime of 1 minute to 7 days, the URL made by the
// storage driver (lib/storage signedUrl: the app's /api/files route locally, a presigned URL on S3).
// Delivered files (lib/storage/deliverables.ts) are never signed: they leave through the results routes.
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { BackofficeError } from "@/lib/backoffice/errors";
import type { PrismaClient } from "@/lib/db";
import { assertValidKey, InvalidKeyError, type FileStorage } from "@/lib/storage";
import { DeliverableKeyError, isDeliverableKey } from "@/lib/storage/deliverables";
import { MAX_EXPIRES_IN } from "@/lib/storage/signing";

const NS = "BackofficeEngine";
export const MIN_SIGN_SECONDS = 60;
export const MAX_SIGN_SECONDS = MAX_EXPIRES_IN;

export type SignedFile = { key: string; url: string; expiresAt: Date; seconds: number };

export async function signStoredFile(db: PrismaClient, storage: FileStorage, input: { key: string; seconds: number; actorId: string }, now = Date.now()): Promise<SignedFile> {
  const key = input.key.trim();
  try {
    assertValidKey(key);
  } catch (error) {
    if (error instanceof InvalidKeyError) throw new BackofficeError(NS, "KEY_INVALID");
    throw error;
  }
  if (!Number.isInteger(input.seconds) || input.seconds < MIN_SIGN_SECONDS || input.seconds > MAX_SIGN_SECONDS) throw new BackofficeError(NS, "LIFETIME_OUT_OF_RANGE");
  if (isDeliverableKey(key)) throw new BackofficeError(NS, "KEY_DELIVERABLE");
  if (!(await storage.exists(key))) throw new BackofficeError(NS, "KEY_NOT_FOUND");
  let url: string;
  try {
    url = await storage.signedUrl(key, { expiresIn: input.seconds });
  } catch (error) {
    if (error instanceof DeliverableKeyError) throw new BackofficeError(NS, "KEY_DELIVERABLE");
    throw error;
  }
  const expiresAt = new Date(Math.floor(now / 1000) * 1000 + input.seconds * 1000);
  await db.$transaction(async (tx) => {
    await recordAudit(tx, { actorId: input.actorId, action: "storage.sign", target: ["StoredFile", key], data: { key, seconds: input.seconds, expiresAt } });
  });
  return { key, url, expiresAt, seconds: input.seconds };
}

export type SignedFileRecord = { at: Date; actorName: string | null; key: string; seconds: number; expiresAt: string };

/** The newest links made here (from the audit log; the URLs themselves are not kept). */
export async function recentSignedFiles(db: PrismaClient, take = 10): Promise<SignedFileRecord[]> {
  const rows = await db.auditLog.findMany({ where: { action: "storage.sign" }, orderBy: { createdAt: "desc" }, take, include: { actor: { select: { name: true, email: true } } } });
  return rows.map((r) => {
    const data = r.data as { key?: string; seconds?: number; expiresAt?: string };
    return { at: r.createdAt, actorName: r.actor?.name ?? r.actor?.email ?? null, key: data.key ?? r.targetId ?? "", seconds: data.seconds ?? 0, expiresAt: data.expiresAt ?? "" };
  });
}
