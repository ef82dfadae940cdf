import "server-only";
import type { PrismaClient } from "@/lib/db";
import { EngineError, type HeadshotEngine } from "@/lib/engine/engine";
import { DEFAULT_COMFY_CAPABILITIES, DEFAULT_COMFY_WORKFLOW } from "@/lib/engine/adapters/comfyui";
import { activeComfyWorkflow, createEngine, type ActiveComfyWorkflow, type EngineConfig } from "@/lib/engine/registry";

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
  return createEngine(comfyEngineConfig(settings.COMFYUI_URL, await activeComfyWorkflow(db)));
}

/**
 * The ComfyUI engine's config: the active workflow, or with none the built-in one. Exported so
 * `npm run bench:comfyui` and the GPU test (lib/engine/adapters/comfyui.gpu.test.ts) build exactly
 * the engine a shoot gets.
 */
export function comfyEngineConfig(baseUrl: string, active: Pick<ActiveComfyWorkflow, "workflow" | "capabilities"> | null): EngineConfig {
  const workflow = active ?? { workflow: DEFAULT_COMFY_WORKFLOW, capabilities: [...DEFAULT_COMFY_CAPABILITIES] };
  return { id: "comfyui", baseUrl, workflow: workflow.workflow, capabilities: workflow.capabilities };
}
