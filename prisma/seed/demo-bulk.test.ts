// The demo seed's bulk-upload step on the seeded demo organisation: it switches the feature on through
// the platform admins' function (audited, by the demo admin) and leaves 4 backdrops offered to women
// and men, so the lead's bulk-upload page opens its drop zone; made once; skipped before the wizard is done.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkLookPool } from "@/lib/teams/bulk-upload/batches";
import { organizationSettings } from "@/lib/teams/settings";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { demoAccount, DEMO_ORGANIZATION } from "./demo-accounts";
import { ensureDemoBulkUpload } from "./demo-bulk";
import { runSeed } from "./index";

describe("the demo bulk-upload step", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    await runSeed(db.prisma, { demo: true });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("is skipped while the demo lead's wizard is not finished, and then switches bulk upload on once, audited", async () => {
    const p = db.prisma;
    const org = await p.organization.findUniqueOrThrow({ where: { slug: DEMO_ORGANIZATION.slug } });
    expect(await ensureDemoBulkUpload(p)).toMatchObject({ status: "skipped" });
    expect((await organizationSettings(p, org.id)).features.bulkUpload).toBe(false);

    await p.organization.update({ where: { id: org.id }, data: { setupCompletedAt: new Date() } });
    const before = (await bulkLookPool(p, org.id, "en")).backdrops.length;
    expect(before).toBeLessThan(4);

    expect(await ensureDemoBulkUpload(p)).toEqual({ status: "switched-on" });
    expect((await organizationSettings(p, org.id)).features.bulkUpload).toBe(true);
    const pool = await bulkLookPool(p, org.id, "en");
    expect(pool.backdrops.length).toBeGreaterThanOrEqual(4);
    expect(pool.outfits.FEMALE.length).toBeGreaterThan(0);
    expect(pool.outfits.MALE.length).toBeGreaterThan(0);
    const admin = await p.user.findUniqueOrThrow({ where: { email: demoAccount("admin").email } });
    expect(await p.auditLog.findMany({ where: { targetId: org.id, action: "organization.feature.update" }, select: { actorId: true, data: true } })).toEqual([
      { actorId: admin.id, data: { feature: "bulkUpload", changed: ["bulkUpload"], before: { bulkUpload: false }, after: { bulkUpload: true } } },
    ]);

    expect(await ensureDemoBulkUpload(p)).toEqual({ status: "found" });
    expect(await p.auditLog.count({ where: { targetId: org.id, action: "organization.feature.update" } })).toBe(1);
  });
});
