// The engine registry: picking an engine from a typed config, refusing a bad one, what the editor may
// offer with each engine, and the admin's active ComfyWorkflow read from a real (PGlite) database.
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { expectEngineError } from "./expect-engine-error";
import { activeComfyWorkflow, createEngine, describeCapabilities, engineCapabilities } from "./registry";

const WORKFLOW = {
  "10": { class_type: "LoadImage", inputs: { image: "{{input_image}}" } },
  "3": { class_type: "KSampler", inputs: { seed: "{{seed}}", positive: "{{prompt}}" } },
  "9": { class_type: "SaveImage", inputs: { images: ["3", 0] } },
};


describe("engine registry", () => {
  it("knows what each kind of engine can offer at most", () => {
    expect([...engineCapabilities("studio")].sort()).toEqual(["backdrop", "framing"]);
    expect(engineCapabilities("comfyui").size).toBe(7);
    expect(engineCapabilities("replicate").has("hairstyle")).toBe(true);
  });

  it("builds a ComfyUI or Replicate engine with the capabilities its workflow or model declares", async () => {
    const comfy = await createEngine({ id: "comfyui", baseUrl: "http://gpu-1:8188", workflow: WORKFLOW, capabilities: ["backdrop", "outfit"] });
    expect(comfy.id).toBe("comfyui");
    expect([...comfy.capabilities]).toEqual(["backdrop", "outfit"]);
    const replicate = await createEngine({ id: "replicate", apiToken: "r8_x", model: "acme/headshot", input: { image: "{{input_image}}" }, capabilities: ["emotion"] });
    expect(replicate.id).toBe("replicate");
    expect([...replicate.capabilities]).toEqual(["emotion"]);
  });

  it("builds the embedded studio engine, whose capabilities are the ones the registry announces", async () => {
    const engine = await createEngine({ id: "studio" });
    expect(engine.id).toBe("studio");
    expect([...engine.capabilities].sort()).toEqual([...engineCapabilities("studio")].sort());
  });

  it("refuses a bad config with a non-retryable error that says what is wrong", async () => {
    const badUrl = await expectEngineError(createEngine({ id: "comfyui", baseUrl: "gpu-1:8188", workflow: WORKFLOW, capabilities: [] }));
    expect([badUrl.retryable, badUrl.code]).toEqual([false, "ENGINE_MISCONFIGURED"]);
    expect(badUrl.message).toContain("baseUrl");
    const badCapability = await expectEngineError(createEngine({ id: "comfyui", baseUrl: "http://gpu-1:8188", workflow: WORKFLOW, capabilities: ["teleport" as never] }));
    expect(badCapability.message).toContain("capabilities");
    const both = await expectEngineError(createEngine({ id: "replicate", apiToken: "r8_x", model: "a/b", version: "abc", input: {}, capabilities: [] }));
    expect(both.message).toContain("exactly one of model or version");
    const unknown = await expectEngineError(createEngine({ id: "dalle" } as never));
    expect(unknown.code).toBe("ENGINE_MISCONFIGURED");
    const typo = await expectEngineError(createEngine({ id: "comfyui", baseUrl: "http://gpu-1:8188", workflow: { ...WORKFLOW, "6": { class_type: "CLIPTextEncode", inputs: { text: "{{promt}}" } } }, capabilities: [] }));
    expect([typo.code, typo.message.includes("{{promt}}")]).toEqual(["WORKFLOW_INVALID", true]);
  });

  it("passes its HTTP client to the engine it builds", async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      let calls = 0;
      const engine = await createEngine(
        { id: "comfyui", baseUrl: `http://127.0.0.1:${port}`, workflow: WORKFLOW, capabilities: [] },
        { fetchImpl: (input, init) => (calls++, fetch(input, init)) },
      );
      const err = await expectEngineError(engine.generate({ photos: [Buffer.from("x")], style: { id: "s", backdrop: { kind: "SOLID", colors: ["#888888"] } }, count: 1, sizes: [{ width: 64, height: 64 }] }));
      expect([err.retryable, err.code]).toEqual([false, "BAD_REQUEST"]);
      const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#888888" } }).png().toBuffer();
      const busy = await expectEngineError(engine.generate({ photos: [photo], style: { id: "s", backdrop: { kind: "SOLID", colors: ["#888888"] } }, count: 1, sizes: [{ width: 64, height: 64 }] }));
      expect([busy.retryable, busy.code]).toEqual([true, "ENGINE_BUSY"]);
      expect(calls).toBe(1);
      expect(seen).toEqual(["POST /upload/image"]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("tells the editor which options the engine lacks and why", () => {
    const studio = describeCapabilities({ id: "studio", capabilities: engineCapabilities("studio") });
    expect(studio.map((o) => o.capability)).toEqual(["backdrop", "framing", "upscale", "outfit", "emotion", "glasses", "hairstyle"]);
    expect(studio.filter((o) => o.available).map((o) => o.capability)).toEqual(["backdrop", "framing"]);
    expect(new Set(studio.filter((o) => !o.available).map((o) => o.reason))).toEqual(new Set(["needsGenerativeEngine"]));

    const comfy = describeCapabilities({ id: "comfyui", capabilities: new Set(["backdrop", "emotion"]) });
    expect(comfy.find((o) => o.capability === "emotion")).toEqual({ capability: "emotion", available: true, reason: null });
    expect(comfy.find((o) => o.capability === "glasses")).toEqual({ capability: "glasses", available: false, reason: "notInWorkflow" });
    const replicate = describeCapabilities({ id: "replicate", capabilities: new Set() });
    expect(replicate.every((o) => o.reason === "notOfferedByModel")).toBe(true);
  });
});

describe("activeComfyWorkflow", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
  });
  afterAll(() => db.cleanup());

  it("reads the highest active version, checked, and null when none is active", async () => {
    expect(await activeComfyWorkflow(db.prisma)).toBeNull();
    await db.prisma.comfyWorkflow.createMany({
      data: [
        { name: "headshot-sdxl", version: 1, active: true, workflow: WORKFLOW, capabilities: ["backdrop"] },
        { name: "headshot-sdxl", version: 2, active: true, workflow: WORKFLOW, capabilities: ["backdrop", "outfit"] },
        { name: "headshot-sdxl", version: 3, active: false, workflow: {}, capabilities: [] },
      ],
    });
    const active = await activeComfyWorkflow(db.prisma);
    expect(active).toMatchObject({ name: "headshot-sdxl", version: 2, capabilities: ["backdrop", "outfit"] });
    const engine = await createEngine({ id: "comfyui", baseUrl: "http://gpu-1:8188", ...active! });
    expect([...engine.capabilities]).toEqual(["backdrop", "outfit"]);
  });

  it("refuses an active workflow an admin saved with an unknown capability", async () => {
    await db.prisma.comfyWorkflow.create({ data: { name: "broken", version: 9, active: true, workflow: WORKFLOW, capabilities: ["outfit", "makeup"] } });
    const err = await expectEngineError(activeComfyWorkflow(db.prisma));
    expect([err.code, err.message.includes('"broken" v9')]).toEqual(["WORKFLOW_INVALID", true]);
  });
});
