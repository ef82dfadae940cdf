// Parameter changes racing on PostgreSQL (real concurrent transactions): the row is created once and
// locked, so concurrent changes apply one after the other and the audit rows form one unbroken chain
// (each "before" is the previous "after"), also when the row did not exist yet; two requeues of the same
// failed jobs at once move each job once.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requeueFailedJobs } from "@/lib/backoffice/health/requeue";
import { createBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { readParameter } from "@/lib/parameters/read";
import { parameterHistory, setParameter } from "@/lib/parameters/update";

let db: TestDb;
let admins: string[];
let boss: PgBoss;

beforeAll(async () => {
  db = await openTestDb("postgres");
  admins = await Promise.all([0, 1, 2, 3, 4, 5].map(async () => (await createUser(db.prisma, { role: "ADMIN" })).id));
  boss = await createBoss({ kind: "postgres", url: db.url }, { maintenance: false });
}, 120_000);
afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await db?.cleanup();
});

describe("parameter changes at once on PostgreSQL", () => {
  it("apply one after the other, each audited against the value it replaced", async () => {
    const values = [5, 6, 7, 8, 9, 10];
    await Promise.all(values.map((value, i) => setParameter(db.prisma, { key: "photos.minPerShoot", value, actorId: admins[i]! })));
    const history = (await parameterHistory(db.prisma, "photos.minPerShoot", 50)).reverse(); // oldest first
    expect(history).toHaveLength(values.length);
    expect(history[0]!.before).toBe(4); // the default, inserted once for the missing row
    for (let i = 1; i < history.length; i++) expect(history[i]!.before).toBe(history[i - 1]!.after);
    expect(await readParameter(db.prisma, "photos.minPerShoot")).toBe(history.at(-1)!.after);
    expect(new Set(history.map((h) => h.after))).toEqual(new Set(values));
    expect(await db.prisma.parameter.count({ where: { key: "photos.minPerShoot" } })).toBe(1);
  });
});

describe("requeue at once on PostgreSQL", () => {
  it("moves each failed job once, with one audit row", async () => {
    const queue = QUEUES.webhookDeliver;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = (await boss.send(queue, {}, { retryLimit: 0 }))!;
      await boss.fetch(queue);
      await boss.fail(queue, id, { message: `down ${i}` });
      ids.push(id);
    }
    const runs = await Promise.all(admins.slice(0, 4).map((actorId) => requeueFailedJobs(db.prisma, { queue, actorId })));
    expect(runs.flatMap((r) => r.requeued).sort()).toEqual([...ids].sort());
    expect(await db.prisma.auditLog.count({ where: { action: "job.requeue" } })).toBe(1);
  });
});
