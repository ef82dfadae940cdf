// The Replicate engine: one prediction per variation on a hosted model, through Replicate's HTTP API.
//   POST /v1/models/{owner}/{name}/predictions {input, webhook?, webhook_events_filter}  (a model), or
//   POST /v1/predictions {version, input, …}                                           (a pinned version)
//   GET  /v1/predictions/{id}         followed with backoff until succeeded | failed | canceled, or
//                                     completed early by a verified webhook (engine.notify)
//   POST /v1/predictions/{id}/cancel  on abort, time-out, or when another variation failed
//   POST /v1/files (multipart "content") for photos too big for a data URL; deleted afterwards
// A 429 is retried after its Retry-After (any method: a throttled request was not processed); a 5xx
// is retried for reads only, as Replicate's own client does, so a prediction is never created twice.
//
// The model's input is a template with the placeholders of ./shared.ts:
//   {{input_image}} {{input_image_N}} {{input_images}} (all photos, this variation's first)  URLs
//   {{prompt}} {{negative_prompt}} {{seed}} {{width}} {{height}} {{aspect_ratio}} ("4:5") {{variation}}
// e.g. { "input_image": "{{input_image}}", "prompt": "{{prompt}}", "seed": "{{seed}}", "output_format": "png" }
// or a function of the same variables, for a model whose input needs code.
//
// Webhooks are signed the Standard Webhooks way; ./replicate-webhook.ts checks them.
import "server-only";
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
  retryAfterMs,
  rotatedPhotos,
  sleep,
  stoppedError,
  unknownPlaceholders,
  type FetchLike,
  type TemplateValue,
  type Variation,
} from "./shared";

export const replicatePredictionSchema = z.looseObject({
  id: z.string().min(1),
  status: z.enum(["starting", "processing", "succeeded", "failed", "canceled", "aborted"]),
  output: z.unknown().optional(),
  error: z.unknown().optional(),
  logs: z.string().nullish(),
  urls: z.looseObject({ get: z.string().optional(), cancel: z.string().optional() }).optional(),
});
export type ReplicatePrediction = z.infer<typeof replicatePredictionSchema>;

/** What a model input template (or mapping function) can use for one variation. */
export type ReplicateInputVariables = {
  input_image: string;
  input_images: string[];
  prompt: string;
  negative_prompt: string;
  seed: number;
  width: number;
  height: number;
  aspect_ratio: string;
  variation: number;
} & Record<`input_image_${number}`, string>;

export type ReplicateInputMapping = Record<string, unknown> | ((vars: ReplicateInputVariables, request: GenerateRequest) => Record<string, unknown>);

export type ReplicateEngineOptions = {
  apiToken: string;
  /** "owner/name": runs the model's latest version (official models). */
  model?: string;
  /** A version id, or "owner/name:versionid". */
  version?: string;
  inputMapping: ReplicateInputMapping;
  /** What this model can do. */
  capabilities: Iterable<EngineCapability>;
  /** Where Replicate should POST the finished prediction (route → verifyReplicateWebhook → engine.notify). */
  webhookUrl?: string;
  fetchImpl?: FetchLike;
  /** Default https://api.replicate.com */
  baseUrl?: string;
  /** First wait between two looks at a prediction; grows ×1.5 up to maxPollIntervalMs. Default 1000. */
  pollIntervalMs?: number;
  /** Default 10 000. */
  maxPollIntervalMs?: number;
  /** For one whole generate() call. Default 15 minutes. */
  timeoutMs?: number;
  /** Photos up to this size go inline as data URLs; larger ones are uploaded to /v1/files. Default 256 KiB. */
  dataUrlMaxBytes?: number;
  /** How many 429s in a row one request waits out before giving up (retryably). Default 5. */
  maxRateLimitRetries?: number;
  /** First seed; variations count up from it. Default random. */
  seed?: number;
};

export type ReplicateEngine = HeadshotEngine & {
  /**
   * Hands a verified webhook's prediction to a generate() call of this process that waits for it;
   * returns whether one did. Polling goes on regardless, so a webhook that reaches another process
   * (or none) only costs latency.
   */
  notify(prediction: ReplicatePrediction): boolean;
};

type Inbox = { delivered: Map<string, ReplicatePrediction>; wake: () => void };

const TERMINAL = new Set(["succeeded", "failed", "canceled", "aborted"]);
const FIXED_PLACEHOLDERS = new Set(["input_image", "input_images", "prompt", "negative_prompt", "seed", "width", "height", "aspect_ratio", "variation"]);
const isReplicatePlaceholder = (name: string) => FIXED_PLACEHOLDERS.has(name) || /^input_image_[1-9][0-9]?$/.test(name);
const GET_RETRIES_ON_5XX = 3;

const fileResponse = z.looseObject({ id: z.string().min(1), urls: z.looseObject({ get: z.string().min(1) }) });

export function createReplicateEngine(options: ReplicateEngineOptions): ReplicateEngine {
  if (!options.apiToken) throw new EngineError("replicate: no API token", false, "ENGINE_MISCONFIGURED");
  if (!!options.model === !!options.version) throw new EngineError("replicate: give exactly one of model or version", false, "ENGINE_MISCONFIGURED");
  if (options.model && !/^[\w.-]+\/[\w.-]+$/.test(options.model)) throw new EngineError(`replicate: model must be "owner/name" (got ${options.model})`, false, "ENGINE_MISCONFIGURED");
  if (typeof options.inputMapping !== "function") {
    const unknown = unknownPlaceholders(options.inputMapping, isReplicatePlaceholder);
    if (unknown.length) throw new EngineError(`replicate: unknown input placeholders: ${unknown.map((n) => `{{${n}}}`).join(", ")}`, false, "ENGINE_MISCONFIGURED");
  }

  const baseUrl = (options.baseUrl ?? "https://api.replicate.com").replace(/\/+$/, "");
  const apiOrigin = new URL(baseUrl).origin;
  const fetchImpl = options.fetchImpl ?? fetch;
  const firstInterval = options.pollIntervalMs ?? 1000;
  const maxInterval = Math.max(firstInterval, options.maxPollIntervalMs ?? 10_000);
  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  const dataUrlMaxBytes = options.dataUrlMaxBytes ?? 256 * 1024;
  const maxRateLimitRetries = options.maxRateLimitRetries ?? 5;
  const capabilities: ReadonlySet<EngineCapability> = new Set(options.capabilities);
  const version = options.version?.includes(":") ? options.version.slice(options.version.indexOf(":") + 1) : options.version;
  const auth = { authorization: `Bearer ${options.apiToken}` };

  /** Prediction id → the inbox of the generate() call that waits for it. */
  const inboxes = new Map<string, Inbox>();

  async function api(method: "GET" | "POST" | "DELETE", path: string, signal: AbortSignal, body?: BodyInit, json = false): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { ...auth };
      if (json) headers["content-type"] = "application/json";
      const res = await fetchOrThrow(fetchImpl, "replicate", `${baseUrl}${path}`, { method, headers, body, signal });
      if (res.ok) return res;
      if (res.status === 429 && attempt < maxRateLimitRetries) {
        await res.body?.cancel();
        await sleep(retryAfterMs(res.headers.get("retry-after")) ?? 1000 * 2 ** attempt, signal);
        continue;
      }
      if (res.status >= 500 && method === "GET" && attempt < GET_RETRIES_ON_5XX) {
        await res.body?.cancel();
        await sleep(500 * 2 ** attempt, signal);
        continue;
      }
      throw await apiError(res, `${method} ${path}`);
    }
  }

  async function photoInputs(photos: Buffer[], signal: AbortSignal, uploaded: string[]): Promise<string[]> {
    const urls: string[] = [];
    for (const original of photos) {
      const { bytes: photo, mime } = await readablePhoto(original, "replicate");
      if (photo.length <= dataUrlMaxBytes) {
        urls.push(`data:${mime};base64,${photo.toString("base64")}`);
        continue;
      }
      const form = new FormData();
      form.append("content", new Blob([new Uint8Array(photo)], { type: mime }), `photo.${mime.split("/")[1] ?? "bin"}`);
      form.append("metadata", new Blob([JSON.stringify({ source: "lumen" })], { type: "application/json" }));
      const file = fileResponse.parse(await (await api("POST", "/v1/files", signal, form)).json());
      uploaded.push(file.id);
      urls.push(file.urls.get);
    }
    return urls;
  }

  async function create(input: Record<string, unknown>, signal: AbortSignal): Promise<ReplicatePrediction> {
    const body: Record<string, unknown> = { input };
    if (version) body.version = version;
    if (options.webhookUrl) Object.assign(body, { webhook: options.webhookUrl, webhook_events_filter: ["completed"] });
    const path = options.model ? `/v1/models/${options.model}/predictions` : "/v1/predictions";
    return replicatePredictionSchema.parse(await (await api("POST", path, signal, JSON.stringify(body), true)).json());
  }

  /**
   * Follows every prediction to a terminal state, keeping `latest` up to date; the first failure
   * throws. `inbox` is where notify() drops webhook deliveries and wakes this loop.
   */
  async function follow(ids: string[], latest: Map<string, ReplicatePrediction>, inbox: Inbox, signal: AbortSignal): Promise<void> {
    let interval = firstInterval;
    const unfinished = () => ids.filter((id) => !TERMINAL.has(latest.get(id)!.status));
    ids.forEach((id) => checkPrediction(latest.get(id)!));
    while (unfinished().length) {
      if (inbox.delivered.size === 0) {
        // Sleep until the next poll, or until a webhook for one of ours arrives.
        const woken = new AbortController();
        inbox.wake = () => woken.abort();
        await sleep(interval, AbortSignal.any([signal, woken.signal])).catch((err: unknown) => {
          if (signal.aborted) throw err;
        });
        inbox.wake = () => {};
        if (woken.signal.aborted) continue;
        interval = Math.min(maxInterval, Math.round(interval * 1.5));
        for (const id of unfinished()) latest.set(id, await get(id, signal));
      }
      for (const [id, p] of inbox.delivered) if (!TERMINAL.has(latest.get(id)!.status)) latest.set(id, p);
      inbox.delivered.clear();
      ids.forEach((id) => checkPrediction(latest.get(id)!));
    }
  }

  async function get(id: string, signal: AbortSignal): Promise<ReplicatePrediction> {
    return replicatePredictionSchema.parse(await (await api("GET", `/v1/predictions/${encodeURIComponent(id)}`, signal)).json());
  }

  async function download(url: string, signal: AbortSignal): Promise<Buffer> {
    if (url.startsWith("data:")) {
      const comma = url.indexOf(",");
      return Buffer.from(decodeURIComponent(url.slice(comma + 1)), url.slice(0, comma).endsWith(";base64") ? "base64" : "utf8");
    }
    // The token only goes to Replicate's own API, never to the file host (replicate.delivery).
    const headers = new URL(url).origin === apiOrigin ? auth : undefined;
    const res = await fetchOrThrow(fetchImpl, "replicate", url, { headers, signal });
    if (!res.ok) {
      const retryable = isRetryableStatus(res.status);
      throw new EngineError(`replicate: downloading the output failed: HTTP ${res.status}`, retryable, retryable ? "ENGINE_BUSY" : "BAD_OUTPUT");
    }
    return Buffer.from(await res.arrayBuffer());
  }

  /** Best effort, bounded, never throws: cancel what still runs, delete the photos we uploaded. */
  async function cleanUp(predictions: ReplicatePrediction[], files: string[]): Promise<void> {
    const signal = AbortSignal.timeout(5000);
    await Promise.all([
      ...predictions
        .filter((p) => !TERMINAL.has(p.status))
        .map((p) => api("POST", `/v1/predictions/${encodeURIComponent(p.id)}/cancel`, signal).catch(() => undefined)),
      ...files.map((id) => api("DELETE", `/v1/files/${encodeURIComponent(id)}`, signal).catch(() => undefined)),
    ]);
  }

  return {
    id: "replicate",
    capabilities,
    notify(prediction) {
      const inbox = inboxes.get(prediction.id);
      if (!inbox || !TERMINAL.has(prediction.status)) return false;
      inbox.delivered.set(prediction.id, prediction);
      inbox.wake();
      return true;
    },
    async generate(request: GenerateRequest): Promise<GenerateResult> {
      checkSizes(request.sizes);
      const variations = planVariations(request.count, request.photos.length, options.seed ?? randomSeed());
      const main = request.sizes[0]!;
      const text = headshotPrompt(request);
      const { signal, dispose } = deadlineSignal(request.signal, timeoutMs);
      const ids: string[] = [];
      const latest = new Map<string, ReplicatePrediction>();
      const inbox: Inbox = { delivered: new Map(), wake: () => {} };
      const uploaded: string[] = [];
      try {
        const photos = await photoInputs(request.photos, signal, uploaded);
        for (const variation of variations) {
          const vars = variablesFor(variation, photos, { ...text, width: main.width, height: main.height });
          const input = typeof options.inputMapping === "function" ? options.inputMapping(vars, request) : fillTemplate(options.inputMapping, vars);
          const prediction = await create(input, signal);
          ids.push(prediction.id);
          latest.set(prediction.id, prediction);
          inboxes.set(prediction.id, inbox);
        }
        await follow(ids, latest, inbox, signal);
        const images: GeneratedImage[] = [];
        for (const [i, variation] of variations.entries()) {
          const prediction = latest.get(ids[i]!)!;
          const url = firstOutputUrl(prediction.output);
          if (!url) throw new EngineError(`replicate: prediction ${prediction.id} succeeded without an image output`, false, "NO_OUTPUT");
          const bytes = await download(url, signal);
          images.push(...(await imagesAtSizes(bytes, request.sizes, { variation: variation.index, seed: variation.seed, source: variation.source }, "replicate")));
        }
        return { images, dropped: [] };
      } catch (err) {
        if (signal.aborted) throw stoppedError(signal, "replicate");
        if (err instanceof z.ZodError) throw new EngineError(`replicate: unexpected answer from the API: ${z.prettifyError(err)}`, true, "ENGINE_PROTOCOL");
        throw err;
      } finally {
        dispose();
        ids.forEach((id) => inboxes.delete(id));
        await cleanUp([...latest.values()], uploaded);
      }
    },
  };
}

function variablesFor(
  variation: Variation,
  photos: string[],
  text: { prompt: string; negativePrompt: string; width: number; height: number },
): ReplicateInputVariables {
  const ordered = rotatedPhotos(photos, variation.source);
  const divisor = gcd(text.width, text.height);
  const vars: Record<string, TemplateValue> = {
    input_image: ordered[0]!,
    input_images: ordered,
    prompt: text.prompt,
    negative_prompt: text.negativePrompt,
    seed: variation.seed,
    width: text.width,
    height: text.height,
    aspect_ratio: `${text.width / divisor}:${text.height / divisor}`,
    variation: variation.index,
  };
  for (let n = 1; n <= 99; n++) vars[`input_image_${n}`] = ordered[(n - 1) % ordered.length]!;
  return vars as ReplicateInputVariables;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Replicate's error body is a problem document: {title, detail, status, invalid_fields?}. */
async function apiError(res: Response, what: string): Promise<EngineError> {
  const text = await bodySnippet(res);
  let detail = text;
  try {
    const body = JSON.parse(text) as { detail?: unknown; title?: unknown };
    detail = [body.title, body.detail].filter((x) => typeof x === "string").join(": ") || text;
  } catch {
    // Not JSON (a proxy's HTML page): keep the text.
  }
  const retryable = isRetryableStatus(res.status);
  const code = res.status === 429 ? "RATE_LIMITED" : res.status === 401 || res.status === 403 ? "ENGINE_UNAUTHORIZED" : res.status === 422 ? "INPUT_INVALID" : retryable ? "ENGINE_BUSY" : "ENGINE_REJECTED";
  return new EngineError(`replicate: ${what} failed: HTTP ${res.status} ${detail}`, retryable, code);
}

/** A failed or canceled prediction becomes an EngineError; a running or succeeded one passes. */
function checkPrediction(p: ReplicatePrediction): void {
  if (!TERMINAL.has(p.status) || p.status === "succeeded") return;
  const reason = typeof p.error === "string" ? p.error : p.error ? JSON.stringify(p.error) : p.status;
  if (p.status === "failed") {
    // Infrastructure trouble on Replicate's side says so; anything else is the model refusing the input.
    const retryable = /retry|interrupted|out of memory|timed? ?out|unavailable/i.test(reason);
    throw new EngineError(`replicate: prediction ${p.id} failed: ${reason}`, retryable, retryable ? "ENGINE_BUSY" : "GENERATION_FAILED");
  }
  throw new EngineError(`replicate: prediction ${p.id} was ${p.status}`, false, "CANCELED");
}

/** The first file URL in a model's output (a URL, a list of URLs, or an object holding them). */
function firstOutputUrl(output: unknown): string | null {
  if (typeof output === "string") return /^(https?:|data:)/.test(output) ? output : null;
  if (Array.isArray(output)) {
    for (const item of output) {
      const url = firstOutputUrl(item);
      if (url) return url;
    }
    return null;
  }
  if (output && typeof output === "object") return firstOutputUrl(Object.values(output));
  return null;
}
