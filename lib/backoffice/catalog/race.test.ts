// Two admins at once on PostgreSQL (real row locks): prices set together are each audited with the
// before the other left, and of two edits drawn from the same version one wins, the other is a conflict.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createUser } from "@/lib/testing/fixtures";
import { setPackagePrice, updatePackage } from "./catalog";

let db: TestDb;
let admins: string[];
beforeAll(async () => {
  db = await openTestDb("postgres");
  admins = [(await createUser(db.prisma, { role: "ADMIN" })).id, (await createUser(db.prisma, { role: "ADMIN" })).id];
}, 60_000);
afterAll(async () => db?.cleanup());

const fields = { name: "Race", headshots: 10, styles: 2, outputSize: 1024, printSize: null, editCredits: 0, sortOrder: 5 };

describe("two admins editing a package at once (postgres)", () => {
  it("price changes land one after the other, each audit row's before being the other's after", async () => {
    const pkg = await createPackage(db.prisma);
    await db.prisma.packagePrice.create({ data: { packageId: pkg.id, currency: "EUR", amount: 1000 } });
    await Promise.all(admins.map((actorId, i) => setPackagePrice(db.prisma, { actorId, packageId: pkg.id, currency: "EUR", amount: 2000 + i })));
    const final = (await db.prisma.packagePrice.findUniqueOrThrow({ where: { packageId_currency: { packageId: pkg.id, currency: "EUR" } } })).amount;
    const rows = await db.prisma.auditLog.findMany({ where: { action: "package.price.set", targetId: pkg.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(2);
    const data = rows.map((r) => r.data as { before: { amount: number }; after: { amount: number } });
    const first = data.find((d) => d.before.amount === 1000);
    const second = data.find((d) => d !== first);
    expect(second!.before.amount).toBe(first!.after.amount);
    expect(second!.after.amount).toBe(final);
    expect(await db.prisma.packagePrice.count({ where: { packageId: pkg.id } })).toBe(1);
  });

  it("two edits drawn from the same version: one is saved, the other is a conflict", async () => {
    const pkg = await createPackage(db.prisma);
    const version = pkg.updatedAt.toISOString();
    const outcomes = await Promise.allSettled(admins.map((actorId, i) => updatePackage(db.prisma, { actorId, packageId: pkg.id, version, ...fields, headshots: 20 + i })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "CONFLICT" });
    const saved = await db.prisma.package.findUniqueOrThrow({ where: { id: pkg.id } });
    expect([20, 21]).toContain(saved.headshots);
    expect(await db.prisma.auditLog.count({ where: { action: "package.update", targetId: pkg.id } })).toBe(1);
  });
});
