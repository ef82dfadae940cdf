// /admin/comfy-workflows: saving with the ComfyUI adapter's own checks, versions, one active workflow,
// the test against a (fake) ComfyUI server, the audit rows, and every other role refused.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import type { Principal } from "@/lib/routes/middleware";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const { activateWorkflowAction, deactivateWorkflowAction, saveWorkflowAction, testWorkflowAction } = await import("./actions");
const { activeComfyWorkflow } = await import("@/lib/engine/registry");
const { DEFAULT_COMFY_WORKFLOW, COMFY_PLACEHOLDERS, COMFY_REQUIRED_PLACEHOLDERS } = await import("@/lib/engine/adapters/comfyui");
const { resolveEngine } = await import("@/lib/shoots/engine");

const bed = adminActionBed(request);

const GRAPH = {
  "10": { class_type: "LoadImage", inputs: { image: "{{input_image}}" } },
  "3": { class_type: "KSampler", inputs: { seed: "{{seed}}", steps: 20 } },
  "9": { class_type: "SaveImage", inputs: { images: ["3", 0], filename_prefix: "lumen_{{variation}}" } },
};
const save = (fields: Record<string, string>) => submitForm(saveWorkflowAction, { name: "portrait", description: "", ...fields });

describe("saving a workflow", () => {
  it("refuses what is not JSON, not an object, not API format, or lacks a placeholder the adapter needs", async () => {
    bed.as("admin");
    expect(await save({ workflow: "{ not json" })).toMatchObject({ error: "WORKFLOW_NOT_JSON" });
    expect(await save({ workflow: "[1, 2]" })).toMatchObject({ error: "WORKFLOW_NOT_OBJECT" });
    expect(await save({ workflow: '"text"' })).toMatchObject({ error: "WORKFLOW_NOT_OBJECT" });
    expect(await save({ workflow: JSON.stringify({ "1": { inputs: {} } }) })).toMatchObject({ error: "WORKFLOW_NOT_API_FORMAT" });
    const noSeed = { ...GRAPH, "3": { class_type: "KSampler", inputs: { seed: 1 } } };
    expect(await save({ workflow: JSON.stringify(noSeed) })).toMatchObject({ error: "WORKFLOW_NO_SEED" });
    const noImage = { ...GRAPH, "10": { class_type: "LoadImage", inputs: { image: "me.png" } } };
    expect(await save({ workflow: JSON.stringify(noImage) })).toMatchObject({ error: "WORKFLOW_NO_INPUT_IMAGE" });
    const typo = { ...GRAPH, "6": { class_type: "CLIPTextEncode", inputs: { text: "{{promt}}" } } };
    expect(await save({ workflow: JSON.stringify(typo) })).toMatchObject({ error: "WORKFLOW_UNKNOWN_PLACEHOLDER", errorValues: { detail: "{{promt}}" } });
    expect(await save({ name: "", workflow: JSON.stringify(GRAPH) })).toMatchObject({ fieldErrors: { name: expect.any(String) } });
    expect(await bed.p.comfyWorkflow.count()).toBe(0);
    expect(await bed.p.auditLog.count({ where: { action: { startsWith: "comfyWorkflow." } } })).toBe(0);
  });

  it("the placeholders it checks are the adapter's exported lists", () => {
    expect(COMFY_PLACEHOLDERS).toEqual(expect.arrayContaining(["input_image", "prompt", "negative_prompt", "seed", "width", "height", "variation"]));
    expect(COMFY_REQUIRED_PLACEHOLDERS).toEqual(["input_image", "seed"]);
  });

  it("stores version 1, makes a new version only when something changed, and audits before and after", async () => {
    bed.as("admin");
    expect(await save({ workflow: JSON.stringify(GRAPH), cap_backdrop: "on" })).toMatchObject({ ok: true, detail: "v1" });
    const v1 = await bed.p.comfyWorkflow.findFirstOrThrow({ where: { name: "portrait", version: 1 } });
    expect(v1).toMatchObject({ active: false, capabilities: ["backdrop"], workflow: GRAPH });
    const created = await bed.lastAudit("comfyWorkflow.create", v1.id);
    expect(created).toMatchObject({ actorId: bed.admin.id, targetType: "ComfyWorkflow" });
    expect(created!.data.after).toMatchObject({ name: "portrait", version: 1, capabilities: ["backdrop"] });

    // The same content again: nothing new.
    expect(await save({ workflow: JSON.stringify(GRAPH, null, 2), cap_backdrop: "on" })).toMatchObject({ ok: true, detail: "v1" });
    expect(await bed.p.comfyWorkflow.count({ where: { name: "portrait" } })).toBe(1);

    const changed = { ...GRAPH, "3": { class_type: "KSampler", inputs: { seed: "{{seed}}", steps: 30 } } };
    expect(await save({ workflow: JSON.stringify(changed), cap_backdrop: "on", cap_outfit: "on" })).toMatchObject({ ok: true, detail: "v2" });
    const v2 = await bed.p.comfyWorkflow.findFirstOrThrow({ where: { name: "portrait", version: 2 } });
    const versioned = await bed.lastAudit("comfyWorkflow.version", v2.id);
    expect(versioned!.data.changed).toEqual(["capabilities", "version", "workflow"]);
    expect(versioned!.data.before).toMatchObject({ version: 1, capabilities: ["backdrop"] });
    expect(versioned!.data.after).toMatchObject({ version: 2, capabilities: ["backdrop", "outfit"] });
    // The first version is kept as it was.
    expect((await bed.p.comfyWorkflow.findUniqueOrThrow({ where: { id: v1.id } })).workflow).toEqual(GRAPH);
  });
});

describe("the active workflow", () => {
  it("is only ever one: activating another deactivates the first, in one transaction, audited", async () => {
    bed.as("admin");
    const [v1, v2] = await bed.p.comfyWorkflow.findMany({ where: { name: "portrait" }, orderBy: { version: "asc" } });
    expect(await submitForm(activateWorkflowAction, { id: v1!.id })).toMatchObject({ ok: true });
    expect((await activeComfyWorkflow(bed.p))?.workflowId).toBe(v1!.id);
    expect((await bed.lastAudit("comfyWorkflow.activate", v1!.id))!.data).toMatchObject({ changed: ["active"], before: { active: false }, after: { active: true } });

    // Two activations at once still leave exactly one active.
    await Promise.all([submitForm(activateWorkflowAction, { id: v2!.id }), submitForm(activateWorkflowAction, { id: v1!.id })]);
    expect(await bed.p.comfyWorkflow.count({ where: { active: true } })).toBe(1);

    expect(await submitForm(activateWorkflowAction, { id: v2!.id })).toMatchObject({ ok: true });
    expect((await bed.p.comfyWorkflow.findMany({ where: { active: true } })).map((w) => w.id)).toEqual([v2!.id]);
    expect((await bed.lastAudit("comfyWorkflow.deactivate", v1!.id))!.data).toMatchObject({ before: { active: true }, after: { active: false }, replacedBy: v2!.id });

    expect(await submitForm(deactivateWorkflowAction, { id: v2!.id })).toMatchObject({ ok: true });
    expect(await bed.p.comfyWorkflow.count({ where: { active: true } })).toBe(0);
    expect(await submitForm(activateWorkflowAction, { id: "missing" })).toMatchObject({ error: "NOT_FOUND" });
  });

  it("with none active, ENGINE=comfyui runs the adapter's built-in workflow; the active one once there is one", async () => {
    const settings = { ENGINE: "comfyui" as const, COMFYUI_URL: "http://127.0.0.1:1" };
    expect((await resolveEngine(bed.p, settings)).capabilities).toEqual(new Set(["backdrop", "outfit"]));
    const v2 = await bed.p.comfyWorkflow.findFirstOrThrow({ where: { name: "portrait", version: 2 } });
    bed.as("admin");
    await submitForm(activateWorkflowAction, { id: v2.id });
    expect((await activeComfyWorkflow(bed.p))?.version).toBe(2);
    expect(Object.keys(DEFAULT_COMFY_WORKFLOW).length).toBeGreaterThan(5);
  });
});

describe("testing a workflow on the server", () => {
  let server: http.Server;
  let url: string;
  const seen: string[] = [];
  let refuse = false;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        if (req.url === "/upload/image") return res.end(JSON.stringify({ name: "lumen-test.png", subfolder: "", type: "input" }));
        if (req.url === "/prompt" && refuse) {
          res.statusCode = 400;
          return res.end(JSON.stringify({ error: { type: "invalid_prompt", message: "Cannot execute because node NopeNode does not exist." }, node_errors: {} }));
        }
        if (req.url === "/prompt") return res.end(JSON.stringify({ prompt_id: "p-123", number: 1, node_errors: {} }));
        if (req.url === "/queue") return res.end(JSON.stringify({ queue_running: [], queue_pending: [] }));
        res.end("{}");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    env.COMFYUI_URL = undefined;
    await new Promise((r) => server.close(r));
  });

  it("says clearly when COMFYUI_URL is not set", async () => {
    env.COMFYUI_URL = undefined;
    bed.as("admin");
    const wf = await bed.p.comfyWorkflow.findFirstOrThrow({ where: { name: "portrait" } });
    expect(await submitForm(testWorkflowAction, { id: wf.id })).toMatchObject({ error: "COMFY_NOT_CONFIGURED" });
  });

  it("submits the workflow with the adapter's client, reports the prompt id, and withdraws it", async () => {
    env.COMFYUI_URL = url;
    bed.as("admin");
    const wf = await bed.p.comfyWorkflow.findFirstOrThrow({ where: { name: "portrait" } });
    expect(await submitForm(testWorkflowAction, { id: wf.id })).toMatchObject({ ok: true, detail: "p-123" });
    expect(seen).toEqual(expect.arrayContaining(["POST /upload/image", "POST /prompt", "POST /queue"]));
  });

  it("reports the server's refusal and an unreachable server as the test's failure", async () => {
    bed.as("admin");
    const wf = await bed.p.comfyWorkflow.findFirstOrThrow({ where: { name: "portrait" } });
    refuse = true;
    env.COMFYUI_URL = url;
    expect(await submitForm(testWorkflowAction, { id: wf.id })).toMatchObject({ error: "COMFY_TEST_FAILED", errorValues: { detail: expect.stringContaining("NopeNode") } });
    env.COMFYUI_URL = "http://127.0.0.1:1";
    expect(await submitForm(testWorkflowAction, { id: wf.id })).toMatchObject({ error: "COMFY_TEST_FAILED", errorValues: { detail: expect.stringContaining("cannot reach") } });
  });
});

describe("everyone but a platform admin", () => {
  it("is refused every workflow action, and nothing is audited", async () => {
    const wf = await bed.p.comfyWorkflow.findFirstOrThrow({ where: { name: "portrait" } });
    for (const [run, fields] of [
      [saveWorkflowAction, { name: "x", workflow: JSON.stringify(GRAPH) }],
      [activateWorkflowAction, { id: wf.id }],
      [deactivateWorkflowAction, { id: wf.id }],
      [testWorkflowAction, { id: wf.id }],
    ] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, fields);
      expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
  });
});
