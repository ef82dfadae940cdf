// The ComfyUI engine against a small ComfyUI on 127.0.0.1 that speaks the real HTTP API
// (lib/testing/fake-comfyui.ts): multipart /upload/image, /prompt with its validation errors,
// /history filling in as prompts run, /queue, /interrupt with a prompt_id, /view serving PNGs that
// carry the workflow in text chunks as ComfyUI's SaveImage writes them. The built-in workflow the app
// runs with ENGINE=comfyui (workflows/lumen-default-img2img.json) goes through it as it ships.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fake, resetFake, withFakeComfy, type PromptState } from "@/lib/testing/fake-comfyui";
import { expectEngineError } from "../expect-engine-error";
import { EngineError, type GenerateRequest } from "../engine";
import { comfyEngineConfig } from "@/lib/shoots/engine";
import { createEngine } from "../registry";
import { createComfyUiEngine, DEFAULT_COMFY_WORKFLOW } from "./comfyui";

const stub = withFakeComfy();

/** An SD 1.5 img2img headshot graph in API format, with our placeholders. */
function workflow(overrides: { cfg?: number | string; classType?: string } = {}) {
  return {
    "4": { class_type: overrides.classType ?? "CheckpointLoaderSimple", inputs: { ckpt_name: "realisticVision_v60.safetensors" } },
    "10": { class_type: "LoadImage", inputs: { image: "{{input_image}}" } },
    "11": { class_type: "LoadImage", inputs: { image: "{{input_image_2}}" } },
    "6": { class_type: "CLIPTextEncode", inputs: { text: "RAW photo, {{prompt}}", clip: ["4", 1] } },
    "7": { class_type: "CLIPTextEncode", inputs: { text: "{{negative_prompt}}", clip: ["4", 1] } },
    "5": { class_type: "EmptyLatentImage", inputs: { width: "{{width}}", height: "{{height}}", batch_size: 1 } },
    "3": {
      class_type: "KSampler",
      inputs: { seed: "{{seed}}", steps: 25, cfg: overrides.cfg ?? 6.5, sampler_name: "dpmpp_2m", scheduler: "karras", denoise: 1, model: ["4", 0], positive: ["6", 0], negative: ["7", 0], latent_image: ["5", 0] },
    },
    "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
    "9": { class_type: "SaveImage", inputs: { filename_prefix: "lumen_{{variation}}", images: ["8", 0] } },
  };
}

let photos: Buffer[] = [];
beforeAll(async () => {
  photos = await Promise.all(["#806050", "#405060"].map((c) => sharp({ create: { width: 640, height: 800, channels: 3, background: c } }).jpeg().toBuffer()));
});

function request(overrides: Partial<GenerateRequest> = {}): GenerateRequest {
  return {
    photos,
    style: { id: "charcoal", backdrop: { kind: "SOLID", colors: ["#36454f"] }, outfit: { slug: "navy-suit", description: "a navy suit and white shirt" } },
    count: 3,
    sizes: [{ width: 1024, height: 1024 }, { width: 400, height: 400 }],
    subject: { gender: "female", eyeColor: "green", glasses: null },
    ...overrides,
  };
}

function engine(extra: Partial<Parameters<typeof createComfyUiEngine>[0]> = {}) {
  return createComfyUiEngine({ baseUrl: stub.url(), workflow: workflow(), capabilities: ["backdrop", "outfit", "emotion"], pollIntervalMs: 10, seed: 1000, ...extra });
}


describe("ComfyUI engine", () => {
  it("uploads each photo once, fills the placeholders, and returns every variation at every size without the workflow metadata", async () => {
    const result = await engine().generate(request());

    expect(fake.uploads.size).toBe(2);
    expect(fake.order).toHaveLength(3);
    const graphs = fake.order.map((id) => fake.prompts.get(id)!.graph);
    const uploaded = [...fake.uploads.keys()];
    expect(graphs.map((g) => g["10"]!.inputs.image)).toEqual([uploaded[0], uploaded[1], uploaded[0]]);
    expect(graphs.map((g) => g["11"]!.inputs.image)).toEqual([uploaded[1], uploaded[0], uploaded[1]]);
    expect(graphs.map((g) => g["3"]!.inputs.seed)).toEqual([1000, 1001, 1002]);
    expect(graphs[0]!["5"]!.inputs).toMatchObject({ width: 1024, height: 1024 });
    expect(graphs[2]!["9"]!.inputs.filename_prefix).toBe("lumen_2");
    const text = String(graphs[0]!["6"]!.inputs.text);
    expect(text).toMatch(/^RAW photo, professional corporate headshot photograph of a woman/);
    expect(text).toContain("green eyes");
    expect(text).toContain("a navy suit and white shirt");
    expect(text).toContain("charcoal grey");
    expect(JSON.stringify(graphs)).not.toContain("{{");
    expect(new Set(fake.clientIds).size).toBe(1);

    expect(result.dropped).toEqual([]);
    expect(result.images).toHaveLength(6);
    for (const image of result.images) {
      const meta = await sharp(image.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", image.width, image.height]);
      expect(meta.comments).toBeUndefined();
      expect(image.mime).toBe("image/png");
    }
    expect(result.images.map((i) => `${i.variant.variation}:${i.variant.size}`)).toEqual(["0:1024x1024", "0:400x400", "1:1024x1024", "1:400x400", "2:1024x1024", "2:400x400"]);
    expect(result.images.map((i) => i.variant.source)).toEqual([0, 0, 1, 1, 0, 0]);
    // Each variation is its own render (the fake colours by seed).
    const firstPixels = await Promise.all(result.images.filter((_, i) => i % 2 === 0).map((i) => sharp(i.bytes).raw().toBuffer()));
    expect(firstPixels[0]![0]).not.toBe(firstPixels[1]![0]);
  });

  it("runs the shipped workflow JSON as the app builds it with ENGINE=comfyui and no admin workflow active", async () => {
    const shipped = JSON.parse(fs.readFileSync(`${import.meta.dirname}/workflows/lumen-default-img2img.json`, "utf8")) as Record<string, { class_type: string; inputs: Record<string, unknown> }>;
    expect(DEFAULT_COMFY_WORKFLOW).toEqual(shipped);
    // The README's GPU section names the checkpoint and the file, so a GPU machine can be set up from it.
    const readme = fs.readFileSync(`${import.meta.dirname}/../../../README.md`, "utf8");
    expect(readme).toContain(String(shipped["4"]!.inputs.ckpt_name));
    expect(readme).toContain("lumen-default-img2img.json");

    fake.pollsToFinish = 1;
    fake.outputSize = { width: 1024, height: 1024 };
    const engine = await createEngine(comfyEngineConfig(stub.url(), null));
    expect([engine.id, [...engine.capabilities]]).toEqual(["comfyui", ["backdrop", "outfit"]]);
    const result = await engine.generate(request({ photos: [photos[0]!], count: 1, sizes: [{ width: 1024, height: 1024 }, { width: 1080, height: 1350 }] }));

    expect(fake.order).toHaveLength(1);
    const graph = fake.prompts.get(fake.order[0]!)!.graph;
    const [upload] = [...fake.uploads.keys()];
    expect(fake.uploads.get(upload!)).toEqual(photos[0]);
    // Exactly the shipped graph, with only its placeholders filled.
    const filled = structuredClone(shipped);
    filled["10"]!.inputs.image = upload;
    Object.assign(filled["12"]!.inputs, { width: 1024, height: 1024 });
    filled["6"]!.inputs.text = graph["6"]!.inputs.text;
    filled["7"]!.inputs.text = graph["7"]!.inputs.text;
    filled["3"]!.inputs.seed = graph["3"]!.inputs.seed;
    filled["9"]!.inputs.filename_prefix = "lumen_0";
    expect(graph).toEqual(filled);
    expect(graph["6"]!.inputs.text).toMatch(/^professional headshot photo, professional corporate headshot photograph of a woman, .*a navy suit/);
    expect(graph["7"]!.inputs.text).toContain("deformed face");
    expect(typeof graph["3"]!.inputs.seed).toBe("number");

    expect(result.images.map((i) => `${i.width}x${i.height}`)).toEqual(["1024x1024", "1080x1350"]);
    for (const image of result.images) expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "png", width: image.width, height: image.height });
  });

  it("crops to a portrait size the workflow did not render", async () => {
    fake.outputSize = { width: 896, height: 1152 };
    const result = await engine().generate(request({ count: 1, sizes: [{ width: 1080, height: 1350 }] }));
    const meta = await sharp(result.images[0]!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
    expect(fake.prompts.get(fake.order[0]!)!.graph["5"]!.inputs).toMatchObject({ width: 1080, height: 1350 });
  });

  it("refuses a workflow with a placeholder it does not know, or without a seed, when it is created", () => {
    const typo = workflow();
    typo["6"].inputs.text = "{{promt}}";
    expect(() => createComfyUiEngine({ baseUrl: stub.url(), workflow: typo, capabilities: [] })).toThrow(/\{\{promt\}\}/);
    const noSeed = workflow();
    noSeed["3"].inputs.seed = 5 as unknown as string;
    expect(() => createComfyUiEngine({ baseUrl: stub.url(), workflow: noSeed, capabilities: [] })).toThrow(/seed/);
    expect(() => createComfyUiEngine({ baseUrl: stub.url(), workflow: { "1": { inputs: {} } }, capabilities: [] })).toThrow(EngineError);
  });

  it("turns the server's node validation errors into a non-retryable error that names the node", async () => {
    const err = await expectEngineError(engine({ workflow: workflow({ cfg: 250 }) }).generate(request()));
    expect([err.retryable, err.code]).toEqual([false, "WORKFLOW_INVALID"]);
    expect(err.message).toContain("node 3 (KSampler)");
    expect(err.message).toContain("cfg: 250 bigger than max");

    const missingNode = await expectEngineError(engine({ workflow: workflow({ classType: "IPAdapterFaceID" }) }).generate(request()));
    expect([missingNode.retryable, missingNode.code]).toEqual([false, "WORKFLOW_INVALID"]);
    expect(missingNode.message).toContain("IPAdapterFaceID does not exist");
  });

  it("is retryable when the server is unreachable or answers 5xx/429", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await expectEngineError(engine({ baseUrl: `http://127.0.0.1:${port}` }).generate(request()));
    expect([refused.retryable, refused.code]).toEqual([true, "ENGINE_UNREACHABLE"]);

    for (const status of [503, 429]) {
      fake.promptStatus = status;
      const busy = await expectEngineError(engine().generate(request()));
      expect([busy.retryable, busy.code, busy.message.includes(String(status))]).toEqual([true, "ENGINE_BUSY", true]);
    }
  });

  it("reports a node that failed while running: out of GPU memory is retryable, a broken graph is not", async () => {
    fake.outcome = "execution_error";
    const broken = await expectEngineError(engine().generate(request()));
    expect([broken.retryable, broken.code]).toEqual([false, "GENERATION_FAILED"]);
    expect(broken.message).toContain("mat1 and mat2 shapes");
    // The variations behind the failed one are withdrawn: the next (now running) one interrupted, the last deleted.
    expect(fake.interrupts).toEqual([fake.submitted[1]]);
    expect(fake.deletes).toEqual([fake.submitted[2]]);

    resetFake();
    fake.outcome = "out_of_memory";
    const oom = await expectEngineError(engine().generate(request({ count: 1 })));
    expect([oom.retryable, oom.code]).toEqual([true, "ENGINE_BUSY"]);
  });

  it("on abort interrupts its running prompt by id and deletes its queued ones", async () => {
    const controller = new AbortController();
    fake.outcome = "hang";
    fake.onHistory = () => controller.abort();
    const err = await expectEngineError(engine().generate(request({ signal: controller.signal })));
    expect([err.retryable, err.code]).toEqual([false, "ABORTED"]);
    expect(fake.interrupts).toEqual([fake.submitted[0]]);
    expect(fake.deletes).toEqual([fake.submitted[1], fake.submitted[2]]);
  });

  it("never interrupts another client's prompt", async () => {
    // Someone else's prompt runs first; ours waits behind it when we abort.
    fake.outcome = "hang";
    const theirs = randomUUID();
    fake.prompts.set(theirs, { id: theirs, number: -1, graph: workflow() as unknown as PromptState["graph"], polls: 0 });
    fake.order.push(theirs);
    const controller = new AbortController();
    fake.onHistory = () => controller.abort();
    await expectEngineError(engine().generate(request({ count: 1, signal: controller.signal })));
    expect(fake.interrupts).toEqual([]);
    expect(fake.prompts.get(theirs)!.done).toBeUndefined();
    expect(fake.deletes).toEqual(fake.submitted);
  });

  it("times out retryably and stops its prompt", async () => {
    fake.outcome = "hang";
    const started = Date.now();
    const err = await expectEngineError(engine({ timeoutMs: 300 }).generate(request({ count: 1 })));
    expect([err.retryable, err.code]).toEqual([true, "ENGINE_TIMEOUT"]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.interrupts).toEqual([fake.submitted[0]]);
  });

  it("notices a prompt the server lost (restarted) instead of waiting forever", async () => {
    fake.outcome = "hang";
    fake.onHistory = (id) => {
      fake.prompts.delete(id);
      fake.order = fake.order.filter((o) => o !== id);
    };
    const err = await expectEngineError(engine().generate(request({ count: 1 })));
    expect([err.retryable, err.code]).toEqual([true, "PROMPT_LOST"]);
  });
});
