// The engine a shoot would be made with now (lib/shoots/engine.ts), as the upload flow, the catalogue
// and the editor ask about it. When it cannot be built (ENGINE=comfyui with a broken active workflow) only
// what every engine can do is offered.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { CPU_STUDIO_CAPABILITIES } from "@/lib/engine/cpu-studio/capabilities";
import type { HeadshotEngine } from "@/lib/engine/engine";
import { env } from "@/lib/env";
import { resolveEngine } from "./engine";
import { asksAppearance } from "./personal-info";

export type EngineInfo = Pick<HeadshotEngine, "id" | "capabilities">;

export async function activeEngineInfo(db: PrismaClient): Promise<EngineInfo> {
  try {
    const engine = await resolveEngine(db, env);
    return { id: engine.id, capabilities: engine.capabilities };
  } catch (error) {
    console.error(`[engine] the active engine is not available, offering the CPU studio engine's options: ${error instanceof Error ? error.message : String(error)}`);
    return { id: "studio", capabilities: CPU_STUDIO_CAPABILITIES };
  }
}

/** Whether the engine a shoot would be made with now asks eye colour and glasses (lib/shoots/personal-info.ts). */
export async function appearanceAsked(db: PrismaClient): Promise<boolean> {
  return asksAppearance((await activeEngineInfo(db)).capabilities);
}
