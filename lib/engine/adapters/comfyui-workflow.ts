// A ComfyUI workflow (API format) as the adapter (./comfyui.ts) runs it: its schema, the placeholders
// the adapter fills, the checks a stored workflow must pass (the engine at start-up and the back
// office's /admin/comfy-workflows both ask validateComfyWorkflow), and the built-in workflow (shipped
// as JSON in ./workflows).
import "server-only";
import { z } from "zod";
import { EngineError, type EngineCapability } from "../engine";
import { placeholdersIn, unknownPlaceholders } from "./shared";
import defaultWorkflowJson from "./workflows/lumen-default-img2img.json";

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
 * The built-in workflow (./workflows/lumen-default-img2img.json, named in the README's "The GPU path
 * (ComfyUI)"): Stable Diffusion 1.5 img2img on core nodes only, checkpoint
 * `v1-5-pruned-emaonly-fp16.safetensors` (Comfy-Org/stable-diffusion-v1-5-archive, ~2 GB, CreativeML
 * OpenRAIL-M). The person's photo is scaled and centre-cropped to the output size, encoded and
 * re-drawn at 0.45 strength with the style's prompt, so the face stays theirs while backdrop and
 * clothes follow the prompt. Used when ENGINE=comfyui and no admin workflow is active; the demo seed
 * stores it as version 1; `npm run bench:comfyui` and `npm run test:gpu` run it on a real server.
 */
export const DEFAULT_COMFY_WORKFLOW_NAME = "lumen-default-img2img";
export const DEFAULT_COMFY_CAPABILITIES: readonly EngineCapability[] = ["backdrop", "outfit"];
export const DEFAULT_COMFY_WORKFLOW: ComfyWorkflow = validateComfyWorkflow(defaultWorkflowJson);
