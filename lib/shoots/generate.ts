// The generation job of a submitted shoot: WAITING → PROCESSING (read the accepted photos) →
// GENERATING (each style through the engine, results stored) → ACTIVE, then the "ready" email.
//
// Delivery is at least once (a worker killed mid-job gets the job again), so it is idempotent:
// a style's Result rows are written in one transaction once all its files are stored, so a style
// with rows is complete and skipped; a style without rows is redone, its leftover files deleted
// first. Result ids are derived from (shoot, style, index), so a redo writes the same keys and a
// second writer of the same style cannot add rows (insert ... skip duplicates).
import "server-only";
import { createHash } from "node:crypto";
import type { Prisma, PrismaClient, ShootState } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { relayAfterCommit } from "@/lib/email/queued";
import { isLocale } from "@/lib/i18n/config";
import { EngineError, type EngineStyle, type GeneratedImage, type HeadshotEngine, type OutputSize } from "@/lib/engine/engine";
import type { FileStorage } from "@/lib/storage/types";
import { engineSubject } from "./personal-info";
import { resultPrefix, storeResultFiles, type StoredFiles } from "./result-files";
import { IN_PROGRESS_STATES, transition } from "./states";

export type GenerationServices = {
  db: PrismaClient;
  storage: FileStorage;
  /** The engine for this job, resolved per job (an admin's change of workflow applies to the next shoot). */
  engine: () => Promise<HeadshotEngine>;
  /** Base URL for the link in the "ready" email. */
  appUrl: string;
  /** Styles generated at once (default 2: the CPU studio engine runs two jobs side by side, lib/engine/pool.ts). */
  styleLanes?: number;
};

export type GenerationJob = {
  shootId: string;
  /** 0 on the first delivery, then 1, 2… (pg-boss's retryCount). */
  attempt: number;
  /** Automatic retries allowed for this job. */
  retryLimit: number;
  /** Aborted when the worker shuts down or loses its claim: stop, and leave the shoot for the next delivery. */
  signal?: AbortSignal;
  /**
   * The queue job this delivery holds (pg-boss's id and the retry count it was fetched with). When set,
   * every write that settles the shoot (a style's results, ACTIVE, a failure) is fenced to this claim:
   * a worker that lost its claim (heartbeat missed, the job retried elsewhere within seconds,
   * lib/jobs/lost-claims.ts) stops instead of writing over the delivery that took over.
   */
  claim?: { id: string; retryCount: number };
};

export type GenerationOutcome =
  | { status: "active"; results: number }
  | { status: "skipped"; state: ShootState | null }
  | { status: "failed"; code: string }
  | { status: "retry"; code: string; error: Error }
  | { status: "aborted" };

export type GenerationHooks = {
  /** After a style's results are committed (tests use it to stop a job half-way). */
  onStyleDone?: (info: { styleId: string; done: number; total: number }) => void;
  /**
   * Inside the transaction that makes the shoot ACTIVE: another domain's emails about it, queued in
   * `tx` (the job handler wires the team's, lib/teams/results/finished.ts). Returns the outbox ids to
   * relay after the commit, or null to have the individual's "shoot-ready" email sent.
   */
  onActive?: (tx: Prisma.TransactionClient, shootId: string) => Promise<string[] | null>;
};

/** The portrait every package gets, besides the square main image (LinkedIn / website format). */
export const PORTRAIT_SIZE: OutputSize = { width: 1080, height: 1350 };
const STYLE_LANES = 2;

/** Headshots per style: an equal share, the first styles taking one more each while a remainder is left. */
export function splitHeadshots(headshots: number, styles: number): number[] {
  if (styles <= 0) return [];
  const base = Math.floor(headshots / styles);
  const extra = headshots % styles;
  return Array.from({ length: styles }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Stable id of the k-th result of a style of a shoot (cuid-shaped: "c" + 24 hex). */
export function resultIdFor(shootId: string, styleId: string, index: number): string {
  return "c" + createHash("sha256").update(`${shootId}/${styleId}/${index}`).digest("hex").slice(0, 24);
}

const sizeKey = (s: OutputSize) => `${s.width}x${s.height}`;
const progressAfter = (done: number, total: number) => (total === 0 ? 95 : 5 + Math.round((90 * done) / total));

/** This delivery's claim went to another delivery: stop without writing anything more. */
class ClaimLost extends Error {}

/**
 * Whether the delivery still holds its queue job. Inside a transaction the row is share-locked, so
 * pg-boss cannot fail the claim (and another worker cannot take it) until the transaction's writes
 * are committed; those writes are then what the next delivery finds.
 */
async function claimHeld(db: PrismaClient | Prisma.TransactionClient, job: GenerationJob, lock: boolean): Promise<boolean> {
  if (!job.claim) return true;
  const rows = lock
    ? await db.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok FROM pgboss.job WHERE id = ${job.claim.id}::uuid AND state = 'active' AND retry_count = ${job.claim.retryCount} FOR SHARE`
    : await db.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok FROM pgboss.job WHERE id = ${job.claim.id}::uuid AND state = 'active' AND retry_count = ${job.claim.retryCount}`;
  return rows.length > 0;
}

async function fence(tx: Prisma.TransactionClient, job: GenerationJob): Promise<void> {
  if (!(await claimHeld(tx, job, true))) throw new ClaimLost();
}

class GenerationFailure extends Error {
  constructor(public readonly code: string, message: string, public readonly retryable: boolean) {
    super(message);
  }
}

/** Runs (or resumes) the generation of one shoot. Never throws for a failure of the shoot itself: see the outcome. */
export async function runShootGeneration(services: GenerationServices, job: GenerationJob, hooks: GenerationHooks = {}): Promise<GenerationOutcome> {
  const { db, storage } = services;
  const shoot = await db.shoot.findUnique({
    where: { id: job.shootId },
    include: {
      package: { select: { headshots: true, outputSize: true, printSize: true } },
      user: { select: { email: true, name: true, locale: true, deletedAt: true } },
      organization: { select: { brandColors: true } },
    },
  });
  if (!shoot || !IN_PROGRESS_STATES.includes(shoot.state)) return { status: "skipped", state: shoot?.state ?? null };

  let state = shoot.state;
  try {
    if (state === "WAITING") {
      await db.$transaction((tx) => transition(tx, shoot.id, "WAITING", "PROCESSING", job.attempt > 0 ? `attempt ${job.attempt + 1}` : "picked up", { progress: 5 }));
      state = "PROCESSING";
    } else {
      // The previous delivery stopped half-way (worker killed or shut down): this is a retry too.
      await db.shoot.update({ where: { id: shoot.id }, data: { retryCount: { increment: 1 } } });
    }

    const photoRows = await db.uploadedPhoto.findMany({ where: { shootId: shoot.id, accepted: true, deletedAt: null }, orderBy: { createdAt: "asc" }, select: { storageKey: true } });
    const photos: Buffer[] = [];
    for (const p of photoRows) {
      const bytes = await storage.get(p.storageKey);
      if (bytes) photos.push(bytes);
    }
    if (!photos.length) throw new GenerationFailure("PHOTOS_MISSING", `none of the ${photoRows.length} accepted photos is in storage`, false);

    if (state === "PROCESSING") {
      await db.$transaction((tx) => transition(tx, shoot.id, "PROCESSING", "GENERATING", `${photos.length} photos`));
      state = "GENERATING";
    }

    const styleRows = await db.style.findMany({ where: { id: { in: shoot.styleIds } }, include: { backdrop: true, outfit: true } });
    const styles = shoot.styleIds.flatMap((id) => styleRows.filter((s) => s.id === id));
    if (!styles.length) throw new GenerationFailure("NO_STYLES", "none of the shoot's styles exists any more", false);

    const engine = await services.engine();
    const counts = splitHeadshots(shoot.package.headshots, styles.length);
    const sizes: OutputSize[] = [{ width: shoot.package.outputSize, height: shoot.package.outputSize }, PORTRAIT_SIZE];
    const print = shoot.package.printSize ? { width: shoot.package.printSize, height: shoot.package.printSize } : null;
    if (print) sizes.push(print);

    const existing = await db.result.findMany({ where: { shootId: shoot.id, version: 1, parentResultId: null }, distinct: ["styleId"], select: { styleId: true } });
    const doneStyles = new Set(existing.map((e) => e.styleId));
    let done = styles.filter((s) => doneStyles.has(s.id)).length;
    if (done > 0) await db.shoot.update({ where: { id: shoot.id }, data: { progress: progressAfter(done, styles.length) } });
    // Each style starts at its own variation, so styles lead with different photos, lights and crops.
    const offsets = counts.map((_, i) => counts.slice(0, i).reduce((a, b) => a + b, 0));
    const open = styles.map((style, i) => ({ style, i })).filter(({ style }) => !doneStyles.has(style.id));
    // More styles than headshots (a tiny package): a style whose share is 0 gets none.
    done += open.filter(({ i }) => counts[i] === 0).length;
    const pending = open.filter(({ i }) => counts[i]! > 0);

    let stopped: { state: ShootState | null } | null = null;
    // Deleted meanwhile (the person deleted it or their account): no more engine time on it.
    const stillGenerating = async () => {
      const now = await db.shoot.findUnique({ where: { id: shoot.id }, select: { state: true } });
      if (now?.state !== "GENERATING") stopped = { state: now?.state ?? null };
      return stopped === null;
    };
    // A style in two steps: the engine makes its headshots (the engine's worker threads), then the main
    // thread stores them. A lane starts its next style's engine call while the last one's files are
    // stored, so the engine never waits for the storage.
    const makeStyle = async (style: (typeof styles)[number], i: number) => {
      const count = counts[i]!;
      const variationOffset = offsets[i]!;
      if (!(await stillGenerating())) return;

      // Files a previous delivery stored for this style before it was stopped (never while that delivery
      // may still hold the shoot: a lost claim stops here).
      if (!(await claimHeld(db, job, false))) throw new ClaimLost();
      for (let k = 0; k < count; k++) await storage.deletePrefix(resultPrefix(shoot.id, resultIdFor(shoot.id, style.id, k)));

      const engineStyle: EngineStyle = {
        id: style.slug,
        backdrop: { kind: style.backdrop.kind, colors: style.backdrop.colors },
        outfit: { slug: style.outfit.slug, description: style.outfit.name },
        brandColors: shoot.organization?.brandColors.length ? shoot.organization.brandColors : undefined,
      };
      const generated = await engine.generate({
        photos,
        style: engineStyle,
        count,
        variationOffset,
        sizes,
        subject: engineSubject(shoot),
        signal: job.signal,
      });
      return { style, count, generated };
    };

    const storeStyle = async ({ style, count, generated }: NonNullable<Awaited<ReturnType<typeof makeStyle>>>) => {
      // A stop (the worker shutting down) stops here too: the next delivery makes this style again. A
      // deleted shoot gets no more files. Any other state still gets them: this delivery deleted the
      // style's files when it began (a dead delivery's leftovers), and a delivery that raced it and
      // finished the shoot may have stored its rows over those same keys in between.
      if (job.signal?.aborted) return;
      const now = await db.shoot.findUnique({ where: { id: shoot.id }, select: { state: true } });
      if (!now || now.state === "DELETED") {
        stopped = { state: now?.state ?? null };
        return;
      }
      if (!(await claimHeld(db, job, false))) throw new ClaimLost();
      // One result per variation: its square main image, the portrait and the print file.
      const byVariant = new Map<string, GeneratedImage[]>();
      for (const img of generated.images) {
        const key = JSON.stringify(img.variant);
        byVariant.set(key, [...(byVariant.get(key) ?? []), img]);
      }
      const found: { resultId: string; main: GeneratedImage; portrait?: GeneratedImage; print?: GeneratedImage }[] = [];
      for (const images of byVariant.values()) {
        const find = (s: OutputSize) => images.find((img) => img.width === s.width && img.height === s.height);
        const main = find(sizes[0]!);
        if (!main || found.length >= count) continue;
        found.push({ resultId: resultIdFor(shoot.id, style.id, found.length), main, portrait: find(PORTRAIT_SIZE), print: print ? find(print) : undefined });
      }
      // Two results' files at a time: their thumbnails and previews are libvips work on the thread pool.
      // The first failure stops both (nothing goes on writing once the style has failed).
      const stored: StoredFiles[] = [];
      let at = 0, broken = false;
      const writers = await Promise.allSettled([0, 1].map(async () => {
        while (!broken && at < found.length) {
          const n = at++;
          const { resultId, main, portrait, print: printImage } = found[n]!;
          try {
            stored[n] = await storeResultFiles(storage, shoot.id, resultId, { main, portrait, print: printImage });
          } catch (err) {
            broken = true;
            throw err;
          }
        }
      }));
      const refused = writers.find((w) => w.status === "rejected");
      if (refused) throw refused.reason;
      const rows: Prisma.ResultCreateManyInput[] = [];
      for (const [n, { resultId, main }] of found.entries()) {
        const files = stored[n]!;
        rows.push({
          id: resultId,
          shootId: shoot.id,
          styleId: style.id,
          storageKey: files.main,
          width: main.width,
          height: main.height,
          likeness: main.likeness ?? null,
          variant: {
            ...main.variant,
            engine: engine.id,
            files,
            sizes: { main: sizeKey(main), ...(files.portrait ? { portrait: sizeKey(PORTRAIT_SIZE) } : {}), ...(files.print && print ? { print: sizeKey(print) } : {}) },
          },
        });
      }
      if (!rows.length) throw new GenerationFailure("NO_USABLE_RESULT", `style ${style.slug}: the engine returned no usable image`, false);
      done++;
      // The shoot's row is locked with the writes (FOR UPDATE: two lanes that share-locked it would deadlock
      // on the progress update), so a deletion either committed before (no row is
      // written) or waits for them (and then removes them with the rest). The files just stored stay:
      // their keys are the result's own, which another delivery of this shoot may have written too.
      const written = await db.$transaction(async (tx) => {
        await fence(tx, job);
        const [row] = await tx.$queryRaw<{ state: ShootState }[]>`SELECT "state" FROM "Shoot" WHERE "id" = ${shoot.id} FOR UPDATE`;
        if (row?.state !== "GENERATING") {
          stopped = { state: row?.state ?? null };
          return false;
        }
        await tx.result.createMany({ data: rows, skipDuplicates: true });
        await tx.shoot.update({ where: { id: shoot.id }, data: { progress: progressAfter(done, styles.length) } });
        return true;
      });
      if (!written) return;
      storedStyles++;
      hooks.onStyleDone?.({ styleId: style.id, done, total: styles.length });
    };

    // Styles run side by side, as many as the engine has workers (two for the CPU studio engine), so a
    // shoot uses both cores and the waiting page sees progress sooner. The first failure stops the rest.
    let next = 0, storedStyles = 0;
    let failure: unknown = null;
    const lane = async () => {
      let storing: Promise<void> = Promise.resolve();
      while (failure === null && stopped === null && next < pending.length && !job.signal?.aborted) {
        const { style, i } = pending[next++]!;
        const made = await makeStyle(style, i).catch((e: unknown) => { failure ??= e; });
        await storing;
        // a made style always goes to storeStyle, which checks for itself: this delivery deleted the
        // style's files when it began, and only storing puts them back (or a deletion makes them moot)
        if (!made || failure !== null) break;
        storing = storeStyle(made).catch((e: unknown) => { failure ??= e; });
      }
      await storing;
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(services.styleLanes ?? STYLE_LANES, pending.length)) }, lane));
    if (failure !== null) throw failure;
    // stopped before every style was stored (a finished shoot goes on to ACTIVE even if a stop came late)
    if (storedStyles < pending.length && job.signal?.aborted) return { status: "aborted" };
    if (stopped) return { status: "skipped", state: (stopped as { state: ShootState | null }).state };

    const results = await db.result.count({ where: { shootId: shoot.id, version: 1, parentResultId: null } });
    const queued = await db.$transaction(async (tx) => {
      await fence(tx, job);
      await transition(tx, shoot.id, "GENERATING", "ACTIVE", `${results} results`, { readyAt: new Date(), engine: engine.id, progress: 100, failureReason: null });
      return (await hooks.onActive?.(tx, shoot.id)) ?? null;
    });
    for (const id of queued ?? []) relayAfterCommit(id, { db });
    if (queued === null && !isUndeliverable(shoot.user.email) && !shoot.user.deletedAt) {
      const locale = isLocale(shoot.user.locale) ? shoot.user.locale : "en";
      await sendEmail(db, {
        to: shoot.user.email,
        template: "shoot-ready",
        locale,
        data: { name: shoot.user.name ?? "", url: appLink(services.appUrl, `/app/results/${shoot.id}`, locale), title: shoot.title, count: String(results) },
      }).catch((err: unknown) => console.error(`[shoots] ready email for ${shoot.id} failed:`, err));
    }
    return { status: "active", results };
  } catch (err) {
    if (job.signal?.aborted || err instanceof ClaimLost) return { status: "aborted" };
    return recordFailure(db, job, err).catch((e: unknown) => {
      if (e instanceof ClaimLost) return { status: "aborted" as const };
      throw e;
    });
  }
}

/**
 * A failed attempt: while automatic retries remain and the error may pass (engine busy or unreachable,
 * storage hiccup), FAILED → WAITING with the retry counted and the caller lets the queue retry with
 * backoff; otherwise FAILED with the reason, an audit entry for support, and the person may retry.
 */
async function recordFailure(db: PrismaClient, job: GenerationJob, err: unknown): Promise<GenerationOutcome> {
  const error = err instanceof Error ? err : new Error(String(err));
  const code = err instanceof GenerationFailure || err instanceof EngineError ? err.code : "INTERNAL";
  const retryable = err instanceof GenerationFailure || err instanceof EngineError ? err.retryable : true;
  const reason = `${code}: ${error.message}`;
  const current = await db.shoot.findUnique({ where: { id: job.shootId }, select: { state: true } });
  if (!current || !IN_PROGRESS_STATES.includes(current.state)) return { status: "skipped", state: current?.state ?? null };

  if (retryable && job.attempt < job.retryLimit) {
    await db.$transaction(async (tx) => {
      await fence(tx, job);
      await transition(tx, job.shootId, current.state, "FAILED", reason, { failureReason: code });
      await transition(tx, job.shootId, "FAILED", "WAITING", `automatic retry ${job.attempt + 1}/${job.retryLimit}`, { failureReason: null, retryCount: job.attempt + 1 });
    });
    console.warn(`[shoots] ${job.shootId}: attempt ${job.attempt + 1} failed (${reason}); retrying`);
    return { status: "retry", code, error };
  }
  await markShootFailed(db, job.shootId, current.state, code, reason, { attempts: job.attempt + 1 }, (tx) => fence(tx, job));
  return { status: "failed", code };
}

/** FAILED with the reason, plus an audit entry that support sees (/admin/auditlog). */
export async function markShootFailed(db: PrismaClient, shootId: string, from: ShootState, code: string, reason: string, data: Record<string, unknown> = {}, guard?: (tx: Prisma.TransactionClient) => Promise<void>): Promise<void> {
  await db.$transaction(async (tx) => {
    await guard?.(tx);
    await transition(tx, shootId, from, "FAILED", reason, { failureReason: code });
    await tx.auditLog.create({ data: { action: "shoot.failed", targetType: "Shoot", targetId: shootId, data: { code, reason, ...data } } });
  });
  console.error(`[shoots] ${shootId} failed: ${reason}`);
}

/**
 * The queue gave up on a shoot's job without the handler settling it (its worker was lost on every
 * attempt): mark the shoot FAILED so the person can retry. Nothing to do if it already ended.
 */
export async function markShootLost(db: PrismaClient, shootId: string): Promise<boolean> {
  const current = await db.shoot.findUnique({ where: { id: shootId }, select: { state: true } });
  if (!current || !IN_PROGRESS_STATES.includes(current.state)) return false;
  await markShootFailed(db, shootId, current.state, "WORKER_LOST", "WORKER_LOST: the generation job was lost on every attempt");
  return true;
}
