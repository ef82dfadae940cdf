// The studio on a real database (PGlite), a real local storage, pg-boss and real headshots: asking for
// an edit takes its credits once, refuses what the person cannot pay for or the engine cannot do, and
// the job renders a new version beside the untouched original (or gives the credit back).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import type { HeadshotEngine } from "@/lib/engine/engine";
import { closePool } from "@/lib/engine/pool";
import { CPU_STUDIO_CAPABILITIES } from "@/lib/engine/cpu-studio/capabilities";
import { route } from "@/lib/http/route";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { runWorker } from "@/lib/jobs/worker";
import { testProvider } from "@/lib/payments/providers/test";
import { requestRefund } from "@/lib/payments/refund";
import { transition } from "@/lib/shoots/states";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createFinishedShoot } from "@/lib/testing/fixtures";
import { fileNames, request, routeCaller, type RouteCaller, signedFileKeys } from "@/lib/testing/http";
import { read } from "@/lib/testing/photos";
import type { EngineInfo } from "./engine";
import { StudioError, type StudioErrorBody } from "./errors";
import { handleEditRequest, handleEditStatus, STUDIO_ROUTE } from "./http";
import { editOptionsSchema, type EditOptionsInput } from "./options";
import { requestEdit } from "./request";
import { editResultId, failEdit, runEditJob, type EditServices } from "./run";
import { readStudioOverview, readStudioResult } from "./versions";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-studio-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "studio-test-secret-studio-test-secret" });

const STUDIO: EngineInfo = { id: "studio", capabilities: CPU_STUDIO_CAPABILITIES };
const RED = "#C0392B";

let db: TestDb;
let p: PrismaClient;
let boss: PgBoss;
let red: string;
let emotion: string;
let template: string;
let routes: RouteCaller;

const key = () => randomBytes(12).toString("hex");
const options = (o: EditOptionsInput) => editOptionsSchema.parse(o);
const services = (): EditServices => ({ db: p, storage, engine: () => Promise.reject(new Error("no generative engine in this test")) });

async function person(credits: number) {
  const shoot = await createFinishedShoot(p, { storage, count: 2, size: 512 });
  await p.user.update({ where: { id: shoot.userId }, data: { editCredits: credits } });
  return shoot;
}

const balance = async (userId: string) => (await p.user.findUniqueOrThrow({ where: { id: userId }, select: { editCredits: true } })).editCredits;

async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const px = x < 0 ? info.width + x : x, py = y < 0 ? info.height + y : y;
  return [0, 1, 2].map((c) => data[(py * info.width + px) * 3 + c]!);
}

/** POST /api/studio/edits and GET /api/studio/edits/{id} as their route files make them, with this test's boss and engine. */
const editRequest = (req: Request, as: string | null) =>
  routes.call(route(STUDIO_ROUTE, ({ request, db, principal, locale }) => handleEditRequest(request, { db, boss, engine: async () => STUDIO, userId: principal.userId, locale })), req, as);
const editStatus = (req: Request, as: string | null, editJobId: string) =>
  routes.call(route(STUDIO_ROUTE, ({ db, principal, locale }) => handleEditStatus({ db, userId: principal.userId, editJobId, locale })), req, as);

const post = (body: unknown, locale = "en") => request("/api/studio/edits", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" }, locale });

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  routes = routeCaller(db);
  boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
  const s = randomBytes(4).toString("hex");
  red = (await p.backdrop.create({ data: { slug: `signal-red-${s}`, name: "Signal red", kind: "SOLID", colors: [RED] } })).slug;
  emotion = (await p.emotion.create({ data: { slug: `soft-smile-${s}`, name: "Soft smile", prompt: "soft closed-mouth smile" } })).slug;
  template = (await p.photoTemplate.create({ data: { slug: `portrait-${s}`, name: "Portrait 4:5", config: { width: 400, height: 500, headRatio: 0.34, shape: "rect" } } })).slug;
});

afterAll(async () => {
  await closePool();
  await boss?.stop({ graceful: false });
  setDbForTests();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("asking for an edit", () => {
  it("takes the credit once when the same request arrives twice at the same moment, and queues one job", async () => {
    const shoot = await person(3);
    const idempotencyKey = key();
    const input = { userId: shoot.userId, resultId: shoot.resultIds[0]!, options: options({ backdrop: red }), idempotencyKey };
    const [a, b] = await Promise.all([requestEdit({ db: p, boss, engine: STUDIO }, input), requestEdit({ db: p, boss, engine: STUDIO }, input)]);
    expect(a.job.id).toBe(b.job.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(await balance(shoot.userId)).toBe(2);
    expect(await p.editJob.count({ where: { userId: shoot.userId } })).toBe(1);
    const entries = await p.creditLedgerEntry.findMany({ where: { userId: shoot.userId, kind: "EDIT" } });
    expect(entries.map((e) => [e.delta, e.balanceAfter, e.refType, e.refId])).toEqual([[-1, 2, "editJob", a.job.id]]);
    expect(await boss.findJobs(QUEUES.studioEdit, { data: { editJobId: a.job.id } })).toHaveLength(1);

    // A second click later with the same key answers the same edit (200), a new Apply books again (202).
    const again = await editRequest(post({ resultId: input.resultId, options: { backdrop: red }, idempotencyKey }), shoot.userId);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { job: { id: string } }).job.id).toBe(a.job.id);
    const next = await editRequest(post({ resultId: input.resultId, options: { backdrop: red }, idempotencyKey: key() }), shoot.userId);
    expect(next.status).toBe(202);
    expect(await balance(shoot.userId)).toBe(1);
  });

  it("refuses an edit the person has no credits for, saying so in their language with the link to buy credits", async () => {
    const shoot = await person(0);
    const input = { userId: shoot.userId, resultId: shoot.resultIds[0]!, options: options({ backdrop: red }), idempotencyKey: key() };
    const refused = await requestEdit({ db: p, boss, engine: STUDIO }, input).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StudioError);
    expect(refused).toMatchObject({ code: "INSUFFICIENT_CREDITS", details: { buyCreditsPath: `/app/results/${shoot.shootId}/buy-credits` } });

    const res = await editRequest(post({ resultId: input.resultId, options: { backdrop: red }, idempotencyKey: key() }, "de"), shoot.userId);
    expect(res.status).toBe(402);
    const body = (await res.json()) as StudioErrorBody;
    expect(body.error.code).toBe("INSUFFICIENT_CREDITS");
    expect(body.error.buyCreditsPath).toBe(`/app/results/${shoot.shootId}/buy-credits`);
    expect(body.error.message).toContain("Kauf Bearbeitungs-Credits");
    expect(await p.editJob.count({ where: { userId: shoot.userId } })).toBe(0);
    expect(await p.creditLedgerEntry.count({ where: { userId: shoot.userId } })).toBe(0);
  });

  it("refuses what the active engine cannot do, with the engine's reason, and takes nothing", async () => {
    const shoot = await person(2);
    const resultId = shoot.resultIds[0]!;
    const studio = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId, options: options({ emotion }), idempotencyKey: key() }).catch((e: unknown) => e);
    expect(studio).toMatchObject({ code: "UNSUPPORTED_OPTION", details: { option: "emotion", reason: "needsGenerativeEngine" } });

    const res = await editRequest(post({ resultId, options: { glasses: "add" }, idempotencyKey: key() }, "es"), shoot.userId);
    expect(res.status).toBe(422);
    const body = (await res.json()) as StudioErrorBody;
    expect(body.error).toMatchObject({ code: "UNSUPPORTED_OPTION", option: "glasses", reason: "needsGenerativeEngine" });
    expect(body.error.message).toContain("Gafas");
    expect(body.error.message).toContain("motor generativo");

    // A ComfyUI workflow that can change the expression but not glasses.
    const comfy: EngineInfo = { id: "comfyui", capabilities: new Set(["backdrop", "framing", "emotion"]) };
    const glasses = await requestEdit({ db: p, boss, engine: comfy }, { userId: shoot.userId, resultId, options: options({ glasses: "remove" }), idempotencyKey: key() }).catch((e: unknown) => e);
    expect(glasses).toMatchObject({ code: "UNSUPPORTED_OPTION", details: { option: "glasses", reason: "notInWorkflow" } });
    expect(await balance(shoot.userId)).toBe(2);
    const ok = await requestEdit({ db: p, boss, engine: comfy }, { userId: shoot.userId, resultId, options: options({ emotion }), idempotencyKey: key() });
    expect(ok.created).toBe(true);
    expect(await balance(shoot.userId)).toBe(1);
  });

  it("refuses someone else's headshot, an unknown backdrop and a malformed body without taking credits", async () => {
    const shoot = await person(2);
    const stranger = await person(2);
    const theirs = await editRequest(post({ resultId: shoot.resultIds[0], options: { backdrop: red }, idempotencyKey: key() }), stranger.userId);
    expect(theirs.status).toBe(404);
    const unknown = await editRequest(post({ resultId: shoot.resultIds[0], options: { backdrop: "no-such-backdrop" }, idempotencyKey: key() }), shoot.userId);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as StudioErrorBody).error.code).toBe("OPTION_UNAVAILABLE");
    const bad = await editRequest(post({ resultId: shoot.resultIds[0], options: { size: "huge" }, idempotencyKey: key() }), shoot.userId);
    expect(((await bad.json()) as StudioErrorBody).error.code).toBe("INVALID_OPTIONS");
    const signedOut = await editRequest(post({ resultId: shoot.resultIds[0], options: {}, idempotencyKey: key() }), null);
    expect(signedOut.status).toBe(401);
    expect([await balance(shoot.userId), await balance(stranger.userId)]).toEqual([2, 2]);
  });
});

describe("the edit job", () => {
  it("renders a new version on the backdrop asked for and keeps the original as it was", async () => {
    const shoot = await person(2);
    const originalId = shoot.resultIds[0]!;
    const before = await p.result.findUniqueOrThrow({ where: { id: originalId } });
    const originalBytes = (await storage.get(before.storageKey))!;

    const { job } = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId: originalId, options: options({ backdrop: red, size: "1024", quality: "lossless" }), idempotencyKey: key() });
    const outcome = await runEditJob(services(), { editJobId: job.id, attempt: 0, retryLimit: 1 });
    if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
    expect(outcome.version).toBe(2);

    const edited = await p.result.findUniqueOrThrow({ where: { id: outcome.resultId } });
    expect(edited).toMatchObject({ parentResultId: originalId, version: 2, shootId: shoot.shootId, width: 1024, height: 1024 });
    expect(edited.storageKey).toBe(`shoots/${shoot.shootId}/results/${edited.id}/main.png`);
    const bytes = (await storage.get(edited.storageKey))!;
    for (const [x, y] of [[3, 3], [-4, 3]] as const) {
      const [r, g, b] = await pixelAt(bytes, x, y);
      expect(Math.hypot(r! - 0xc0, g! - 0x39, b! - 0x2b), `corner ${x},${y} is ${r},${g},${b}`).toBeLessThan(30);
    }
    expect(await storage.get(`shoots/${shoot.shootId}/results/${edited.id}/thumb.webp`)).not.toBeNull();
    expect(await p.editJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "DONE", outputResultId: edited.id });

    // the original: same row, same file
    const after = await p.result.findUniqueOrThrow({ where: { id: originalId } });
    expect(after).toEqual(before);
    expect((await storage.get(before.storageKey))!.equals(originalBytes)).toBe(true);

    // an edit of the edit is version 3 of the same original, made from version 2 in a portrait template
    const { job: second } = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId: edited.id, options: options({ photoTemplate: template, framing: "closer" }), idempotencyKey: key() });
    const third = await runEditJob(services(), { editJobId: second.id, attempt: 0, retryLimit: 1 });
    if (third.status !== "done") throw new Error(JSON.stringify(third));
    expect(await p.result.findUniqueOrThrow({ where: { id: third.resultId } })).toMatchObject({ version: 3, parentResultId: originalId, width: 400, height: 500 });
    const corner = await pixelAt((await storage.get((await p.result.findUniqueOrThrow({ where: { id: third.resultId } })).storageKey))!, 2, 2);
    expect(Math.hypot(corner[0]! - 0xc0, corner[1]! - 0x39, corner[2]! - 0x2b)).toBeLessThan(40);

    // a redelivered job changes nothing
    expect(await runEditJob(services(), { editJobId: job.id, attempt: 1, retryLimit: 1 })).toEqual({ status: "skipped" });

    const view = await readStudioResult(p, storage, { userId: shoot.userId, resultId: third.resultId, locale: "en" });
    expect(view.rootId).toBe(originalId);
    expect(view.versions.map((v) => [v.id, v.version])).toEqual([[originalId, 1], [edited.id, 2], [third.resultId, 3]]);
    expect(view.versions[1]!.options).toMatchObject({ backdrop: red, quality: "lossless" });
    expect(view.versions[2]!.downloadUrl).toBe(`/api/results/${third.resultId}/download?size=original&format=jpg`);
    expect(view.jobs.map((j) => [j.id, j.state, j.outputResultId])).toEqual([[job.id, "done", edited.id], [second.id, "done", third.resultId]]);
    expect(view.credits).toBe(0);
  });

  it("shows every version by its preview, never by its delivered file (an original stored before previews too)", async () => {
    const shoot = await createFinishedShoot(p, { storage, count: 1, size: 512, previews: false });
    await p.user.update({ where: { id: shoot.userId }, data: { editCredits: 1 } });
    const originalId = shoot.resultIds[0]!;
    const { job } = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId: originalId, options: options({ backdrop: red, size: "1024" }), idempotencyKey: key() });
    const outcome = await runEditJob(services(), { editJobId: job.id, attempt: 0, retryLimit: 1 });
    if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
    // The edit's preview is made with it, whatever its size or format.
    const edited = await p.result.findUniqueOrThrow({ where: { id: outcome.resultId } });
    expect(edited.variant).toMatchObject({ files: { preview: `shoots/${shoot.shootId}/results/${edited.id}/preview.webp` }, sizes: { preview: "800x800" } });

    const view = await readStudioResult(p, storage, { userId: shoot.userId, resultId: originalId, locale: "en" });
    expect(fileNames(signedFileKeys(view))).toEqual(["preview.webp", "thumb.webp"]);
    for (const v of view.versions) {
      expect(signedFileKeys(v.imageUrl)).toEqual([`shoots/${shoot.shootId}/results/${v.id}/preview.webp`]);
      const shown = (await storage.get(`shoots/${shoot.shootId}/results/${v.id}/preview.webp`))!;
      expect(shown.equals((await storage.get((await p.result.findUniqueOrThrow({ where: { id: v.id } })).storageKey))!)).toBe(false);
      expect(await sharp(shown).metadata()).toMatchObject({ format: "webp" });
    }
    expect(fileNames(signedFileKeys(await readStudioOverview(p, storage, { userId: shoot.userId, locale: "en" })))).toEqual(["thumb.webp"]);
  });

  it("gives the credit back, once, when the edit cannot be made", async () => {
    const shoot = await person(1);
    const resultId = shoot.resultIds[1]!;
    // the headshot's file now shows a coffee cup: no face to matte around
    const row = await p.result.findUniqueOrThrow({ where: { id: resultId } });
    await storage.put(row.storageKey, await sharp(read("coffee")).resize(512, 512).jpeg().toBuffer(), { contentType: "image/jpeg" });

    const { job } = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId, options: options({ backdrop: red }), idempotencyKey: key() });
    expect(await balance(shoot.userId)).toBe(0);
    const outcome = await runEditJob(services(), { editJobId: job.id, attempt: 0, retryLimit: 1 });
    expect(outcome).toEqual({ status: "failed", code: "NO_FACE" });
    expect(await balance(shoot.userId)).toBe(1);
    expect(await p.editJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "FAILED", error: "NO_FACE", outputResultId: null });
    expect(await p.result.count({ where: { parentResultId: resultId } })).toBe(0);

    // settling it again (a lost worker's dead letter) refunds nothing more
    expect(await failEdit(p, storage, job.id, "WORKER_LOST")).toBe(false);
    expect(await balance(shoot.userId)).toBe(1);
    const entries = await p.creditLedgerEntry.findMany({ where: { userId: shoot.userId, kind: "EDIT" }, orderBy: { createdAt: "asc" } });
    expect(entries.map((e) => [e.delta, e.balanceAfter])).toEqual([[-1, 0], [1, 1]]);

    const status = await editStatus(request(`/api/studio/edits/${job.id}`, { locale: "de" }), shoot.userId, job.id);
    const view = (await status.json()) as { state: string; error: { code: string; message: string } };
    expect(view.state).toBe("failed");
    expect(view.error.code).toBe("NO_FACE");
    expect(view.error.message).toContain("kein Gesicht");
  });

  it("asks a generative engine for the change to the person, then re-renders its image as asked", async () => {
    const shoot = await person(1);
    const calls: Parameters<HeadshotEngine["generate"]>[0][] = [];
    const gpu: HeadshotEngine = {
      id: "comfyui",
      capabilities: new Set(["backdrop", "framing", "emotion"]),
      async generate(req) {
        calls.push(req);
        // what a GPU server would send back: the same person, changed (here: mirrored)
        const bytes = await sharp(req.photos[0]!).flop().jpeg().toBuffer();
        return { images: [{ bytes, mime: "image/jpeg", width: req.sizes[0]!.width, height: req.sizes[0]!.height, variant: { index: 0 } }], dropped: [] };
      },
    };
    const { job } = await requestEdit({ db: p, boss, engine: gpu }, { userId: shoot.userId, resultId: shoot.resultIds[0]!, options: options({ emotion, backdrop: red }), idempotencyKey: key() });
    const outcome = await runEditJob({ ...services(), engine: async () => gpu }, { editJobId: job.id, attempt: 0, retryLimit: 1 });
    if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.subject?.expression).toBe("soft closed-mouth smile");
    expect(calls[0]!.count).toBe(1);
    expect(calls[0]!.style.backdrop.colors).toEqual([RED]);
    const edited = await p.result.findUniqueOrThrow({ where: { id: outcome.resultId } });
    expect(edited.variant).toMatchObject({ engine: "comfyui", edit: { emotion } });
    const [r, g, b] = await pixelAt((await storage.get(edited.storageKey))!, 2, 2);
    expect(Math.hypot(r! - 0xc0, g! - 0x39, b! - 0x2b)).toBeLessThan(30);
  });

  it("runs through the queue: the worker picks the job up and the version appears", async () => {
    const shoot = await person(1);
    // the earlier tests' edits were never worked: only this one is waiting
    await boss.deleteQueuedJobs(QUEUES.studioEdit);
    const handlers = createHandlers({ concurrency: 1 });
    handlers[QUEUES.studioEdit].work.pollingIntervalSeconds = 0.5;
    const worker = await runWorker({ db, boss, handlers, context: { db: p, storage, engine: () => Promise.reject(new Error("not needed")) as Promise<HeadshotEngine>, appUrl: "http://localhost:3000" } });
    try {
      const { job } = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId: shoot.resultIds[0]!, options: options({ backdrop: red, framing: "closer" }), idempotencyKey: key() });
      const deadline = Date.now() + 60_000;
      let status = "PENDING";
      while (Date.now() < deadline && (status === "PENDING" || status === "RUNNING")) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await p.editJob.findUniqueOrThrow({ where: { id: job.id } })).status;
      }
      expect(status).toBe("DONE");
      expect(await p.result.count({ where: { parentResultId: shoot.resultIds[0]!, version: 2 } })).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});

describe("edits and refunds", () => {
  /** The person's shoot as bought with a paid package order (test provider). */
  async function paidShoot(credits: number) {
    const shoot = await person(credits);
    const order = await p.order.create({
      data: { userId: shoot.userId, kind: "PACKAGE", status: "PAID", quantity: 1, currency: "USD", subtotal: 2900, total: 2900, provider: "test", paidAt: new Date() },
    });
    await p.transaction.create({ data: { orderId: order.id, provider: "test", providerRef: `test_${order.id}`, amount: 2900, currency: "USD", kind: "CHARGE" } });
    await p.shoot.update({ where: { id: shoot.shootId }, data: { orderId: order.id } });
    return { ...shoot, orderId: order.id };
  }

  it("a package refund fails the edits still queued on its headshots without giving their credits back", async () => {
    const shoot = await paidShoot(2);
    const { job } = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId: shoot.resultIds[0]!, options: options({ backdrop: red }), idempotencyKey: key() });
    expect(await balance(shoot.userId)).toBe(1);

    const out = await requestRefund(p, { userId: shoot.userId, orderId: shoot.orderId }, { provider: testProvider, appUrl: "https://lumen.test" });
    expect(out).toMatchObject({ ok: true, status: "REFUNDED" });
    expect(await p.editJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "FAILED", error: "REFUNDED", outputResultId: null });
    expect(await balance(shoot.userId)).toBe(1);

    // the queued job arrives afterwards: nothing happens, nothing is given back
    expect(await runEditJob(services(), { editJobId: job.id, attempt: 0, retryLimit: 1 })).toEqual({ status: "skipped" });
    expect(await failEdit(p, storage, job.id, "WORKER_LOST")).toBe(false);
    expect(await balance(shoot.userId)).toBe(1);
    expect(await p.creditLedgerEntry.count({ where: { userId: shoot.userId, refType: "editJob", delta: { gt: 0 } } })).toBe(0);
  });

  it("an edit of a headshot a refund withdrew fails as RESULT_GONE without giving its credit back", async () => {
    const shoot = await paidShoot(2);
    const out = await requestRefund(p, { userId: shoot.userId, orderId: shoot.orderId }, { provider: testProvider, appUrl: "https://lumen.test" });
    expect(out).toMatchObject({ ok: true, status: "REFUNDED" });
    // an edit that slipped in beside the refund (its credit already taken)
    await p.user.update({ where: { id: shoot.userId }, data: { editCredits: 1 } });
    const job = await p.editJob.create({ data: { resultId: shoot.resultIds[1]!, userId: shoot.userId, options: options({ backdrop: red }), creditsSpent: 1, status: "PENDING" } });
    expect(await runEditJob(services(), { editJobId: job.id, attempt: 0, retryLimit: 1 })).toEqual({ status: "failed", code: "RESULT_GONE" });
    expect(await p.editJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "FAILED", error: "RESULT_GONE" });
    expect(await balance(shoot.userId)).toBe(1);
  });

  it("a shoot deleted while the edit renders: no version, its files removed, the job FAILED without its credit", async () => {
    const shoot = await person(1);
    const resultId = shoot.resultIds[0]!;
    const { job } = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId, options: options({ backdrop: red }), idempotencyKey: key() });
    expect(await balance(shoot.userId)).toBe(0);
    const { restyleInPool } = await import("@/lib/engine/pool");
    let mime = "";
    const outcome = await runEditJob(
      {
        ...services(),
        // the account is deleted (its shoots with it) while the engine works
        restyle: async (req, signal) => {
          const image = await restyleInPool(req, signal);
          mime = image.mime;
          await p.$transaction((tx) => transition(tx, shoot.shootId, "ACTIVE", "DELETED", "account deleted"));
          return image;
        },
      },
      { editJobId: job.id, attempt: 0, retryLimit: 1 },
    );
    expect(outcome).toEqual({ status: "failed", code: "RESULT_GONE" });
    const newId = editResultId(job.id);
    expect(await p.result.findUnique({ where: { id: newId } })).toBeNull();
    expect(await p.result.count({ where: { parentResultId: resultId } })).toBe(0);
    expect(mime).toBe("image/jpeg");
    expect(await storage.exists(`shoots/${shoot.shootId}/results/${newId}/main.jpg`)).toBe(false);
    expect(fs.readdirSync(path.join(dir, "shoots", shoot.shootId, "results")).filter((d) => d === newId).flatMap((d) => fs.readdirSync(path.join(dir, "shoots", shoot.shootId, "results", d)))).toEqual([]);
    expect(await storage.exists(`shoots/${shoot.shootId}/results/${newId}/thumb.webp`)).toBe(false);
    expect(await p.editJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "FAILED", error: "RESULT_GONE", outputResultId: null });
    expect(await balance(shoot.userId)).toBe(0);
  });
});
