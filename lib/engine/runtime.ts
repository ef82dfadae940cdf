// The face models, loaded offline and once per process. Human (BlazeFace, FaceMesh, Iris) and two
// graph models run on tfjs' WebAssembly backend: tfjs-node cannot install without internet. Nothing
// loads at import time (Next imports server modules while building); the first caller pays ~0.2 s.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Human } from "@vladmandic/human";

/** The part of tfjs' API the engine uses (Human exposes tfjs untyped). */
export type Tensor = {
  shape: number[];
  data(): Promise<Float32Array | Int32Array | Uint8Array>;
  dataSync(): Float32Array | Int32Array | Uint8Array;
  dispose(): void;
};
export type GraphModel = { execute(input: Tensor): Tensor | Tensor[]; inputs: { shape?: number[] }[] };
export type Tf = {
  tensor4d(values: Float32Array | Int32Array, shape: [number, number, number, number], dtype?: "float32" | "int32"): Tensor;
  loadGraphModel(url: string): Promise<GraphModel>;
  dispose(t: Tensor | Tensor[]): void;
  memory(): { numTensors: number; numBytes: number };
};

export type FaceRuntime = {
  human: Human;
  /** BlazeFace alone (no mesh): finds faces in ~1/5 of the time, for checking results. */
  boxes: Human;
  tf: Tf;
  faceres: GraphModel;
  selfie: GraphModel;
};

// Resolved from the project root: inside a Next bundle import.meta.url does not point at the source.
const nodeRequire = createRequire(path.join(process.cwd(), "package.json"));
const packageDir = (name: string, entry: string) => {
  // Human's "exports" map has no "./"-prefixed subpaths, so its files are reached by path.
  let dir = path.dirname(nodeRequire.resolve(name));
  while (!fs.existsSync(path.join(dir, entry)) && dir !== path.dirname(dir)) dir = path.dirname(dir);
  return dir;
};

/** Where the vendored selfie-segmentation model lives (see models/README.md). */
export function modelsDir(): string {
  const candidates = [process.env.LUMEN_MODELS_DIR, path.join(process.cwd(), "models")];
  try {
    candidates.push(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../models"));
  } catch {
    // import.meta.url is not a file URL inside a bundle; cwd/models is the answer there.
  }
  const dir = candidates.find((d) => d && fs.existsSync(path.join(d, "selfie.json")));
  if (!dir) throw new Error("selfie segmentation model not found: expected models/selfie.json");
  return dir;
}

const FETCH_SHIM = Symbol.for("lumen.engine.fileFetch");
/**
 * tfjs loads models with fetch(), and Node's fetch refuses file:// URLs. This wraps fetch once so
 * file:// URLs read the disk; every other URL goes to the original fetch untouched.
 */
function installFileFetch(): void {
  const g = globalThis as typeof globalThis & { [FETCH_SHIM]?: boolean };
  if (g[FETCH_SHIM]) return;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith("file://")) return original(input, init);
    const data = await fs.promises.readFile(fileURLToPath(url));
    return new Response(data, { status: 200, headers: { "content-type": url.endsWith(".json") ? "application/json" : "application/octet-stream" } });
  };
  g[FETCH_SHIM] = true;
}

type HumanClass = new (config: object) => Human;

async function load(): Promise<FaceRuntime> {
  installFileFetch();
  const humanDir = packageDir("@vladmandic/human", "dist/human.node-wasm.js");
  const wasmDir = packageDir("@tensorflow/tfjs-backend-wasm", "dist/tfjs-backend-wasm.wasm");
  // loaded at run time from node_modules, never bundled (a bundler cannot follow this path)
  const humanModule = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(path.join(humanDir, "dist/human.node-wasm.js")).href)) as { Human?: HumanClass; default?: { Human: HumanClass } };
  const Human = (humanModule.Human ?? humanModule.default?.Human)!;
  const config = (mesh: boolean) => ({
    backend: "wasm",
    debug: false,
    async: true,
    warmup: "none",
    cacheSensitivity: 0,
    wasmPath: pathToFileURL(path.join(wasmDir, "dist")).href + "/",
    wasmPlatformFetch: false,
    modelBasePath: pathToFileURL(path.join(humanDir, "models")).href + "/",
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 8, minConfidence: 0.3, iouThreshold: 0.1, return: false, skipFrames: 0 },
      mesh: { enabled: mesh },
      // The iris model only refines the eye region (~15 ms a photo); nothing here needs iris centres.
      iris: { enabled: false },
      attention: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  const human = new Human(config(true));
  await human.load();
  const boxes = new Human(config(false));
  await boxes.load();
  const tf = human.tf as Tf;
  const [faceres, selfie] = await Promise.all([
    tf.loadGraphModel(pathToFileURL(path.join(humanDir, "models/faceres.json")).href),
    tf.loadGraphModel(pathToFileURL(path.join(modelsDir(), "selfie.json")).href),
  ]);
  return { human, boxes, tf, faceres, selfie };
}

const RUNTIME = Symbol.for("lumen.engine.faceRuntime");
/** The process-wide runtime (kept on globalThis so hot reloads and test files share one). */
export function faceRuntime(): Promise<FaceRuntime> {
  const g = globalThis as typeof globalThis & { [RUNTIME]?: Promise<FaceRuntime> };
  g[RUNTIME] ??= load().catch((error: unknown) => {
    delete g[RUNTIME];
    throw error;
  });
  return g[RUNTIME];
}

const QUEUE = Symbol.for("lumen.engine.inferenceQueue");
/**
 * Runs model inference one call at a time. The WebAssembly backend computes on the main thread
 * and Human keeps per-call state, so overlapping calls gain nothing and could mix state; the pixel
 * work around the calls (sharp, JS) still overlaps between jobs.
 */
export function serialInference<T>(fn: () => Promise<T>): Promise<T> {
  const g = globalThis as typeof globalThis & { [QUEUE]?: Promise<unknown> };
  const run = (g[QUEUE] ?? Promise.resolve()).then(fn, fn);
  g[QUEUE] = run.catch(() => undefined);
  return run;
}
