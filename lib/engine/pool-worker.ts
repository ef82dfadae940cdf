// Entry of an engine worker thread (lib/engine/pool.ts): runs quality checks, studio generations and
// the editor's re-renders.
import "server-only";
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { restyleHeadshot } from "./edit";
import { EngineError } from "./engine";
import { checkWithFace, type PoolReply, type PoolTask } from "./pool";
import { createCpuStudioEngine } from "./cpu-studio";

// One libvips thread per operation: the pool already runs one job per core, and libvips' own threads
// would only make two jobs fight over the same two cores.
sharp.concurrency(1);

const controllers = new Map<number, AbortController>();

function reply(msg: PoolReply): void {
  if (msg.ok && "images" in msg.value) {
    // transfer each image's bytes instead of copying them (sharp's buffers are copied once into owned arrays)
    const images = msg.value.images.map((i) => ({ ...i, bytes: new Uint8Array(i.bytes) as unknown as Buffer }));
    parentPort!.postMessage({ ...msg, value: { ...msg.value, images } }, images.map((i) => i.bytes.buffer as ArrayBuffer));
    return;
  }
  parentPort!.postMessage(msg);
}

parentPort?.postMessage({ ready: true });

parentPort?.on("message", async (msg: { id: number; task: PoolTask } | { abort: number }) => {
  if ("abort" in msg) {
    controllers.get(msg.abort)?.abort();
    return;
  }
  const { id, task } = msg;
  try {
    if (task.kind === "check") {
      reply({ id, ok: true, value: await checkWithFace(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength)) });
    } else if (task.kind === "restyle") {
      const image = task.request.image;
      reply({ id, ok: true, value: await restyleHeadshot({ ...task.request, image: Buffer.from(image.buffer, image.byteOffset, image.byteLength) }) });
    } else {
      const controller = new AbortController();
      controllers.set(id, controller);
      const photos = task.request.photos.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength));
      const value = await createCpuStudioEngine(task.options).generate({ ...task.request, photos, signal: controller.signal });
      reply({ id, ok: true, value });
    }
  } catch (e) {
    const error = e instanceof EngineError ? { message: e.message, code: e.code, retryable: e.retryable } : { message: e instanceof Error ? e.message : String(e), code: "ENGINE_FAILED", retryable: true };
    reply({ id, ok: false, error });
  } finally {
    controllers.delete(id);
  }
});
