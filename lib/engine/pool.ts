// Engine worker threads. Each worker loads its own face models and runs whole jobs (a quality check,
// a studio generation) start to finish, so two jobs run side by side on two cores with no lock
// between them, and the calling thread (the web server's event loop) never computes a pixel or a
// model layer. Where a worker cannot start (a bundle without tsx, LUMEN_ENGINE_WORKERS=0), jobs run
// inline on the calling thread: same results, no parallelism.
import "server-only";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { EngineError, type GenerateRequest, type GenerateResult } from "./engine";
import type { RestyledImage, RestyleRequest } from "./edit";
import type { QualityVerdict } from "./quality";
import type { CpuStudioOptions } from "./cpu-studio";

/** Studio options that can cross to a worker (no callbacks). */
export type PoolStudioOptions = Omit<CpuStudioOptions, "onStages">;

export type PoolTask =
  | { kind: "check"; bytes: Uint8Array }
  | { kind: "generate"; options: PoolStudioOptions; request: Omit<GenerateRequest, "signal"> }
  | { kind: "restyle"; request: RestyleRequest };

/** The gate's verdict plus where the main face is, in pixels of the upright full-size photo. */
export type PhotoCheck = QualityVerdict & { faceBox: { x: number; y: number; width: number; height: number } | null };

export type PoolReply =
  | { id: number; ok: true; value: PhotoCheck | GenerateResult | RestyledImage }
  | { id: number; ok: false; error: { message: string; code: string; retryable: boolean } };

/**
 * Whose work a job is. Paid work (a customer's shoot, an upload's gate, an edit) always goes first; free
 * work (the free tools' gate and generation) starts only when no paid job waits, one at a time, so with
 * two workers one is always left for paid work and a burst of free requests never delays a customer.
 */
export type PoolPriority = "paid" | "free";

type Pending = { task: PoolTask; priority: PoolPriority; resolve: (v: never) => void; reject: (e: Error) => void; signal?: AbortSignal; onAbort?: () => void };
type Slot = { worker: Worker; running: Map<number, Pending>; ready: boolean };

const POOL = Symbol.for("lumen.engine.pool");
type Pool = { slots: Slot[]; queue: (Pending & { id: number })[]; size: number; nextId: number; broken: boolean };

/** Workers wanted: LUMEN_ENGINE_WORKERS (0 = inline), else one per core up to two (each holds ~150 MB). */
export function poolSize(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LUMEN_ENGINE_WORKERS;
  const wanted = raw === undefined || raw === "" ? 2 : Number(raw);
  if (!Number.isInteger(wanted) || wanted < 0) return 2;
  return Math.min(wanted, Math.max(1, os.availableParallelism()));
}

/**
 * The worker's entry. From a source checkout (tsx, vitest, `next start` in this repo) the worker
 * registers tsx's loader and imports the TypeScript file; the path is found from this module or,
 * inside a Next bundle (where import.meta.url points into .next), from the working directory.
 */
function workerSource(): string | null {
  // Found from the working directory (the project root for `next start`, the CLI, the worker and the
  // tests), not from import.meta.url: inside a Next bundle that points into .next, and a bundler would
  // copy a statically visible worker file as an asset it cannot run.
  const target = path.join(process.cwd(), "lib", "engine", "pool-worker.ts");
  try {
    const req = createRequire(path.join(process.cwd(), "package.json"));
    if (!(req("node:fs") as typeof import("node:fs")).existsSync(/*turbopackIgnore: true*/ target)) return null;
    const tsxDir = path.dirname(req.resolve("tsx/package.json"));
    const api = pathToFileURL(path.join(tsxDir, "dist/esm/api/index.mjs")).href;
    // The engine's modules are server-only; inside the thread "server-only" is the package's empty
    // module, as React's server build resolves it (a module hook: loader hooks registered in a thread
    // do not see its --conditions).
    const serverOnly = pathToFileURL(path.join(path.dirname(req.resolve("server-only")), "empty.js")).href;
    const hook = `require("node:module").registerHooks({ resolve: (s, c, next) => (s === "server-only" ? { url: ${JSON.stringify(serverOnly)}, shortCircuit: true } : next(s, c)) });`;
    return `${hook} import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(target).href)}); })`;
  } catch {
    return null;
  }
}

function pool(): Pool {
  const g = globalThis as typeof globalThis & { [POOL]?: Pool };
  g[POOL] ??= { slots: [], queue: [], size: poolSize(), nextId: 1, broken: false };
  return g[POOL];
}

/** Runs the gate and keeps the main face's box (scaled back from the analysis copy). */
export async function checkWithFace(bytes: Buffer): Promise<PhotoCheck> {
  const { analyzePhoto } = await import("./quality");
  const { verdict, image, main } = await analyzePhoto(bytes);
  if (!image || !main) return { ...verdict, faceBox: null };
  const k = image.sourceWidth / image.width;
  const [x, y, w, h] = main.box;
  return { ...verdict, faceBox: { x: Math.round(x * k), y: Math.round(y * k), width: Math.round(w * k), height: Math.round(h * k) } };
}

async function runInline(task: PoolTask, signal?: AbortSignal): Promise<PhotoCheck | GenerateResult | RestyledImage> {
  if (task.kind === "check") return checkWithFace(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength));
  if (task.kind === "restyle") {
    const { restyleHeadshot } = await import("./edit");
    const image = task.request.image;
    return restyleHeadshot({ ...task.request, image: Buffer.from(image.buffer, image.byteOffset, image.byteLength) });
  }
  const { createCpuStudioEngine } = await import("./cpu-studio");
  return createCpuStudioEngine(task.options).generate({ ...task.request, photos: task.request.photos.map((p) => Buffer.from(p)), signal });
}

function failAll(slot: Slot, error: Error): void {
  for (const p of slot.running.values()) p.reject(error);
  slot.running.clear();
}

function startWorker(p: Pool): Slot | null {
  const source = workerSource();
  if (!source) return null;
  let worker: Worker;
  try {
    // Inside a worker the CPU studio engine renders inline; the models load once per worker.
    worker = new Worker(source, { eval: true, env: { ...process.env, LUMEN_ENGINE_WORKERS: "0" } });
  } catch {
    return null;
  }
  worker.unref();
  const slot: Slot = { worker, running: new Map(), ready: false };
  worker.on("message", (msg: PoolReply | { ready: true }) => {
    if ("ready" in msg) {
      slot.ready = true;
      return;
    }
    const pending = slot.running.get(msg.id);
    if (!pending) return;
    slot.running.delete(msg.id);
    if (pending.onAbort) pending.signal?.removeEventListener("abort", pending.onAbort);
    if (!slot.running.size) worker.unref();
    if (msg.ok) pending.resolve(msg.value as never);
    else pending.reject(new EngineError(msg.error.message, msg.error.retryable, msg.error.code));
    dispatch(p);
  });
  const lost = (why: string) => {
    p.slots = p.slots.filter((s) => s !== slot);
    if (!slot.ready) {
      // The worker never started (no tsx, a broken install): run its jobs, and all later ones, inline.
      console.error(`[engine] worker threads unavailable, running jobs inline: ${why}`);
      p.broken = true;
      p.queue.unshift(...[...slot.running.entries()].map(([id, pending]) => ({ ...pending, id })));
      slot.running.clear();
      dispatch(p);
      return;
    }
    // a job that crashed a worker is worth one more try elsewhere (or later, by the queue)
    failAll(slot, new EngineError(`engine worker stopped: ${why}`, true, "WORKER_LOST"));
    dispatch(p);
  };
  worker.on("error", (e) => lost(e.message));
  worker.on("exit", (code) => { if (p.slots.includes(slot)) lost(`exit code ${code}`); });
  return slot;
}

/**
 * Which waiting job starts next on a free worker: the oldest paid one; else the oldest free one, but
 * only while no free job runs. -1: nothing may start now.
 */
export function nextJob(queue: readonly { priority: PoolPriority }[], freeRunning: number): number {
  const paid = queue.findIndex((j) => j.priority === "paid");
  if (paid >= 0) return paid;
  return freeRunning === 0 ? queue.findIndex((j) => j.priority === "free") : -1;
}

const freeRunning = (p: Pool) => p.slots.reduce((n, s) => n + [...s.running.values()].filter((j) => j.priority === "free").length, 0);

function dispatch(p: Pool): void {
  while (p.queue.length) {
    const next = nextJob(p.queue, freeRunning(p));
    if (next < 0) return;
    let slot = p.slots.find((s) => s.running.size === 0);
    if (!slot && p.slots.length < p.size && !p.broken) {
      const started = startWorker(p);
      if (started) {
        p.slots.push(started);
        slot = started;
      } else if (!p.slots.length) {
        p.broken = true;
      }
    }
    if (!slot) {
      if (p.broken && !p.slots.length) {
        for (const t of p.queue.splice(0)) runInline(t.task, t.signal).then(t.resolve as (v: unknown) => void, t.reject);
      }
      return;
    }
    const item = p.queue.splice(next, 1)[0]!;
    if (item.signal?.aborted) {
      item.reject(new EngineError("generation aborted", false, "ABORTED"));
      continue;
    }
    slot.running.set(item.id, item);
    slot.worker.ref();
    if (item.signal) {
      const s = slot;
      item.onAbort = () => s.worker.postMessage({ abort: item.id });
      item.signal.addEventListener("abort", item.onAbort, { once: true });
    }
    // copied, not transferred: if the worker dies before it starts, the job still has its bytes to run inline
    slot.worker.postMessage({ id: item.id, task: item.task });
  }
}

/**
 * Free jobs that may wait at once. A free job runs only when no paid one waits, so without a bound a
 * flood of free uploads would queue without end, each request holding its photo in memory; past it a
 * free job is refused at once (retryable: the visitor is asked to try again in a moment).
 */
export const FREE_QUEUE_MAX = 8;

function submit<T>(task: PoolTask, signal?: AbortSignal, priority: PoolPriority = "paid"): Promise<T> {
  const p = pool();
  if (p.size === 0) return runInline(task, signal) as Promise<T>;
  if (priority === "free" && p.queue.filter((j) => j.priority === "free").length >= FREE_QUEUE_MAX) {
    return Promise.reject(new EngineError("too many free jobs waiting", true, "BUSY"));
  }
  return new Promise<T>((resolve, reject) => {
    p.queue.push({ id: p.nextId++, task, priority, resolve: resolve as (v: never) => void, reject, signal });
    dispatch(p);
  });
}

/** The quality verdict of one upload (and its face box), computed off the calling thread. */
export function checkInPool(bytes: Buffer, priority: PoolPriority = "paid"): Promise<PhotoCheck> {
  return submit<PhotoCheck>({ kind: "check", bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) }, undefined, priority);
}

/** A studio generation, run whole in a worker thread. */
export async function generateInPool(request: GenerateRequest, options: PoolStudioOptions = {}, priority: PoolPriority = "paid"): Promise<GenerateResult> {
  const { signal, ...rest } = request;
  const result = await submit<GenerateResult>({ kind: "generate", options, request: { ...rest, photos: rest.photos.map((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength)) as unknown as Buffer[] } }, signal, priority);
  // bytes arrive as Uint8Array after the structured clone
  return { ...result, images: result.images.map((i) => ({ ...i, bytes: Buffer.from(i.bytes.buffer, i.bytes.byteOffset, i.bytes.byteLength) })) };
}

/** An editor re-render of a finished headshot (lib/engine/edit.ts), run whole in a worker thread. */
export async function restyleInPool(request: RestyleRequest, signal?: AbortSignal, priority: PoolPriority = "paid"): Promise<RestyledImage> {
  const image = new Uint8Array(request.image.buffer, request.image.byteOffset, request.image.byteLength) as unknown as Buffer;
  const result = await submit<RestyledImage>({ kind: "restyle", request: { ...request, image } }, signal, priority);
  return { ...result, bytes: Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength) };
}

/** Stops the workers (tests, graceful shutdown); the next job starts new ones. */
export async function closePool(): Promise<void> {
  const p = pool();
  const slots = p.slots.splice(0);
  await Promise.all(slots.map((s) => { failAll(s, new EngineError("engine pool closed", true, "WORKER_LOST")); return s.worker.terminate(); }));
}
