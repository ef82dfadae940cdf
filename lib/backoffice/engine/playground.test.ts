// /admin/playground: the active engine (the CPU studio engine) on a real test portrait, with the upload
// gate's verdict, the output image and the stage timings; the output served only to admins (404 to
// everyone else); one run at a time per admin; audited; every other role refused.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { seedCatalogue } from "@/lib/testing/fixtures";
import { routeCaller } from "@/lib/testing/http";
import { phoneSized, read } from "@/lib/testing/photos";
import type { Principal } from "@/lib/routes/middleware";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const { playgroundAction } = await import("./actions");
const { lastPlaygroundRun, runPlayground, readPlaygroundOutput, PLAYGROUND_TTL_MS } = await import("./playground");
const { GET: output } = await import("@/app/api/backoffice/playground/[...key]/route");
const { createLocalStorage, setStorageForTests } = await import("@/lib/storage");
const { closePool } = await import("@/lib/engine/pool");

const bed = adminActionBed(request);
let dir: string;
let storage: ReturnType<typeof createLocalStorage>;
let styleId: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "lumen-playground-"));
  storage = createLocalStorage(dir, { secret: env.AUTH_SECRET });
  setStorageForTests(storage);
  styleId = (await seedCatalogue(bed.p)).styleIds[0]!;
});
afterAll(async () => {
  setStorageForTests();
  await closePool();
  await fs.rm(dir, { recursive: true, force: true });
});

const photo = (bytes: Buffer, name = "portrait.jpg") => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

describe("a playground run", () => {
  it("runs the CPU studio engine on a real portrait: accepted, an image, and the time of each stage", async () => {
    bed.as("admin");
    expect(await submitForm(playgroundAction, { photo: photo(read("graceHopper")), styleId, size: "1024" })).toMatchObject({ ok: true });
    const run = (await lastPlaygroundRun(bed.p, bed.admin.id))!;
    expect(run).toMatchObject({ engine: "studio", size: "1024", error: null, verdict: { accepted: true } });
    expect(run.output).toMatchObject({ mime: "image/jpeg", width: 1024, height: 1024 });
    for (const stage of ["decode", "gate", "render", "store", "total", "engine.prepare", "engine.matte", "engine.encode"]) expect(run.timings[stage], stage).toBeGreaterThan(0);
    const stored = await storage.get(run.output!.key);
    expect((await sharp(stored!).metadata()).width).toBe(1024);
    expect(run.output!.key.startsWith(`playground/${bed.admin.id}/`)).toBe(true);

    const audit = await bed.lastAudit("engine.playground.run");
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "Style", targetId: styleId, data: { runId: run.runId, output: { key: run.output!.key } } });
  }, 60_000);

  it("shows the gate's refusal for a photo without a face, and the decoder's for a broken file", async () => {
    bed.as("admin");
    const previous = (await lastPlaygroundRun(bed.p, bed.admin.id))!;
    expect(await submitForm(playgroundAction, { photo: photo(await phoneSized("coffee", 2), "cup.jpg"), styleId, size: "portrait" })).toMatchObject({ ok: true });
    const noFace = (await lastPlaygroundRun(bed.p, bed.admin.id))!;
    expect(noFace.verdict).toMatchObject({ accepted: false, reasons: expect.arrayContaining(["NO_FACE"]) });
    expect(noFace.output).toBeNull();
    expect(noFace.error).toBeTruthy();
    // The previous run's output is gone: only the newest run is kept.
    expect(await storage.exists(previous.output!.key)).toBe(false);

    // A small cup (600 x 400): not rendered, but the gate's every reason is shown, the bigger copy's last.
    expect(await submitForm(playgroundAction, { photo: photo(read("coffee"), "cup.png"), styleId, size: "1024" })).toMatchObject({ ok: true });
    const small = (await lastPlaygroundRun(bed.p, bed.admin.id))!;
    expect(small).toMatchObject({ error: "LOW_RESOLUTION", output: null, verdict: { accepted: false, reasons: ["NO_FACE", "LOW_RESOLUTION"], width: 600, height: 400 } });
    expect(small.timings.gate).toBeGreaterThan(0);
    expect(small.timings.render).toBeUndefined();

    const jpeg = read("graceHopper");
    expect(await submitForm(playgroundAction, { photo: photo(jpeg.subarray(0, 200)), styleId, size: "1024" })).toMatchObject({ ok: true });
    const broken = (await lastPlaygroundRun(bed.p, bed.admin.id))!;
    expect(broken.verdict).toMatchObject({ accepted: false });
    expect(broken.timings.render).toBeUndefined();
  }, 60_000);

  it("refuses a missing photo, an unknown style and an unknown size", async () => {
    bed.as("admin");
    expect(await submitForm(playgroundAction, { styleId, size: "1024" })).toMatchObject({ fieldErrors: { photo: "PHOTO_MISSING" } });
    expect(await submitForm(playgroundAction, { photo: photo(read("graceHopper")), styleId: "nope", size: "1024" })).toMatchObject({ error: "STYLE_NOT_FOUND" });
    expect(await submitForm(playgroundAction, { photo: photo(read("graceHopper")), styleId, size: "9000" })).toMatchObject({ fieldErrors: { size: expect.any(String) } });
  });

  it("runs one at a time per admin", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = { id: "studio" as const, capabilities: new Set<never>(), generate: async () => { await gate; return { images: [], dropped: [{ variant: {}, reason: "TEST" }] }; } };
    const deps = { db: bed.p, storage, engine: async () => slow, gate: async () => ({ accepted: true, score: 90, reasons: [], warnings: [], width: 512, height: 600 }) };
    const first = runPlayground(deps, { actorId: bed.admin.id, photo: read("graceHopper"), styleId, size: "1024" });
    await new Promise((r) => setTimeout(r, 200));
    await expect(runPlayground(deps, { actorId: bed.admin.id, photo: read("graceHopper"), styleId, size: "1024" })).rejects.toMatchObject({ code: "PLAYGROUND_BUSY" });
    release();
    expect((await first).error).toBe("TEST");
  });

  it("is refused to everyone but a platform admin, and nothing is audited", async () => {
    const { answers, audited } = await bed.refusesEveryoneElse(playgroundAction, { photo: photo(read("graceHopper")), styleId, size: "1024" });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
  });
});

describe("the output route", () => {
  it("serves the output to an admin and answers 404 to anyone else", async () => {
    const key = `playground/${bed.admin.id}/route-test.jpg`;
    await storage.put(key, await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } }).jpeg().toBuffer(), { contentType: "image/jpeg" });
    const caller = routeCaller(bed.db);
    const params = { key: [bed.admin.id, "route-test.jpg"] };
    const get = () => new Request(`http://lumen.test/api/backoffice/playground/${bed.admin.id}/route-test.jpg`);
    const asAdmin = await caller.call(output, get(), bed.admin.id, params);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("content-type")).toBe("image/jpeg");
    expect((await caller.call(output, get(), bed.person.id, params)).status).toBe(404);
    expect((await caller.call(output, get(), null, params)).status).toBe(404);
    // Not a playground file, or a key the storage refuses: 404 too, even for an admin.
    expect((await caller.call(output, get(), bed.admin.id, { key: ["..", "secrets"] })).status).toBe(404);
    expect((await caller.call(output, get(), bed.admin.id, { key: [bed.admin.id, "missing.jpg"] })).status).toBe(404);
  });

  it("forgets an output older than 24 hours", async () => {
    const key = `playground/${bed.admin.id}/old.jpg`;
    await storage.put(key, Buffer.from("x"), { contentType: "image/jpeg" });
    expect(await readPlaygroundOutput(storage, key)).not.toBeNull();
    expect(await readPlaygroundOutput(storage, key, Date.now() + PLAYGROUND_TTL_MS + 60_000)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    expect(await readPlaygroundOutput(storage, "shoots/x/photos/y.jpg")).toBeNull();
  });
});
