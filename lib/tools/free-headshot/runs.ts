// The free headshot generator's runs (FreeToolRun, tool HEADSHOT): a visitor uploads one photo (the
// same quality gate as a shoot's upload), picks a backdrop and a framing, and gets one watermarked
// 1024 px headshot made by the studio engine. Nothing is kept longer than FREE_KEEP_HOURS: every
// read here treats an expired run as gone, and the privacy sweep deletes its row and files.
//
// The free work never delays paid work: its gate checks and its generation go to the engine pool as
// "free" jobs (lib/engine/pool.ts), which start only when no paid job waits, one at a time.
import "server-only";
import { randomBytes } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { FreeToolRun, PrismaClient } from "@/lib/db";
import { DecodeError, sanitizePhoto } from "@/lib/engine/decode";
import { EngineError } from "@/lib/engine/engine";
import { styleFromId } from "@/lib/engine/cpu-studio/styles";
import { checkInPool, generateInPool } from "@/lib/engine/pool";
import { qualityMessageKey, type QualityVerdict, type ReasonCode } from "@/lib/engine/quality";
import { Refusal, translatorFor } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/config";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import type { FileStorage } from "@/lib/storage/types";
import { claimFreeRun, countFreeEvent, FREE_WINDOW_MS, type FreeVisitor } from "../free-runs";
import {
  FREE_BACKDROPS,
  FREE_FRAMINGS,
  FREE_GENDERS,
  FREE_HEADSHOT_API,
  FREE_KEEP_HOURS,
  FREE_MAX_PHOTO_BYTES,
  FREE_RESULT_EDGE,
  type FreeFraming,
  type FreeHeadshotView,
  type FreePhotoRefusal,
} from "./contract";
import { watermark } from "./watermark";

/** The messages namespace of the free tools' API refusals. */
export const FREE_API_NAMESPACE = "FreeToolsApi";

export const FREE_HEADSHOT_LIMITS = {
  /**
   * Photos one visitor (by cookie or by address, whichever has more) may put through the gate in
   * FREE_WINDOW_MS. A draft does not count against the day's headshots, but the gate costs a second
   * of CPU: without a cap it would be a free photo checker.
   */
  draftsPerWindow: 20,
} as const;

/** The refusal codes of the free headshot API and their HTTP status. */
export const FREE_HEADSHOT_ERRORS = {
  NOT_FOUND: 404,
  CROSS_SITE: 403,
  NOT_MULTIPART: 400,
  NO_FILE: 400,
  TOO_MANY_FILES: 400,
  CONSENT_REQUIRED: 400,
  FILE_TOO_LARGE: 413,
  TOO_MANY_PHOTOS: 429,
  LIMIT_REACHED: 429,
  RECAPTCHA_FAILED: 400,
  ANALYSIS_FAILED: 503,
} as const;
export type FreeHeadshotErrorCode = keyof typeof FREE_HEADSHOT_ERRORS;

export const freeRefusal = (code: FreeHeadshotErrorCode, options: ConstructorParameters<typeof Refusal>[3] = {}) => new Refusal(FREE_API_NAMESPACE, code, FREE_HEADSHOT_ERRORS[code], options);

export const freeChoicesSchema = z.object({
  gender: z.enum(FREE_GENDERS),
  backdrop: z.enum(FREE_BACKDROPS),
  framing: z.enum(FREE_FRAMINGS),
});
export type FreeChoices = z.infer<typeof freeChoicesSchema>;

/** The submit step's JSON body. */
export const freeSubmitBody = freeChoicesSchema.extend({ recaptchaToken: z.string().max(4000).optional() });

export const photoKey = (runId: string) => `free-headshots/${runId}/photo.jpg`;
export const resultKey = (runId: string) => `free-headshots/${runId}/result.jpg`;

const newRunId = () => `fh${randomBytes(12).toString("hex")}`;

export function freeHeadshotView(run: Pick<FreeToolRun, "id" | "status" | "choices" | "expiresAt">): FreeHeadshotView {
  const choices = freeChoicesSchema.partial().safeParse(run.choices);
  const c = choices.success ? choices.data : {};
  return {
    id: run.id,
    status: run.status,
    gender: c.gender ?? null,
    backdrop: c.backdrop ?? null,
    framing: c.framing ?? null,
    imageUrl: run.status === "DONE" ? FREE_HEADSHOT_API.image(run.id) : null,
    expiresAt: run.expiresAt.toISOString(),
  };
}

/** The visitor's own, unexpired free headshot, or null (another visitor's, a profile picture's, unknown, expired). */
export async function findOwnRun(db: PrismaClient, id: string, visitor: FreeVisitor, now = new Date()): Promise<FreeToolRun | null> {
  if (id.length > 64) return null;
  const run = await db.freeToolRun.findUnique({ where: { id } });
  if (!run || run.tool !== "HEADSHOT" || run.visitorHash !== visitor.visitorHash || run.expiresAt <= now) return null;
  return run;
}

/** The gate's reasons in the caller's language (the same Engine messages the upload flow shows). */
export async function photoRefusal(locale: Locale, reasons: ReasonCode[]): Promise<FreePhotoRefusal> {
  const engine = await translatorFor(locale, "Engine");
  const own = await translatorFor(locale, FREE_API_NAMESPACE);
  return {
    error: "PHOTO_REFUSED",
    message: own("errors.PHOTO_REFUSED"),
    reasons: reasons.map((code) => ({ code, message: engine(qualityMessageKey(code).replace(/^Engine\./, "")) })),
  };
}

export type CreateResult = { ok: true; run: FreeToolRun; gate: QualityVerdict } | { ok: false; refusal: FreePhotoRefusal };

/**
 * A visitor's photo: the cap on drafts, the quality gate (run as a free job in the engine pool), then
 * the sanitised JPEG in storage and a DRAFT run that expires in FREE_KEEP_HOURS.
 */
export async function createFreeHeadshot(
  db: PrismaClient,
  storage: FileStorage,
  input: { bytes: Buffer; visitor: FreeVisitor; locale: Locale; now?: Date },
): Promise<CreateResult> {
  const { bytes, visitor, locale } = input;
  const now = input.now ?? new Date();
  if (bytes.length > FREE_MAX_PHOTO_BYTES) throw freeRefusal("FILE_TOO_LARGE", { values: { maxMb: FREE_MAX_PHOTO_BYTES / 1024 / 1024 } });
  const since = new Date(now.getTime() - FREE_WINDOW_MS);
  const [byCookie, byIp] = await Promise.all([
    db.freeToolRun.count({ where: { tool: "HEADSHOT", createdAt: { gt: since }, visitorHash: visitor.visitorHash } }),
    db.freeToolRun.count({ where: { tool: "HEADSHOT", createdAt: { gt: since }, ipHash: visitor.ipHash } }),
  ]);
  if (Math.max(byCookie, byIp) >= FREE_HEADSHOT_LIMITS.draftsPerWindow) {
    await countFreeEvent(db, "HEADSHOT", "drafts", now);
    throw freeRefusal("TOO_MANY_PHOTOS");
  }

  // The upload flow's gate (lib/shoots/photos.ts preparePhoto): the verdict from the engine pool, then
  // the sanitised copy (orientation applied, metadata stripped). Free jobs in the pool wait for paid ones.
  let verdict: QualityVerdict;
  try {
    const { faceBox: _, ...rest } = await checkInPool(bytes, "free");
    verdict = rest;
  } catch (error) {
    console.error("[free-headshot] quality gate failed", error);
    throw freeRefusal("ANALYSIS_FAILED");
  }
  // A refused photo leaves a row without files (FAILED, never counted against the day): the drafts'
  // cap above counts it, so the gate cannot be used as a free photo checker.
  const refused = async (reasons: readonly string[]) => {
    await db.$transaction(async (tx) => {
      await tx.freeToolRun.create({
        data: { id: newRunId(), tool: "HEADSHOT", status: "FAILED", failure: "PHOTO_REFUSED", visitorHash: visitor.visitorHash, ipHash: visitor.ipHash, expiresAt: new Date(now.getTime() + FREE_KEEP_HOURS * 3600_000), createdAt: now },
      });
      await countFreeEvent(tx, "HEADSHOT", "photoRefused", now);
    });
    return { ok: false as const, refusal: await photoRefusal(locale, reasons as never) };
  };
  if (!verdict.accepted) return refused(verdict.reasons);
  let clean: Buffer;
  try {
    clean = (await sanitizePhoto(bytes)).bytes;
  } catch (error) {
    if (error instanceof DecodeError) return refused([error.reason]);
    throw error;
  }

  const id = newRunId();
  const key = photoKey(id);
  await storage.put(key, clean, { contentType: "image/jpeg" });
  try {
    const run = await db.$transaction(async (tx) => {
      await countFreeEvent(tx, "HEADSHOT", "photo", now);
      return tx.freeToolRun.create({
        data: { id, tool: "HEADSHOT", status: "DRAFT", visitorHash: visitor.visitorHash, ipHash: visitor.ipHash, photoKey: key, expiresAt: new Date(now.getTime() + FREE_KEEP_HOURS * 3600_000), createdAt: now },
      });
    });
    return { ok: true, run, gate: verdict };
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export type SubmitResult = { kind: "queued"; run: FreeToolRun } | { kind: "replay"; run: FreeToolRun } | { kind: "limit"; nextAt: Date | null; limit: number };

/**
 * Asks for the headshot: takes one of the day's runs (claimFreeRun) and, in the same transaction, marks
 * the draft counted and QUEUED with its choices and queues its job. A run that is no longer a draft (a
 * replayed or doubled request) is answered as it is, never counted or queued again.
 */
export async function submitFreeHeadshot(db: PrismaClient, boss: PgBoss, input: { run: FreeToolRun; visitor: FreeVisitor; choices: FreeChoices }): Promise<SubmitResult> {
  const { run, visitor, choices } = input;
  if (run.status !== "DRAFT") return { kind: "replay", run };
  const claimed = await claimFreeRun(db, "HEADSHOT", visitor, async (tx, countedAt) => {
    // Guarded on DRAFT: of two requests for one draft, the second (after the lock) changes nothing.
    const moved = await tx.freeToolRun.updateMany({ where: { id: run.id, status: "DRAFT", expiresAt: { gt: countedAt } }, data: { status: "QUEUED", countedAt, choices } });
    if (moved.count === 0) return false;
    await countFreeEvent(tx, "HEADSHOT", "started", countedAt);
    await enqueue(boss, tx, QUEUES.freeHeadshot, { runId: run.id });
    return true;
  });
  const now = await db.freeToolRun.findUnique({ where: { id: run.id } });
  if (!now) throw freeRefusal("NOT_FOUND");
  if (!claimed.ok) {
    // Out of runs, unless this very draft was taken by a request a moment earlier.
    if (now.status !== "DRAFT") return { kind: "replay", run: now };
    return { kind: "limit", nextAt: claimed.allowance.nextAt, limit: claimed.allowance.limit };
  }
  return { kind: claimed.value ? "queued" : "replay", run: now };
}

/** "in 3 h 20 min" / "in 12 min", in the caller's language: when the next free headshot is possible. */
export async function limitRefusal(locale: Locale, limit: number, nextAt: Date | null, now = new Date()): Promise<Refusal> {
  const t = await translatorFor(locale, FREE_API_NAMESPACE);
  const minutes = nextAt ? Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 60_000)) : null;
  const message =
    minutes === null
      ? t("errors.LIMIT_REACHED", { limit })
      : t("errors.LIMIT_REACHED_UNTIL", { limit, wait: minutes >= 60 ? t("wait.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t("wait.minutes", { minutes }) });
  return freeRefusal("LIMIT_REACHED", { message, details: { limit, nextAt: nextAt?.toISOString() ?? null } });
}

// ---------------------------------------------------------------------------------------------------
// The job (queue free-headshot)

/**
 * The studio engine's variations for one source photo: variation 0 is front light, the standard
 * head-and-shoulders crop, centred; variation 3 is front light, the engine's "close" crop (12 % more
 * head), centred (lib/engine/cpu-studio/index.ts planVariations). Same light, so the framings differ
 * only in how close they are.
 */
export const FRAMING_VARIATION: Record<FreeFraming, number> = { classic: 0, close: 3 };

export type FreeJobOutcome =
  | { status: "done"; generationMs: number; watermarkMs: number; queueMs: number }
  | { status: "skipped"; why: string }
  | { status: "failed"; code: string }
  | { status: "retry"; error: Error };

export type FreeJobServices = { db: PrismaClient; storage: FileStorage };

/**
 * Makes one queued free headshot: RUNNING while it works, then DONE with the watermarked JPEG in
 * storage, or FAILED with the engine's code (a retryable error is retried while attempts remain). An
 * expired or deleted run is skipped, and a result finished after its run expired is deleted again.
 */
export async function runFreeHeadshotJob(
  ctx: FreeJobServices,
  job: { runId: string; attempt: number; retryLimit: number; signal?: AbortSignal; now?: () => Date },
): Promise<FreeJobOutcome> {
  const { db, storage } = ctx;
  const clock = job.now ?? (() => new Date());
  const run = await db.freeToolRun.findUnique({ where: { id: job.runId } });
  if (!run || run.tool !== "HEADSHOT") return { status: "skipped", why: "gone" };
  if (run.expiresAt <= clock()) return { status: "skipped", why: "expired" };
  if (run.status !== "QUEUED" && run.status !== "RUNNING") return { status: "skipped", why: run.status };
  const choices = freeChoicesSchema.safeParse(run.choices);
  const style = choices.success ? styleFromId(choices.data.backdrop) : null;
  if (!choices.success || !style || !run.photoKey) return fail(db, run.id, "INVALID_RUN");
  const queueMs = clock().getTime() - (run.countedAt ?? run.updatedAt).getTime();
  await db.freeToolRun.update({ where: { id: run.id }, data: { status: "RUNNING" } });

  try {
    const photo = await storage.get(run.photoKey);
    if (!photo) return fail(db, run.id, "PHOTO_MISSING");
    const started = performance.now();
    const result = await generateInPool(
      {
        photos: [photo],
        style,
        count: 1,
        variationOffset: FRAMING_VARIATION[choices.data.framing],
        sizes: [{ width: FREE_RESULT_EDGE, height: FREE_RESULT_EDGE }],
        subject: { gender: choices.data.gender === "unspecified" ? null : choices.data.gender },
        signal: job.signal,
      },
      { format: "jpeg" },
      "free",
    );
    const generationMs = performance.now() - started;
    const image = result.images[0];
    if (!image) return fail(db, run.id, result.dropped[0]?.reason ?? "NO_RESULT");
    const marking = performance.now();
    const marked = await watermark(image.bytes);
    const watermarkMs = performance.now() - marking;

    const key = resultKey(run.id);
    await storage.put(key, marked, { contentType: "image/jpeg" });
    // Only a run that still exists and has not expired meanwhile gets its result; else it goes again.
    const finished = clock();
    const saved = await db.$transaction(async (tx) => {
      const done = await tx.freeToolRun.updateMany({ where: { id: run.id, status: { in: ["QUEUED", "RUNNING"] }, expiresAt: { gt: finished } }, data: { status: "DONE", resultKey: key, finishedAt: finished, failure: null } });
      if (done.count > 0) await countFreeEvent(tx, "HEADSHOT", "finished", finished);
      return done;
    });
    if (saved.count === 0) {
      await storage.delete(key);
      return { status: "skipped", why: "expired" };
    }
    return { status: "done", generationMs, watermarkMs, queueMs };
  } catch (error) {
    const engine = error instanceof EngineError ? error : null;
    const retryable = engine ? engine.retryable : true;
    if (retryable && job.attempt < job.retryLimit) {
      await db.freeToolRun.updateMany({ where: { id: run.id, status: "RUNNING" }, data: { status: "QUEUED" } });
      return { status: "retry", error: error instanceof Error ? error : new Error(String(error)) };
    }
    console.error(`[free-headshot] ${run.id} failed`, error);
    return fail(db, run.id, engine?.code ?? "ENGINE_FAILED");
  }
}

/**
 * The run failed: it no longer counts against the visitor's day (countedAt cleared), since they got
 * nothing for it. It cannot be asked for again (not a draft), so a photo the engine cannot use costs a
 * new upload through the gate, which the drafts' cap bounds.
 */
async function fail(db: PrismaClient, runId: string, code: string): Promise<FreeJobOutcome> {
  // Only a run still being worked on: a job delivered twice must not turn a finished headshot into a failure.
  await failRun(db, runId, code);
  return { status: "failed", code };
}

/** The queue gave up on a run (its worker died each time): it fails instead of staying RUNNING. */
export async function markFreeHeadshotLost(db: PrismaClient, runId: string): Promise<void> {
  await failRun(db, runId, "WORKER_LOST");
}

/** A run still being worked on becomes FAILED, no longer counted against the day, and the day's "failed" counter grows. */
async function failRun(db: PrismaClient, runId: string, code: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const failed = await tx.freeToolRun.updateMany({ where: { id: runId, status: { in: ["QUEUED", "RUNNING"] } }, data: { status: "FAILED", failure: code.slice(0, 100), finishedAt: new Date(), countedAt: null } });
    if (failed.count > 0) await countFreeEvent(tx, "HEADSHOT", "failed");
  });
}
