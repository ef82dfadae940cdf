// A small ComfyUI on 127.0.0.1 that speaks the real HTTP API, for the adapter's tests
// (lib/engine/adapters/comfyui*.test.ts): multipart /upload/image, /prompt with its validation errors
// (unknown node type, a value not in a list such as a checkpoint the server does not have, a LoadImage
// of a file never uploaded), /history filling in as prompts run, /queue, /interrupt with a prompt_id,
// /view serving uploads and PNGs that carry the workflow in text chunks as SaveImage writes them,
// /system_stats and /object_info/{class} as the server check (lib/engine/adapters/comfyui-check.ts)
// reads them. One server per test file; `fake` is its state, `resetFake` runs before each test.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach } from "vitest";

type Outcome = "success" | "execution_error" | "out_of_memory" | "hang";
type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
export type PromptState = { id: string; number: number; graph: Graph; polls: number; done?: "success" | "error" | "interrupted"; errorType?: string };

/** Checkpoints in the fake's models/checkpoints: the built-in workflow's and the tests' own. */
export const FAKE_CHECKPOINTS = ["realisticVision_v60.safetensors", "v1-5-pruned-emaonly-fp16.safetensors"];

export const fake = {
  outcome: "success" as Outcome,
  /** History looks before a prompt finishes. */
  pollsToFinish: 2,
  outputSize: { width: 512, height: 512 },
  /** Status code for /prompt, to play a sick server. */
  promptStatus: 200,
  /** What models/checkpoints holds. */
  checkpoints: [...FAKE_CHECKPOINTS],
  /** Node types this server lacks (a custom node not installed, an older ComfyUI). */
  missingNodes: new Set<string>(),
  /** What SaveImage "renders": a flat colour from the seed, or the uploaded photo scaled (img2img at no strength). */
  render: "colour" as "colour" | "photo",
  /** GPUs /system_stats reports. */
  devices: [{ name: "cuda:0 Stand-in GPU (lib/testing/fake-comfyui.ts)", type: "cuda", index: 0, vram_total: 25_393_692_672, vram_free: 23_000_000_000 }] as Record<string, unknown>[],
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

export function resetFake() {
  Object.assign(fake, { outcome: "success", render: "colour", pollsToFinish: 2, outputSize: { width: 512, height: 512 }, promptStatus: 200, onHistory: null, number: 0 });
  fake.checkpoints = [...FAKE_CHECKPOINTS];
  fake.missingNodes = new Set();
  fake.devices = [{ name: "cuda:0 Stand-in GPU (lib/testing/fake-comfyui.ts)", type: "cuda", index: 0, vram_total: 25_393_692_672, vram_free: 23_000_000_000 }];
  fake.uploads.clear();
  fake.prompts.clear();
  fake.order = [];
  fake.submitted = [];
  fake.clientIds = [];
  fake.interrupts = [];
  fake.deletes = [];
}

// The node types this server knows, with their required inputs as /object_info describes them: a list
// of choices is `[[...choices]]`, anything else `["TYPE", {options}]`.
const SAMPLERS = ["euler", "euler_ancestral", "dpmpp_2m", "dpmpp_2m_sde", "lcm"];
const SCHEDULERS = ["normal", "karras", "exponential", "sgm_uniform", "simple"];
const NODES: Record<string, () => Record<string, unknown[]>> = {
  CheckpointLoaderSimple: () => ({ ckpt_name: [fake.checkpoints, { tooltip: "The name of the checkpoint (model) to load." }] }),
  LoadImage: () => ({ image: [[...fake.uploads.keys()].sort(), { image_upload: true }] }),
  ImageScale: () => ({
    image: ["IMAGE"],
    upscale_method: [["nearest-exact", "bilinear", "area", "bicubic", "lanczos"]],
    width: ["INT", { default: 512, min: 0, max: 16384, step: 1 }],
    height: ["INT", { default: 512, min: 0, max: 16384, step: 1 }],
    crop: [["disabled", "center"]],
  }),
  VAEEncode: () => ({ pixels: ["IMAGE"], vae: ["VAE"] }),
  CLIPTextEncode: () => ({ text: ["STRING", { multiline: true, dynamicPrompts: true }], clip: ["CLIP"] }),
  EmptyLatentImage: () => ({ width: ["INT", { default: 512 }], height: ["INT", { default: 512 }], batch_size: ["INT", { default: 1 }] }),
  KSampler: () => ({
    model: ["MODEL"],
    seed: ["INT", { default: 0, min: 0, max: Number.MAX_SAFE_INTEGER, control_after_generate: true }],
    steps: ["INT", { default: 20, min: 1, max: 10000 }],
    cfg: ["FLOAT", { default: 8, min: 0, max: 100, step: 0.1 }],
    sampler_name: [SAMPLERS],
    scheduler: [SCHEDULERS],
    positive: ["CONDITIONING"],
    negative: ["CONDITIONING"],
    latent_image: ["LATENT"],
    denoise: ["FLOAT", { default: 1, min: 0, max: 1, step: 0.01 }],
  }),
  VAEDecode: () => ({ samples: ["LATENT"], vae: ["VAE"] }),
  SaveImage: () => ({ images: ["IMAGE"], filename_prefix: ["STRING", { default: "ComfyUI" }] }),
};

const hasNode = (classType: string) => Object.hasOwn(NODES, classType) && !fake.missingNodes.has(classType);

function objectInfo(classType: string) {
  return { input: { required: NODES[classType]!() }, output: [], name: classType, display_name: classType, category: "fake", output_node: classType === "SaveImage" };
}

/** What ComfyUI's validate_prompt says about a graph: [error, node_errors] or null. */
function validate(graph: Graph): [Record<string, unknown>, Record<string, unknown>] | null {
  for (const [id, node] of Object.entries(graph)) {
    if (!hasNode(node.class_type)) {
      return [{ type: "invalid_prompt", message: `Cannot execute because node ${node.class_type} does not exist.`, details: `Node ID '#${id}'`, extra_info: {} }, {}];
    }
  }
  const nodeErrors: Record<string, unknown> = {};
  for (const [id, node] of Object.entries(graph)) {
    const errors: Record<string, unknown>[] = [];
    if (node.class_type === "LoadImage" && !fake.uploads.has(String(node.inputs.image))) {
      errors.push({ type: "custom_validation_failed", message: "Custom validation failed for node", details: `image - Invalid image file: ${node.inputs.image}`, extra_info: { input_name: "image" } });
    }
    for (const [name, spec] of Object.entries(NODES[node.class_type]!())) {
      const value = node.inputs[name];
      if (value === undefined) {
        errors.push({ type: "required_input_missing", message: "Required input is missing", details: name, extra_info: { input_name: name } });
      } else if (Array.isArray(spec[0]) && node.class_type !== "LoadImage" && !Array.isArray(value) && !spec[0].includes(value)) {
        errors.push({ type: "value_not_in_list", message: "Value not in list", details: `${name}: '${String(value)}' not in ${JSON.stringify(spec[0])}`, extra_info: { input_name: name } });
      } else if ((spec[0] === "INT" || spec[0] === "FLOAT") && !Array.isArray(value)) {
        const max = (spec[1] as { max?: number } | undefined)?.max;
        if (typeof value !== "number") errors.push({ type: "invalid_input_type", message: `Failed to convert an input value to a ${spec[0]} value`, details: `${name}, ${String(value)}`, extra_info: { input_name: name } });
        else if (max !== undefined && value > max) errors.push({ type: "value_bigger_than_max", message: "Value bigger than max", details: `${name}: ${value} bigger than max of ${max}`, extra_info: { input_name: name } });
      }
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

/** A PNG as SaveImage writes it: the workflow in a tEXt chunk after IHDR; colour from the seed (or the photo). */
async function renderPng(p: PromptState): Promise<Buffer> {
  const seed = Number(Object.values(p.graph).find((n) => n.class_type === "KSampler")?.inputs.seed ?? 0);
  const input = fake.uploads.get(String(Object.values(p.graph).find((n) => n.class_type === "LoadImage")?.inputs.image));
  const png =
    fake.render === "photo" && input
      ? await sharp(input).resize(fake.outputSize.width, fake.outputSize.height, { fit: "cover" }).removeAlpha().png().toBuffer()
      : await sharp({ create: { ...fake.outputSize, channels: 3, background: { r: seed % 256, g: 90, b: 140 } } }).png().toBuffer();
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
  if (req.method === "GET" && url.pathname === "/system_stats") {
    return json(res, 200, {
      system: { os: "posix", ram_total: 67_000_000_000, ram_free: 60_000_000_000, comfyui_version: "0.3.40", python_version: "3.12.3", pytorch_version: "2.7.0+cu128", embedded_python: false, argv: ["main.py", "--listen"] },
      devices: fake.devices,
    });
  }
  if (req.method === "GET" && url.pathname.startsWith("/object_info/")) {
    const classType = decodeURIComponent(url.pathname.slice("/object_info/".length));
    return json(res, 200, hasNode(classType) ? { [classType]: objectInfo(classType) } : {});
  }
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
    const data = JSON.parse(body.toString()) as { prompt?: Graph; client_id?: string };
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
    const type = url.searchParams.get("type");
    if (filename.includes("..")) return void res.writeHead(400).end();
    if (type === "input") {
      const bytes = fake.uploads.get(filename);
      return void (bytes ? res.writeHead(200, { "content-type": "application/octet-stream" }).end(bytes) : res.writeHead(404).end());
    }
    if (type !== "output") return void res.writeHead(400).end();
    const p = [...fake.prompts.values()].find((q) => filename === `ComfyUI_${q.id}_00001_.png`);
    if (!p) return void res.writeHead(404).end();
    return void res.writeHead(200, { "content-type": "image/png" }).end(await renderPng(p));
  }
  res.writeHead(404).end();
});

/** Starts the fake on a free loopback port; its base URL and a close function. */
export async function startFakeComfy(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The stand-in for one test file: started before its tests, reset before each, closed after them.
 * `url()` is its base URL once started.
 */
export function withFakeComfy(): { url: () => string } {
  let server: Awaited<ReturnType<typeof startFakeComfy>> | null = null;
  beforeAll(async () => {
    server = await startFakeComfy();
  });
  afterAll(() => server?.close());
  beforeEach(resetFake);
  return { url: () => server!.baseUrl };
}

