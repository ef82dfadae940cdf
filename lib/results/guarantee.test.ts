// The money-back guarantee cannot be gamed through the download routes: a package bought through the
// real checkout (test provider), its shoot finished with real files, zips made by the worker (pg-boss on
// PGlite), and the refund asked for afterwards. Any byte of a zip counts as a download; HEAD and an
// unsatisfiable range do not; a download started anywhere but on our own pages is refused and leaves
// the guarantee as it was.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { runWorker, type RunningWorker } from "@/lib/jobs/worker";
import { testProvider } from "@/lib/payments/providers/test";
import { requestRefund } from "@/lib/payments/refund";
import { listRefundableOrders } from "@/lib/payments/refund-overview";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createFinishedShoot, createPaidInvoice } from "@/lib/testing/fixtures";
import { galleryRoutes } from "@/lib/testing/gallery";
import { request, routeCaller } from "@/lib/testing/http";
import { runSeed } from "@/prisma/seed/index";
import type { ZipStatus } from "./options";

const appUrl = "https://lumen.test";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-guarantee-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "guarantee-test-secret-guarantee-test" });

let db: TestDb;
let p: PrismaClient;
let boss: PgBoss;
let worker: RunningWorker;
let api: ReturnType<typeof galleryRoutes>;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p);
  boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: true });
  api = galleryRoutes(routeCaller(db), { storage, boss });
  const handlers = createHandlers({ concurrency: 1 });
  handlers[QUEUES.resultsZip].work.pollingIntervalSeconds = 0.5;
  worker = await runWorker({ db, boss, handlers, context: { db: p, storage, engine: () => Promise.reject(new Error("no engine in this test")), appUrl } });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await boss?.stop({ graceful: false });
  setDbForTests();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A Starter package paid with the test provider, its shoot finished with two headshots and their files. */
async function paidShoot() {
  const { user, orderId, shootId } = await createPaidInvoice(p, { packageSlug: "starter" });
  const shoot = await createFinishedShoot(p, { storage, userId: user.id, shootId, count: 2 });
  return { ...shoot, orderId };
}

/** A ready zip of all the shoot's photos, made by the worker. */
async function readyZip(userId: string, shootId: string): Promise<ZipStatus & { downloadUrl: string; size: number }> {
  const started = await api.zipStart(request("/api/results/zips", { method: "POST", body: JSON.stringify({ shootId, selection: "all" }), headers: { "content-type": "application/json" } }), userId);
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as ZipStatus;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = (await (await api.zipStatus(request(`/api/results/zips/${id}`), userId, id)).json()) as ZipStatus;
    if (status.state === "ready") return status as ZipStatus & { downloadUrl: string; size: number };
    if (status.state !== "queued" && status.state !== "running") throw new Error(JSON.stringify(status));
    if (Date.now() > deadline) throw new Error(`zip ${id} was not ready in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A request that carries exactly `headers`: no Sec-Fetch-Site unless given. */
const bare = (url: string, init: RequestInit = {}) => new Request(new URL(url, "http://lumen.test"), init);
const zipFile = (zip: ZipStatus, userId: string, init: RequestInit & { locale?: string } = {}, as = request) => api.zipFile(as(zip.downloadUrl!, init), userId, zip.id);
const downloads = (shootId: string) => p.download.count({ where: { shootId } });

describe("the money-back guarantee and downloads", () => {
  it("a zip fetched from its second byte (Range: bytes=1-) counts as downloaded: the refund goes to the admins", async () => {
    const bought = await paidShoot();
    const zip = await readyZip(bought.userId, bought.shootId);
    const whole = Buffer.from(await (await zipFile(zip, bought.userId)).arrayBuffer());
    await p.download.deleteMany({ where: { shootId: bought.shootId } }); // only the ranged fetch below counts

    const res = await zipFile(zip, bought.userId, { headers: { range: "bytes=1-" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 1-${zip.size - 1}/${zip.size}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(whole.subarray(1))).toBe(true);
    const rows = await p.download.findMany({ where: { shootId: bought.shootId }, select: { resultId: true, userId: true, format: true, size: true } });
    expect(rows.map((r) => r.resultId).sort()).toEqual([...bought.resultIds].sort());
    for (const row of rows) expect(row).toMatchObject({ userId: bought.userId, format: "zip", size: "all" });

    const [order] = await listRefundableOrders(p, bought.userId, "en");
    expect(order!.eligibility).toMatchObject({ kind: "REVIEW", pastWindow: false, downloadedAt: expect.any(Date) });
    expect(await requestRefund(p, { userId: bought.userId, orderId: bought.orderId }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "REASON_REQUIRED" });
    const asked = await requestRefund(p, { userId: bought.userId, orderId: bought.orderId, reason: "Not me" }, { provider: testProvider, appUrl });
    if (!asked.ok || asked.status !== "REQUESTED") throw new Error(JSON.stringify(asked));
    expect((await p.refund.findUniqueOrThrow({ where: { id: asked.refundId } })).note).toMatch(/^downloaded /);
    expect(await p.order.findUniqueOrThrow({ where: { id: bought.orderId } })).toMatchObject({ status: "PAID", refundedAmount: 0 });
    expect(await p.transaction.count({ where: { orderId: bought.orderId, kind: "REFUND" } })).toBe(0);
    expect((await p.shoot.findUniqueOrThrow({ where: { id: bought.shootId } })).state).toBe("ACTIVE");
  });

  it("any part of a zip records each photo in it, once however many pieces; HEAD and an unsatisfiable range record nothing", async () => {
    const bought = await paidShoot();
    const zip = await readyZip(bought.userId, bought.shootId);

    const head = await zipFile(zip, bought.userId, { method: "HEAD", headers: { range: "bytes=0-" } });
    expect(head.status).toBe(206);
    expect(head.body).toBeNull();
    const beyond = await zipFile(zip, bought.userId, { headers: { range: `bytes=${zip.size}-` } });
    expect(beyond.status).toBe(416);
    expect(((await beyond.json()) as { error: { code: string } }).error.code).toBe("RANGE_NOT_SATISFIABLE");
    expect(await downloads(bought.shootId)).toBe(0);

    // The last ten bytes (the end of the central directory) are enough.
    const tail = await zipFile(zip, bought.userId, { headers: { range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    expect(await downloads(bought.shootId)).toBe(2);
    // A download manager fetching the rest in pieces, then the whole file again: still one row per photo.
    for (const range of ["bytes=0-99", "bytes=100-", "bytes=50-60"]) await (await zipFile(zip, bought.userId, { headers: { range } })).arrayBuffer();
    await (await zipFile(zip, bought.userId)).arrayBuffer();
    const rows = await p.download.findMany({ where: { shootId: bought.shootId }, select: { resultId: true } });
    expect(rows.map((r) => r.resultId).sort()).toEqual([...bought.resultIds].sort());

    const asked = await requestRefund(p, { userId: bought.userId, orderId: bought.orderId, reason: "Changed my mind" }, { provider: testProvider, appUrl });
    expect(asked).toMatchObject({ ok: true, status: "REQUESTED" });
  });

  it("a download opened from anywhere but our own pages is refused and records nothing, so the guarantee stands", async () => {
    const bought = await paidShoot();
    const zip = await readyZip(bought.userId, bought.shootId);
    const photo = bought.resultIds[0]!;
    // A link from another site, a subdomain, a mail or chat app or the address bar; a client that says nothing.
    for (const site of ["cross-site", "same-site", "none", null]) {
      const headers: Record<string, string> = site ? { "sec-fetch-site": site } : {};
      const answers = [
        await api.download(bare(`/api/results/${photo}/download?size=original`, { headers }), bought.userId, photo),
        await api.download(bare(`/api/results/${photo}/download`, { method: "HEAD", headers }), bought.userId, photo),
        await zipFile(zip, bought.userId, { headers: { ...headers, range: "bytes=1-" } }, bare),
        await zipFile(zip, bought.userId, { headers }, bare),
      ];
      for (const res of answers) {
        expect(res.status, String(site)).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("CROSS_SITE_DOWNLOAD");
      }
    }
    const german = await api.download(request(`/api/results/${photo}/download`, { headers: { "sec-fetch-site": "cross-site" }, locale: "de" }), bought.userId, photo);
    expect(((await german.json()) as { error: { message: string } }).error.message).toMatch(/Geld-zurück-Garantie/);
    expect(await downloads(bought.shootId)).toBe(0);

    const refund = await requestRefund(p, { userId: bought.userId, orderId: bought.orderId }, { provider: testProvider, appUrl });
    expect(refund).toMatchObject({ ok: true, status: "REFUNDED" });
  });
});
