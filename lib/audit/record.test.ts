import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { auditDiff, auditFields, recordAudit } from "./record";

describe("auditDiff", () => {
  it("keeps only the fields whose value changed, with both values", () => {
    const at = new Date("2026-01-02T03:04:05Z");
    expect(auditDiff({ a: 1, b: "x", c: at, d: [1, 2] }, { a: 1, b: "y", c: new Date(at), d: [1, 3] })).toEqual({
      changed: ["b", "d"],
      before: { b: "x", d: [1, 2] },
      after: { b: "y", d: [1, 3] },
    });
  });

  it("lists every field of a creation and of a deletion", () => {
    expect(auditDiff(null, { code: "SPRING", value: 20 })).toEqual({ changed: ["code", "value"], before: {}, after: { code: "SPRING", value: 20 } });
    expect(auditDiff({ code: "SPRING", expiresAt: undefined }, null)).toEqual({ changed: ["code", "expiresAt"], before: { code: "SPRING", expiresAt: null }, after: {} });
  });
});

describe("recordAudit", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
  }, 60_000);
  afterAll(async () => db?.cleanup());

  it("writes who, what, the action and the changed fields in the caller's transaction", async () => {
    const admin = await createUser(db.prisma, { role: "ADMIN" });
    const before = { active: true, maxRedemptions: 10, code: "SPRING" };
    await db.prisma.$transaction(async (tx) => {
      await recordAudit(tx, { actorId: admin.id, action: "coupon.update", target: ["Coupon", "c1"], before, after: { ...before, active: false }, data: { reason: "fraud" } });
    });
    const row = await db.prisma.auditLog.findFirstOrThrow({ where: { action: "coupon.update" } });
    expect(row).toMatchObject({ actorId: admin.id, targetType: "Coupon", targetId: "c1" });
    expect(row.data).toEqual({ reason: "fraud", changed: ["active"], before: { active: true }, after: { active: false } });
  });

  it("is rolled back with the change it records", async () => {
    await expect(
      db.prisma.$transaction(async (tx) => {
        await recordAudit(tx, { actorId: null, action: "coupon.rolled-back", target: ["Coupon", "c2"], after: { code: "X" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.prisma.auditLog.count({ where: { action: "coupon.rolled-back" } })).toBe(0);
  });

  it("picks an entity's audited fields", () => {
    expect(auditFields({ id: "1", code: "A", value: 5, secret: "s" }, ["code", "value"])).toEqual({ code: "A", value: 5 });
    expect(auditFields(null as { code: string } | null, ["code"])).toBeNull();
  });
});
