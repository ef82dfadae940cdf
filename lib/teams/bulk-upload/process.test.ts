// The bulk-upload domain on PostgreSQL, where requests really run at once: a batch hands out exactly
// 20 slots however many zips arrive together, and zips racing for the last credit make one shoot (the
// others are refused NO_CREDITS and leave nobody). And the person's name a zip's file name gives.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoss } from "@/lib/jobs/boss";
import { createLocalStorage, type FileStorage } from "@/lib/storage";
import { bulkCatalogue, bulkTeam, type BulkCatalogue } from "@/lib/testing/bulk-upload";
import { makeZip } from "@/lib/testing/bulk-zips";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { read } from "@/lib/testing/photos";
import { ledgerState } from "@/lib/testing/teams";
import { createBatch, findBatch, takeSlot } from "./batches";
import { BulkUploadError } from "./errors";
import { personName, processZip } from "./process";

describe("personName", () => {
  it("is the zip's name without folder, extension, underscores or control characters", () => {
    expect(personName("Anna_Schmidt.zip")).toBe("Anna Schmidt");
    expect(personName("C:\\Users\\me\\José  María.ZIP")).toBe("José María");
    expect(personName("../../Zoë\u0000 Ng\u202e.zip")).toBe("Zoë Ng");
    expect(personName(`${"A".repeat(150)}.zip`)).toHaveLength(100);
    expect(personName("___.zip")).toBeNull();
    expect(personName(".zip")).toBeNull();
  });
});

describe("on PostgreSQL", () => {
  let db: TestDb;
  let boss: PgBoss;
  let storage: FileStorage;
  let dir: string;
  let catalogue: BulkCatalogue;

  beforeAll(async () => {
    db = await openTestDb("postgres");
    boss = await createBoss({ kind: "postgres", url: db.url }, { maintenance: false });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-bulk-pg-"));
    storage = createLocalStorage(dir, { secret: "bulk-test-secret-bulk-test-secret" });
    catalogue = await bulkCatalogue(db.prisma);
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true });
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function batchFor(credits: number) {
    const t = await bulkTeam(db.prisma, catalogue, credits);
    const { batchId } = await createBatch(db.prisma, { ...catalogue, headshotFormat: "square", confirmed: true, organizationId: t.org.id, createdById: t.lead.id });
    return { t, batch: await findBatch(db.prisma, t.org.id, batchId) };
  }

  it("hands out exactly 20 slots to 25 zips arriving at once", async () => {
    const { batch } = await batchFor(1);
    const results = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => takeSlot(db.prisma, batch.id, `p${i}.zip`)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as BulkUploadError).code);
    expect(refused).toEqual(Array(5).fill("BATCH_FULL"));
    expect(await db.prisma.bulkUploadItem.count({ where: { batchId: batch.id } })).toBe(20);
  });

  it("makes one shoot of three zips racing for the last credit; the others take nothing and leave nobody", async () => {
    const { t, batch } = await batchFor(1);
    const photos = [read("graceHopper"), read("astronaut"), await (await import("sharp")).default(read("graceHopper")).flop().jpeg().toBuffer()];
    const files = await Promise.all(photos.map(async (data, i) => {
      const file = path.join(dir, `race-${i}.zip`);
      fs.writeFileSync(file, await makeZip([{ name: "photo.jpg", data }]));
      return file;
    }));
    const results = await Promise.allSettled(files.map((tempFile, i) =>
      processZip(db.prisma, { storage, boss }, { batch, leadId: t.lead.id, fileName: `Racer ${i}.zip`, tempFile, details: { gender: "MALE", ageRange: "25-34" }, locale: "en" }),
    ));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as BulkUploadError).code)).toEqual(["NO_CREDITS", "NO_CREDITS"]);
    expect(await db.prisma.membership.count({ where: { organizationId: t.org.id, managed: true } })).toBe(1);
    expect(await db.prisma.shoot.count({ where: { organizationId: t.org.id, state: "WAITING" } })).toBe(1);
    expect(await ledgerState(db.prisma, t.org.id)).toEqual({ credits: 0, reserved: 0, ledgerSum: 0 });
  });
});
