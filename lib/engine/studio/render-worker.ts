// Worker-thread entry of the render pool: finishes renders sent by the main thread.
import { parentPort } from "node:worker_threads";
import { finishRender, type RenderJob } from "./render";

parentPort?.on("message", (job: RenderJob) => {
  finishRender(job).then(
    (result) => {
      // sharp's output may live in memory Node cannot transfer: copy into a transferable array once
      const rgb = new Uint8Array(result.rgb);
      parentPort!.postMessage({ ok: true, result: { ...result, rgb } }, [rgb.buffer]);
    },
    (error: Error) => parentPort!.postMessage({ ok: false, error: error.message }),
  );
});
