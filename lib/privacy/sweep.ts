// The privacy sweep: what the product promises to forget, forgotten on schedule (lib/jobs runs it
// hourly). One pass:
//   1. Organisations that chose "delete everything after 30 days": their shoots ready for longer than
//      that lose every file (photos, results, zips), their photo and result rows are marked deleted
//      (rows stay for the record) and the shoot moves to DELETED.
//   2. Everyone else: uploaded photos (file + thumbnail) of shoots ready for longer than the admin
//      parameter photos.retentionDays (default 30) are deleted, the rows get deletedAt, the shoot
//      photosPurgedAt. Results stay until the account is deleted.
//   3. One-time and link tokens and sessions that expired, were used or revoked more than
//      TOKEN_GRACE_DAYS ago are deleted (voting links that hold votes stay: the owner's tally),
//      and so are accounts whose address was never verified within 7 days (lib/auth/unverified.ts), so
//      that an address someone else signed up with is free again for its owner. (Rate-limit rows are
//      not the sweep's: rate-limiter-flexible deletes its own expired ones, lib/rate-limit/limiter.ts.)
//   4. Checkouts left open past their hold end (lib/payments expireStaleOrders).
//   5. Refunds left APPROVED half-way (a crash, a provider or database failure nobody retried) are
//      finished (lib/payments/refund.ts completeStalledRefunds: keyed at the provider, guarded, so once).
//   6. Leftover files of shoots DELETED (account deletion, refund) or photos marked purged more than an
//      hour ago whose removal failed at the time (lib/privacy/leftovers.ts), each shoot once.
//   7. Outbox emails older than OUTBOX_RETENTION_DAYS, whatever their status.
//   8. Runs of the free tools (FreeToolRun: the free headshot generator, the profile-picture maker)
//      past their expiresAt (24 hours after the upload), with their photo and result files.
// Files go first, then the rows in a transaction guarded on "not done yet": a pass that stops half-way
// is finished by the next one, and a pass with nothing to do changes nothing.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { expiredUnverifiedWhere } from "@/lib/auth/unverified";
import { pricingPolicy } from "@/lib/catalog/policy";
import { expireStaleOrders } from "@/lib/payments";
import { completeStalledRefunds, type RefundDeps } from "@/lib/payments/refund";
import { transition } from "@/lib/shoots/states";
import { thumbnailKey } from "@/lib/shoots/photos";
import { FREE_WINDOW_MS } from "@/lib/tools/free-runs";
import type { FileStorage } from "@/lib/storage/types";
import { markFilesRemoved, removeLeftoverFiles } from "./leftovers";

export const PRIVACY_SWEEP = {
  /** Shoots handled per pass (each costs a few storage calls). */
  shootsPerPass: 100,
  /** Rows of each token table (and of the email outbox) deleted per pass. */
  tokensPerPass: 1000,
  /** Expired, used or revoked tokens are kept this long, so a late click still gets "expired" or "used" rather than "unknown". */
  tokenGraceDays: 7,
  /** Organization.deleteDataAfter30Days: everything of a shoot goes this many days after it is ready. */
  organizationDeleteAfterDays: 30,
  /** A run repeats passes while work remains, up to this many. */
  maxPassesPerRun: 20,
} as const;

/** Outbox rows (recipient, subject, values) are deleted this many days after they were written. */
export const OUTBOX_RETENTION_DAYS = 30;

export const PRIVACY_AUDIT_ACTION = "privacy.sweep";

export type SweepCounts = {
  /** Shoots whose uploaded photos were deleted (photosPurgedAt set). */
  shootsPurged: number;
  /** Photo rows marked deleted. */
  photos: number;
  /** Files removed from storage (photos, thumbnails, and for organisations everything of the shoot). */
  files: number;
  /** Shoots of "delete everything" organisations moved to DELETED. */
  shootsDeleted: number;
  /** Result rows marked deleted (those organisations only). */
  results: number;
  authTokens: number;
  uploadTokens: number;
  shareTokens: number;
  voteTokens: number;
  sessions: number;
  /** Outbox emails older than OUTBOX_RETENTION_DAYS deleted. */
  emails: number;
  /** Accounts never verified within 7 days of sign-up, deleted. */
  unverifiedAccounts: number;
  /** PENDING orders ended after their hold. */
  ordersExpired: number;
  /** Stalled APPROVED refunds finished (paid back and recorded). */
  refundsCompleted: number;
  /** Stalled refunds that could not be finished yet (a note on each; the next run tries again). */
  refundsFailed: number;
  /** DELETED or purged shoots whose leftover files were looked for and removed (lib/privacy/leftovers.ts). */
  leftoverShoots: number;
  /** Shoots left for the next pass because storage refused (logged). */
  failures: number;
  /** Expired runs of the free tools deleted, with their files. */
  freeRuns: number;
};

export type SweepPass = SweepCounts & {
  /** More work of the same kind was waiting when the pass stopped (a full batch somewhere). */
  more: boolean;
  retentionDays: number;
  /** Shoots ready before this lose their uploaded photos. */
  photoCutoff: Date;
  /** Shoots that failed in this pass (the run skips them in its next passes). */
  failedShootIds: string[];
};

export type SweepOptions = {
  now?: Date;
  shootsPerPass?: number;
  tokensPerPass?: number;
  /** Shoots not to touch in this pass (they failed earlier in the same run). */
  skipShootIds?: string[];
  /** Where the pass reports (default console.info / console.error). */
  log?: Pick<Console, "info" | "error">;
  /** The provider stalled refunds are paid back with (default: the configured one). */
  refunds?: Pick<RefundDeps, "provider" | "appUrl">;
};

const DAY = 86_400_000;

function emptyCounts(): SweepCounts {
  return { shootsPurged: 0, photos: 0, files: 0, shootsDeleted: 0, results: 0, authTokens: 0, uploadTokens: 0, shareTokens: 0, voteTokens: 0, sessions: 0, emails: 0, unverifiedAccounts: 0, ordersExpired: 0, refundsCompleted: 0, refundsFailed: 0, leftoverShoots: 0, failures: 0, freeRuns: 0 };
}

/** Deletes `keys` that exist (outside the prefix already emptied) and says how many there were. */
async function deleteExisting(storage: FileStorage, keys: string[]): Promise<number> {
  let n = 0;
  for (const key of keys) {
    if (!(await storage.exists(key))) continue;
    await storage.delete(key);
    n++;
  }
  return n;
}

const photosPrefix = (shootId: string) => `shoots/${shootId}/photos/`;
const shootPrefix = (shootId: string) => `shoots/${shootId}/`;

type PhotoRow = { id: string; storageKey: string };

/** Photo and thumbnail keys of rows stored somewhere other than the shoot's photos folder (older layouts). */
function strayPhotoKeys(shootId: string, photos: PhotoRow[], prefix: string): string[] {
  return photos.flatMap((p) => (p.storageKey && !p.storageKey.startsWith(prefix) ? [p.storageKey, thumbnailKey(shootId, p.id)] : [])).filter((k) => !k.startsWith(prefix));
}

async function deleteEverythingOfShoots(db: PrismaClient, storage: FileStorage, counts: SweepCounts, input: { now: Date; take: number; skip: string[]; failed: string[]; log: SweepOptions["log"] & object }): Promise<boolean> {
  const cutoff = new Date(input.now.getTime() - PRIVACY_SWEEP.organizationDeleteAfterDays * DAY);
  const shoots = await db.shoot.findMany({
    where: { readyAt: { lt: cutoff }, deletedAt: null, state: { not: "DELETED" }, organization: { deleteDataAfter30Days: true }, id: { notIn: input.skip } },
    orderBy: [{ readyAt: "asc" }, { id: "asc" }],
    take: input.take,
    select: { id: true, photos: { where: { storageKey: { not: "" } }, select: { id: true, storageKey: true } }, results: { select: { storageKey: true, variant: true } } },
  });
  for (const shoot of shoots) {
    const prefix = shootPrefix(shoot.id);
    let files: number;
    try {
      files = await storage.deletePrefix(prefix);
      const resultKeys = shoot.results.flatMap((r) => [r.storageKey, ...variantFileKeys(r.variant)]).filter((k) => k && !k.startsWith(prefix));
      files += await deleteExisting(storage, [...strayPhotoKeys(shoot.id, shoot.photos, prefix), ...resultKeys]);
    } catch (e) {
      counts.failures++;
      input.failed.push(shoot.id);
      input.log.error(`[privacy] shoot ${shoot.id}: files could not be deleted, left for the next pass: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const done = await db.$transaction(async (tx) => {
      const current = await tx.shoot.findUnique({ where: { id: shoot.id }, select: { state: true, deletedAt: true } });
      if (!current || current.state === "DELETED" || current.deletedAt) return null;
      const photos = await tx.uploadedPhoto.updateMany({ where: { shootId: shoot.id, deletedAt: null }, data: { deletedAt: input.now } });
      const results = await tx.result.updateMany({ where: { shootId: shoot.id, deletedAt: null }, data: { deletedAt: input.now } });
      await transition(tx, shoot.id, current.state, "DELETED", `privacy: the organisation deletes everything ${PRIVACY_SWEEP.organizationDeleteAfterDays} days after the results are ready`);
      await tx.shoot.updateMany({ where: { id: shoot.id, photosPurgedAt: null }, data: { photosPurgedAt: input.now } });
      await markFilesRemoved(tx, [shoot.id], "shoot", input.now);
      return { photos: photos.count, results: results.count };
    });
    counts.files += files;
    if (!done) continue;
    counts.shootsDeleted++;
    counts.photos += done.photos;
    counts.results += done.results;
  }
  return shoots.length === input.take;
}

/** Storage keys a result's variant JSON names (main, portrait, print, thumb), as lib/shoots/generate.ts writes them. */
function variantFileKeys(variant: Prisma.JsonValue): string[] {
  const files = (variant as { files?: Record<string, unknown> } | null)?.files;
  return files && typeof files === "object" ? Object.values(files).filter((v): v is string => typeof v === "string") : [];
}

async function purgeUploadedPhotos(db: PrismaClient, storage: FileStorage, counts: SweepCounts, input: { now: Date; cutoff: Date; take: number; skip: string[]; failed: string[]; log: SweepOptions["log"] & object }): Promise<boolean> {
  const shoots = await db.shoot.findMany({
    where: { readyAt: { lt: input.cutoff }, photosPurgedAt: null, id: { notIn: input.skip } },
    orderBy: [{ readyAt: "asc" }, { id: "asc" }],
    take: input.take,
    select: { id: true, photos: { where: { storageKey: { not: "" } }, select: { id: true, storageKey: true } } },
  });
  for (const shoot of shoots) {
    const prefix = photosPrefix(shoot.id);
    let files: number;
    try {
      // The folder holds every photo and thumbnail of the shoot, also files a failed removal left behind.
      files = await storage.deletePrefix(prefix);
      files += await deleteExisting(storage, strayPhotoKeys(shoot.id, shoot.photos, prefix));
    } catch (e) {
      counts.failures++;
      input.failed.push(shoot.id);
      input.log.error(`[privacy] shoot ${shoot.id}: photos could not be deleted, left for the next pass: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const marked = await db.$transaction(async (tx) => {
      const purged = await tx.shoot.updateMany({ where: { id: shoot.id, photosPurgedAt: null }, data: { photosPurgedAt: input.now } });
      if (purged.count !== 1) return null;
      await markFilesRemoved(tx, [shoot.id], "photos", input.now);
      return (await tx.uploadedPhoto.updateMany({ where: { shootId: shoot.id, deletedAt: null }, data: { deletedAt: input.now } })).count;
    });
    counts.files += files;
    if (marked === null) continue;
    counts.shootsPurged++;
    counts.photos += marked;
  }
  return shoots.length === input.take;
}

/** Deletes the rows `find` names (at most `take` of them); `full` when there may be more. */
async function deleteBatch(take: number, find: () => Promise<string[]>, remove: (ids: string[]) => Promise<{ count: number }>): Promise<{ count: number; full: boolean }> {
  const ids = await find();
  if (ids.length === 0) return { count: 0, full: false };
  return { count: (await remove(ids)).count, full: ids.length === take };
}

async function deleteStaleTokens(db: PrismaClient, counts: SweepCounts, now: Date, take: number): Promise<boolean> {
  const before = new Date(now.getTime() - PRIVACY_SWEEP.tokenGraceDays * DAY);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const spent = { OR: [{ expiresAt: { lt: before } }, { revokedAt: { lt: before } }] };
  const auth = await deleteBatch(
    take,
    async () => ids(await db.authToken.findMany({ where: { OR: [{ expiresAt: { lt: before } }, { usedAt: { lt: before } }] }, select: { id: true }, take })),
    (id) => db.authToken.deleteMany({ where: { id: { in: id } } }),
  );
  const upload = await deleteBatch(take, async () => ids(await db.uploadToken.findMany({ where: spent, select: { id: true }, take })), (id) => db.uploadToken.deleteMany({ where: { id: { in: id } } }));
  const share = await deleteBatch(take, async () => ids(await db.shareToken.findMany({ where: spent, select: { id: true }, take })), (id) => db.shareToken.deleteMany({ where: { id: { in: id } } }));
  // A voting link's votes are the owner's tally: the link goes only when nobody voted with it.
  const vote = await deleteBatch(
    take,
    async () => ids(await db.voteToken.findMany({ where: { ...spent, votes: { none: {} } }, select: { id: true }, take })),
    (id) => db.voteToken.deleteMany({ where: { id: { in: id }, votes: { none: {} } } }),
  );
  const sessions = await deleteBatch(
    take,
    async () => ids(await db.session.findMany({ where: { OR: [{ expires: { lt: before } }, { revokedAt: { lt: before } }] }, select: { id: true }, take })),
    (id) => db.session.deleteMany({ where: { id: { in: id } } }),
  );
  counts.authTokens += auth.count;
  counts.uploadTokens += upload.count;
  counts.shareTokens += share.count;
  counts.voteTokens += vote.count;
  counts.sessions += sessions.count;
  // Guarded again in the delete: an account verified since it was read stays.
  const unverified = await deleteBatch(
    take,
    async () => ids(await db.user.findMany({ where: expiredUnverifiedWhere(now), select: { id: true }, take })),
    (id) => db.user.deleteMany({ where: { id: { in: id }, ...expiredUnverifiedWhere(now) } }),
  );
  counts.unverifiedAccounts += unverified.count;
  return [auth, upload, share, vote, sessions, unverified].some((r) => r.full);
}

/** Deletes outbox rows older than OUTBOX_RETENTION_DAYS; true when a full batch went (there may be more). */
async function pruneOutbox(db: PrismaClient, counts: SweepCounts, now: Date, take: number): Promise<boolean> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY);
  const emails = await deleteBatch(
    take,
    async () => (await db.emailOutbox.findMany({ where: { createdAt: { lt: before } }, select: { id: true }, take })).map((r) => r.id),
    (ids) => db.emailOutbox.deleteMany({ where: { id: { in: ids } } }),
  );
  counts.emails += emails.count;
  return emails.full;
}

/** The storage folder of a free tool's run (lib/tools/free-headshot, lib/tools/pfp). */
export function freeRunPrefix(run: { id: string; tool: "HEADSHOT" | "PFP" }): string {
  return run.tool === "HEADSHOT" ? `free-headshots/${run.id}/` : `free-pfp/${run.id}/`;
}

/**
 * Deletes the free tools' runs past expiresAt: their files first (the run's folder), then the rows. A
 * run that counted against its visitor's day less than 24 hours ago keeps its row, emptied of its files,
 * until that day is over (deleting it would give the visitor the run back: a draft submitted just before
 * it expires would count for an hour). A run whose files storage refused stays for the next run; true
 * when a full batch went.
 */
async function deleteExpiredFreeRuns(db: PrismaClient, storage: FileStorage, counts: SweepCounts, input: { now: Date; take: number; log: SweepOptions["log"] & object }): Promise<boolean> {
  const countedSince = new Date(input.now.getTime() - FREE_WINDOW_MS);
  const runs = await db.freeToolRun.findMany({
    where: {
      expiresAt: { lte: input.now },
      // Not the emptied rows that still count: they wait for their day to end.
      OR: [{ photoKey: { not: null } }, { resultKey: { not: null } }, { countedAt: null }, { countedAt: { lte: countedSince } }],
    },
    select: { id: true, tool: true, countedAt: true },
    orderBy: { expiresAt: "asc" },
    take: input.take,
  });
  const gone: string[] = [];
  const emptied: string[] = [];
  for (const run of runs) {
    try {
      counts.files += await storage.deletePrefix(freeRunPrefix(run));
      (run.countedAt && run.countedAt > countedSince ? emptied : gone).push(run.id);
    } catch (e) {
      counts.failures++;
      input.log.error(`[privacy] files of free run ${run.id} could not be deleted, left for the next run: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (emptied.length) await db.freeToolRun.updateMany({ where: { id: { in: emptied } }, data: { photoKey: null, resultKey: null } });
  if (gone.length) counts.freeRuns += (await db.freeToolRun.deleteMany({ where: { id: { in: gone }, expiresAt: { lte: input.now } } })).count;
  return runs.length === input.take;
}

/** "shootsPurged=3 photos=12 files=24 …": the counts that are not zero. */
function summary(c: SweepCounts): string {
  return Object.entries(c)
    .filter(([, v]) => v > 0)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
}

/**
 * One pass of the sweep (see the file comment). Writes one AuditLog row ("privacy.sweep", with the
 * counts) when it changed something, and one console line either way.
 */
export async function runPrivacySweepPass(db: PrismaClient, storage: FileStorage, options: SweepOptions = {}): Promise<SweepPass> {
  const now = options.now ?? new Date();
  const log = options.log ?? console;
  const take = options.shootsPerPass ?? PRIVACY_SWEEP.shootsPerPass;
  const skip = options.skipShootIds ?? [];
  const started = Date.now();
  const { photoRetentionDays } = await pricingPolicy(db);
  const photoCutoff = new Date(now.getTime() - photoRetentionDays * DAY);
  const counts = emptyCounts();
  const failed: string[] = [];

  const moreShootsDeleted = await deleteEverythingOfShoots(db, storage, counts, { now, take, skip, failed, log });
  const morePhotos = await purgeUploadedPhotos(db, storage, counts, { now, cutoff: photoCutoff, take, skip: [...skip, ...failed], failed, log });
  const leftovers = await removeLeftoverFiles(db, storage, { now, take, skip: [...skip, ...failed], log });
  counts.leftoverShoots = leftovers.shoots;
  counts.files += leftovers.files;
  counts.failures += leftovers.failures;
  failed.push(...leftovers.failedShootIds);
  const moreTokens = await deleteStaleTokens(db, counts, now, options.tokensPerPass ?? PRIVACY_SWEEP.tokensPerPass);
  const moreEmails = await pruneOutbox(db, counts, now, options.tokensPerPass ?? PRIVACY_SWEEP.tokensPerPass);
  const moreFreeRuns = await deleteExpiredFreeRuns(db, storage, counts, { now, take: options.tokensPerPass ?? PRIVACY_SWEEP.tokensPerPass, log });
  counts.ordersExpired = await expireStaleOrders(db, { now });
  try {
    const refunds = await completeStalledRefunds(db, { ...options.refunds, now });
    counts.refundsCompleted = refunds.completed;
    counts.refundsFailed = refunds.failed;
  } catch (e) {
    log.error(`[privacy] stalled refunds could not be read, left for the next run: ${e instanceof Error ? e.message : String(e)}`);
  }

  const pass: SweepPass = { ...counts, more: moreShootsDeleted || morePhotos || leftovers.more || moreTokens || moreEmails || moreFreeRuns, retentionDays: photoRetentionDays, photoCutoff, failedShootIds: failed };
  const anything = Object.values(counts).some((v) => v > 0);
  if (anything) {
    await db.auditLog.create({
      data: {
        action: PRIVACY_AUDIT_ACTION,
        targetType: "system",
        data: { ...counts, retentionDays: photoRetentionDays, photoCutoff: photoCutoff.toISOString(), tokenGraceDays: PRIVACY_SWEEP.tokenGraceDays, outboxRetentionDays: OUTBOX_RETENTION_DAYS, more: pass.more, failedShootIds: failed } satisfies Prisma.InputJsonObject,
        createdAt: now,
      },
    });
  }
  log.info(`[privacy] sweep: ${anything ? summary(counts) : "nothing to delete"} (${Date.now() - started} ms)`);
  return pass;
}

/** Passes until nothing is left (or PRIVACY_SWEEP.maxPassesPerRun); what the scheduled job runs. */
export async function runPrivacySweep(db: PrismaClient, storage: FileStorage, options: Omit<SweepOptions, "skipShootIds"> & { maxPasses?: number } = {}): Promise<SweepPass[]> {
  const passes: SweepPass[] = [];
  const failed: string[] = [];
  const max = options.maxPasses ?? PRIVACY_SWEEP.maxPassesPerRun;
  for (let i = 0; i < max; i++) {
    const pass = await runPrivacySweepPass(db, storage, { ...options, skipShootIds: failed });
    passes.push(pass);
    failed.push(...pass.failedShootIds);
    if (!pass.more) break;
  }
  return passes;
}
