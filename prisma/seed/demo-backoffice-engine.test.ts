// The engine screens' demo data: the built-in ComfyUI workflow as version 1, active, saved and
// activated through the back office's own functions (audited); a signed link and a playground run by
// the demo admin; a second seed changes nothing.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COMFY_WORKFLOW, DEFAULT_COMFY_WORKFLOW_NAME } from "@/lib/engine/adapters/comfyui";
import { closePool } from "@/lib/engine/pool";
import { env } from "@/lib/env";
import { createLocalStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { demoAccount } from "./demo-accounts";
import { seedDemoEngine } from "./demo-backoffice-engine";

describe("the engine screens' demo data", () => {
  let db: TestDb;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "lumen-seed-engine-"));
    await createUser(db.prisma, { email: demoAccount("admin").email, role: "ADMIN" });
    await seedCatalogue(db.prisma);
  }, 60_000);
  afterAll(async () => {
    await closePool();
    await db?.cleanup();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("stores the built-in workflow as v1, active, runs the playground once, and is idempotent", async () => {
    const deps = { db: db.prisma, storage: createLocalStorage(dir, { secret: env.AUTH_SECRET }), boss: {} as never, secret: env.AUTH_SECRET, appUrl: "http://lumen.test" };
    await seedDemoEngine(deps, () => {});
    const rows = await db.prisma.comfyWorkflow.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: DEFAULT_COMFY_WORKFLOW_NAME, version: 1, active: true, workflow: DEFAULT_COMFY_WORKFLOW });
    const audits = await db.prisma.auditLog.findMany({ orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => a.action)).toEqual(["comfyWorkflow.create", "comfyWorkflow.activate", "engine.playground.run"]);
    expect((audits[2]!.data as { output: unknown }).output).toBeTruthy();

    await seedDemoEngine(deps, () => {});
    expect(await db.prisma.comfyWorkflow.count()).toBe(1);
    expect(await db.prisma.auditLog.count()).toBe(3);
  }, 60_000);
});
