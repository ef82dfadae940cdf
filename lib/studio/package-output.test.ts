// What an edit delivers, on a real database (PGlite), storage, pg-boss and the real re-render: only
// the sizes the shoot's package includes (print, 4096 px, is Executive's; a forged request for another
// is refused in the person's language and costs nothing), and the download of a version is the format
// it was made in (a lossless edit is a PNG: its type, name and bytes).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import { CPU_STUDIO_CAPABILITIES } from "@/lib/engine/cpu-studio/capabilities";
import { closePool } from "@/lib/engine/pool";
import { route } from "@/lib/http/route";
import { createBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createFinishedShoot, createPackage } from "@/lib/testing/fixtures";
import { galleryRoutes } from "@/lib/testing/gallery";
import { request, routeCaller, type RouteCaller } from "@/lib/testing/http";
import type { EngineInfo } from "./engine";
import type { StudioErrorBody } from "./errors";
import { handleEditRequest, STUDIO_ROUTE } from "./http";
import { editOptionsSchema, editSizesFor, type EditOptionsInput } from "./options";
import { requestEdit } from "./request";
import { runEditJob } from "./run";
import { editorSizes } from "./sizes";
import { readStudioResult } from "./versions";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-studio-output-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "studio-output-secret-studio-output-secret" });
const STUDIO: EngineInfo = { id: "studio", capabilities: CPU_STUDIO_CAPABILITIES };

let db: TestDb;
let p: PrismaClient;
let boss: PgBoss;
let routes: RouteCaller;

const key = () => randomBytes(12).toString("hex");

const editRequest = (req: Request, as: string) =>
  routes.call(route(STUDIO_ROUTE, ({ request, db, principal, locale }) => handleEditRequest(request, { db, boss, engine: async () => STUDIO, userId: principal.userId, locale })), req, as);
const post = (body: unknown, locale = "en") => request("/api/studio/edits", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" }, locale });

/** A finished shoot whose package is named `name` and delivers `outputSize` (and `printSize`), with `credits` edit credits. */
async function shootOf(name: string, outputSize: number, printSize: number | null, credits: number) {
  const shoot = await createFinishedShoot(p, { storage, count: 1, size: 512 });
  const { packageId } = await p.shoot.findUniqueOrThrow({ where: { id: shoot.shootId }, select: { packageId: true } });
  // sortOrder 10: after the packages on sale below, so "which package has more" names those.
  await p.package.update({ where: { id: packageId }, data: { name, outputSize, printSize, sortOrder: 10 } });
  await p.user.update({ where: { id: shoot.userId }, data: { editCredits: credits } });
  return { ...shoot, resultId: shoot.resultIds[0]! };
}

const balance = async (userId: string) => (await p.user.findUniqueOrThrow({ where: { id: userId }, select: { editCredits: true } })).editCredits;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  routes = routeCaller(db);
  boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
  // The packages on sale, as the seed makes them (prisma/seed/catalogue.ts).
  await createPackage(p, { name: "Starter", outputSize: 1024, printSize: null, sortOrder: 1 });
  await createPackage(p, { name: "Professional", outputSize: 2048, printSize: null, sortOrder: 2 });
  await createPackage(p, { name: "Executive", outputSize: 2048, printSize: 4096, sortOrder: 3 });
});

afterAll(async () => {
  await closePool();
  await boss?.stop({ graceful: false });
  setDbForTests();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the sizes an edit may have", () => {
  it("follows the package: Starter 1024 px, Professional up to 2048 px, Executive also print", () => {
    expect(editSizesFor({ outputSize: 1024, printSize: null })).toEqual(["1024"]);
    expect(editSizesFor({ outputSize: 2048, printSize: null })).toEqual(["1024", "2048"]);
    expect(editSizesFor({ outputSize: 2048, printSize: 4096 })).toEqual(["1024", "2048", "print"]);
    // a package delivering less than the smallest size can still be edited at it
    expect(editSizesFor({ outputSize: 512, printSize: null })).toEqual(["1024"]);
  });

  it("the editor offers a Starter shoot 1024 px and names the packages that have the others", async () => {
    const starter = await shootOf("Starter", 1024, null, 0);
    expect(await editorSizes(p, starter.shootId)).toEqual({
      included: ["1024"], packageName: "Starter",
      more: [{ size: "2048", packageName: "Professional" }, { size: "print", packageName: "Executive" }],
    });
    const executive = await shootOf("Executive", 2048, 4096, 0);
    expect(await editorSizes(p, executive.shootId)).toEqual({ included: ["1024", "2048", "print"], packageName: "Executive", more: [] });
  });

  it("refuses a forged print-size edit of a Starter shoot in the person's language, taking no credit and queuing nothing", async () => {
    const starter = await shootOf("Starter", 1024, null, 3);
    const forged = await editRequest(post({ resultId: starter.resultId, options: { size: "print" }, idempotencyKey: key() }, "es"), starter.userId);
    expect(forged.status).toBe(403);
    const body = (await forged.json()) as StudioErrorBody;
    expect(body.error).toMatchObject({ code: "SIZE_NOT_IN_PACKAGE", option: "size" });
    expect(body.error.message).toBe("Impresión (4096 px) no está incluido en tu paquete Starter: la edición no se ha hecho y no se ha cobrado ningún crédito. Impresión (4096 px) viene con el paquete Executive.");

    const german = await editRequest(post({ resultId: starter.resultId, options: { size: "2048", backdrop: null }, idempotencyKey: key() }, "de"), starter.userId);
    expect(german.status).toBe(403);
    expect(((await german.json()) as StudioErrorBody).error.message).toContain("2048 px gibt es mit dem Paket Professional.");
    // asked for without the route, the same
    const direct = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: starter.userId, resultId: starter.resultId, options: editOptionsSchema.parse({ size: "print" }), idempotencyKey: key() }).catch((e: unknown) => e);
    expect(direct).toMatchObject({ code: "SIZE_NOT_IN_PACKAGE" });

    expect(await balance(starter.userId)).toBe(3);
    expect(await p.editJob.count({ where: { userId: starter.userId } })).toBe(0);
    expect(await p.creditLedgerEntry.count({ where: { userId: starter.userId } })).toBe(0);

    // the size the package includes is booked as usual
    const ok = await editRequest(post({ resultId: starter.resultId, options: { size: "1024" }, idempotencyKey: key() }), starter.userId);
    expect(ok.status).toBe(202);
    expect(await balance(starter.userId)).toBe(2);
    const jobs = await p.editJob.findMany({ where: { userId: starter.userId }, select: { id: true } });
    expect(jobs).toHaveLength(1);
    expect(await boss.findJobs(QUEUES.studioEdit, { data: { editJobId: jobs[0]!.id } })).toHaveLength(1);
  });

  it("books a print-size edit of an Executive shoot", async () => {
    const executive = await shootOf("Executive", 2048, 4096, 1);
    const res = await editRequest(post({ resultId: executive.resultId, options: { size: "print" }, idempotencyKey: key() }), executive.userId);
    expect(res.status).toBe(202);
    expect(await balance(executive.userId)).toBe(0);
  });
});

describe("the download of an edited version", () => {
  const edit = async (shoot: { userId: string; resultId: string }, options: EditOptionsInput) => {
    const { job } = await requestEdit({ db: p, boss, engine: STUDIO }, { userId: shoot.userId, resultId: shoot.resultId, options: editOptionsSchema.parse(options), idempotencyKey: key() });
    const outcome = await runEditJob({ db: p, storage, engine: () => Promise.reject(new Error("no generative engine here")) }, { editJobId: job.id, attempt: 0, retryLimit: 1 });
    if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
    return outcome.resultId;
  };

  it("is the PNG a lossless edit made, and the JPEG a high-quality one made, by the editor's link and by the bare address", async () => {
    const shoot = await shootOf("Starter", 1024, null, 2);
    const png = await edit(shoot, { size: "1024", quality: "lossless" });
    const jpg = await edit(shoot, { size: "1024", quality: "high", framing: "closer" });
    const view = await readStudioResult(p, storage, { userId: shoot.userId, resultId: shoot.resultId, locale: "en" });
    const versions = Object.fromEntries(view.versions.map((v) => [v.id, v]));
    expect(versions[png]).toMatchObject({ format: "png", downloadUrl: `/api/results/${png}/download?size=original&format=png` });
    expect(versions[jpg]).toMatchObject({ format: "jpg", downloadUrl: `/api/results/${jpg}/download?size=original&format=jpg` });
    expect(versions[shoot.resultId]).toMatchObject({ format: "jpg" });

    const api = galleryRoutes(routes, { storage });
    const cases = [
      { id: png, url: versions[png]!.downloadUrl, type: "image/png", name: /^lumen-headshot-1-v2-original\.png$/, magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], format: "png" },
      { id: png, url: `/api/results/${png}/download`, type: "image/png", name: /\.png$/, magic: [0x89, 0x50, 0x4e, 0x47], format: "png" },
      { id: jpg, url: versions[jpg]!.downloadUrl, type: "image/jpeg", name: /^lumen-headshot-1-v3-original\.jpg$/, magic: [0xff, 0xd8, 0xff], format: "jpeg" },
      // asked for explicitly, the other format is still made
      { id: png, url: `/api/results/${png}/download?format=jpg`, type: "image/jpeg", name: /\.jpg$/, magic: [0xff, 0xd8, 0xff], format: "jpeg" },
    ];
    for (const c of cases) {
      const res = await api.download(request(c.url), shoot.userId, c.id);
      expect(res.status, c.url).toBe(200);
      expect(res.headers.get("content-type"), c.url).toBe(c.type);
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "";
      expect(name, c.url).toMatch(c.name);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, c.magic.length)], c.url).toEqual(c.magic);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], c.url).toEqual([c.format, 1024, 1024]);
    }
    const recorded = await p.download.findMany({ where: { resultId: png }, select: { format: true }, orderBy: { createdAt: "asc" } });
    expect(recorded.map((d) => d.format)).toEqual(["png", "png", "jpg"]);
  });
});
