// The `studio-edit` job: renders one edit and stores it as a new version of the headshot. The
// version edited is left as it is; the new one hangs off the original (parentResultId) with the next
// version number of that chain.
//
// Delivery is at least once, so it is idempotent: the new version's id is derived from the edit's id
// (a redelivery writes the same files and cannot add a second row), and the EditJob is settled with a
// guarded update. A failure that will not pass (the headshot is gone, no face in it, an option left
// the catalogue) settles the edit as FAILED and gives its credits back, once, in the same transaction,
// except when a refund took the headshot away (the purchase the edit was made on is undone: see
// lib/payments/refund.ts, which fails such edits itself) or its shoot was deleted while the edit ran
// (the settling step checks the shoot under its row lock and removes the files it just wrote).
import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Prisma, PrismaClient } from "@/lib/db";
import { EngineError, type HeadshotEngine, type OutputSize } from "@/lib/engine/engine";
import type { RestyledImage, RestyleRequest } from "@/lib/engine/edit";
import { resultFiles } from "@/lib/results/files";
import { resultPrefix, THUMB_SIZE } from "@/lib/shoots/result-files";
import { engineGender } from "@/lib/shoots/personal-info";
import { storePreview } from "@/lib/shoots/preview";
import type { FileStorage } from "@/lib/storage/types";
import { resolveEdit, type ResolvedEdit } from "./catalogue";
import { assertSupported } from "./engine";
import { StudioError, type EditFailureCode } from "./errors";
import { editOptionsSchema, FRAMING_ZOOM, generativeOptionsOf, QUALITY_ENCODING, SIZE_PX, type EditOptions } from "./options";

type Tx = Prisma.TransactionClient;

export type EditServices = {
  db: PrismaClient;
  storage: FileStorage;
  /** The active engine, asked for only when an edit changes the person (emotion, glasses, hairstyle, outfit). */
  engine: () => Promise<HeadshotEngine>;
  /** The re-render (default: lib/engine/pool.ts's worker threads). */
  restyle?: (request: RestyleRequest, signal?: AbortSignal) => Promise<RestyledImage>;
};

export type EditJobRun = { editJobId: string; attempt: number; retryLimit: number; signal?: AbortSignal };

export type EditOutcome =
  | { status: "done"; resultId: string; version: number }
  | { status: "skipped" }
  | { status: "failed"; code: EditFailureCode }
  | { status: "retry"; code: string; error: Error };

/** Id of the version an edit makes (cuid-shaped), so a redelivered job writes the same row and files. */
export function editResultId(editJobId: string): string {
  return "c" + createHash("sha256").update(`studio-edit/${editJobId}`).digest("hex").slice(0, 24);
}

class EditFailure extends Error {
  constructor(public readonly code: EditFailureCode, message: string) {
    super(message);
  }
}

/** The output size: the template's, else the chosen long edge in the edited photo's own shape. */
export function editOutputSize(options: EditOptions, resolved: Pick<ResolvedEdit, "template">, source: { width: number; height: number }): OutputSize {
  if (resolved.template) return { width: resolved.template.width, height: resolved.template.height };
  const long = SIZE_PX[options.size];
  return source.width >= source.height
    ? { width: long, height: Math.max(1, Math.round((long * source.height) / source.width)) }
    : { width: Math.max(1, Math.round((long * source.width) / source.height)), height: long };
}

async function defaultRestyle(request: RestyleRequest, signal?: AbortSignal): Promise<RestyledImage> {
  const { restyleInPool } = await import("@/lib/engine/pool");
  return restyleInPool(request, signal);
}

const jobSelect = {
  id: true,
  userId: true,
  status: true,
  options: true,
  creditsSpent: true,
  result: {
    select: {
      id: true, shootId: true, styleId: true, storageKey: true, width: true, height: true, variant: true, parentResultId: true, deletedAt: true,
      style: { select: { backdrop: { select: { slug: true, kind: true, colors: true } } } },
      shoot: { select: { state: true, deletedAt: true, gender: true, eyeColor: true, organization: { select: { brandColors: true } } } },
    },
  },
} satisfies Prisma.EditJobSelect;

type LoadedJob = Prisma.EditJobGetPayload<{ select: typeof jobSelect }>;

/** The person changed by a generative engine, at the edited photo's size; the re-render does the rest. */
async function generate(engine: HeadshotEngine, job: LoadedJob, options: EditOptions, resolved: ResolvedEdit, image: Buffer, signal?: AbortSignal): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const current = job.result.style?.backdrop;
  const backdrop = resolved.backdrop ?? (current ? { id: current.slug, backdrop: { kind: current.kind, colors: current.colors } } : { id: "studio-grey", backdrop: { kind: "SOLID" as const, colors: ["#9a9ea3"] } });
  const out = await engine.generate({
    photos: [image],
    style: { ...backdrop, outfit: resolved.outfit },
    count: 1,
    sizes: [{ width: meta.width ?? 1024, height: meta.height ?? 1024 }],
    subject: {
      gender: engineGender(job.result.shoot.gender),
      eyeColor: job.result.shoot.eyeColor,
      glasses: options.glasses === "add" ? "thin metal-rimmed" : options.glasses === "remove" ? "no" : null,
      expression: resolved.expression,
      hairstyle: resolved.hairstyle,
    },
    signal,
  });
  const first = out.images[0];
  if (!first) throw new EngineError(`the engine returned no image (${out.dropped.map((d) => d.reason).join(", ")})`, false, "NO_USABLE_RESULT");
  return first.bytes;
}

async function storeVersion(storage: FileStorage, shootId: string, resultId: string, image: RestyledImage): Promise<{ files: Record<string, string>; sizes: Record<string, string> }> {
  const base = resultPrefix(shootId, resultId);
  const cacheControl = "private, max-age=31536000, immutable";
  const files: Record<string, string> = { main: `${base}main.${image.mime === "image/png" ? "png" : "jpg"}`, thumb: `${base}thumb.webp` };
  const sizes: Record<string, string> = { main: `${image.width}x${image.height}` };
  await storage.put(files.main!, image.bytes, { contentType: image.mime, cacheControl });
  const thumb = await sharp(image.bytes).resize(THUMB_SIZE, THUMB_SIZE, { fit: "inside" }).webp({ quality: 82 }).toBuffer();
  await storage.put(files.thumb!, thumb, { contentType: "image/webp", cacheControl });
  // What the editor shows (never the delivered file, whatever its size: lib/shoots/preview.ts).
  const preview = await storePreview(storage, base, image.bytes);
  files.preview = preview.key;
  sizes.preview = preview.size;
  return { files, sizes };
}

/** Runs one edit. Never throws for a failure of the edit itself: see the outcome. */
export async function runEditJob(services: EditServices, run: EditJobRun): Promise<EditOutcome> {
  const { db, storage } = services;
  const job = await db.editJob.findUnique({ where: { id: run.editJobId }, select: jobSelect });
  if (!job || job.status === "DONE" || job.status === "FAILED") return { status: "skipped" };
  await db.editJob.updateMany({ where: { id: job.id, status: "PENDING" }, data: { status: "RUNNING" } });
  const newId = editResultId(job.id);
  try {
    const { result } = job;
    if (result.deletedAt || result.shoot.deletedAt || result.shoot.state !== "ACTIVE") throw new EditFailure("RESULT_GONE", "the headshot or its shoot is gone");
    const parsed = editOptionsSchema.safeParse(job.options);
    if (!parsed.success) throw new EditFailure("OPTION_UNAVAILABLE", "stored options do not parse");
    const options = parsed.data;
    // Asked for (and paid) while offered: an entry deactivated since still resolves (lib/studio/catalogue.ts).
    const resolved = await resolveEdit(db, options, result.shoot.organization?.brandColors ?? [], { offeredOnly: false });

    const source = resultFiles(result).original;
    let image = await storage.get(source.key);
    if (!image) throw new EditFailure("FILE_MISSING", `${source.key} is not in storage`);
    const generative = generativeOptionsOf(options).length > 0;
    let engineId = "edit";
    if (generative) {
      const engine = await services.engine();
      // The engine may have changed since the edit was asked for.
      assertSupported(engine, options);
      image = await generate(engine, job, options, resolved, image, run.signal);
      engineId = engine.id;
    }
    const meta = await sharp(image).metadata();
    const size = editOutputSize(options, resolved, { width: meta.width ?? result.width, height: meta.height ?? result.height });
    const seed = parseInt(createHash("sha256").update(job.id).digest("hex").slice(0, 6), 16);
    const restyled = await (services.restyle ?? defaultRestyle)(
      { image, size, backdrop: resolved.backdrop, zoom: FRAMING_ZOOM[options.framing], headRatio: resolved.template?.headRatio ?? null, encoding: QUALITY_ENCODING[options.quality], seed },
      run.signal,
    );
    const stored = await storeVersion(storage, result.shootId, newId, restyled);

    const rootId = result.parentResultId ?? result.id;
    const settled = await db.$transaction(async (tx): Promise<number | null | "gone"> => {
      // The shoot first, then the chain (the order a refund locks them in): a deletion or refund that got
      // there first is seen here, one that comes later waits for this version and withdraws it too.
      await tx.$queryRaw`SELECT id FROM "Shoot" WHERE id = ${result.shootId} FOR UPDATE`;
      // One chain's versions are numbered one at a time.
      await tx.$queryRaw`SELECT id FROM "Result" WHERE id = ${rootId} FOR UPDATE`;
      const shoot = await tx.shoot.findUnique({ where: { id: result.shootId }, select: { state: true, deletedAt: true } });
      const source = await tx.result.findUnique({ where: { id: result.id }, select: { deletedAt: true } });
      if (!shoot || shoot.deletedAt || shoot.state !== "ACTIVE" || !source || source.deletedAt) {
        // Deleted while the edit ran (the account, the shoot, a refund): no version is added, and the
        // credit is given back only when the person's headshot was removed from a shoot that is still there.
        const failed = await tx.editJob.updateMany({ where: { id: job.id, status: { in: ["PENDING", "RUNNING"] } }, data: { status: "FAILED", error: "RESULT_GONE" } });
        if (failed.count !== 1) return null;
        if (shoot && !shoot.deletedAt && shoot.state === "ACTIVE" && !(await withdrawnByRefund(tx, result.id))) await refund(tx, job);
        return "gone";
      }
      const done = await tx.editJob.updateMany({ where: { id: job.id, status: { in: ["PENDING", "RUNNING"] } }, data: { status: "DONE" } });
      if (done.count !== 1) return null;
      const top = await tx.result.aggregate({ where: { OR: [{ id: rootId }, { parentResultId: rootId }] }, _max: { version: true } });
      const version = (top._max.version ?? 1) + 1;
      await tx.result.create({
        data: {
          id: newId, shootId: result.shootId, styleId: result.styleId, storageKey: stored.files.main!, width: restyled.width, height: restyled.height,
          version, parentResultId: rootId,
          variant: { engine: engineId, edit: options, editJobId: job.id, sourceResultId: result.id, zoom: restyled.zoom, files: stored.files, sizes: stored.sizes },
        },
      });
      await tx.editJob.update({ where: { id: job.id }, data: { outputResultId: newId } });
      return version;
    });
    if (settled === "gone" || settled === null) {
      // Nothing refers to the files just written unless a redelivery of this job already settled it as DONE.
      const current = await db.editJob.findUnique({ where: { id: job.id }, select: { status: true, outputResultId: true } });
      if (!current || current.status !== "DONE" || current.outputResultId !== newId) await storage.deletePrefix(resultPrefix(result.shootId, newId)).catch(() => undefined);
    }
    if (settled === "gone") {
      console.warn(`[studio] edit ${job.id}: the headshot or its shoot was deleted while it ran; no version made`);
      return { status: "failed", code: "RESULT_GONE" };
    }
    if (settled === null) return { status: "skipped" };
    return { status: "done", resultId: newId, version: settled };
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    if (run.signal?.aborted) return { status: "retry", code: "ABORTED", error };
    const code: EditFailureCode =
      err instanceof EditFailure ? err.code
      : err instanceof StudioError ? (err.code === "UNSUPPORTED_OPTION" ? "UNSUPPORTED_OPTION" : "OPTION_UNAVAILABLE")
      : err instanceof EngineError && err.code === "NO_FACE" ? "NO_FACE"
      : "ENGINE_FAILED";
    const final = code !== "ENGINE_FAILED" || (err instanceof EngineError && !err.retryable);
    if (!final && run.attempt < run.retryLimit) {
      console.warn(`[studio] edit ${job.id}: attempt ${run.attempt + 1} failed (${error.message}); retrying`);
      return { status: "retry", code, error };
    }
    console.error(`[studio] edit ${job.id} failed: ${code}: ${error.message}`);
    await failEdit(db, storage, job.id, code);
    return { status: "failed", code };
  }
}

/**
 * Whether a refund took `resultId` away: it belongs to a shoot whose package order was refunded in full,
 * or it is (an edit of) a headshot bought with an order that was (`variant.orderId`).
 */
export async function withdrawnByRefund(tx: Tx, resultId: string): Promise<boolean> {
  const row = await tx.result.findUnique({
    where: { id: resultId },
    select: { deletedAt: true, variant: true, parentResult: { select: { variant: true } }, shoot: { select: { order: { select: { status: true } } } } },
  });
  if (!row?.deletedAt) return false;
  if (row.shoot.order?.status === "REFUNDED") return true;
  const orderIds = [row.variant, row.parentResult?.variant]
    .map((v) => (v as { orderId?: unknown } | null)?.orderId)
    .filter((id): id is string => typeof id === "string");
  if (!orderIds.length) return false;
  return (await tx.order.count({ where: { id: { in: orderIds }, status: "REFUNDED" } })) > 0;
}

/** Gives an edit's credits back to its person, once (a ledger entry with the edit's refund key). */
async function refund(tx: Tx, job: { id: string; userId: string | null; creditsSpent: number }): Promise<void> {
  if (!job.userId || job.creditsSpent <= 0) return;
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${job.userId} FOR UPDATE`;
  const user = await tx.user.update({ where: { id: job.userId }, data: { editCredits: { increment: job.creditsSpent } }, select: { editCredits: true } });
  await tx.creditLedgerEntry.create({
    data: {
      userId: job.userId, kind: "EDIT", delta: job.creditsSpent, balanceAfter: user.editCredits, reason: "Studio edit failed: credit returned",
      refType: "editJob", refId: job.id, idempotencyKey: `studio-edit-refund:${job.id}`,
    },
  });
}

/** Settles an unsettled edit as FAILED with `code` and gives its credits back (unless a refund withdrew its headshot); false when it was already settled. */
export async function failEdit(db: PrismaClient, storage: FileStorage, editJobId: string, code: EditFailureCode): Promise<boolean> {
  const settled = await db.$transaction(async (tx) => {
    const job = await tx.editJob.findUnique({ where: { id: editJobId }, select: { id: true, userId: true, creditsSpent: true, resultId: true, result: { select: { shootId: true } } } });
    if (!job) return null;
    const failed = await tx.editJob.updateMany({ where: { id: editJobId, status: { in: ["PENDING", "RUNNING"] } }, data: { status: "FAILED", error: code } });
    if (failed.count !== 1) return null;
    // A refund took the headshot back together with the purchase: the credit spent on it stays spent.
    if (!(await withdrawnByRefund(tx, job.resultId))) await refund(tx, job);
    return job;
  });
  if (!settled) return false;
  // Files a half-done attempt stored for the version that will never be.
  await storage.deletePrefix(resultPrefix(settled.result.shootId, editResultId(editJobId))).catch(() => undefined);
  return true;
}

/** The queue gave up on an edit without the handler settling it (its worker lost each time). */
export function markEditLost(db: PrismaClient, storage: FileStorage, editJobId: string): Promise<boolean> {
  return failEdit(db, storage, editJobId, "WORKER_LOST");
}
