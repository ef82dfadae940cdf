// The ComfyUI engine against a small ComfyUI on 127.0.0.1 that speaks the real HTTP API: multipart
// /upload/image, /prompt with its validation errors, /history filling in as prompts run, /queue,
// /interrupt with a prompt_id, /view serving PNGs that carry the workflow in text chunks as
// ComfyUI's SaveImage writes them.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectEngineError } from "../expect-engine-error";
import { EngineError, type GenerateRequest } from "../engine";
import { createComfyUiEngine } from "./comfyui";

type Outcome = "success" | "execution_error" | "out_of_memory" | "hang";
type PromptState = { id: string; number: number; graph: Record<string, { class_type: string; inputs: Record<string, unknown> }>; polls: number; done?: "success" | "error" | "interrupted"; errorType?: string };

const fake = {
  outcome: "success" as Outcome,
  /** History looks before a prompt finishes. */
  pollsToFinish: 2,
  outputSize: { width: 512, height: 512 },
  /** Status code for /prompt, to play a sick server. */
  promptStatus: 200,
  uploads: new Map<string, Buffer>(),
  prompts: new Map<string, PromptState>(),
  order: [] as string[],
  /** Every prompt id ever accepted, in order (deletes do not remove them). */
  submitted: [] as string[],
  clientIds: [] as string[],
  interrupts: [] as string[],
  deletes: [] as string[],
  onHistory: null as null | ((id: string) => void),
  number: 0,
};

function resetFake() {
  Object.assign(fake, { outcome: "success", pollsToFinish: 2, outputSize: { width: 512, height: 512 }, promptStatus: 200, onHistory: null, number: 0 });
  fake.uploads.clear();
  fake.prompts.clear();
  fake.order = [];
  fake.submitted = [];
  fake.clientIds = [];
  fake.interrupts = [];
  fake.deletes = [];
}

const KNOWN_NODES = new Set(["CheckpointLoaderSimple", "LoadImage", "CLIPTextEncode", "EmptyLatentImage", "KSampler", "VAEDecode", "SaveImage"]);

/** What ComfyUI's validate_prompt says about a graph: [error, node_errors] or null. */
function validate(graph: PromptState["graph"]): [Record<string, unknown>, Record<string, unknown>] | null {
  for (const [id, node] of Object.entries(graph)) {
    if (!KNOWN_NODES.has(node.class_type)) {
      return [{ type: "invalid_prompt", message: `Cannot execute because node ${node.class_type} does not exist.`, details: `Node ID '#${id}'`, extra_info: {} }, {}];
    }
  }
  const nodeErrors: Record<string, unknown> = {};
  for (const [id, node] of Object.entries(graph)) {
    const errors: Record<string, unknown>[] = [];
    if (node.class_type === "LoadImage" && !fake.uploads.has(String(node.inputs.image))) {
      errors.push({ type: "custom_validation_failed", message: "Custom validation failed for node", details: `image - Invalid image file: ${node.inputs.image}`, extra_info: { input_name: "image" } });
    }
    if (node.class_type === "KSampler") {
      if (typeof node.inputs.seed !== "number") errors.push({ type: "invalid_input_type", message: "Failed to convert an input value to a INT value", details: `seed, ${node.inputs.seed}`, extra_info: { input_name: "seed" } });
      if (Number(node.inputs.cfg) > 100) errors.push({ type: "value_bigger_than_max", message: "Value bigger than max", details: `cfg: ${node.inputs.cfg} bigger than max of 100.0`, extra_info: { input_name: "cfg" } });
    }
    if (node.class_type === "EmptyLatentImage" && (typeof node.inputs.width !== "number" || typeof node.inputs.height !== "number")) {
      errors.push({ type: "invalid_input_type", message: "Failed to convert an input value to a INT value", details: "width/height", extra_info: {} });
    }
    if (errors.length) nodeErrors[id] = { errors, dependent_outputs: ["9"], class_type: node.class_type };
  }
  if (Object.keys(nodeErrors).length === 0) return null;
  return [{ type: "prompt_outputs_failed_validation", message: "Prompt outputs failed validation", details: "", extra_info: {} }, nodeErrors];
}

function running(): PromptState | undefined {
  return fake.order.map((id) => fake.prompts.get(id)!).find((p) => !p.done);
}

function historyOf(p: PromptState) {
  const base = { prompt: [p.number, p.id, p.graph, { client_id: "x" }, ["9"]], meta: {} };
  const ts = Date.now();
  if (p.done === "success") {
    return {
      ...base,
      outputs: { "9": { images: [{ filename: `ComfyUI_${p.id}_00001_.png`, subfolder: "", type: "output" }] } },
      status: { status_str: "success", completed: true, messages: [["execution_start", { prompt_id: p.id, timestamp: ts }], ["execution_success", { prompt_id: p.id, timestamp: ts }]] },
    };
  }
  const event =
    p.done === "interrupted"
      ? ["execution_interrupted", { prompt_id: p.id, node_id: "3", node_type: "KSampler", executed: [], timestamp: ts }]
      : [
          "execution_error",
          {
            prompt_id: p.id,
            node_id: "3",
            node_type: "KSampler",
            executed: ["4"],
            exception_message: p.errorType === "torch.OutOfMemoryError" ? "CUDA out of memory. Tried to allocate 2.00 GiB" : "mat1 and mat2 shapes cannot be multiplied (77x768 and 1024x320)",
            exception_type: p.errorType,
            traceback: ["..."],
            current_inputs: {},
            current_outputs: {},
            timestamp: ts,
          },
        ];
  return { ...base, outputs: {}, status: { status_str: "error", completed: false, messages: [["execution_start", { prompt_id: p.id, timestamp: ts }], event] } };
}

/** A PNG as SaveImage writes it: the workflow in a tEXt chunk after IHDR; colour from the seed. */
async function renderPng(p: PromptState): Promise<Buffer> {
  const seed = Number(Object.values(p.graph).find((n) => n.class_type === "KSampler")?.inputs.seed ?? 0);
  const png = await sharp({ create: { ...fake.outputSize, channels: 3, background: { r: seed % 256, g: 90, b: 140 } } }).png().toBuffer();
  const data = Buffer.from(`prompt\0${JSON.stringify(p.graph)}`, "latin1");
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from("tEXt"), data])));
  return Buffer.concat([png.subarray(0, 33), len, Buffer.from("tEXt"), data, crc, png.subarray(33)]);
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url!, "http://x");
  const body = await readBody(req);
  if (req.method === "POST" && url.pathname === "/upload/image") {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": req.headers["content-type"]! } }).formData();
    const image = form.get("image");
    if (!(image instanceof File) || !image.name) return void res.writeHead(400).end();
    const bytes = Buffer.from(await image.arrayBuffer());
    fake.uploads.set(image.name, bytes);
    return json(res, 200, { name: image.name, subfolder: "", type: String(form.get("type") ?? "input") });
  }
  if (req.method === "POST" && url.pathname === "/prompt") {
    if (fake.promptStatus !== 200) return void res.writeHead(fake.promptStatus, { "content-type": "text/plain" }).end("Service Unavailable");
    const data = JSON.parse(body.toString()) as { prompt?: PromptState["graph"]; client_id?: string };
    if (!data.prompt) return json(res, 400, { error: { type: "no_prompt", message: "No prompt provided", details: "", extra_info: {} }, node_errors: {} });
    const invalid = validate(data.prompt);
    if (invalid) return json(res, 400, { error: invalid[0], node_errors: invalid[1] });
    const id = randomUUID();
    fake.prompts.set(id, { id, number: fake.number, graph: data.prompt, polls: 0 });
    fake.order.push(id);
    fake.submitted.push(id);
    fake.clientIds.push(data.client_id ?? "");
    return json(res, 200, { prompt_id: id, number: fake.number++, node_errors: {} });
  }
  if (req.method === "GET" && url.pathname.startsWith("/history/")) {
    const id = decodeURIComponent(url.pathname.slice("/history/".length));
    const p = fake.prompts.get(id);
    fake.onHistory?.(id);
    if (!p) return json(res, 200, {});
    // Only the running prompt makes progress; the GPU takes them one at a time.
    if (!p.done && running() === p && fake.outcome !== "hang" && ++p.polls >= fake.pollsToFinish) {
      if (fake.outcome === "success") p.done = "success";
      else [p.done, p.errorType] = ["error", fake.outcome === "out_of_memory" ? "torch.OutOfMemoryError" : "RuntimeError"];
    }
    return json(res, 200, p.done ? { [id]: historyOf(p) } : {});
  }
  if (req.method === "GET" && url.pathname === "/queue") {
    const item = (p: PromptState) => [p.number, p.id, p.graph, { client_id: "x" }, ["9"]];
    const current = running();
    const pending = fake.order.map((id) => fake.prompts.get(id)!).filter((p) => !p.done && p !== current);
    return json(res, 200, { queue_running: current ? [item(current)] : [], queue_pending: pending.map(item) });
  }
  if (req.method === "POST" && url.pathname === "/queue") {
    const data = JSON.parse(body.toString()) as { delete?: string[] };
    for (const id of data.delete ?? []) {
      const p = fake.prompts.get(id);
      if (p && !p.done && p !== running()) {
        fake.deletes.push(id);
        fake.prompts.delete(id);
        fake.order = fake.order.filter((o) => o !== id);
      }
    }
    return void res.writeHead(200).end();
  }
  if (req.method === "POST" && url.pathname === "/interrupt") {
    const data = body.length ? (JSON.parse(body.toString()) as { prompt_id?: string }) : {};
    const current = running();
    if (current && (!data.prompt_id || data.prompt_id === current.id)) {
      current.done = "interrupted";
      fake.interrupts.push(current.id);
    }
    return void res.writeHead(200).end();
  }
  if (req.method === "GET" && url.pathname === "/view") {
    const filename = url.searchParams.get("filename") ?? "";
    if (filename.includes("..") || url.searchParams.get("type") !== "output") return void res.writeHead(400).end();
    const p = [...fake.prompts.values()].find((q) => filename === `ComfyUI_${q.id}_00001_.png`);
    if (!p) return void res.writeHead(404).end();
    return void res.writeHead(200, { "content-type": "image/png" }).end(await renderPng(p));
  }
  res.writeHead(404).end();
});

let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(resetFake);

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
  return createComfyUiEngine({ baseUrl, workflow: workflow(), capabilities: ["backdrop", "outfit", "emotion"], pollIntervalMs: 10, seed: 1000, ...extra });
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
    expect(() => createComfyUiEngine({ baseUrl, workflow: typo, capabilities: [] })).toThrow(/\{\{promt\}\}/);
    const noSeed = workflow();
    noSeed["3"].inputs.seed = 5 as unknown as string;
    expect(() => createComfyUiEngine({ baseUrl, workflow: noSeed, capabilities: [] })).toThrow(/seed/);
    expect(() => createComfyUiEngine({ baseUrl, workflow: { "1": { inputs: {} } }, capabilities: [] })).toThrow(EngineError);
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
