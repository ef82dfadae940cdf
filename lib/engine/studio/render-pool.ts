// Worker threads for the pixel half of a render. The JS pixel work is the larger part of a
// headshot and would otherwise serialise every job on the one main thread; the models stay on the
// main thread (one copy in memory). Where workers cannot start (a bundle without the worker file,
// LUMEN_ENGINE_WORKERS=0), renders run inline: slower under concurrency, same pixels.
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { finishRender, type FinishedRender, type RenderJob } from "./render";

type Slot = { worker: Worker; busy: boolean };
type Task = { job: RenderJob; resolve: (r: FinishedRender) => void; reject: (e: Error) => void };

const POOL = Symbol.for("lumen.engine.renderPool");
type Pool = { slots: Slot[]; queue: Task[]; disabled: boolean; size: number };

function workerSource(): string | URL | null {
  const self = import.meta.url;
  if (!self.startsWith("file:")) return null;
  if (self.endsWith(".ts")) {
    // Source checkout (tsx, vitest): the worker registers tsx's loader, then imports the TS file.
    let api: string;
    try {
      // resolved through package.json: bundlers reject import.meta.resolve, and tsx's exports map
      // hides the ESM entry from require.resolve
      const tsxDir = path.dirname(createRequire(self).resolve("tsx/package.json"));
      api = pathToFileURL(path.join(tsxDir, "dist/esm/api/index.mjs")).href;
    } catch {
      return null;
    }
    const target = new URL("./render-worker.ts", self).href;
    return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(target)}); })`;
  }
  return new URL("./render-worker.js", self);
}

function pool(): Pool {
  const g = globalThis as typeof globalThis & { [POOL]?: Pool };
  if (g[POOL]) return g[POOL];
  // One worker by default: the main thread (models) is the other busy thread, and each extra
  // worker costs ~75 MB. LUMEN_ENGINE_WORKERS sets the count; 0 renders inline.
  const wanted = Number(process.env.LUMEN_ENGINE_WORKERS ?? 1);
  const size = Number.isFinite(wanted) ? Math.max(0, Math.min(wanted, os.availableParallelism())) : 1;
  const p: Pool = { slots: [], queue: [], disabled: size === 0, size };
  g[POOL] = p;
  return p;
}

function startWorker(p: Pool): Slot | null {
  const source = workerSource();
  if (!source) return null;
  try {
    const worker = typeof source === "string" ? new Worker(source, { eval: true }) : new Worker(source);
    worker.unref();
    const slot: Slot = { worker, busy: false };
    worker.on("error", () => {
      // A worker that cannot start (or dies) is replaced by inline rendering from then on.
      p.slots = p.slots.filter((s) => s !== slot);
      if (!p.slots.length) p.disabled = true;
    });
    return slot;
  } catch {
    return null;
  }
}

function dispatch(p: Pool): void {
  while (p.queue.length) {
    let slot = p.slots.find((s) => !s.busy);
    if (!slot && p.slots.length < p.size) {
      const started = startWorker(p);
      if (started) { p.slots.push(started); slot = started; }
    }
    if (!slot) {
      if (!p.slots.length) {
        // no worker could start: render inline
        p.disabled = true;
        for (const t of p.queue.splice(0)) finishRender(t.job).then(t.resolve, t.reject);
      }
      return;
    }
    const task = p.queue.shift()!;
    const s = slot;
    s.busy = true;
    s.worker.ref();
    const done = () => { s.busy = false; s.worker.unref(); s.worker.off("message", onMessage); s.worker.off("error", onError); dispatch(p); };
    const onMessage = (msg: { ok: true; result: FinishedRender } | { ok: false; error: string }) => {
      done();
      if (msg.ok) task.resolve(msg.result);
      else task.reject(new Error(msg.error));
    };
    const onError = (error: Error) => {
      done();
      // retry the task inline rather than failing the job
      finishRender(task.job).then(task.resolve, () => task.reject(error));
    };
    s.worker.on("message", onMessage);
    s.worker.on("error", onError);
    const { job } = task;
    s.worker.postMessage(job, [job.rgb.buffer, job.valid.buffer, job.coarse.buffer, job.mesh.buffer] as ArrayBuffer[]);
  }
}

/** Finishes a render in a worker thread if possible, inline otherwise. Takes ownership of the job's buffers. */
export function finishInWorker(job: RenderJob): Promise<FinishedRender> {
  const p = pool();
  if (p.disabled) return finishRender(job);
  // Typed arrays must own their whole buffer to be transferred without copying others' data.
  const own = <T extends Uint8Array | Float32Array | Float64Array>(a: T): T => (a.byteOffset === 0 && a.byteLength === a.buffer.byteLength ? a : (a.slice() as T));
  const owned: RenderJob = { ...job, rgb: own(job.rgb), valid: own(job.valid), coarse: own(job.coarse), mesh: own(job.mesh) };
  return new Promise((resolve, reject) => {
    p.queue.push({ job: owned, resolve, reject });
    dispatch(p);
  });
}
