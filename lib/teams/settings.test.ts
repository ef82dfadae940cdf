import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { organizationSettings, parseSettings, setOrganizationFeature, updateSettings } from "./settings";

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb("postgres");
});
afterAll(async () => {
  await t?.cleanup();
});

describe("organisation settings", () => {
  it("reads defaults from nothing and from garbage", () => {
    const fresh = parseSettings(null);
    expect(fresh.features).toEqual({ bulkUpload: false, api: true, invoiceCreditsBeforePayment: false, manualReview: false });
    expect(fresh.consistency.forceBackdropVariety).toBe(false);
    const broken = parseSettings({ notifications: { remindAfterDays: "soon", remindMaxTimes: 99 }, consistency: 7 });
    expect(broken.notifications.remindAfterDays).toBe(3);
    expect(broken.notifications.remindMaxTimes).toBe(2);
    expect(broken.consistency.combosEnabled).toBe(false);
  });

  it("keeps other groups and bookkeeping keys when one group is written, even concurrently", async () => {
    const owner = await createUser(t.prisma);
    const org = await createOrganization(t.prisma, { ownerId: owner.id });
    await t.prisma.organization.update({ where: { id: org.id }, data: { settings: { lowCreditsNotified: true } } });
    await Promise.all([
      t.prisma.$transaction((tx) => updateSettings(tx, org.id, "headshots", { hideEditor: true })),
      t.prisma.$transaction((tx) => updateSettings(tx, org.id, "consistency", { forceBackdropVariety: true })),
    ]);
    const settings = await organizationSettings(t.prisma, org.id);
    expect(settings.headshots.hideEditor).toBe(true);
    expect(settings.consistency.forceBackdropVariety).toBe(true);
    const raw = (await t.prisma.organization.findUniqueOrThrow({ where: { id: org.id } })).settings as Record<string, unknown>;
    expect(raw.lowCreditsNotified).toBe(true);
  });

  it("audits a platform admin's feature switch with before and after", async () => {
    const owner = await createUser(t.prisma);
    const admin = await createUser(t.prisma);
    const org = await createOrganization(t.prisma, { ownerId: owner.id });
    const features = await setOrganizationFeature(t.prisma, { organizationId: org.id, feature: "bulkUpload", enabled: true, actorId: admin.id });
    expect(features.bulkUpload).toBe(true);
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { targetId: org.id, action: "organization.feature.update" } });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.data).toEqual({ feature: "bulkUpload", changed: ["bulkUpload"], before: { bulkUpload: false }, after: { bulkUpload: true } });
  });
});
