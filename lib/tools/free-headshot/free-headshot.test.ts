// The free headshot generator's API end to end on real parts: the route files and handlers called with
// real Requests, PGlite with pg-boss, the local storage driver in a temp folder, the real quality gate
// and studio engine (in the engine's worker threads) on the public-domain portraits, and the sweep.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as createRoute } from "@/app/api/tools/free-headshots/route";
import { GET as getRoute } from "@/app/api/tools/free-headshots/[id]/route";
import { GET as imageRoute } from "@/app/api/tools/free-headshots/[id]/image/route";
import { setDbForTests } from "@/lib/db";
import { styleFromId } from "@/lib/engine/cpu-studio/styles";
import { closePool, generateInPool } from "@/lib/engine/pool";
import { route } from "@/lib/http/route";
import { createBoss } from "@/lib/jobs/boss";
import { runPrivacySweepPass } from "@/lib/privacy/sweep";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { read } from "@/lib/testing/photos";
import { freeAllowance, freeVisitor, FREE_VISITOR_COOKIE, FREE_WINDOW_MS } from "../free-runs";
import { FREE_RESULT_EDGE, type FreeHeadshotView, type FreePhotoRefusal } from "./contract";
import { FREE_HEADSHOT_ROUTE, handleSubmit } from "./http";
import { FRAMING_VARIATION, freeSubmitBody, photoKey, resultKey, runFreeHeadshotJob } from "./runs";

const BASE = "http://localhost:3000";
const quiet = { info: () => undefined, error: () => undefined };

let db: TestDb;
let boss: PgBoss;
let storage: FileStorage;
let dir: string;

beforeAll(async () => {
  db = await openTestDb("pglite");
  setDbForTests(db);
  boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-free-headshot-"));
  storage = createLocalStorage(dir, { secret: "free-headshot-test-secret-0123456789" });
  setStorageForTests(storage);
}, 120_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  setStorageForTests();
  setDbForTests();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
  await closePool();
});

/** One visitor: a cookie id and an address of its own (the day's limit counts both). */
type Visitor = { cookie: string; ip: string };
let visitors = 0;
const newVisitor = (): Visitor => {
  visitors++;
  return { cookie: `visitor${String(visitors).padStart(3, "0")}${"x".repeat(20)}`, ip: `198.51.100.${visitors}` };
};

const headers = (v: Visitor | null, extra: Record<string, string> = {}) => ({
  "x-forwarded-for": v?.ip ?? "192.0.2.1",
  ...(v ? { cookie: `${FREE_VISITOR_COOKIE}=${v.cookie}` } : {}),
  ...extra,
});

function createRequest(v: Visitor | null, photo: Buffer | null, opts: { consent?: string; locale?: string; acceptLanguage?: string } = {}): Request {
  const form = new FormData();
  if (photo) form.append("photo", new File([new Uint8Array(photo)], "me.jpg", { type: "image/jpeg" }));
  form.append("consent", opts.consent ?? "1");
  if (opts.locale) form.append("locale", opts.locale);
  return new Request(`${BASE}/api/tools/free-headshots`, { method: "POST", body: form, headers: headers(v, opts.acceptLanguage ? { "accept-language": opts.acceptLanguage } : {}) });
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

/** The submit route as its route file makes it, with this test's pg-boss. */
const submitRoute = route({ ...FREE_HEADSHOT_ROUTE, params: z.object({ id: z.string() }), body: freeSubmitBody }, ({ request, db: p, params: ps, body, answerIn }) =>
  handleSubmit(request, { db: p, storage, answerIn, id: ps.id, body, boss: async () => boss }),
);

const CHOICES = { gender: "female", backdrop: "navy", framing: "classic" } as const;

const submit = (v: Visitor | null, id: string, body: unknown = CHOICES, acceptLanguage?: string) =>
  submitRoute(new Request(`${BASE}/api/tools/free-headshots/${id}/submit`, { method: "POST", body: JSON.stringify(body), headers: headers(v, { "content-type": "application/json", ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) }) }), params(id));

const get = (v: Visitor | null, id: string) => getRoute(new Request(`${BASE}/api/tools/free-headshots/${id}`, { headers: headers(v) }), params(id));
const image = (v: Visitor | null, id: string, query = "") => imageRoute(new Request(`${BASE}/api/tools/free-headshots/${id}/image${query}`, { headers: headers(v) }), params(id));

const jobsOf = async (runId: string) =>
  (await db.pglite!.query<{ id: string }>(`SELECT id FROM pgboss.job WHERE name = 'free-headshot' AND data->>'runId' = $1`, [runId])).rows.length;

/** A draft made through the API with a real photo (the gate runs). */
async function draftViaApi(v: Visitor, photo = read("graceHopper")): Promise<FreeHeadshotView> {
  const res = await createRoute(createRequest(v, photo), params(""));
  expect(res.status).toBe(201);
  return (await res.json()) as FreeHeadshotView;
}

/** A draft written straight to the database (its photo stored), for the tests about the day's limit. */
async function draftInDb(v: Visitor): Promise<string> {
  // The visitor's hashes as the routes compute them (keyed: lib/tools/free-runs.ts).
  const { visitorHash, ipHash } = freeVisitor(new Request(`${BASE}/`, { headers: headers(v) }));
  const id = `fhtest${Math.random().toString(36).slice(2, 12)}`;
  await storage.put(photoKey(id), read("graceHopper"), { contentType: "image/jpeg" });
  await db.prisma.freeToolRun.create({
    data: { id, tool: "HEADSHOT", visitorHash, ipHash, photoKey: photoKey(id), expiresAt: new Date(Date.now() + 24 * 3600_000) },
  });
  return id;
}

describe("the free headshot's start (POST /api/tools/free-headshots)", () => {
  it("accepts a real portrait: a DRAFT that expires in 24 hours, the sanitised photo stored, the visitor cookie set", async () => {
    const res = await createRoute(createRequest(null, read("graceHopper")), params(""));
    expect(res.status).toBe(201);
    const view = (await res.json()) as FreeHeadshotView;
    expect(view).toMatchObject({ status: "DRAFT", gender: null, backdrop: null, framing: null, imageUrl: null });
    expect(new Date(view.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^lumen_free=[A-Za-z0-9_-]{22,64}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax/);
    const run = await db.prisma.freeToolRun.findUniqueOrThrow({ where: { id: view.id } });
    expect(run).toMatchObject({ tool: "HEADSHOT", status: "DRAFT", countedAt: null, photoKey: `free-headshots/${view.id}/photo.jpg` });
    // The stored copy is the sanitised JPEG (metadata stripped), not the upload's bytes.
    const stored = await storage.get(run.photoKey!);
    expect((await sharp(stored!).metadata()).format).toBe("jpeg");
    // The cookie it set opens the draft; no cookie does not.
    const cookieId = cookie.split(";")[0]!.split("=")[1]!;
    expect((await get({ cookie: cookieId, ip: "192.0.2.50" }, view.id)).status).toBe(200);
    expect((await get(null, view.id)).status).toBe(404);
  });

  it("refuses a photo the gate refuses with 422 and each reason in German, and keeps no file, only a row the drafts' cap counts", async () => {
    const v = newVisitor();
    const before = await db.prisma.freeToolRun.count();
    // A coffee cup, large enough for the gate to look for a face.
    const cup = await sharp(read("coffee")).resize(1600).jpeg().toBuffer();
    const res = await createRoute(createRequest(v, cup, { acceptLanguage: "de-DE,de;q=0.9" }), params(""));
    expect(res.status).toBe(422);
    const body = (await res.json()) as FreePhotoRefusal;
    expect(body.error).toBe("PHOTO_REFUSED");
    expect(body.message).toBe("Aus diesem Foto wird kein gutes Porträtfoto.");
    expect(body.reasons.length).toBeGreaterThan(0);
    const de = JSON.parse(fs.readFileSync("messages/de/Engine.json", "utf8")) as { reasons: Record<string, string> };
    for (const reason of body.reasons) expect(reason.message).toBe(de.reasons[reason.code]);
    expect(body.reasons.map((r) => r.code)).toContain("NO_FACE");
    // One row, no photo, never counted against the day: the drafts' cap counts refused tries too.
    expect(await db.prisma.freeToolRun.count()).toBe(before + 1);
    const row = await db.prisma.freeToolRun.findFirst({ orderBy: { createdAt: "desc" } });
    expect(row).toMatchObject({ status: "FAILED", failure: "PHOTO_REFUSED", photoKey: null, resultKey: null, countedAt: null });
  });

  it("refuses an upload another site's page makes (Sec-Fetch-Site: cross-site) with 403, before reading the photo", async () => {
    const v = newVisitor();
    const before = await db.prisma.freeToolRun.count();
    const request = createRequest(v, read("graceHopper"));
    request.headers.set("sec-fetch-site", "cross-site");
    const res = await createRoute(request, params(""));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("CROSS_SITE");
    expect(await db.prisma.freeToolRun.count()).toBe(before);
    // The site's own pages (same-origin) are served.
    const own = createRequest(v, read("graceHopper"));
    own.headers.set("sec-fetch-site", "same-origin");
    expect((await createRoute(own, params(""))).status).toBe(201);
  });

  it("answers bad requests with localised refusals, never a 500", async () => {
    const v = newVisitor();
    const noConsent = await createRoute(createRequest(v, read("graceHopper"), { consent: "0", locale: "es" }), params(""));
    expect(noConsent.status).toBe(400);
    expect(((await noConsent.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "CONSENT_REQUIRED", message: expect.stringMatching(/Confirma/) });
    const noFile = await createRoute(createRequest(v, null), params(""));
    expect(((await noFile.json()) as { error: { code: string } }).error.code).toBe("NO_FILE");
    const json = await createRoute(new Request(`${BASE}/api/tools/free-headshots`, { method: "POST", body: "{}", headers: headers(v, { "content-type": "application/json" }) }), params(""));
    expect(json.status).toBe(400);
    const huge = await createRoute(
      new Request(`${BASE}/api/tools/free-headshots`, { method: "POST", body: "x", headers: headers(v, { "content-type": "multipart/form-data; boundary=x", "content-length": String(40 * 1024 * 1024) }) }),
      params(""),
    );
    expect(huge.status).toBe(413);
  });

  it("caps one visitor's drafts (by cookie or by address) so the gate is no free photo checker", async () => {
    const v = newVisitor();
    for (let i = 0; i < 20; i++) await draftInDb(v);
    const res = await createRoute(createRequest({ cookie: `other${"y".repeat(24)}`, ip: v.ip }, read("graceHopper")), params(""));
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("TOO_MANY_PHOTOS");
  });
});

describe("asking for the headshot, the job, the result", () => {
  let owner: Visitor;
  let id: string;

  beforeAll(async () => {
    owner = newVisitor();
    id = (await draftViaApi(owner)).id;
  }, 60_000);

  it("refuses other visitors, made-up ids and invalid choices with the same 404 / 400 and counts nothing", async () => {
    const stranger = newVisitor();
    expect((await submit(stranger, id)).status).toBe(404);
    expect((await get(stranger, id)).status).toBe(404);
    expect((await image(stranger, id)).status).toBe(404);
    expect((await get(owner, "fh-made-up")).status).toBe(404);
    expect((await get(owner, "x".repeat(500))).status).toBe(404);
    expect((await submit(owner, id, { ...CHOICES, backdrop: "brand:ff0000" })).status).toBe(400);
    expect((await submit(owner, id, { ...CHOICES, framing: "wide" })).status).toBe(400);
    // A profile-picture run of the same visitor is not a free headshot.
    const pfp = await db.prisma.freeToolRun.findFirst({ where: { id } });
    const other = await db.prisma.freeToolRun.create({ data: { tool: "PFP", visitorHash: pfp!.visitorHash, ipHash: pfp!.ipHash, expiresAt: new Date(Date.now() + 3600_000) } });
    expect((await get(owner, other.id)).status).toBe(404);
    expect((await submit(owner, other.id)).status).toBe(404);
    expect(await db.prisma.freeToolRun.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "DRAFT", countedAt: null });
    expect(await jobsOf(id)).toBe(0);
  });

  it("queues it once (a replay neither counts nor queues again), makes a 1024 px watermarked JPEG, and serves it to its visitor only", async () => {
    const first = await submit(owner, id);
    expect(first.status).toBe(202);
    expect(await first.json()).toMatchObject({ id, status: "QUEUED", gender: "female", backdrop: "navy", framing: "classic", imageUrl: null });
    const counted = (await db.prisma.freeToolRun.findUniqueOrThrow({ where: { id } })).countedAt;
    expect(counted).not.toBeNull();
    const replay = await submit(owner, id, { ...CHOICES, backdrop: "light-grey" });
    expect(replay.status).toBe(202);
    expect(await replay.json()).toMatchObject({ status: "QUEUED", backdrop: "navy" });
    expect((await db.prisma.freeToolRun.findUniqueOrThrow({ where: { id } })).countedAt).toEqual(counted);
    expect(await jobsOf(id)).toBe(1);
    expect((await image(owner, id)).status).toBe(404);

    const outcome = await runFreeHeadshotJob({ db: db.prisma, storage }, { runId: id, attempt: 0, retryLimit: 2 });
    expect(outcome.status).toBe("done");
    const view = (await (await get(owner, id)).json()) as FreeHeadshotView;
    expect(view).toMatchObject({ status: "DONE", imageUrl: `/api/tools/free-headshots/${id}/image` });

    const res = await image(owner, id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: FREE_RESULT_EDGE, height: FREE_RESULT_EDGE });
    const download = await image(owner, id, "?download=1");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="lumen-free-headshot-\d{4}-\d{2}-\d{2}\.jpg"$/);
    expect((await image(newVisitor(), id)).status).toBe(404);
    expect((await image(owner, id, "?download=1&x=1")).status).toBe(200);

    // The same render without the watermark: the corner mark and the diagonal text change the pixels visibly.
    const plain = await generateInPool({
      photos: [(await storage.get(photoKey(id)))!],
      style: styleFromId("navy")!,
      count: 1,
      variationOffset: FRAMING_VARIATION.classic,
      sizes: [{ width: FREE_RESULT_EDGE, height: FREE_RESULT_EDGE }],
      subject: { gender: "female" },
    });
    const diff = async (region: { left: number; top: number; width: number; height: number }) => {
      const [a, b] = await Promise.all([bytes, plain.images[0]!.bytes].map((x) => sharp(x).extract(region).greyscale().raw().toBuffer()));
      let sum = 0;
      for (let i = 0; i < a!.length; i++) sum += Math.abs(a![i]! - b![i]!);
      return sum / a!.length;
    };
    // The corner mark (dark box, white letters) on the navy backdrop.
    expect(await diff({ left: 1024 - 400, top: 1024 - 80, width: 380, height: 60 })).toBeGreaterThan(15);
    // The diagonal pattern across the top band (backdrop only).
    expect(await diff({ left: 0, top: 0, width: 1024, height: 150 })).toBeGreaterThan(4);
  }, 120_000);

  it("a replayed submit of a finished run answers its view with 200 and counts nothing", async () => {
    const res = await submit(owner, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "DONE" });
    expect(await jobsOf(id)).toBe(1);
  });
});

describe("the day's limit", () => {
  it("the fourth submit of the day is refused with 429 and when the next one is possible, in the caller's language", async () => {
    const v = newVisitor();
    const ids = [await draftInDb(v), await draftInDb(v), await draftInDb(v), await draftInDb(v)];
    for (const id of ids.slice(0, 3)) expect((await submit(v, id)).status).toBe(202);
    const fourth = await submit(v, ids[3]!, CHOICES, "de");
    expect(fourth.status).toBe(429);
    const body = (await fourth.json()) as { error: { code: string; message: string; nextAt: string } };
    expect(body.error.code).toBe("LIMIT_REACHED");
    expect(body.error.message).toMatch(/^Du hast deine kostenlosen Porträtfotos für heute verbraucht \(3 pro Tag\)\. Das nächste ist in 2[34] Stunden( und \d+ Minuten?)? möglich\.$/);
    expect(new Date(body.error.nextAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await db.prisma.freeToolRun.findUniqueOrThrow({ where: { id: ids[3]! } })).toMatchObject({ status: "DRAFT", countedAt: null });
    expect(await jobsOf(ids[3]!)).toBe(0);
  });

  it("five parallel submits of five drafts with a limit of three: exactly three counted and queued", async () => {
    const v = newVisitor();
    const ids = await Promise.all(Array.from({ length: 5 }, () => draftInDb(v)));
    const answers = await Promise.all(ids.map((id) => submit(v, id)));
    expect(answers.map((r) => r.status).sort()).toEqual([202, 202, 202, 429, 429]);
    expect(await db.prisma.freeToolRun.count({ where: { id: { in: ids }, countedAt: { not: null }, status: "QUEUED" } })).toBe(3);
    expect((await Promise.all(ids.map(jobsOf))).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it("the same draft submitted five times at once is counted and queued once", async () => {
    const v = newVisitor();
    const id = await draftInDb(v);
    const started = async () => (await db.prisma.freeToolDay.aggregate({ where: { tool: "HEADSHOT", event: "started" }, _sum: { count: true } }))._sum.count ?? 0;
    const before = await started();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(v, id)));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await jobsOf(id)).toBe(1);
    expect(await started()).toBe(before + 1); // the usage screen counts one start too
    const others = await draftInDb(v);
    // Two of the day's three are left: this one counted once.
    expect((await submit(v, others)).status).toBe(202);
    expect((await submit(v, await draftInDb(v))).status).toBe(202);
    expect((await submit(v, await draftInDb(v))).status).toBe(429);
  });
});

describe("a run the engine cannot finish", () => {
  it("fails with its code, does not count against the day, and cannot be asked for again", async () => {
    const v = newVisitor();
    const ids = [await draftInDb(v), await draftInDb(v), await draftInDb(v)];
    for (const id of ids) expect((await submit(v, id)).status).toBe(202);
    // Its photo is gone (storage lost it): not worth retrying.
    await storage.delete(photoKey(ids[0]!));
    expect(await runFreeHeadshotJob({ db: db.prisma, storage }, { runId: ids[0]!, attempt: 0, retryLimit: 2 })).toEqual({ status: "failed", code: "PHOTO_MISSING" });
    expect(await db.prisma.freeToolRun.findUniqueOrThrow({ where: { id: ids[0]! } })).toMatchObject({ status: "FAILED", failure: "PHOTO_MISSING", countedAt: null });
    const replay = await submit(v, ids[0]!);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ status: "FAILED", imageUrl: null });
    expect(await jobsOf(ids[0]!)).toBe(1);
    // The failed one gave its place back: a fourth is possible, a fifth is not.
    expect((await submit(v, await draftInDb(v))).status).toBe(202);
    expect((await submit(v, await draftInDb(v))).status).toBe(429);
  });
});

describe("24 hours later", () => {
  it("an expired run is a 404, its job does nothing, and the sweep deletes its files, and its row once it no longer counts", async () => {
    const v = newVisitor();
    const id = await draftInDb(v);
    expect((await submit(v, id)).status).toBe(202);
    await storage.put(resultKey(id), read("astronaut"), { contentType: "image/jpeg" });
    await db.prisma.freeToolRun.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await get(v, id)).status).toBe(404);
    expect((await image(v, id)).status).toBe(404);
    expect((await submit(v, id)).status).toBe(404);
    expect(await runFreeHeadshotJob({ db: db.prisma, storage }, { runId: id, attempt: 0, retryLimit: 2 })).toEqual({ status: "skipped", why: "expired" });
    // A profile-picture run expired too: its folder goes the same way.
    const pfp = await db.prisma.freeToolRun.create({ data: { tool: "PFP", visitorHash: "h", ipHash: "i", expiresAt: new Date(Date.now() - 1000) } });
    await storage.put(`free-pfp/${pfp.id}/cutout.png`, read("astronaut"), { contentType: "image/png" });
    const live = await draftInDb(v);

    const pass = await runPrivacySweepPass(db.prisma, storage, { log: quiet });
    expect(pass.freeRuns).toBeGreaterThanOrEqual(1);
    expect(await db.prisma.freeToolRun.count({ where: { id: pfp.id } })).toBe(0);
    expect(await storage.exists(photoKey(id))).toBe(false);
    expect(await storage.exists(resultKey(id))).toBe(false);
    expect(await storage.exists(`free-pfp/${pfp.id}/cutout.png`)).toBe(false);
    // The headshot was counted a moment ago: its row stays, emptied, so the visitor's day still counts it
    // (deleting it would hand the run back) …
    expect(await db.prisma.freeToolRun.findUnique({ where: { id }, select: { photoKey: true, resultKey: true } })).toEqual({ photoKey: null, resultKey: null });
    expect((await freeAllowance(db.prisma, "HEADSHOT", freeVisitor(new Request("http://localhost/", { headers: headers(v) })))).used).toBe(1);
    // … until its day is over.
    await db.prisma.freeToolRun.update({ where: { id }, data: { countedAt: new Date(Date.now() - FREE_WINDOW_MS - 1000) } });
    await runPrivacySweepPass(db.prisma, storage, { log: quiet });
    expect(await db.prisma.freeToolRun.count({ where: { id } })).toBe(0);
    // What has not expired stays.
    expect(await storage.exists(photoKey(live))).toBe(true);
    expect(await db.prisma.freeToolRun.count({ where: { id: live } })).toBe(1);
  });
});

describe("the daily counters (/admin/tools/free-headshots)", () => {
  it("grew where each thing above happened, and outlive the runs the sweep deleted", async () => {
    const rows = await db.prisma.freeToolDay.groupBy({ by: ["event"], where: { tool: "HEADSHOT" }, _sum: { count: true } });
    const sum = Object.fromEntries(rows.map((r) => [r.event, r._sum.count ?? 0]));
    // Photos accepted and refused by the gate, the drafts' cap, runs asked for, made, failed, and the day's limit.
    for (const event of ["photo", "photoRefused", "drafts", "started", "finished", "failed", "limit"]) expect(sum[event], event).toBeGreaterThan(0);
  });
});
