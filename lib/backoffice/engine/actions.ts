"use server";
// The engine screens' actions: the playground run, the ComfyUI workflows (save, activate, deactivate,
// test) and signed file links. Each is adminAction; the rules live in ./playground.ts, ./workflows.ts
// and ./sign.ts.
import "server-only";
import { z } from "zod";
import { adminAction } from "@/lib/backoffice/action";
import type { ActionState } from "@/lib/http/action";
import { BackofficeError } from "@/lib/backoffice/errors";
import { ENGINE_CAPABILITIES } from "@/lib/engine/registry";
import { env } from "@/lib/env";
import { resolveEngine } from "@/lib/shoots/engine";
import { getStorage } from "@/lib/storage";
import { PLAYGROUND_SIZES, runPlayground, type PlaygroundSize } from "./playground";
import { signStoredFile } from "./sign";
import { activateComfyWorkflow, deactivateComfyWorkflow, saveComfyWorkflow, testComfyWorkflow } from "./workflows";

const id = z.string().trim().min(1).max(100);

export const playgroundAction = adminAction(
  z.object({ styleId: id, size: z.enum(Object.keys(PLAYGROUND_SIZES) as [PlaygroundSize, ...PlaygroundSize[]]) }),
  async (input, { actorId, db, formData }) => {
    const file = formData.get("photo");
    if (!(file instanceof Blob) || file.size === 0) return { fieldErrors: { photo: "PHOTO_MISSING" } };
    const photo = Buffer.from(await file.arrayBuffer());
    await runPlayground({ db, storage: getStorage(), engine: () => resolveEngine(db, env) }, { actorId, photo, styleId: input.styleId, size: input.size });
    return { ok: true };
  },
);

export const saveWorkflowAction = adminAction(
  z.object({
    name: z.string().trim().min(1).max(100).regex(/^[\w .-]+$/, "nameChars"),
    description: z.string().trim().max(2000).optional(),
    workflow: z.string().trim().min(2).max(500_000),
  }),
  async (input, { actorId, db, formData }) => {
    // One checkbox per capability, `cap_<capability>`.
    const capabilities = ENGINE_CAPABILITIES.filter((c) => formData.get(`cap_${c}`) === "on");
    const saved = await saveComfyWorkflow(db, { name: input.name, description: input.description ?? null, workflow: input.workflow, capabilities }, actorId);
    return { ok: true, detail: `v${saved.version}` };
  },
);

export const activateWorkflowAction = adminAction(z.object({ id }), async ({ id }, { actorId, db }) => {
  await activateComfyWorkflow(db, id, actorId);
});

export const deactivateWorkflowAction = adminAction(z.object({ id }), async ({ id }, { actorId, db }) => {
  await deactivateComfyWorkflow(db, id, actorId);
});

export const testWorkflowAction = adminAction(z.object({ id }), async ({ id }, { db }) => {
  const answer = await testComfyWorkflow(db, id, { comfyUrl: env.COMFYUI_URL });
  return { ok: true, detail: answer.promptId };
});

const UNIT_SECONDS = { minutes: 60, hours: 3600, days: 86_400 } as const;

export const signImageAction = adminAction(
  z.object({ key: z.string().trim().min(1).max(1024), lifetime: z.coerce.number().int().positive(), unit: z.enum(["minutes", "hours", "days"]) }),
  async (input, { actorId, db }): Promise<ActionState> => {
    try {
      const signed = await signStoredFile(db, getStorage(), { key: input.key, seconds: input.lifetime * UNIT_SECONDS[input.unit], actorId });
      return { ok: true, detail: JSON.stringify({ url: signed.url, expiresAt: signed.expiresAt.toISOString() }) };
    } catch (error) {
      if (error instanceof BackofficeError && error.code.startsWith("KEY_")) return { fieldErrors: { key: error.code } };
      if (error instanceof BackofficeError && error.code === "LIFETIME_OUT_OF_RANGE") return { fieldErrors: { lifetime: error.code } };
      throw error;
    }
  },
);
