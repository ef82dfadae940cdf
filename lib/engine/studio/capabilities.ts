import type { EngineCapability } from "../engine";

/** What the offline studio engine changes: the backdrop and the framing. Nothing is generated. */
export const STUDIO_CAPABILITIES: ReadonlySet<EngineCapability> = new Set<EngineCapability>(["backdrop", "framing"]);
