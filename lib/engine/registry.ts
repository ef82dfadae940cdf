// Which headshot engine runs, from one typed config (the env module fills it; see the report on #3),
// and what the editor may offer with it. The CPU studio engine is the embedded default; ComfyUI and
// Replicate are GPU engines whose capabilities come from their workflow or model.
import "server-only";
import { CPU_STUDIO_CAPABILITIES } from "./cpu-studio/capabilities";
import { z } from "zod";
import type { PrismaClient } from "@/generated/prisma/client";
import { EngineError, type EngineCapability, type EngineId, type HeadshotEngine } from "./engine";
import { comfyWorkflowSchema, createComfyUiEngine } from "./adapters/comfyui";
import { createReplicateEngine, type ReplicateInputMapping } from "./adapters/replicate";
import type { FetchLike } from "./adapters/shared";

/** Every capability, in the order the editor lists them. */
export const ENGINE_CAPABILITIES = ["backdrop", "framing", "upscale", "outfit", "emotion", "glasses", "hairstyle"] as const satisfies readonly EngineCapability[];

/** What changes the person in the photo, which only a generative model can do. */

const capabilitySchema = z.enum(ENGINE_CAPABILITIES);

/**
 * The most an engine of this kind can offer. The CPU studio engine's set is fixed (backdrop, framing,
 * size and quality work with every engine); a ComfyUI workflow or a hosted model declares its own
 * subset of everything.
 */
export function engineCapabilities(id: EngineId): ReadonlySet<EngineCapability> {
  if (id === "studio") return new Set(CPU_STUDIO_CAPABILITIES);
  return new Set(ENGINE_CAPABILITIES);
}

const positiveMs = z.number().int().positive();

export const engineConfigSchema = z.discriminatedUnion("id", [
  z.object({ id: z.literal("studio") }),
  z.object({
    id: z.literal("comfyui"),
    baseUrl: z.url({ protocol: /^https?$/ }),
    workflow: comfyWorkflowSchema,
    capabilities: z.array(capabilitySchema),
    headers: z.record(z.string(), z.string()).optional(),
    pollIntervalMs: positiveMs.optional(),
    timeoutMs: positiveMs.optional(),
  }),
  z
    .object({
      id: z.literal("replicate"),
      apiToken: z.string().min(1),
      model: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'model must be "owner/name"').optional(),
      version: z.string().min(1).optional(),
      /** The model's input template (placeholders as in adapters/replicate.ts). */
      input: z.record(z.string(), z.unknown()),
      capabilities: z.array(capabilitySchema),
      webhookUrl: z.url({ protocol: /^https?$/ }).optional(),
      baseUrl: z.url({ protocol: /^https?$/ }).optional(),
      pollIntervalMs: positiveMs.optional(),
      maxPollIntervalMs: positiveMs.optional(),
      timeoutMs: positiveMs.optional(),
    })
    .refine((c) => !!c.model !== !!c.version, "give exactly one of model or version"),
]);

export type EngineConfig = z.input<typeof engineConfigSchema>;

/** Things a config cannot carry: an HTTP client for tests, a mapping function for an unusual model. */
export type EngineDependencies = {
  fetchImpl?: FetchLike;
  replicateInputMapping?: ReplicateInputMapping;
};

/** Builds the configured engine; a bad config is refused with every problem named. */
export async function createEngine(config: EngineConfig, deps: EngineDependencies = {}): Promise<HeadshotEngine> {
  const parsed = engineConfigSchema.safeParse(config);
  if (!parsed.success) throw new EngineError(`engine config: ${z.prettifyError(parsed.error)}`, false, "ENGINE_MISCONFIGURED");
  const c = parsed.data;
  switch (c.id) {
    case "studio": {
      // Runs in the engine's worker threads (lib/engine/pool.ts), loaded on demand: the CPU studio engine
      // pulls in the face models, which GPU deployments never need.
      const [{ generateInPool }, { CPU_STUDIO_CAPABILITIES }] = await Promise.all([import("./pool"), import("./cpu-studio/capabilities")]);
      return { id: "studio", capabilities: CPU_STUDIO_CAPABILITIES, generate: (request) => generateInPool(request) };
    }
    case "comfyui":
      return createComfyUiEngine({ ...c, fetchImpl: deps.fetchImpl });
    case "replicate":
      return createReplicateEngine({ ...c, inputMapping: deps.replicateInputMapping ?? c.input, fetchImpl: deps.fetchImpl });
  }
}

/** Why the editor greys an option out; each is a message key under `editor.unavailable`. */
export type CapabilityUnavailableReason = "needsGenerativeEngine" | "notInWorkflow" | "notOfferedByModel";

export type CapabilityOption = { capability: EngineCapability; available: boolean; reason: CapabilityUnavailableReason | null };

/** Every editor option, in order, with whether this engine can do it and, if not, why. */
export function describeCapabilities(engine: Pick<HeadshotEngine, "id" | "capabilities">): CapabilityOption[] {
  return ENGINE_CAPABILITIES.map((capability) => {
    if (engine.capabilities.has(capability)) return { capability, available: true, reason: null };
    const reason: CapabilityUnavailableReason =
      engine.id === "studio" ? "needsGenerativeEngine" : engine.id === "comfyui" ? "notInWorkflow" : "notOfferedByModel";
    return { capability, available: false, reason };
  });
}

export type ActiveComfyWorkflow = { workflowId: string; name: string; version: number; workflow: z.infer<typeof comfyWorkflowSchema>; capabilities: EngineCapability[] };

/**
 * The ComfyWorkflow an admin marked active (the highest version if several are), checked like a
 * config: an unknown capability or a graph that is not API format fails here, not mid-shoot.
 * Null when none is active.
 */
export async function activeComfyWorkflow(db: Pick<PrismaClient, "comfyWorkflow">): Promise<ActiveComfyWorkflow | null> {
  const row = await db.comfyWorkflow.findFirst({ where: { active: true }, orderBy: [{ version: "desc" }, { updatedAt: "desc" }] });
  if (!row) return null;
  const workflow = comfyWorkflowSchema.safeParse(row.workflow);
  const capabilities = z.array(capabilitySchema).safeParse(row.capabilities);
  if (!workflow.success || !capabilities.success) {
    const problems = [workflow.error, capabilities.error].filter((e) => e !== undefined).map((e) => z.prettifyError(e));
    throw new EngineError(`ComfyWorkflow "${row.name}" v${row.version}: ${problems.join("; ")}`, false, "WORKFLOW_INVALID");
  }
  return { workflowId: row.id, name: row.name, version: row.version, workflow: workflow.data, capabilities: capabilities.data };
}
