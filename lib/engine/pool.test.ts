import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { read } from "@/lib/testing/photos";
import { expectEngineError } from "./expect-engine-error";
import { checkInPool, closePool, generateInPool, poolSize } from "./pool";
import { styleFromId } from "./cpu-studio/styles";

const style = styleFromId("studio-grey")!;

afterAll(async () => {
  await closePool();
});

describe("the engine's worker threads", () => {
  it("sizes the pool from LUMEN_ENGINE_WORKERS, two by default, never more than the cores", () => {
    expect(poolSize({})).toBe(Math.min(2, Math.max(1, (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ?? 2)));
    expect(poolSize({ LUMEN_ENGINE_WORKERS: "0" })).toBe(0);
    expect(poolSize({ LUMEN_ENGINE_WORKERS: "1" })).toBe(1);
    expect(poolSize({ LUMEN_ENGINE_WORKERS: "-3" })).toBe(2);
    expect(poolSize({ LUMEN_ENGINE_WORKERS: "lots" })).toBe(2);
  });

  it("checks photos off the calling thread with the gate's verdicts", async () => {
    const [good, text] = await Promise.all([checkInPool(read("graceHopper")), checkInPool(Buffer.from("not a photo at all, just words"))]);
    expect(good.accepted).toBe(true);
    expect(good.score).toBeGreaterThan(50);
    // Grace Hopper's face is in the upper middle of the 512 x 600 photo
    expect(good.faceBox!.x).toBeGreaterThan(100);
    expect(good.faceBox!.x + good.faceBox!.width).toBeLessThan(420);
    expect(good.faceBox!.width).toBeGreaterThan(120);
    expect(text.faceBox).toBeNull();
    expect(text).toMatchObject({ accepted: false, reasons: ["UNSUPPORTED_FORMAT"] });
  });

  it("runs two generations side by side and returns real images", async () => {
    const request = { photos: [read("graceHopper")], style, count: 1, sizes: [{ width: 512, height: 512 }] };
    const [a, b] = await Promise.all([generateInPool(request), generateInPool({ ...request, photos: [read("astronaut")] })]);
    for (const result of [a, b]) {
      expect(result.images).toHaveLength(1);
      const image = result.images[0]!;
      expect(Buffer.isBuffer(image.bytes)).toBe(true);
      expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "jpeg", width: 512, height: 512 });
      expect(image.likeness).toBeGreaterThan(0.5);
    }
  });

  it("passes the engine's own errors through with their code", async () => {
    const err = await expectEngineError(generateInPool({ photos: [Buffer.from("nope")], style, count: 1, sizes: [{ width: 512, height: 512 }] }));
    expect(err.code).toBe("NO_USABLE_PHOTO");
    expect(err.retryable).toBe(false);
  });

  it("stops a generation when its signal aborts", async () => {
    const controller = new AbortController();
    const running = generateInPool({ photos: [read("graceHopper"), read("astronaut")], style, count: 6, sizes: [{ width: 512, height: 512 }], signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const err = await expectEngineError(running);
    expect(err.code).toBe("ABORTED");
  });

  it("reports a job lost with its worker as worth retrying, and carries on with new workers", async () => {
    const running = expectEngineError(generateInPool({ photos: [read("graceHopper")], style, count: 3, sizes: [{ width: 512, height: 512 }] }));
    await new Promise((r) => setTimeout(r, 200));
    await closePool();
    const err = await running;
    expect(err).toMatchObject({ code: "WORKER_LOST", retryable: true });
    expect((await checkInPool(read("astronaut"))).accepted).toBe(true);
  });
});
