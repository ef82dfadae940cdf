// /admin/development on PGlite with a real pg-boss: queue depth per kind and state, failed jobs with
// their error, requeue (one job, or all of a queue: audited, once only), the database size, the last
// privacy sweep, storage per top-level prefix (cached), and nobody but a platform admin requeues.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import type { Principal } from "@/lib/routes/middleware";
import { createLocalStorage } from "@/lib/storage/local";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { submitForm } from "@/lib/testing/actions";
import { databaseBytes, failedJobs, lastPrivacySweep, queueDepths, storageUsage } from "./queries";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const { requeueJobsAction } = await import("./actions");

const bed = adminActionBed(request);
let boss: PgBoss;
const queue = QUEUES.webhookDeliver;

beforeAll(async () => {
  boss = await createBoss({ kind: "pglite", pglite: bed.db.pglite }, { maintenance: false });
}, 60_000);
afterAll(async () => boss?.stop({ graceful: false, close: false }));

/** A job of `queue` that failed for good with `message`. */
async function failedJob(message: string, name: string = queue): Promise<string> {
  const id = (await boss.send(name, {}, { retryLimit: 0 }))!;
  const [job] = await boss.fetch(name);
  expect(job?.id).toBe(id);
  await boss.fail(name, id, { message });
  return id;
}

describe("queue and failed jobs", () => {
  it("counts jobs by queue and state and lists failed ones with their error", async () => {
    const first = await failedJob("SMTP said no");
    await boss.send(QUEUES.privacySweep, {});
    const depths = await queueDepths(bed.p);
    expect(depths.find((d) => d.queue === queue)?.counts).toMatchObject({ failed: 1, created: 0 });
    expect(depths.find((d) => d.queue === QUEUES.privacySweep)?.counts.created).toBe(1);
    expect(await failedJobs(bed.p)).toEqual([expect.objectContaining({ id: first, queue, error: "SMTP said no" })]);
  });

  it("requeues one failed job, audited, and only once", async () => {
    const id = (await failedJobs(bed.p, { queue }))[0]!.id;
    bed.as("admin");
    expect(await submitForm(requeueJobsAction, { queue, jobId: id })).toMatchObject({ ok: true, detail: "1" });
    expect(await bed.lastAudit("job.requeue", id)).toMatchObject({ actorId: bed.admin.id, data: { queue, jobIds: [id], count: 1, before: { state: "failed" }, after: { state: "retry" } } });
    expect(await submitForm(requeueJobsAction, { queue, jobId: id })).toMatchObject({ error: "NOTHING_TO_REQUEUE" });
    // pg-boss hands it out again.
    const [again] = await boss.fetch(queue);
    expect(again?.id).toBe(id);
    await boss.complete(queue, id);
  });

  it("requeues every failed job of a queue", async () => {
    const ids = [await failedJob("one"), await failedJob("two")];
    bed.as("admin");
    expect(await submitForm(requeueJobsAction, { queue })).toMatchObject({ ok: true, detail: "2" });
    expect(((await bed.lastAudit("job.requeue"))?.data.jobIds as string[]).sort()).toEqual([...ids].sort());
    expect((await queueDepths(bed.p)).find((d) => d.queue === queue)?.counts).toMatchObject({ failed: 0, retry: 2 });
  });

  it("gives a one-at-a-time queue its newest failed job back, and says so when one is already waiting", async () => {
    const exclusive = QUEUES.emailRelay;
    const older = await failedJob("first", exclusive);
    const newer = await failedJob("second", exclusive);
    bed.as("admin");
    expect(await submitForm(requeueJobsAction, { queue: exclusive })).toMatchObject({ ok: true, detail: "1" });
    expect((await bed.lastAudit("job.requeue"))?.data.jobIds).toEqual([newer]);
    expect(await submitForm(requeueJobsAction, { queue: exclusive, jobId: older })).toMatchObject({ error: "ALREADY_QUEUED" });
    expect((await queueDepths(bed.p)).find((d) => d.queue === exclusive)?.counts).toMatchObject({ failed: 1, retry: 1 });
  });

  it("answers a bad queue or job id with a field error", async () => {
    bed.as("admin");
    expect(await submitForm(requeueJobsAction, { queue: "'; DROP TABLE x" })).toMatchObject({ fieldErrors: { queue: "badQueue" } });
    expect(await submitForm(requeueJobsAction, { queue, jobId: "42" })).toMatchObject({ fieldErrors: { jobId: "badJob" } });
  });

  it("refuses everyone but a platform admin", async () => {
    const other = QUEUES.resultsZip;
    await failedJob("still failed", other);
    const { answers, audited } = await bed.refusesEveryoneElse(requeueJobsAction, { queue: other });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect((await queueDepths(bed.p)).find((d) => d.queue === other)?.counts.failed).toBe(1);
  });
});

describe("the rest of the health page", () => {
  it("reads the database size and the last privacy sweep", async () => {
    expect(await databaseBytes(bed.p)).toBeGreaterThan(0);
    expect((await lastPrivacySweep(bed.p)).lastDeletion).toBeNull();
    await bed.p.auditLog.create({ data: { action: "privacy.sweep", targetType: "system", data: { photos: 3, files: 6, sessions: 0, retentionDays: 30 } } });
    expect((await lastPrivacySweep(bed.p)).lastDeletion?.counts).toEqual({ photos: 3, files: 6 });
  });

  it("measures storage per top-level prefix, and caches the figure", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "health-storage-"));
    try {
      const storage = createLocalStorage(dir, { secret: "health-test-secret-health-test-secret" });
      await storage.put("shoots/a/photos/1.jpg", Buffer.alloc(100), { contentType: "image/jpeg" });
      await storage.put("shoots/b/results/2.jpg", Buffer.alloc(50), { contentType: "image/jpeg" });
      await storage.put("branding/logo.png", Buffer.alloc(10), { contentType: "image/png" });
      const now = Date.now();
      const first = await storageUsage(storage, now);
      expect("prefixes" in first && first.prefixes).toEqual([{ prefix: "branding", bytes: 10, files: 1 }, { prefix: "shoots", bytes: 150, files: 2 }]);
      await storage.put("shoots/c/photos/3.jpg", Buffer.alloc(1), { contentType: "image/jpeg" });
      expect(await storageUsage(storage, now + 1000)).toBe(first);
      const later = await storageUsage(storage, now + 10 * 60_000);
      expect("prefixes" in later && later.prefixes.find((p) => p.prefix === "shoots")).toEqual({ prefix: "shoots", bytes: 151, files: 3 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
