// The engine the editor asks about: the one the worker would use now (lib/shoots/engine.ts). When it
// cannot be built (ENGINE=comfyui without an active workflow) only what every engine can do is offered.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { CPU_STUDIO_CAPABILITIES } from "@/lib/engine/cpu-studio/capabilities";
import { env } from "@/lib/env";
import { resolveEngine } from "@/lib/shoots/engine";
import type { EngineInfo } from "./engine";

export async function activeEngineInfo(db: PrismaClient): Promise<EngineInfo> {
  try {
    const engine = await resolveEngine(db, env);
    return { id: engine.id, capabilities: engine.capabilities };
  } catch (error) {
    console.error(`[studio] the active engine is not available, offering the CPU studio engine's options: ${error instanceof Error ? error.message : String(error)}`);
    return { id: "studio", capabilities: CPU_STUDIO_CAPABILITIES };
  }
}
