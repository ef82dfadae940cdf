// The ComfyUI engine: runs an admin-managed workflow (ComfyWorkflow, API format) on a ComfyUI server
// through its HTTP API. Per generate() call: upload the source photos (POST /upload/image), submit one
// prompt per variation (POST /prompt), follow them (GET /history/{id}, GET /queue to notice a prompt
// the server lost), fetch the images (GET /view). On abort, time-out or a failed variation, our
// queued prompts are deleted (POST /queue) and our running one is interrupted (POST /interrupt with its
// prompt_id, and only when GET /queue shows it running, so an older server's global interrupt never
// stops another client's work).
//
// Placeholders in the workflow (any string value in any node's inputs; see ./shared.ts for the rules):
//   {{input_image}}      file name of this variation's source photo, as ComfyUI's LoadImage wants it
//   {{input_image_N}}    the N-th photo (1-based) counted from this variation's source photo
//   {{prompt}}           positive prompt built from the style and the person's details
//   {{negative_prompt}}  negative prompt
//   {{seed}}             this variation's seed (number); required, or every variation would be the same
//   {{width}} {{height}} the first requested output size (numbers)
//   {{variation}}        0-based variation index (e.g. for a SaveImage filename_prefix)
// Each prompt yields one headshot: the first image of the first output node (by node id) that saved
// one with type "output" (falling back to "temp" previews).
import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { EngineError, type EngineCapability, type GenerateRequest, type GenerateResult, type GeneratedImage, type HeadshotEngine } from "../engine";
import {
  bodySnippet,
  checkSizes,
  deadlineSignal,
  fetchOrThrow,
  fillTemplate,
  headshotPrompt,
  imagesAtSizes,
  isRetryableStatus,
  planVariations,
  randomSeed,
  readablePhoto,
  rotatedPhotos,
  sleep,
  stoppedError,
  type FetchLike,
  type TemplateValue,
  type Variation,
} from "./shared";
import { validateComfyWorkflow, type ComfyWorkflow } from "./comfyui-workflow";

export * from "./comfyui-workflow";

/** What a test submission got back: the server queued it (and we withdrew it at once). */
export type ComfyTestAnswer = { promptId: string };

/** The ComfyUI engine, plus a dry run of its workflow for the back office. */
export type ComfyUiEngine = HeadshotEngine & {
  /** Uploads a tiny photo, submits the workflow once at 64 px (POST /prompt), withdraws it; throws EngineError with the server's answer. */
  testPrompt(timeoutMs?: number): Promise<ComfyTestAnswer>;
};

export type ComfyUiEngineOptions = {
  /** e.g. http://gpu-1:8188 */
  baseUrl: string;
  /** The ComfyWorkflow's API-format graph with placeholders (see the top of this file). */
  workflow: unknown;
  /** What this workflow can do (ComfyWorkflow.capabilities). */
  capabilities: Iterable<EngineCapability>;
  fetchImpl?: FetchLike;
  /** Extra headers on every request (an auth proxy in front of ComfyUI). */
  headers?: Record<string, string>;
  /** Between two looks at /history. Default 1000 ms. */
  pollIntervalMs?: number;
  /** For one whole generate() call. Default 15 minutes. */
  timeoutMs?: number;
  /** First seed; variations count up from it. Default random. */
  seed?: number;
};

const uploadResponse = z.object({ name: z.string().min(1), subfolder: z.string().default(""), type: z.string().default("input") });
const promptResponse = z.object({ prompt_id: z.string().min(1), number: z.number(), node_errors: z.unknown().optional() });
const promptError = z.object({
  error: z.union([z.string(), z.looseObject({ type: z.string().optional(), message: z.string().optional(), details: z.string().optional() })]),
  node_errors: z.unknown().optional(),
});
const outputImage = z.object({ filename: z.string().min(1), subfolder: z.string().default(""), type: z.string().default("output") });
const historyEntry = z.looseObject({
  outputs: z.record(z.string(), z.looseObject({ images: z.array(outputImage).optional() })).default({}),
  status: z
    .looseObject({
      status_str: z.string().optional(),
      completed: z.boolean().optional(),
      messages: z.array(z.tuple([z.string(), z.unknown()])).default([]),
    })
    .optional(),
});
const queueResponse = z.looseObject({ queue_running: z.array(z.array(z.unknown())).default([]), queue_pending: z.array(z.array(z.unknown())).default([]) });

type OutputImage = z.infer<typeof outputImage>;
type HistoryEntry = z.infer<typeof historyEntry>;

/** Consecutive failed looks at the server (network blips, a 502 from a proxy) tolerated while polling. */
const POLL_FAILURES_TOLERATED = 3;

export function createComfyUiEngine(options: ComfyUiEngineOptions): ComfyUiEngine {
  const workflow = validateComfyWorkflow(options.workflow);

  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const fetchImpl = options.fetchImpl ?? fetch;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  const clientId = randomUUID();
  const capabilities: ReadonlySet<EngineCapability> = new Set(options.capabilities);

  const call = (path: string, init: RequestInit & { signal: AbortSignal }) =>
    fetchOrThrow(fetchImpl, "comfyui", `${baseUrl}${path}`, { ...init, headers: { ...options.headers, ...(init.headers as Record<string, string>) } });

  async function httpError(res: Response, what: string): Promise<EngineError> {
    const retryable = isRetryableStatus(res.status);
    return new EngineError(`comfyui: ${what} failed: HTTP ${res.status} ${await bodySnippet(res)}`, retryable, retryable ? "ENGINE_BUSY" : "ENGINE_REJECTED");
  }

  async function upload(photo: Buffer, signal: AbortSignal): Promise<string> {
    const { bytes, mime } = await readablePhoto(photo, "comfyui");
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(bytes)], { type: mime }), `lumen-${randomUUID()}.${mime.slice("image/".length)}`);
    form.append("type", "input");
    form.append("overwrite", "true");
    const res = await call("/upload/image", { method: "POST", body: form, signal });
    if (!res.ok) throw await httpError(res, "uploading a photo");
    const file = uploadResponse.parse(await res.json());
    return file.subfolder ? `${file.subfolder}/${file.name}` : file.name;
  }

  async function submit(graph: ComfyWorkflow, signal: AbortSignal): Promise<string> {
    const res = await call("/prompt", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: graph, client_id: clientId }),
      signal,
    });
    if (res.ok) return promptResponse.parse(await res.json()).prompt_id;
    if (res.status === 400) {
      // Validation errors: {error: {type, message, details}, node_errors: {id: {errors, class_type}}}.
      const body = promptError.safeParse(await res.clone().json().catch(() => null));
      if (body.success) throw new EngineError(`comfyui: the server refused the workflow: ${describePromptError(body.data)}`, false, "WORKFLOW_INVALID");
    }
    throw await httpError(res, "submitting the workflow");
  }

  async function history(promptId: string, signal: AbortSignal): Promise<HistoryEntry | null> {
    const res = await call(`/history/${encodeURIComponent(promptId)}`, { method: "GET", signal });
    if (!res.ok) throw await httpError(res, "reading the history");
    const body = z.record(z.string(), z.unknown()).parse(await res.json());
    return body[promptId] === undefined ? null : historyEntry.parse(body[promptId]);
  }

  async function queue(signal: AbortSignal): Promise<{ running: Set<string>; pending: Set<string> }> {
    const res = await call("/queue", { method: "GET", signal });
    if (!res.ok) throw await httpError(res, "reading the queue");
    const body = queueResponse.parse(await res.json());
    const ids = (items: unknown[][]) => new Set(items.map((item) => String(item[1])));
    return { running: ids(body.queue_running), pending: ids(body.queue_pending) };
  }

  async function view(image: OutputImage, signal: AbortSignal): Promise<Buffer> {
    const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
    const res = await call(`/view?${query}`, { method: "GET", signal });
    if (!res.ok) throw await httpError(res, `fetching ${image.filename}`);
    return Buffer.from(await res.arrayBuffer());
  }

  /** Stops what we started and is still on the server; best effort, bounded, never throws. */
  async function withdraw(promptIds: string[]): Promise<void> {
    if (promptIds.length === 0) return;
    const signal = AbortSignal.timeout(5000);
    try {
      await call("/queue", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ delete: promptIds }), signal });
      const { running } = await queue(signal);
      for (const id of promptIds.filter((id) => running.has(id))) {
        await call("/interrupt", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ prompt_id: id }), signal });
      }
    } catch {
      // The server is gone or slow: nothing of ours is running there that we could still stop.
    }
  }

  /** Finished prompts among `waiting`; throws PROMPT_LOST for one the server no longer knows. */
  async function look(waiting: string[], signal: AbortSignal): Promise<[string, HistoryEntry][]> {
    const found: [string, HistoryEntry][] = [];
    for (const id of waiting) {
      const entry = await history(id, signal);
      if (entry) found.push([id, entry]);
    }
    const stillWaiting = waiting.filter((id) => !found.some(([done]) => done === id));
    if (stillWaiting.length === 0) return found;
    const { running, pending } = await queue(signal);
    for (const id of stillWaiting.filter((id) => !running.has(id) && !pending.has(id))) {
      // It may have finished between the two looks; if not, the server lost it (restarted).
      const entry = await history(id, signal);
      if (!entry) throw new EngineError(`comfyui: prompt ${id} vanished from the server (restarted?)`, true, "PROMPT_LOST");
      found.push([id, entry]);
    }
    return found;
  }

  /** Waits until every prompt has finished; a failed one throws. */
  async function follow(promptIds: string[], signal: AbortSignal): Promise<Map<string, HistoryEntry>> {
    const done = new Map<string, HistoryEntry>();
    let failures = 0;
    while (done.size < promptIds.length) {
      await sleep(pollIntervalMs, signal);
      let found: [string, HistoryEntry][];
      try {
        found = await look(promptIds.filter((id) => !done.has(id)), signal);
        failures = 0;
      } catch (err) {
        const transient = err instanceof EngineError && err.retryable && err.code !== "PROMPT_LOST";
        if (signal.aborted || !transient || ++failures > POLL_FAILURES_TOLERATED) throw err;
        continue;
      }
      for (const [id, entry] of found) done.set(id, checkEntry(id, entry));
    }
    return done;
  }

  return {
    id: "comfyui",
    capabilities,
    async testPrompt(testTimeoutMs = 10_000): Promise<ComfyTestAnswer> {
      const signal = AbortSignal.timeout(testTimeoutMs);
      let promptId: string | null = null;
      try {
        const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 128, g: 128, b: 128 } } }).png().toBuffer();
        const file = await upload(photo, signal);
        const graph = fillTemplate(workflow, variablesFor({ index: 0, seed: 1, source: 0 }, [file], { prompt: "test", negativePrompt: "", width: 64, height: 64 }));
        promptId = await submit(graph, signal);
        return { promptId };
      } catch (err) {
        if (signal.aborted) throw new EngineError(`comfyui: no answer within ${testTimeoutMs} ms`, true, "ENGINE_TIMEOUT");
        if (err instanceof EngineError) throw err;
        if (err instanceof z.ZodError) throw new EngineError(`comfyui: unexpected answer from the server: ${z.prettifyError(err)}`, true, "ENGINE_PROTOCOL");
        throw err;
      } finally {
        // A test, not a headshot: nothing of it should spend the GPU's time.
        if (promptId) await withdraw([promptId]);
      }
    },
    async generate(request: GenerateRequest): Promise<GenerateResult> {
      checkSizes(request.sizes);
      const variations = planVariations(request.count, request.photos.length, options.seed ?? randomSeed());
      const main = request.sizes[0]!;
      const { prompt, negativePrompt } = headshotPrompt(request);
      const { signal, dispose } = deadlineSignal(request.signal, timeoutMs);
      const submitted: string[] = [];
      try {
        const files: string[] = [];
        for (const photo of request.photos) files.push(await upload(photo, signal));
        for (const variation of variations) {
          const graph = fillTemplate(workflow, variablesFor(variation, files, { prompt, negativePrompt, width: main.width, height: main.height }));
          submitted.push(await submit(graph, signal));
        }
        const entries = await follow(submitted, signal);
        const images: GeneratedImage[] = [];
        for (const [i, variation] of variations.entries()) {
          const promptId = submitted[i]!;
          const output = firstOutputImage(entries.get(promptId)!);
          if (!output) throw new EngineError(`comfyui: prompt ${promptId} finished without an image (does the workflow end in SaveImage?)`, false, "NO_OUTPUT");
          const bytes = await view(output, signal);
          images.push(...(await imagesAtSizes(bytes, request.sizes, { variation: variation.index, seed: variation.seed, source: variation.source }, "comfyui")));
        }
        return { images, dropped: [] };
      } catch (err) {
        await withdraw(submitted);
        if (signal.aborted) throw stoppedError(signal, "comfyui");
        if (err instanceof EngineError) throw err;
        if (err instanceof z.ZodError) throw new EngineError(`comfyui: unexpected answer from the server: ${z.prettifyError(err)}`, true, "ENGINE_PROTOCOL");
        throw err;
      } finally {
        dispose();
      }
    },
  };
}

function variablesFor(
  variation: Variation,
  files: string[],
  text: { prompt: string; negativePrompt: string; width: number; height: number },
): Record<string, TemplateValue> {
  const vars: Record<string, TemplateValue> = {
    prompt: text.prompt,
    negative_prompt: text.negativePrompt,
    seed: variation.seed,
    width: text.width,
    height: text.height,
    variation: variation.index,
  };
  const photos = rotatedPhotos(files, variation.source);
  vars.input_image = photos[0]!;
  // Fewer photos than the workflow has slots: start again from the first, so every slot gets a face.
  for (let n = 1; n <= 99; n++) vars[`input_image_${n}`] = photos[(n - 1) % photos.length]!;
  return vars;
}

/** A finished prompt that failed or was interrupted becomes an EngineError; a success passes through. */
function checkEntry(promptId: string, entry: HistoryEntry): HistoryEntry {
  if (entry.status?.status_str !== "error") return entry;
  const messages = entry.status.messages;
  const event = (name: string) => messages.find(([type]) => type === name)?.[1] as Record<string, unknown> | undefined;
  const failure = event("execution_error");
  if (failure) {
    const type = String(failure.exception_type ?? "");
    const text = `${failure.node_type ?? "a node"} (node ${failure.node_id ?? "?"}): ${failure.exception_message ?? type}`.trim();
    // Out of GPU memory is the server's momentary state, not the input's fault.
    const retryable = /OutOfMemory|out of memory/i.test(`${type} ${failure.exception_message ?? ""}`);
    return fail(`comfyui: prompt ${promptId} failed in ${text}`, retryable, retryable ? "ENGINE_BUSY" : "GENERATION_FAILED");
  }
  if (event("execution_interrupted")) return fail(`comfyui: prompt ${promptId} was interrupted on the server`, true, "INTERRUPTED");
  return fail(`comfyui: prompt ${promptId} ended with an error`, false, "GENERATION_FAILED");
}

function fail(message: string, retryable: boolean, code: string): never {
  throw new EngineError(message, retryable, code);
}

function firstOutputImage(entry: HistoryEntry): OutputImage | null {
  const nodes = Object.keys(entry.outputs).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  for (const type of ["output", "temp"]) {
    for (const node of nodes) {
      const image = entry.outputs[node]!.images?.find((img) => img.type === type);
      if (image) return image;
    }
  }
  return null;
}

function describePromptError(body: z.infer<typeof promptError>): string {
  const head = typeof body.error === "string" ? body.error : (body.error.message ?? body.error.type ?? "invalid prompt");
  const nodes = z
    .record(z.string(), z.looseObject({ class_type: z.string().optional(), errors: z.array(z.looseObject({ message: z.string().optional(), details: z.string().optional() })).default([]) }))
    .safeParse(body.node_errors);
  if (!nodes.success) return head;
  const lines = Object.entries(nodes.data).flatMap(([id, node]) =>
    node.errors.map((e) => `node ${id}${node.class_type ? ` (${node.class_type})` : ""}: ${[e.message, e.details].filter(Boolean).join(": ")}`),
  );
  return lines.length ? `${head}; ${lines.join("; ")}` : head;
}
