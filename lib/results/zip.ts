// Zips of a shoot's headshots (the liked and loved ones, or all: what the gallery's filter of that
// name shows), made by the worker.
//
// Starting one queues a `results-zip` job (and, in the same transaction, the `results-zip-expire`
// job that deletes it a day later). The worker appends each photo's original and portrait to an
// archive straight from storage streams, one entry at a time, and writes the archive to storage as
// it comes out, in parts (lib/results/parts.ts): nothing holds the whole zip. Progress and the
// finished parts are kept beside them in status.json; the job's own state (pg-boss) says whether it
// waits, runs, failed for good or is done. Everything sits under shoots/{shootId}/zips/{zipId}/, so
// deleting a shoot's files deletes its zips too.
import "server-only";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import { inGalleryOrder } from "@/lib/shoots/results";
import type { FileStorage } from "@/lib/storage/types";
import { findReadableShoot, requireReadableReadyShoot } from "./access";
import { ResultActionError, type ResultErrorCode } from "./errors";
import { resultFiles } from "./files";
import { matchesMarks, ZIP_LIFETIME_HOURS, ZIP_SELECTIONS, type ZipSelection, type ZipState } from "./options";
import { packArchive, readStatusFile, writeStatusFile, type ArchiveEntry } from "./archive";
import { readParts, type StoredPart } from "./parts";

/** Longest one zip may take to build (pg-boss expireInSeconds of the queue): 40 originals stream in seconds. */
export const ZIP_BUILD_SECONDS = 30 * 60;

export const zipJobData = z.object({
  shootId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
  // "favorites": a zip asked for before zips were named for the filter; it held the liked and loved ones.
  selection: z.preprocess((v) => (v === "favorites" ? "liked" : v), z.enum(ZIP_SELECTIONS)),
  /** Photos selected when it was asked for (the worker selects again when it starts). */
  total: z.number().int().min(0),
});
export type ZipJobData = z.infer<typeof zipJobData>;

const zipIdSchema = z.string().regex(/^[0-9a-f-]{36}$/i);
/** The expiry job of a shoot's zip, or of an organisation's (the team's favourites, lib/teams/results/favorites-zip.ts). */
export const zipExpireData = z.union([
  z.object({ shootId: z.string().min(1).max(64), zipId: zipIdSchema }),
  z.object({ organizationId: z.string().min(1).max(64), zipId: zipIdSchema }),
]);

const zipPrefix = (shootId: string, zipId: string) => `shoots/${shootId}/zips/${zipId}/`;
/** Where an organisation's zip `zipId` keeps its parts and status (deleted by the same expiry job). */
export const organizationZipPrefix = (organizationId: string, zipId: string) => `organizations/${organizationId}/zips/${zipId}/`;
const statusKey = (shootId: string, zipId: string) => `${zipPrefix(shootId, zipId)}status.json`;
const partsPrefix = (shootId: string, zipId: string) => `${zipPrefix(shootId, zipId)}parts/`;

/** Refusals the worker settles for good (no retry): the person is told why. */
const FINAL_FAILURES = ["SHOOT_NOT_FOUND", "NOT_READY", "NOTHING_TO_ZIP", "FILE_MISSING"] as const satisfies readonly ResultErrorCode[];

const progress = { done: z.number().int().min(0), total: z.number().int().min(0) };
const storedStatus = z.discriminatedUnion("state", [
  z.object({ state: z.literal("running"), ...progress }),
  z.object({
    state: z.literal("ready"),
    ...progress,
    parts: z.array(z.object({ key: z.string(), size: z.number().int().min(0) })).min(1),
    size: z.number().int().min(1),
    resultIds: z.array(z.string()),
    readyAt: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ state: z.literal("failed"), ...progress, code: z.enum(FINAL_FAILURES) }),
]);
type StoredStatus = z.infer<typeof storedStatus>;

function writeStatus(storage: FileStorage, shootId: string, zipId: string, status: StoredStatus): Promise<void> {
  return writeStatusFile(storage, statusKey(shootId, zipId), status);
}

function readStatus(storage: FileStorage, shootId: string, zipId: string): Promise<StoredStatus | null> {
  return readStatusFile(storage, statusKey(shootId, zipId), storedStatus);
}

type ShootRef = { id: string; styleIds: string[] };

/** The shoot's generated results in gallery order, numbered as the gallery numbers them, narrowed to `selection`. */
async function selectResults(db: PrismaClient, shoot: ShootRef, selection: ZipSelection) {
  const rows = await db.result.findMany({
    where: { shootId: shoot.id, version: 1, parentResultId: null, deletedAt: null },
    select: { id: true, styleId: true, storageKey: true, width: true, height: true, variant: true, likedStatus: true, isFavorite: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const numbered = inGalleryOrder(shoot.id, shoot.styleIds, rows).flatMap((g) => g.rows).map((r, i) => ({ ...r, number: i + 1 }));
  return numbered.filter((r) => matchesMarks(selection, r));
}

/**
 * Asks for a zip of the shoot's liked and loved photos or of all its photos.
 * A zip of the same selection still waiting for a worker is joined (it reads the marks when it
 * starts); otherwise a new job is queued. NOTHING_TO_ZIP when the selection is empty.
 */
export async function startZip(
  deps: { db: PrismaClient; boss: PgBoss },
  input: { userId: string; shootId: string; selection: ZipSelection },
): Promise<{ id: string; total: number }> {
  const shoot = await requireReadableReadyShoot(deps.db, input.userId, input.shootId);
  const total = (await selectResults(deps.db, shoot, input.selection)).length;
  if (total === 0) throw new ResultActionError("NOTHING_TO_ZIP");
  const waiting = await deps.boss.findJobs<ZipJobData>(QUEUES.resultsZip, { data: { shootId: shoot.id, selection: input.selection }, queued: true, limit: 1 });
  if (waiting[0]) return { id: waiting[0].id, total };
  const id = await deps.db.$transaction(async (tx) => {
    const zipId = await enqueue(deps.boss, tx, QUEUES.resultsZip, { shootId: shoot.id, userId: input.userId, selection: input.selection, total });
    await enqueue(deps.boss, tx, QUEUES.resultsZipExpire, { shootId: shoot.id, zipId }, { startAfter: ZIP_LIFETIME_HOURS * 3600 + ZIP_BUILD_SECONDS });
    return zipId;
  });
  return { id, total };
}

export type BuildZipOptions = { partBytes?: number; now?: () => Date };

/**
 * The worker's side: packs the zip job `zipId`. Each photo becomes lumen-headshot-{n}-original.{ext}
 * (the largest stored square, as stored) and, when it has one, lumen-headshot-{n}-portrait1080x1350.{ext};
 * entries are stored uncompressed (JPEG and PNG do not shrink). Progress is written after each photo.
 * A refusal (shoot gone or not ready, nothing selected, a lost file) is settled as failed for good;
 * anything else throws so pg-boss tries again.
 */
export async function buildZip(
  ctx: { db: PrismaClient; storage: FileStorage },
  job: { id: string; data: unknown; signal?: AbortSignal },
  options: BuildZipOptions = {},
): Promise<void> {
  const data = zipJobData.parse(job.data);
  const { storage } = ctx;
  const now = options.now ?? (() => new Date());
  const fail = (code: (typeof FINAL_FAILURES)[number], done = 0, total = data.total) =>
    writeStatus(storage, data.shootId, job.id, { state: "failed", code, done, total });

  const shoot = await findReadableShoot(ctx.db, data.userId, data.shootId, { id: true, state: true, styleIds: true });
  if (!shoot) return fail("SHOOT_NOT_FOUND");
  if (shoot.state !== "ACTIVE") return fail("NOT_READY");
  const selected = await selectResults(ctx.db, shoot, data.selection);
  if (selected.length === 0) return fail("NOTHING_TO_ZIP", 0, 0);

  const total = selected.length;
  await writeStatus(storage, data.shootId, job.id, { state: "running", done: 0, total });
  const items = selected.map((result) => {
    const files = resultFiles(result);
    const entries: ArchiveEntry[] = [{ key: files.original.key, name: `lumen-headshot-${result.number}-original.${files.original.ext}`, date: result.createdAt, required: true }];
    if (files.portrait) entries.push({ key: files.portrait.key, name: `lumen-headshot-${result.number}-portrait1080x1350.${files.portrait.ext}`, date: result.createdAt, required: false });
    return { entries };
  });
  let packed;
  try {
    packed = await packArchive(storage, partsPrefix(data.shootId, job.id), items, {
      partBytes: options.partBytes,
      signal: job.signal,
      progress: (done) => writeStatus(storage, data.shootId, job.id, { state: "running", done, total }),
    });
  } catch (error) {
    if (error instanceof ResultActionError && error.code === "FILE_MISSING") {
      console.error(`[results] zip ${job.id}: a stored file of shoot ${data.shootId} is missing`);
      return fail("FILE_MISSING", 0, total);
    }
    throw error;
  }
  if (packed.state !== "packed") throw new Error(`zip ${job.id}: stopped`);
  const parts = packed.parts;
  const readyAt = now();
  await writeStatus(storage, data.shootId, job.id, {
    state: "ready",
    done: total,
    total,
    parts,
    size: parts.reduce((sum, p) => sum + p.size, 0),
    resultIds: selected.map((r) => r.id),
    readyAt: readyAt.toISOString(),
    expiresAt: new Date(readyAt.getTime() + ZIP_LIFETIME_HOURS * 3600_000).toISOString(),
  });
}

/** The expiry job: deletes the zip's files (status and parts). */
export async function expireZip(storage: FileStorage, data: unknown): Promise<void> {
  const parsed = zipExpireData.parse(data);
  await storage.deletePrefix("shootId" in parsed ? zipPrefix(parsed.shootId, parsed.zipId) : organizationZipPrefix(parsed.organizationId, parsed.zipId));
}

export type ZipView = {
  id: string;
  shootId: string;
  selection: ZipSelection;
  state: ZipState;
  done: number;
  total: number;
  /** Why it failed or is gone (failed, expired). */
  code?: ResultErrorCode;
  ready?: { parts: StoredPart[]; size: number; resultIds: string[]; readyAt: Date; expiresAt: Date };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where zip `zipId` is, for `userId`: ZIP_NOT_FOUND unless it is a zip of a shoot the person may act
 * on. Ready only while the job is completed, its files are there and it has not expired.
 */
export async function readZip(
  deps: { db: PrismaClient; storage: FileStorage; boss: PgBoss },
  input: { userId: string; zipId: string; now?: Date },
): Promise<ZipView> {
  if (!UUID.test(input.zipId)) throw new ResultActionError("ZIP_NOT_FOUND");
  const job = await deps.boss.getJobById<ZipJobData>(QUEUES.resultsZip, input.zipId);
  const data = job ? zipJobData.safeParse(job.data) : null;
  if (!job || !data?.success) throw new ResultActionError("ZIP_NOT_FOUND");
  const { shootId, selection, total: asked } = data.data;
  if (!(await findReadableShoot(deps.db, input.userId, shootId, { id: true }))) throw new ResultActionError("ZIP_NOT_FOUND");

  const base = { id: job.id, shootId, selection };
  const stored = await readStatus(deps.storage, shootId, job.id);
  switch (job.state) {
    case "created":
    case "retry":
      return { ...base, state: "queued", done: 0, total: asked };
    case "active":
      return stored?.state === "running" ? { ...base, state: "running", done: stored.done, total: stored.total } : { ...base, state: "running", done: 0, total: asked };
    case "failed":
    case "cancelled":
      return { ...base, state: "failed", done: stored?.done ?? 0, total: stored?.total ?? asked, code: "ZIP_FAILED" };
    case "completed":
      if (stored?.state === "failed") return { ...base, state: "failed", done: stored.done, total: stored.total, code: stored.code };
      if (stored?.state === "ready" && new Date(stored.expiresAt).getTime() > (input.now ?? new Date()).getTime()) {
        return {
          ...base,
          state: "ready",
          done: stored.done,
          total: stored.total,
          ready: { parts: stored.parts, size: stored.size, resultIds: stored.resultIds, readyAt: new Date(stored.readyAt), expiresAt: new Date(stored.expiresAt) },
        };
      }
      return { ...base, state: "expired", done: stored?.done ?? 0, total: stored?.total ?? asked, code: "ZIP_EXPIRED" };
  }
}

/** The zip's bytes (or `range` of them), read from its parts as the response is sent. */
export function zipBody(storage: FileStorage, zip: ZipView, range?: { start: number; end: number }): ReadableStream<Uint8Array> {
  if (!zip.ready) throw new ResultActionError("ZIP_NOT_READY");
  return readParts(storage, zip.ready.parts, range);
}

/**
 * One Download row per photo in a zip that is being downloaded (Download.size is the selection), or
 * one for the shoot when none of its photos has a row any more. The pieces of one zip fetched in many
 * ranges count once: photos already recorded for this zip (by this person, since it was ready) are
 * left out.
 */
export async function recordZipDownload(db: PrismaClient, zip: ZipView, userId: string): Promise<number> {
  if (!zip.ready) return 0;
  const kind = { shootId: zip.shootId, userId, format: "zip", size: zip.selection };
  const present = await db.result.findMany({ where: { id: { in: zip.ready.resultIds }, shootId: zip.shootId }, select: { id: true } });
  const recorded = await db.download.findMany({
    where: { ...kind, createdAt: { gte: zip.ready.readyAt }, OR: [{ resultId: { in: present.map((r) => r.id) } }, { resultId: null }] },
    select: { resultId: true },
  });
  const done = new Set(recorded.map((r) => r.resultId));
  const ids: (string | null)[] = present.length ? present.map((r) => r.id) : [null];
  const { count } = await db.download.createMany({ data: ids.filter((id) => !done.has(id)).map((resultId) => ({ ...kind, resultId })) });
  return count;
}
