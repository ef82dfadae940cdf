// Before a real ComfyUI server runs a workflow: does it have what the workflow needs? Reads
// GET /system_stats (version, GPUs) and GET /object_info/{class} for each node type the workflow uses,
// and names what is missing: a node type the server lacks (a custom node not installed, an older
// ComfyUI) or a choice it does not offer (a checkpoint not in models/checkpoints, a sampler it does not
// know). `npm run bench:comfyui` and the GPU test (comfyui.gpu.test.ts) ask it first, so a missing model
// reads as one sentence and not as a failed prompt; comfyui-check.test.ts runs it against the stand-in.
import "server-only";
import { z } from "zod";
import { EngineError } from "../engine";
import { validateComfyWorkflow } from "./comfyui-workflow";
import { bodySnippet, fetchOrThrow, isRetryableStatus, type FetchLike } from "./shared";

export type ComfyDevice = { name: string; type: string; vramTotal: number | null; vramFree: number | null };

export type ComfyServerCheck = {
  comfyuiVersion: string | null;
  devices: ComfyDevice[];
  /** Node types the workflow uses that the server does not have. */
  missingNodes: { node: string; classType: string }[];
  /** Values the server does not offer for an input with a fixed list (checkpoints, samplers...). */
  missingChoices: { node: string; classType: string; input: string; value: string; folder: string | null }[];
  /** One sentence per problem, empty when the server can run the workflow. */
  problems: string[];
};

/** Where ComfyUI looks for the files an input names, for a helpful message. */
const MODEL_FOLDERS: Record<string, string> = {
  ckpt_name: "models/checkpoints",
  vae_name: "models/vae",
  lora_name: "models/loras",
  control_net_name: "models/controlnet",
  unet_name: "models/diffusion_models",
  clip_name: "models/text_encoders",
  clip_name1: "models/text_encoders",
  clip_name2: "models/text_encoders",
  model_name: "models/upscale_models",
  ipadapter_file: "models/ipadapter",
  instantid_file: "models/instantid",
};

const systemStats = z.looseObject({
  system: z.looseObject({ comfyui_version: z.string().optional() }).optional(),
  devices: z.array(z.looseObject({ name: z.string().default("?"), type: z.string().default("?"), vram_total: z.number().optional(), vram_free: z.number().optional() })).default([]),
});
const nodeInfo = z.looseObject({
  input: z.looseObject({ required: z.record(z.string(), z.unknown()).default({}), optional: z.record(z.string(), z.unknown()).default({}) }).default({ required: {}, optional: {} }),
});

/** The choices an /object_info input spec offers: `[[...choices], opts]` or, newer, `["COMBO", {options}]`. */
function choicesOf(spec: unknown): string[] | null {
  if (!Array.isArray(spec)) return null;
  if (Array.isArray(spec[0])) return spec[0].map(String);
  const options = (spec[1] as { options?: unknown } | undefined)?.options;
  if (spec[0] === "COMBO" && Array.isArray(options)) return options.map(String);
  return null;
}

/**
 * What the server at `baseUrl` lacks to run `workflow` (checked by validateComfyWorkflow first).
 * Throws EngineError when the server cannot be reached or answers with an error.
 */
export async function checkComfyServer(
  baseUrl: string,
  workflow: unknown,
  options: { fetchImpl?: FetchLike; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ComfyServerCheck> {
  const graph = validateComfyWorkflow(workflow);
  const base = baseUrl.replace(/\/+$/, "");
  const signal = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const get = async (path: string): Promise<unknown> => {
    const res = await fetchOrThrow(options.fetchImpl ?? fetch, "comfyui", `${base}${path}`, { method: "GET", headers: options.headers, signal });
    if (!res.ok) {
      const retryable = isRetryableStatus(res.status);
      throw new EngineError(`comfyui: GET ${path} failed: HTTP ${res.status} ${await bodySnippet(res)}`, retryable, retryable ? "ENGINE_BUSY" : "ENGINE_REJECTED");
    }
    return res.json();
  };

  const stats = systemStats.parse(await get("/system_stats"));
  const result: ComfyServerCheck = {
    comfyuiVersion: stats.system?.comfyui_version ?? null,
    devices: stats.devices.map((d) => ({ name: d.name, type: d.type, vramTotal: d.vram_total ?? null, vramFree: d.vram_free ?? null })),
    missingNodes: [],
    missingChoices: [],
    problems: [],
  };

  const infos = new Map<string, z.infer<typeof nodeInfo> | null>();
  for (const classType of new Set(Object.values(graph).map((n) => n.class_type))) {
    const body = z.record(z.string(), z.unknown()).parse(await get(`/object_info/${encodeURIComponent(classType)}`));
    infos.set(classType, body[classType] === undefined ? null : nodeInfo.parse(body[classType]));
  }

  const byId = Object.entries(graph).sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }));
  for (const [node, { class_type: classType, inputs }] of byId) {
    const info = infos.get(classType);
    if (!info) {
      result.missingNodes.push({ node, classType });
      result.problems.push(`node ${node}: the server has no node type ${classType} (a custom node not installed, or an older ComfyUI)`);
      continue;
    }
    for (const [input, value] of Object.entries(inputs)) {
      // Links to other nodes and placeholders (filled per headshot, e.g. the uploaded photo) are not choices.
      if (typeof value !== "string" || value.includes("{{")) continue;
      const choices = choicesOf(info.input.required[input] ?? info.input.optional[input]);
      if (!choices || choices.includes(value)) continue;
      const folder = MODEL_FOLDERS[input] ?? null;
      result.missingChoices.push({ node, classType, input, value, folder });
      result.problems.push(
        folder
          ? `node ${node} (${classType}): ${input} "${value}" is not in the server's ${folder} (it has ${choices.length ? choices.join(", ") : "none"})`
          : `node ${node} (${classType}): ${input} "${value}" is not one the server offers (${choices.join(", ")})`,
      );
    }
  }
  return result;
}
