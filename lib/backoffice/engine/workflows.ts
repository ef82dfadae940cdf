// The admin's ComfyUI workflows (/admin/comfy-workflows): saved by name with versions (a changed
// workflow is a new row, version + 1; the same content again changes nothing), checked with the ComfyUI
// adapter's own rules (lib/engine/adapters/comfyui.ts: API format, the placeholders it fills), at most
// one active at a time (the adapter runs the active one; lib/engine/registry.ts `activeComfyWorkflow`),
// tried on the configured server. Every change writes its audit row in the same transaction.
import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { BackofficeError } from "@/lib/backoffice/errors";
import { revalidateEveryPublicPage } from "@/lib/content/revalidate";
import type { Prisma, PrismaClient } from "@/lib/db";
import { ComfyWorkflowError, createComfyUiEngine, validateComfyWorkflow, type ComfyTestAnswer } from "@/lib/engine/adapters/comfyui";
import { EngineError, type EngineCapability } from "@/lib/engine/engine";
import { ENGINE_CAPABILITIES } from "@/lib/engine/registry";

const NS = "BackofficeEngine";
/** Serialises activations: two admins activating at once must not leave two active rows. */
const ACTIVE_LOCK = 7_301_001;

export const WORKFLOW_AUDIT_FIELDS = ["name", "version", "description", "capabilities", "active", "workflow"] as const;

type WorkflowRow = { id: string; name: string; version: number; description: string | null; capabilities: string[]; active: boolean; workflow: Prisma.JsonValue };
const audited = (row: WorkflowRow) => ({ name: row.name, version: row.version, description: row.description, capabilities: row.capabilities, active: row.active, workflow: row.workflow });

/** A workflow's text as pasted: parsed and checked by the adapter; the refusal names the field's problem. */
export function parseWorkflowText(text: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackofficeError(NS, "WORKFLOW_NOT_JSON");
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) throw new BackofficeError(NS, "WORKFLOW_NOT_OBJECT");
  try {
    return validateComfyWorkflow(json);
  } catch (error) {
    if (error instanceof ComfyWorkflowError) throw new BackofficeError(NS, `WORKFLOW_${error.problem}`, { detail: error.detail });
    throw error;
  }
}

export type SaveWorkflowInput = { name: string; description: string | null; workflow: string | Record<string, unknown>; capabilities: EngineCapability[] };
export type SavedWorkflow = { id: string; version: number; created: boolean };

/** JSON with object keys sorted: the database (jsonb) does not keep the order they were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const sameContent = (row: WorkflowRow, input: { description: string | null; workflow: unknown; capabilities: string[] }) =>
  (row.description ?? null) === (input.description ?? null) &&
  JSON.stringify([...row.capabilities].sort()) === JSON.stringify([...input.capabilities].sort()) &&
  canonical(row.workflow) === canonical(input.workflow);

/**
 * Saves a workflow under its name: version 1 if the name is new, else a new version when anything
 * changed (the newest version is returned unchanged when nothing did). A new version starts inactive:
 * the admin activates it once it has been tried. Audited as `comfyWorkflow.create` / `comfyWorkflow.version`.
 */
export async function saveComfyWorkflow(db: PrismaClient, input: SaveWorkflowInput, actorId: string | null): Promise<SavedWorkflow> {
  const workflow = typeof input.workflow === "string" ? parseWorkflowText(input.workflow) : parseWorkflowText(JSON.stringify(input.workflow));
  const capabilities = [...new Set(input.capabilities)].filter((c) => (ENGINE_CAPABILITIES as readonly string[]).includes(c));
  const description = input.description?.trim() || null;
  const name = input.name.trim();
  try {
    return await db.$transaction(async (tx) => {
      const latest = await tx.comfyWorkflow.findFirst({ where: { name }, orderBy: { version: "desc" } });
      if (latest && sameContent(latest, { description, workflow, capabilities })) return { id: latest.id, version: latest.version, created: false };
      const version = (latest?.version ?? 0) + 1;
      const row = await tx.comfyWorkflow.create({ data: { name, description, workflow: workflow as Prisma.InputJsonValue, capabilities, version, active: false } });
      await recordAudit(tx, {
        actorId,
        action: latest ? "comfyWorkflow.version" : "comfyWorkflow.create",
        target: ["ComfyWorkflow", row.id],
        before: latest ? audited(latest) : null,
        after: audited(row),
        data: latest ? { previousId: latest.id } : {},
      });
      return { id: row.id, version, created: true };
    });
  } catch (error) {
    // Two admins saving the same name at once: the unique (name, version) refuses the second.
    if ((error as { code?: string }).code === "P2002") throw new BackofficeError(NS, "CONFLICT");
    throw error;
  }
}

/** Marks `id` active and every other workflow inactive, in one transaction (audited per changed row). */
export async function activateComfyWorkflow(db: PrismaClient, id: string, actorId: string | null): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ACTIVE_LOCK})`;
    const row = await tx.comfyWorkflow.findUnique({ where: { id } });
    if (!row) throw new BackofficeError(NS, "NOT_FOUND");
    if (row.active) return;
    const others = await tx.comfyWorkflow.findMany({ where: { active: true, id: { not: id } } });
    for (const other of others) {
      const after = await tx.comfyWorkflow.update({ where: { id: other.id }, data: { active: false } });
      await recordAudit(tx, { actorId, action: "comfyWorkflow.deactivate", target: ["ComfyWorkflow", other.id], before: audited(other), after: audited(after), data: { replacedBy: id } });
    }
    const after = await tx.comfyWorkflow.update({ where: { id }, data: { active: true } });
    await recordAudit(tx, { actorId, action: "comfyWorkflow.activate", target: ["ComfyWorkflow", id], before: audited(row), after: audited(after), data: { deactivated: others.map((o) => o.id) } });
  });
  // The active engine decides what the public pages promise (outfits, or the person's own clothes).
  revalidateEveryPublicPage();
}

/** Marks `id` inactive (ENGINE=comfyui then runs the adapter's built-in workflow). */
export async function deactivateComfyWorkflow(db: PrismaClient, id: string, actorId: string | null): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ACTIVE_LOCK})`;
    const row = await tx.comfyWorkflow.findUnique({ where: { id } });
    if (!row) throw new BackofficeError(NS, "NOT_FOUND");
    if (!row.active) return;
    const after = await tx.comfyWorkflow.update({ where: { id }, data: { active: false } });
    await recordAudit(tx, { actorId, action: "comfyWorkflow.deactivate", target: ["ComfyWorkflow", id], before: audited(row), after: audited(after) });
  });
  revalidateEveryPublicPage();
}

export type WorkflowListRow = { id: string; name: string; version: number; description: string | null; capabilities: string[]; active: boolean; createdAt: Date; nodes: number };

/** Every workflow and version, newest version first within a name. */
export async function listComfyWorkflows(db: PrismaClient): Promise<WorkflowListRow[]> {
  const rows = await db.comfyWorkflow.findMany({ orderBy: [{ name: "asc" }, { version: "desc" }] });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    version: r.version,
    description: r.description,
    capabilities: r.capabilities,
    active: r.active,
    createdAt: r.createdAt,
    nodes: r.workflow && typeof r.workflow === "object" && !Array.isArray(r.workflow) ? Object.keys(r.workflow).length : 0,
  }));
}

export type WorkflowTestDeps = { comfyUrl: string | undefined; fetchImpl?: typeof fetch; timeoutMs?: number };

/**
 * Tries a stored workflow on the configured ComfyUI server with the adapter's client: a tiny photo
 * uploaded, the workflow submitted once (POST /prompt) and withdrawn. Refusals: COMFY_NOT_CONFIGURED
 * (no COMFYUI_URL), COMFY_TEST_FAILED with the server's answer or the error.
 */
export async function testComfyWorkflow(db: PrismaClient, id: string, deps: WorkflowTestDeps): Promise<ComfyTestAnswer> {
  const row = await db.comfyWorkflow.findUnique({ where: { id } });
  if (!row) throw new BackofficeError(NS, "NOT_FOUND");
  if (!deps.comfyUrl) throw new BackofficeError(NS, "COMFY_NOT_CONFIGURED");
  try {
    const capabilities = z.array(z.enum(ENGINE_CAPABILITIES)).catch([]).parse(row.capabilities);
    const engine = createComfyUiEngine({ baseUrl: deps.comfyUrl, workflow: row.workflow, capabilities, fetchImpl: deps.fetchImpl });
    return await engine.testPrompt(deps.timeoutMs ?? 10_000);
  } catch (error) {
    if (error instanceof EngineError) throw new BackofficeError(NS, "COMFY_TEST_FAILED", { detail: error.message.slice(0, 600) });
    throw error;
  }
}

/** The stored JSON of one version, pretty-printed for the edit form. */
export async function workflowForEdit(db: PrismaClient, id: string): Promise<{ name: string; description: string; capabilities: string[]; json: string } | null> {
  const row = await db.comfyWorkflow.findUnique({ where: { id } });
  return row ? { name: row.name, description: row.description ?? "", capabilities: row.capabilities, json: JSON.stringify(row.workflow, null, 2) } : null;
}
