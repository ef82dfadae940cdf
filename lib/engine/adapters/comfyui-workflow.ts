// A ComfyUI workflow (API format) as the adapter (./comfyui.ts) runs it: its schema, the placeholders
// the adapter fills, the checks a stored workflow must pass (the engine at start-up and the back
// office's /admin/comfy-workflows both ask validateComfyWorkflow), and the built-in workflow.
import "server-only";
import { z } from "zod";
import { EngineError, type EngineCapability } from "../engine";
import { placeholdersIn, unknownPlaceholders } from "./shared";

export const comfyWorkflowSchema = z
  .record(
    z.string(),
    z.looseObject({
      class_type: z.string().min(1),
      inputs: z.record(z.string(), z.unknown()),
    }),
  )
  .refine((graph) => Object.keys(graph).length > 0, "the workflow has no nodes");

export type ComfyWorkflow = z.infer<typeof comfyWorkflowSchema>;

/** Every placeholder this adapter fills (besides `{{input_image_N}}`, N = 1..99); see the top of this file. */
export const COMFY_PLACEHOLDERS = ["input_image", "prompt", "negative_prompt", "seed", "width", "height", "variation"] as const;
/**
 * The placeholders a workflow must use: a source photo (`{{input_image}}` or one `{{input_image_N}}`)
 * and `{{seed}}`, or every variation would be the same.
 */
export const COMFY_REQUIRED_PLACEHOLDERS = ["input_image", "seed"] as const;

const FIXED_PLACEHOLDERS = new Set<string>(COMFY_PLACEHOLDERS);
const isComfyPlaceholder = (name: string) => FIXED_PLACEHOLDERS.has(name) || /^input_image_[1-9][0-9]?$/.test(name);

/** Why a workflow cannot run: not an API-format graph, a placeholder we do not fill, a required one missing. */
export type ComfyWorkflowProblem = "NOT_API_FORMAT" | "UNKNOWN_PLACEHOLDER" | "NO_INPUT_IMAGE" | "NO_SEED";

export class ComfyWorkflowError extends EngineError {
  constructor(
    message: string,
    public readonly problem: ComfyWorkflowProblem,
    /** The placeholders concerned (UNKNOWN_PLACEHOLDER) or the schema's complaint (NOT_API_FORMAT). */
    public readonly detail: string = "",
  ) {
    super(message, false, "WORKFLOW_INVALID");
  }
}

/**
 * The adapter's own check of a workflow (used when the engine is built and when an admin saves one):
 * the parsed graph, or a ComfyWorkflowError saying what is wrong.
 */
export function validateComfyWorkflow(input: unknown): ComfyWorkflow {
  const parsed = comfyWorkflowSchema.safeParse(input);
  if (!parsed.success) {
    const why = z.prettifyError(parsed.error);
    throw new ComfyWorkflowError(`comfyui: the workflow is not an API-format graph: ${why}`, "NOT_API_FORMAT", why);
  }
  const workflow = parsed.data;
  const unknown = unknownPlaceholders(workflow, isComfyPlaceholder);
  if (unknown.length) {
    const names = unknown.map((n) => `{{${n}}}`).join(", ");
    throw new ComfyWorkflowError(`comfyui: unknown workflow placeholders: ${names}`, "UNKNOWN_PLACEHOLDER", names);
  }
  const used = [...placeholdersIn(workflow)];
  if (!used.some((n) => n.startsWith("input_image"))) throw new ComfyWorkflowError("comfyui: the workflow never uses {{input_image}}", "NO_INPUT_IMAGE");
  if (!used.includes("seed")) throw new ComfyWorkflowError("comfyui: the workflow has no {{seed}}, so its variations would all be the same", "NO_SEED");
  return workflow;
}

/**
 * The built-in workflow: Stable Diffusion 1.5 img2img on core nodes only. The person's photo is scaled
 * to the output size, encoded and re-drawn at half strength with the style's prompt, so the face stays
 * theirs while backdrop and clothes follow the prompt. Used when ENGINE=comfyui and no admin workflow
 * is active; the demo seed stores it as version 1.
 */
export const DEFAULT_COMFY_WORKFLOW_NAME = "lumen-default-img2img";
export const DEFAULT_COMFY_CAPABILITIES: readonly EngineCapability[] = ["backdrop", "outfit"];
export const DEFAULT_COMFY_WORKFLOW: ComfyWorkflow = {
  "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "v1-5-pruned-emaonly.safetensors" } },
  "10": { class_type: "LoadImage", inputs: { image: "{{input_image}}" } },
  "12": { class_type: "ImageScale", inputs: { image: ["10", 0], upscale_method: "lanczos", width: "{{width}}", height: "{{height}}", crop: "center" } },
  "13": { class_type: "VAEEncode", inputs: { pixels: ["12", 0], vae: ["4", 2] } },
  "6": { class_type: "CLIPTextEncode", inputs: { text: "professional headshot photo, {{prompt}}", clip: ["4", 1] } },
  "7": { class_type: "CLIPTextEncode", inputs: { text: "{{negative_prompt}}", clip: ["4", 1] } },
  "3": {
    class_type: "KSampler",
    inputs: { seed: "{{seed}}", steps: 25, cfg: 6.5, sampler_name: "dpmpp_2m", scheduler: "karras", denoise: 0.5, model: ["4", 0], positive: ["6", 0], negative: ["7", 0], latent_image: ["13", 0] },
  },
  "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
  "9": { class_type: "SaveImage", inputs: { filename_prefix: "lumen_{{variation}}", images: ["8", 0] } },
};
