// "Download favourites": one zip of every member's favourite headshot (its original file), one folder
// per member named after them (lib/teams/results/folder-names.ts), optionally one sub-team only.
// Members who have not picked a favourite are left out and counted.
//
// It is the results zip job's machinery (lib/results/archive.ts, parts.ts): starting one queues a
// `team-favorites-zip` job and, in the same transaction, the `results-zip-expire` job that deletes it a
// day later; the worker reads the favourites a batch at a time (keyset by shoot id) and streams each
// file from storage into the archive, which goes to storage in parts, so memory does not grow with
// the team. Progress is in status.json beside the parts, under organizations/{id}/zips/{zipId}/. A lead
// may cancel it: a marker beside the status stops the worker within a second, and a job still
// waiting is cancelled in the queue.
import "server-only";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { Prisma, PrismaClient } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import { packArchive, readStatusFile, writeStatusFile } from "@/lib/results/archive";
import { ResultActionError } from "@/lib/results/errors";
import { resultFiles } from "@/lib/results/files";
import { ZIP_LIFETIME_HOURS } from "@/lib/results/options";
import { readParts, type StoredPart } from "@/lib/results/parts";
import { organizationZipPrefix, ZIP_BUILD_SECONDS } from "@/lib/results/zip";
import type { FileStorage } from "@/lib/storage/types";
import { TeamError } from "../errors";
import { requireTeam } from "../organization";
import { TeamResultsError } from "./errors";
import { folderNamer } from "./folder-names";
import { finishedShootsWhere } from "./queries";

const ID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const favoritesZipData = z.object({
  organizationId: ID,
  /** The lead who asked (only leads and owners of the organisation may follow it). */
  userId: ID,
  /** One sub-team only, or everyone. */
  teamId: ID.nullable(),
  /** Members with a favourite, and without one, when it was asked for (the worker counts again). */
  total: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type FavoritesZipData = z.infer<typeof favoritesZipData>;

export const FAVORITES_ZIP_STATES = ["queued", "running", "ready", "failed", "cancelled", "expired"] as const;
export type FavoritesZipState = (typeof FAVORITES_ZIP_STATES)[number];

/** Members read from the database at once while packing. */
const BATCH = 100;

const statusKey = (orgId: string, zipId: string) => `${organizationZipPrefix(orgId, zipId)}status.json`;
const cancelKey = (orgId: string, zipId: string) => `${organizationZipPrefix(orgId, zipId)}cancel`;
const partsPrefix = (orgId: string, zipId: string) => `${organizationZipPrefix(orgId, zipId)}parts/`;

const counts = { done: z.number().int().min(0), total: z.number().int().min(0), skipped: z.number().int().min(0) };
const storedStatus = z.discriminatedUnion("state", [
  z.object({ state: z.literal("running"), ...counts }),
  z.object({
    state: z.literal("ready"),
    ...counts,
    parts: z.array(z.object({ key: z.string(), size: z.number().int().min(0) })).min(1),
    size: z.number().int().min(1),
    fileName: z.string(),
    readyAt: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ state: z.literal("failed"), ...counts, code: z.enum(["NO_FAVORITES", "FILE_MISSING"]) }),
  z.object({ state: z.literal("cancelled"), ...counts }),
]);
type StoredStatus = z.infer<typeof storedStatus>;

/** team-photos-YYYY-MM-DD.zip, the day (UTC) it was made. */
export const favoritesZipFileName = (day: Date): string => `team-photos-${day.toISOString().slice(0, 10)}.zip`;

function favoritesWhere(organizationId: string, teamId: string | null, withFavorite: boolean): Prisma.ShootWhereInput {
  const favorite = { isFavorite: true, deletedAt: null };
  return {
    ...finishedShootsWhere(organizationId, { q: "", team: teamId ?? undefined, actioned: undefined }),
    results: withFavorite ? { some: favorite } : { none: favorite },
  };
}

/** Members of the selection with a favourite (`total`) and without one (`skipped`). */
export async function countFavorites(db: PrismaClient, organizationId: string, teamId: string | null): Promise<{ total: number; skipped: number }> {
  const [total, skipped] = await Promise.all([
    db.shoot.count({ where: favoritesWhere(organizationId, teamId, true) }),
    db.shoot.count({ where: favoritesWhere(organizationId, teamId, false) }),
  ]);
  return { total, skipped };
}

/**
 * A lead asks for the favourites zip of their organisation (or of sub-team `teamId`, which must be
 * theirs: NOT_FOUND otherwise). NO_FAVORITES when nobody in it has picked one. A member is FORBIDDEN.
 */
export async function startFavoritesZip(
  deps: { db: PrismaClient; boss: PgBoss },
  input: { userId: string; teamId?: string | null },
): Promise<{ id: string; total: number; skipped: number; teamId: string | null }> {
  const team = await requireTeam(deps.db, input.userId, "results.read");
  const teamId = input.teamId ?? null;
  if (teamId !== null) {
    if (!ID.safeParse(teamId).success || !(await deps.db.team.findFirst({ where: { id: teamId, organizationId: team.organizationId }, select: { id: true } }))) {
      throw new TeamError("NOT_FOUND");
    }
  }
  const { total, skipped } = await countFavorites(deps.db, team.organizationId, teamId);
  if (total === 0) throw new TeamResultsError("NO_FAVORITES", { skipped });
  // One waiting zip per selection: asking again (a second click, another lead, a script) gets the one
  // not started yet rather than queueing another build of every member's photo (as lib/results/zip.ts).
  const waiting = await deps.boss.findJobs<FavoritesZipData>(QUEUES.teamFavoritesZip, { data: { organizationId: team.organizationId, teamId }, queued: true, limit: 1 });
  if (waiting[0]) return { id: waiting[0].id, total, skipped, teamId };
  const id = await deps.db.$transaction(async (tx) => {
    const zipId = await enqueue(deps.boss, tx, QUEUES.teamFavoritesZip, { organizationId: team.organizationId, userId: input.userId, teamId, total, skipped });
    await enqueue(deps.boss, tx, QUEUES.resultsZipExpire, { organizationId: team.organizationId, zipId }, { startAfter: ZIP_LIFETIME_HOURS * 3600 + ZIP_BUILD_SECONDS });
    return zipId;
  });
  return { id, total, skipped, teamId };
}

type Favorite = { shootId: string; name: string | null; email: string | null; result: { storageKey: string; width: number; height: number; variant: unknown; createdAt: Date } };

/** The selection's favourites in shoot id order, BATCH at a time. */
async function* favorites(db: PrismaClient, organizationId: string, teamId: string | null): AsyncGenerator<Favorite> {
  const where = favoritesWhere(organizationId, teamId, true);
  let after: string | undefined;
  for (;;) {
    const rows = await db.shoot.findMany({
      where: after ? { AND: [where, { id: { gt: after } }] } : where,
      orderBy: { id: "asc" },
      take: BATCH,
      select: {
        id: true,
        user: { select: { name: true, email: true } },
        results: {
          where: { isFavorite: true, deletedAt: null },
          orderBy: [{ version: "desc" }, { createdAt: "desc" }],
          take: 1,
          select: { storageKey: true, width: true, height: true, variant: true, createdAt: true },
        },
      },
    });
    for (const r of rows) if (r.results[0]) yield { shootId: r.id, name: r.user.name, email: r.user.email, result: r.results[0] };
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The name a member's folder is made from: their name, else the part of their address before the @. */
const displayName = (f: { name: string | null; email: string | null }) => f.name?.trim() || f.email?.split("@")[0] || null;

export type BuildFavoritesOptions = {
  partBytes?: number;
  now?: () => Date;
  /**
   * How often (at most) progress is written and the cancel marker read: a team of thousands would
   * otherwise cost two storage round trips a member (default 1 s; the first member always counts).
   */
  checkEveryMs?: number;
};

/**
 * The worker's side: packs favourites zip `job.id`. Each member's favourite becomes
 * "{folder}/{folder}.{ext}" (the original file as stored). Progress is written, and the cancel marker read, at most once a second.
 * Cancelled (the marker) → no file and state cancelled; a lost file → failed for good; anything else
 * throws so pg-boss tries again.
 */
export async function buildFavoritesZip(
  ctx: { db: PrismaClient; storage: FileStorage },
  job: { id: string; data: unknown; signal?: AbortSignal },
  options: BuildFavoritesOptions = {},
): Promise<void> {
  const data = favoritesZipData.parse(job.data);
  const { storage } = ctx;
  const org = data.organizationId;
  const now = options.now ?? (() => new Date());
  const write = (status: StoredStatus) => writeStatusFile(storage, statusKey(org, job.id), status);
  const cancelled = async () => (await storage.stat(cancelKey(org, job.id))) !== null;
  const every = options.checkEveryMs ?? 1000;
  const due = (last: number) => performance.now() - last >= every;
  let lastProgress = -Infinity;
  let lastCancelCheck = -Infinity;

  if (await cancelled()) return write({ state: "cancelled", done: 0, total: data.total, skipped: data.skipped });
  // A lead who is no longer one gets nothing made.
  const team = await requireTeam(ctx.db, data.userId, "results.read").catch(() => null);
  if (!team || team.organizationId !== org) return write({ state: "failed", code: "NO_FAVORITES", done: 0, total: 0, skipped: 0 });
  const { total, skipped } = await countFavorites(ctx.db, org, data.teamId);
  if (total === 0) return write({ state: "failed", code: "NO_FAVORITES", done: 0, total: 0, skipped });
  await write({ state: "running", done: 0, total, skipped });

  const folder = folderNamer();
  async function* items() {
    for await (const fav of favorites(ctx.db, org, data.teamId)) {
      const original = resultFiles(fav.result).original;
      const name = folder(displayName(fav));
      yield { entries: [{ key: original.key, name: `${name}/${name}.${original.ext}`, date: fav.result.createdAt, required: true }] };
    }
  }
  let packed;
  try {
    packed = await packArchive(storage, partsPrefix(org, job.id), items(), {
      partBytes: options.partBytes,
      signal: job.signal,
      stopped: async () => {
        if (!due(lastCancelCheck)) return false;
        lastCancelCheck = performance.now();
        return cancelled();
      },
      // A member who picked a favourite since it was counted makes `done` pass `total`: count them in.
      progress: async (done) => {
        if (!due(lastProgress)) return;
        lastProgress = performance.now();
        await write({ state: "running", done, total: Math.max(total, done), skipped });
      },
    });
  } catch (error) {
    if (error instanceof ResultActionError && error.code === "FILE_MISSING") {
      console.error(`[teams] favourites zip ${job.id}: a stored favourite of organisation ${org} is missing`);
      return write({ state: "failed", code: "FILE_MISSING", done: 0, total, skipped });
    }
    throw error;
  }
  if (packed.state === "stopped") return write({ state: "cancelled", done: packed.items, total, skipped });
  const readyAt = now();
  await write({
    state: "ready",
    done: packed.items,
    total: packed.items,
    skipped,
    parts: packed.parts,
    size: packed.parts.reduce((sum, p) => sum + p.size, 0),
    fileName: favoritesZipFileName(readyAt),
    readyAt: readyAt.toISOString(),
    expiresAt: new Date(readyAt.getTime() + ZIP_LIFETIME_HOURS * 3600_000).toISOString(),
  });
}

export type FavoritesZipView = {
  id: string;
  teamId: string | null;
  state: FavoritesZipState;
  /** Members packed so far, of `total` (those with a favourite); `skipped` have none. */
  done: number;
  total: number;
  skipped: number;
  code?: "NO_FAVORITES" | "FILE_MISSING" | "ZIP_FAILED" | "ZIP_EXPIRED";
  ready?: { parts: StoredPart[]; size: number; fileName: string; expiresAt: Date };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job if it is a favourites zip of the organisation `userId` leads: ZIP_NOT_FOUND otherwise (a member: FORBIDDEN). */
async function requireZipJob(deps: { db: PrismaClient; boss: PgBoss }, userId: string, zipId: string) {
  const team = await requireTeam(deps.db, userId, "results.read");
  if (typeof zipId !== "string" || !UUID.test(zipId)) throw new TeamResultsError("ZIP_NOT_FOUND");
  const job = await deps.boss.getJobById<FavoritesZipData>(QUEUES.teamFavoritesZip, zipId);
  const data = job ? favoritesZipData.safeParse(job.data) : null;
  if (!job || !data?.success || data.data.organizationId !== team.organizationId) throw new TeamResultsError("ZIP_NOT_FOUND");
  return { job, data: data.data };
}

/** Where favourites zip `zipId` is, for a lead of its organisation. Ready only while its files are there and it has not expired. */
export async function readFavoritesZip(
  deps: { db: PrismaClient; storage: FileStorage; boss: PgBoss },
  input: { userId: string; zipId: string; now?: Date },
): Promise<FavoritesZipView> {
  const { job, data } = await requireZipJob(deps, input.userId, input.zipId);
  const stored = await readStatusFile(deps.storage, statusKey(data.organizationId, job.id), storedStatus);
  const base = { id: job.id, teamId: data.teamId, done: stored?.done ?? 0, total: stored?.total ?? data.total, skipped: stored?.skipped ?? data.skipped };
  if (stored?.state === "cancelled") return { ...base, state: "cancelled" };
  switch (job.state) {
    case "created":
    case "retry":
      return { ...base, state: "queued" };
    case "active":
      return { ...base, state: "running" };
    case "cancelled":
      return { ...base, state: "cancelled" };
    case "failed":
      return { ...base, state: "failed", code: "ZIP_FAILED" };
    case "completed":
      if (stored?.state === "failed") return { ...base, state: "failed", code: stored.code };
      if (stored?.state === "ready" && new Date(stored.expiresAt).getTime() > (input.now ?? new Date()).getTime()) {
        return { ...base, state: "ready", ready: { parts: stored.parts, size: stored.size, fileName: stored.fileName, expiresAt: new Date(stored.expiresAt) } };
      }
      return { ...base, state: "expired", code: "ZIP_EXPIRED" };
  }
}

/**
 * Cancels favourites zip `zipId`: a job still waiting never starts, one being packed stops before the
 * next member it reaches after the marker is read (within a second) and leaves no file. A zip already made, failed or cancelled is left as it is.
 */
export async function cancelFavoritesZip(
  deps: { db: PrismaClient; storage: FileStorage; boss: PgBoss },
  input: { userId: string; zipId: string },
): Promise<FavoritesZipView> {
  const { job, data } = await requireZipJob(deps, input.userId, input.zipId);
  if (job.state === "created" || job.state === "retry" || job.state === "active") {
    await deps.storage.put(cancelKey(data.organizationId, job.id), Buffer.from("cancelled"), { contentType: "text/plain", cacheControl: "no-store" });
    if (job.state !== "active") await deps.boss.cancel(QUEUES.teamFavoritesZip, job.id);
  }
  return readFavoritesZip(deps, input);
}

/** The zip's bytes (or `range` of them), read from its parts as the response is sent. */
export function favoritesZipBody(storage: FileStorage, zip: FavoritesZipView, range?: { start: number; end: number }): ReadableStream<Uint8Array> {
  if (!zip.ready) throw new TeamResultsError("ZIP_NOT_READY");
  return readParts(storage, zip.ready.parts, range);
}
