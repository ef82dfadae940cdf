// The Replicate engine against a small Replicate on 127.0.0.1 speaking its HTTP API: bearer auth,
// model and version predictions, a 429 with Retry-After, problem-document errors, /v1/files uploads,
// cancel, output files served by the same server, and signed webhooks (Standard Webhooks) posted to a
// receiver that verifies them and hands them to the engine.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { expectEngineError } from "../expect-engine-error";
import type { GenerateRequest } from "../engine";
import { createReplicateEngine, type ReplicateEngine, type ReplicatePrediction } from "./replicate";
import { processedWebhookReplayGuard, ReplicateWebhookError, verifyReplicateWebhook } from "./replicate-webhook";

const TOKEN = "r8_test_token";
const SECRET = `whsec_${randomBytes(24).toString("base64")}`;

type Outcome = "success" | "no_face" | "out_of_memory" | "hang";
type Stored = { prediction: ReplicatePrediction & Record<string, unknown>; polls: number; webhook?: string };

const fake = {
  outcome: "success" as Outcome,
  pollsToFinish: 2,
  /** Finish this many ms after creation instead of on polls (webhook runs). */
  finishAfterMs: null as number | null,
  /** Answer the next N prediction creations with 429. */
  throttle: 0,
  retryAfter: "1",
  outputSize: { width: 768, height: 768 },
  predictions: new Map<string, Stored>(),
  creates: [] as { path: string; body: Record<string, unknown>; at: number }[],
  throttledAt: [] as number[],
  gets: 0,
  cancels: [] as string[],
  files: new Map<string, Buffer>(),
  deletedFiles: [] as string[],
  outputAuth: [] as (string | undefined)[],
};

function resetFake() {
  Object.assign(fake, { outcome: "success", pollsToFinish: 2, finishAfterMs: null, throttle: 0, retryAfter: "1", gets: 0, outputSize: { width: 768, height: 768 } });
  fake.predictions.clear();
  fake.files.clear();
  fake.creates = [];
  fake.throttledAt = [];
  fake.cancels = [];
  fake.deletedFiles = [];
  fake.outputAuth = [];
}

let base = "";
const TERMINAL = ["succeeded", "failed", "canceled"];

function problem(res: http.ServerResponse, status: number, title: string, detail: string, extra: Record<string, unknown> = {}) {
  res.writeHead(status, { "content-type": "application/problem+json" }).end(JSON.stringify({ title, detail, status, ...extra }));
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function finish(stored: Stored) {
  const p = stored.prediction;
  if (TERMINAL.includes(p.status)) return;
  if (fake.outcome === "success") Object.assign(p, { status: "succeeded", output: [`${base}/files/${p.id}-0.png`], metrics: { predict_time: 4.2 } });
  else if (fake.outcome === "no_face") Object.assign(p, { status: "failed", error: "No face detected in the input image" });
  else if (fake.outcome === "out_of_memory") Object.assign(p, { status: "failed", error: "CUDA out of memory. Tried to allocate 1.50 GiB" });
  else return;
  p.completed_at = new Date().toISOString();
  if (stored.webhook) await sendWebhook(stored.webhook, p);
}

async function sendWebhook(url: string, prediction: unknown) {
  const body = JSON.stringify(prediction);
  await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...signedHeaders(body) }, body });
}

/** Standard Webhooks headers as Replicate sends them. */
function signedHeaders(body: string, opts: { secret?: string; id?: string; timestamp?: number } = {}) {
  const id = opts.id ?? `msg_${randomUUID()}`;
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const key = Buffer.from((opts.secret ?? SECRET).slice("whsec_".length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url!, base);
  const body = await readBody(req);
  if (req.method === "GET" && url.pathname.startsWith("/files/")) {
    fake.outputAuth.push(req.headers.authorization);
    const id = url.pathname.slice("/files/".length).replace(/-0\.png$/, "");
    const stored = fake.predictions.get(id);
    if (!stored) return void res.writeHead(404).end();
    const seed = Number((stored.prediction.input as { seed?: number }).seed ?? 0);
    const png = await sharp({ create: { ...fake.outputSize, channels: 3, background: { r: seed % 256, g: 100, b: 100 } } }).png().toBuffer();
    return void res.writeHead(200, { "content-type": "image/png" }).end(png);
  }
  if (req.headers.authorization !== `Bearer ${TOKEN}`) return problem(res, 401, "Unauthenticated", "You did not pass a valid authentication token");

  const create = /^\/v1\/(?:models\/([\w.-]+)\/([\w.-]+)\/)?predictions$/.exec(url.pathname);
  if (req.method === "POST" && create) {
    if (fake.throttle > 0) {
      fake.throttle--;
      fake.throttledAt.push(Date.now());
      res.setHeader("retry-after", fake.retryAfter);
      return problem(res, 429, "Request was throttled", `Request was throttled. Your rate limit resets in ~${fake.retryAfter}s.`);
    }
    const data = JSON.parse(body.toString()) as { version?: string; input?: Record<string, unknown>; webhook?: string; webhook_events_filter?: string[] };
    fake.creates.push({ path: url.pathname, body: data, at: Date.now() });
    if (!create[1] && !data.version) return problem(res, 422, "Invalid version", "version is required");
    const input = data.input ?? {};
    const invalid: { field: string; description: string }[] = [];
    if (typeof input.prompt !== "string") invalid.push({ field: "prompt", description: "prompt is required" });
    if (typeof input.input_image !== "string" || !/^(data:|https?:)/.test(input.input_image)) invalid.push({ field: "input_image", description: "Does not match format 'uri'" });
    if (invalid.length) {
      return problem(res, 422, "Input validation failed", invalid.map((f) => `- input.${f.field}: ${f.description}`).join("\n"), { invalid_fields: invalid.map((f) => ({ type: "required", ...f })) });
    }
    const id = randomUUID().replace(/-/g, "").slice(0, 26);
    const prediction = {
      id,
      model: create[1] ? `${create[1]}/${create[2]}` : "acme/headshot",
      version: data.version ?? "hidden",
      input,
      logs: "",
      output: null,
      data_removed: false,
      error: null,
      status: "starting" as const,
      created_at: new Date().toISOString(),
      urls: { cancel: `${base}/v1/predictions/${id}/cancel`, get: `${base}/v1/predictions/${id}`, stream: `${base}/stream/${id}`, web: `${base}/p/${id}` },
    };
    const stored: Stored = { prediction, polls: 0, webhook: data.webhook };
    fake.predictions.set(id, stored);
    if (fake.finishAfterMs !== null) setTimeout(() => void finish(stored), fake.finishAfterMs);
    return json(res, 201, prediction);
  }
  const one = /^\/v1\/predictions\/([\w]+)(\/cancel)?$/.exec(url.pathname);
  if (one) {
    const stored = fake.predictions.get(one[1]!);
    if (!stored) return problem(res, 404, "Not found", "The requested resource could not be found.");
    const p = stored.prediction;
    if (req.method === "POST" && one[2]) {
      if (!TERMINAL.includes(p.status)) {
        Object.assign(p, { status: "canceled", completed_at: new Date().toISOString() });
        fake.cancels.push(p.id);
      }
      return json(res, 200, p);
    }
    if (req.method === "GET" && !one[2]) {
      fake.gets++;
      if (fake.finishAfterMs === null && !TERMINAL.includes(p.status)) {
        stored.polls++;
        if (stored.polls >= fake.pollsToFinish) await finish(stored);
        else Object.assign(p, { status: "processing", logs: "Using seed: 1\n 40%|████      | 10/25" });
      }
      return json(res, 200, p);
    }
  }
  if (req.method === "POST" && url.pathname === "/v1/files") {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": req.headers["content-type"]! } }).formData();
    const content = form.get("content");
    if (!(content instanceof File)) return problem(res, 400, "Bad request", "content is required");
    const id = randomUUID().replace(/-/g, "").slice(0, 12);
    fake.files.set(id, Buffer.from(await content.arrayBuffer()));
    return json(res, 201, {
      id,
      name: content.name,
      content_type: content.type,
      size: content.size,
      etag: "abc",
      checksums: {},
      metadata: JSON.parse(await (form.get("metadata") as File).text()),
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      urls: { get: `${base}/v1/files/${id}` },
    });
  }
  const file = /^\/v1\/files\/(\w+)$/.exec(url.pathname);
  if (req.method === "DELETE" && file && fake.files.delete(file[1]!)) {
    fake.deletedFiles.push(file[1]!);
    return void res.writeHead(204).end();
  }
  problem(res, 404, "Not found", "The requested resource could not be found.");
});

/** Our webhook route in miniature: raw body → verify → engine.notify. */
let receiverEngine: ReplicateEngine | null = null;
const receiverLog: string[] = [];
const receiver = http.createServer(async (req, res) => {
  const rawBody = await readBody(req);
  try {
    const prediction = await verifyReplicateWebhook({ headers: req.headers, rawBody, secret: SECRET });
    receiverLog.push(`ok ${prediction.id} ${prediction.status}`);
    receiverEngine?.notify(prediction);
    res.writeHead(200).end();
  } catch (err) {
    receiverLog.push(err instanceof ReplicateWebhookError ? err.code : String(err));
    res.writeHead(400).end();
  }
});
let webhookUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/replicate`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(resetFake);

let photos: Buffer[] = [];
beforeAll(async () => {
  photos = await Promise.all(["#806050", "#405060"].map((c) => sharp({ create: { width: 640, height: 800, channels: 3, background: c } }).jpeg().toBuffer()));
});

const TEMPLATE = {
  input_image: "{{input_image}}",
  reference_images: "{{input_images}}",
  prompt: "{{prompt}}",
  negative_prompt: "{{negative_prompt}}",
  seed: "{{seed}}",
  aspect_ratio: "{{aspect_ratio}}",
  output_format: "png",
};

function engine(extra: Partial<Parameters<typeof createReplicateEngine>[0]> = {}) {
  return createReplicateEngine({ apiToken: TOKEN, model: "acme/headshot", inputMapping: TEMPLATE, capabilities: ["backdrop", "outfit", "glasses"], baseUrl: base, pollIntervalMs: 10, maxPollIntervalMs: 40, seed: 7, ...extra });
}

function request(overrides: Partial<GenerateRequest> = {}): GenerateRequest {
  return {
    photos,
    style: { id: "navy", backdrop: { kind: "BRAND", colors: ["#777777"] }, brandColors: ["#0b1f5c"], outfit: null },
    count: 2,
    sizes: [{ width: 1024, height: 1024 }, { width: 400, height: 400 }],
    subject: { gender: "male", glasses: "thin black" },
    ...overrides,
  };
}


describe("Replicate engine", () => {
  it("creates one prediction per variation with the filled input, waits out a 429's Retry-After, and returns each at every size", async () => {
    fake.throttle = 1;
    const result = await engine().generate(request());

    expect(fake.throttledAt).toHaveLength(1);
    expect(fake.creates[0]!.at - fake.throttledAt[0]!).toBeGreaterThanOrEqual(950);
    expect(fake.creates.map((c) => c.path)).toEqual(["/v1/models/acme/headshot/predictions", "/v1/models/acme/headshot/predictions"]);
    const inputs = fake.creates.map((c) => c.body.input as Record<string, unknown>);
    expect(inputs.map((i) => i.seed)).toEqual([7, 8]);
    expect(inputs[0]!.input_image).toBe(`data:image/jpeg;base64,${photos[0]!.toString("base64")}`);
    expect(inputs[1]!.input_image).toBe(`data:image/jpeg;base64,${photos[1]!.toString("base64")}`);
    expect(inputs[1]!.reference_images).toEqual([inputs[1]!.input_image, inputs[0]!.input_image]);
    expect(inputs[0]).toMatchObject({ aspect_ratio: "1:1", output_format: "png" });
    expect(String(inputs[0]!.prompt)).toContain("of a man");
    expect(String(inputs[0]!.prompt)).toContain("wearing thin black glasses");
    expect(String(inputs[0]!.prompt)).toContain("navy blue seamless studio backdrop");
    expect(fake.creates[0]!.body).not.toHaveProperty("webhook");

    expect(result.images).toHaveLength(4);
    for (const image of result.images) {
      const meta = await sharp(image.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
    }
    expect(result.images.map((i) => [i.variant.seed, i.variant.size])).toEqual([
      [7, "1024x1024"],
      [7, "400x400"],
      [8, "1024x1024"],
      [8, "400x400"],
    ]);
    expect(fake.cancels).toEqual([]);
  });

  it("runs a pinned version through /v1/predictions and uploads photos too big for a data URL, deleting them afterwards", async () => {
    const result = await engine({ model: undefined, version: "acme/headshot:5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa", dataUrlMaxBytes: 0 }).generate(
      request({ count: 1, sizes: [{ width: 1080, height: 1350 }] }),
    );
    expect(fake.creates[0]!.path).toBe("/v1/predictions");
    expect(fake.creates[0]!.body.version).toBe("5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa");
    const input = fake.creates[0]!.body.input as Record<string, unknown>;
    expect(input.input_image).toMatch(new RegExp(`^${base}/v1/files/\\w+$`));
    expect(input.aspect_ratio).toBe("4:5");
    expect(fake.deletedFiles).toHaveLength(2);
    expect(fake.files.size).toBe(0);
    expect([result.images[0]!.width, result.images[0]!.height]).toEqual([1080, 1350]);
  });

  it("a failed prediction: a model refusal is final, running out of memory is retryable; the other variations are canceled", async () => {
    fake.outcome = "no_face";
    fake.pollsToFinish = 1;
    const refused = await expectEngineError(engine().generate(request({ count: 3 })));
    expect([refused.retryable, refused.code]).toEqual([false, "GENERATION_FAILED"]);
    expect(refused.message).toContain("No face detected");

    resetFake();
    fake.outcome = "out_of_memory";
    const oom = await expectEngineError(engine().generate(request({ count: 1 })));
    expect([oom.retryable, oom.code]).toEqual([true, "ENGINE_BUSY"]);
  });

  it("cancels the others when one variation fails", async () => {
    // The first prediction fails on its next look; the second is still running then.
    fake.outcome = "no_face";
    fake.pollsToFinish = 1000;
    const running = engine().generate(request({ count: 2 }));
    while (fake.creates.length < 2) await new Promise((r) => setTimeout(r, 2));
    [...fake.predictions.values()][0]!.polls = 999;
    await expectEngineError(running);
    expect(fake.cancels).toEqual([[...fake.predictions.keys()][1]]);
  });

  it("maps API errors: bad input and a bad token are final, endless throttling is retryable", async () => {
    const badInput = await expectEngineError(engine({ inputMapping: { input_image: "{{input_image}}" } }).generate(request()));
    expect([badInput.retryable, badInput.code]).toEqual([false, "INPUT_INVALID"]);
    expect(badInput.message).toContain("input.prompt: prompt is required");

    const badToken = await expectEngineError(engine({ apiToken: "r8_wrong" }).generate(request()));
    expect([badToken.retryable, badToken.code]).toEqual([false, "ENGINE_UNAUTHORIZED"]);

    fake.throttle = 5;
    fake.retryAfter = "0";
    const throttled = await expectEngineError(engine({ maxRateLimitRetries: 2 }).generate(request()));
    expect([throttled.retryable, throttled.code]).toEqual([true, "RATE_LIMITED"]);
    expect(fake.throttledAt).toHaveLength(3);
  });

  it("cancels its predictions when aborted, and times out retryably", async () => {
    fake.outcome = "hang";
    const controller = new AbortController();
    const aborted = engine().generate(request({ signal: controller.signal }));
    while (fake.creates.length < 2 || fake.gets < 2) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const err = await expectEngineError(aborted);
    expect([err.retryable, err.code]).toEqual([false, "ABORTED"]);
    expect(fake.cancels.sort()).toEqual([...fake.predictions.keys()].sort());

    resetFake();
    fake.outcome = "hang";
    const timedOut = await expectEngineError(engine({ timeoutMs: 250 }).generate(request({ count: 1 })));
    expect([timedOut.retryable, timedOut.code]).toEqual([true, "ENGINE_TIMEOUT"]);
    expect(fake.cancels).toEqual([...fake.predictions.keys()]);
  });

  it("completes from a verified webhook without waiting for the next poll", async () => {
    fake.finishAfterMs = 100;
    receiverLog.length = 0;
    receiverEngine = engine({ webhookUrl, pollIntervalMs: 60_000, maxPollIntervalMs: 60_000 });
    const started = Date.now();
    const result = await receiverEngine.generate(request({ count: 2 }));
    receiverEngine = null;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fake.gets).toBe(0);
    expect(fake.creates[0]!.body).toMatchObject({ webhook: webhookUrl, webhook_events_filter: ["completed"] });
    expect(receiverLog.filter((l) => l.startsWith("ok ")).length).toBe(2);
    expect(result.images).toHaveLength(4);
    // The output host is Replicate's own origin here, so the token goes with the download.
    expect(fake.outputAuth.every((a) => a === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("rejects unknown placeholders and a config with both or neither of model and version", () => {
    expect(() => engine({ inputMapping: { image: "{{input_imag}}" } })).toThrow(/input_imag/);
    expect(() => engine({ version: "abc" })).toThrow(/exactly one/);
    expect(() => engine({ model: undefined })).toThrow(/exactly one/);
  });
});

describe("verifyReplicateWebhook", () => {
  const prediction = { id: "ufawqhfynnddngldkgtslldrkq", status: "succeeded", output: ["https://replicate.delivery/x/out.png"], error: null, urls: { get: "g", cancel: "c" } };
  const rawBody = JSON.stringify(prediction);
  const now = new Date();

  async function code(promise: Promise<unknown>): Promise<string> {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ReplicateWebhookError);
    return (err as ReplicateWebhookError).code;
  }

  it("accepts a valid delivery and returns the prediction", async () => {
    const result = await verifyReplicateWebhook({ headers: new Headers(signedHeaders(rawBody)), rawBody, secret: SECRET, now });
    expect(result).toMatchObject({ id: prediction.id, status: "succeeded", output: prediction.output });
  });

  it("accepts when one of several signatures matches (secret rotation)", async () => {
    const good = signedHeaders(rawBody, { id: "msg_1" });
    const other = signedHeaders(rawBody, { id: "msg_1", secret: `whsec_${randomBytes(24).toString("base64")}` });
    const headers = { ...good, "webhook-signature": `v1,${other["webhook-signature"].slice(3)} v1a,xyz ${good["webhook-signature"]}` };
    await expect(verifyReplicateWebhook({ headers, rawBody: Buffer.from(rawBody), secret: SECRET, now })).resolves.toMatchObject({ id: prediction.id });
  });

  it("rejects a forged signature, a tampered body, and a signature moved to another message id", async () => {
    const forged = signedHeaders(rawBody, { secret: `whsec_${randomBytes(24).toString("base64")}` });
    expect(await code(verifyReplicateWebhook({ headers: forged, rawBody, secret: SECRET, now }))).toBe("BAD_SIGNATURE");

    const headers = signedHeaders(rawBody);
    const tampered = rawBody.replace("succeeded", "failed");
    expect(await code(verifyReplicateWebhook({ headers, rawBody: tampered, secret: SECRET, now }))).toBe("BAD_SIGNATURE");

    expect(await code(verifyReplicateWebhook({ headers: { ...headers, "webhook-id": "msg_other" }, rawBody, secret: SECRET, now }))).toBe("BAD_SIGNATURE");
    expect(await code(verifyReplicateWebhook({ headers: { ...headers, "webhook-signature": "v1,AAAA" }, rawBody, secret: SECRET, now }))).toBe("BAD_SIGNATURE");
  });

  it("rejects stale and future timestamps, missing headers, and a signed body that is not a prediction", async () => {
    const old = signedHeaders(rawBody, { timestamp: Math.floor(now.getTime() / 1000) - 301 });
    expect(await code(verifyReplicateWebhook({ headers: old, rawBody, secret: SECRET, now }))).toBe("STALE_TIMESTAMP");
    await expect(verifyReplicateWebhook({ headers: old, rawBody, secret: SECRET, now, toleranceSeconds: 600 })).resolves.toBeTruthy();
    const future = signedHeaders(rawBody, { timestamp: Math.floor(now.getTime() / 1000) + 3600 });
    expect(await code(verifyReplicateWebhook({ headers: future, rawBody, secret: SECRET, now }))).toBe("STALE_TIMESTAMP");

    const { "webhook-signature": _, ...unsigned } = signedHeaders(rawBody);
    expect(await code(verifyReplicateWebhook({ headers: unsigned, rawBody, secret: SECRET, now }))).toBe("MISSING_HEADER");

    const notPrediction = JSON.stringify({ hello: "world" });
    expect(await code(verifyReplicateWebhook({ headers: signedHeaders(notPrediction), rawBody: notPrediction, secret: SECRET, now }))).toBe("MALFORMED");
  });

  it("rejects a replay of an authentic delivery, once claimed in the database", async () => {
    const db: TestDb = await openTestDb("pglite");
    try {
      const replayGuard = processedWebhookReplayGuard(db.prisma);
      const headers = signedHeaders(rawBody);
      await expect(verifyReplicateWebhook({ headers, rawBody, secret: SECRET, now, replayGuard })).resolves.toMatchObject({ id: prediction.id });
      expect(await code(verifyReplicateWebhook({ headers, rawBody, secret: SECRET, now, replayGuard }))).toBe("REPLAYED");
      // A forgery with a fresh id never reaches the guard, so it cannot burn ids.
      const forged = { ...signedHeaders(rawBody, { id: "msg_forged" }), "webhook-signature": "v1,AAAA" };
      expect(await code(verifyReplicateWebhook({ headers: forged, rawBody, secret: SECRET, now, replayGuard }))).toBe("BAD_SIGNATURE");
      expect(await db.prisma.processedWebhookEvent.count({ where: { provider: "replicate" } })).toBe(1);
    } finally {
      await db.cleanup();
    }
  });
});
