// The engine screens' demo data: the ComfyUI adapter's built-in workflow stored as version 1 and
// active (through saveComfyWorkflow / activateComfyWorkflow, audited), one signed link to the demo
// shoot's first photo (so /admin/sign-image lists one), and one playground run by the demo admin on a
// public-domain portrait with the first catalogue style (the CPU studio engine, ~1 s). Idempotent: the
// same workflow content is not saved twice, activation only when none is active, the link and the run
// only when the admin has none yet.
import type { BackofficeSeedDeps } from "./demo-backoffice";
import { demoAccount } from "./demo-accounts";
import { runPlayground } from "@/lib/backoffice/engine/playground";
import { signStoredFile } from "@/lib/backoffice/engine/sign";
import { activateComfyWorkflow, saveComfyWorkflow } from "@/lib/backoffice/engine/workflows";
import { DEFAULT_COMFY_CAPABILITIES, DEFAULT_COMFY_WORKFLOW, DEFAULT_COMFY_WORKFLOW_NAME } from "@/lib/engine/adapters/comfyui";
import { photoKey } from "@/lib/shoots/photos";
import { resolveEngine } from "@/lib/shoots/engine";
import { read } from "@/lib/testing/photos";

export async function seedDemoEngine(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const { db, storage } = deps;
  const admin = await db.user.findUnique({ where: { email: demoAccount("admin").email }, select: { id: true } });
  if (!admin) throw new Error("seed: the demo admin is missing");

  const saved = await saveComfyWorkflow(
    db,
    { name: DEFAULT_COMFY_WORKFLOW_NAME, description: "The ComfyUI adapter's built-in workflow: SD 1.5 img2img at 0.45 strength, core nodes only (checkpoint v1-5-pruned-emaonly-fp16.safetensors).", workflow: DEFAULT_COMFY_WORKFLOW, capabilities: [...DEFAULT_COMFY_CAPABILITIES] },
    admin.id,
  );
  if (!(await db.comfyWorkflow.count({ where: { active: true } }))) await activateComfyWorkflow(db, saved.id, admin.id);
  log(`engine: ComfyUI workflow ${DEFAULT_COMFY_WORKFLOW_NAME} v${saved.version}${saved.created ? " saved" : " already there"}`);

  if (!(await db.auditLog.count({ where: { action: "storage.sign", actorId: admin.id } }))) {
    const photo = await db.uploadedPhoto.findFirst({ where: { accepted: true }, orderBy: { createdAt: "asc" }, select: { id: true, shootId: true } });
    const key = photo ? photoKey(photo.shootId, photo.id) : null;
    if (key && (await storage.exists(key))) {
      await signStoredFile(db, storage, { key, seconds: 3600, actorId: admin.id });
      log(`engine: signed a link to ${key}`);
    }
  }

  if (!(await db.auditLog.count({ where: { action: "engine.playground.run", actorId: admin.id } }))) {
    const style = await db.style.findFirst({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: { id: true } });
    if (style) {
      const run = await runPlayground({ db, storage, engine: () => resolveEngine(db, { ENGINE: "studio" }) }, { actorId: admin.id, photo: read("graceHopper"), styleId: style.id, size: "1024" });
      log(`engine: playground run ${run.runId} (${run.output ? "an image" : run.error}, ${run.timings.total} ms)`);
    }
  }
}
