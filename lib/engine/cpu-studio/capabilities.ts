import "server-only";
import type { EngineCapability } from "../engine";

/** What the offline CPU studio engine changes: the backdrop and the framing. Nothing is generated. */
export const CPU_STUDIO_CAPABILITIES: ReadonlySet<EngineCapability> = new Set<EngineCapability>(["backdrop", "framing"]);
