import "server-only";
import type { PrismaClient } from "@/lib/db";
import { EngineError, type HeadshotEngine } from "@/lib/engine/engine";
import { DEFAULT_COMFY_CAPABILITIES, DEFAULT_COMFY_WORKFLOW } from "@/lib/engine/adapters/comfyui";
import { activeComfyWorkflow, createEngine } from "@/lib/engine/registry";

export type EngineSettings = { ENGINE: "studio" | "comfyui"; COMFYUI_URL?: string };

let studio: Promise<HeadshotEngine> | undefined;

/**
 * The engine a shoot is generated with: `studio` (offline CPU, the default) or, with ENGINE=comfyui,
 * the ComfyUI server at COMFYUI_URL running the workflow an admin marked active (read for every
 * shoot, so a new workflow applies to the next one). With none active, the adapter's built-in
 * workflow (DEFAULT_COMFY_WORKFLOW) runs.
 */
export async function resolveEngine(db: PrismaClient, settings: EngineSettings): Promise<HeadshotEngine> {
  if (settings.ENGINE === "studio") {
    return (studio ??= createEngine({ id: "studio" }).catch((err: unknown) => {
      studio = undefined;
      throw err;
    }));
  }
  if (!settings.COMFYUI_URL) throw new EngineError("ENGINE=comfyui needs COMFYUI_URL", false, "ENGINE_MISCONFIGURED");
  const active = await activeComfyWorkflow(db);
  const workflow = active ?? { workflow: DEFAULT_COMFY_WORKFLOW, capabilities: [...DEFAULT_COMFY_CAPABILITIES] };
  return createEngine({ id: "comfyui", baseUrl: settings.COMFYUI_URL, workflow: workflow.workflow, capabilities: workflow.capabilities });
}
