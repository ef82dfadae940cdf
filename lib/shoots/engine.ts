import "server-only";
import type { PrismaClient } from "@/lib/db";
import { EngineError, type HeadshotEngine } from "@/lib/engine/engine";
import { activeComfyWorkflow, createEngine } from "@/lib/engine/registry";

export type EngineSettings = { ENGINE: "studio" | "comfyui"; COMFYUI_URL?: string };

let studio: Promise<HeadshotEngine> | undefined;

/**
 * The engine a shoot is generated with: `studio` (offline CPU, the default) or, with ENGINE=comfyui,
 * the ComfyUI server at COMFYUI_URL running the workflow an admin marked active (read for every
 * shoot, so a new workflow applies to the next one). No active workflow is a configuration error.
 */
export async function resolveEngine(db: PrismaClient, settings: EngineSettings): Promise<HeadshotEngine> {
  if (settings.ENGINE === "studio") {
    return (studio ??= createEngine({ id: "studio" }).catch((err: unknown) => {
      studio = undefined;
      throw err;
    }));
  }
  const workflow = await activeComfyWorkflow(db);
  if (!workflow) throw new EngineError("ENGINE=comfyui but no ComfyUI workflow is marked active (/admin/comfy-workflows)", false, "ENGINE_MISCONFIGURED");
  if (!settings.COMFYUI_URL) throw new EngineError("ENGINE=comfyui needs COMFYUI_URL", false, "ENGINE_MISCONFIGURED");
  return createEngine({ id: "comfyui", baseUrl: settings.COMFYUI_URL, workflow: workflow.workflow, capabilities: workflow.capabilities });
}
