import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus, ShootState } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser } from "@/lib/testing/fixtures";
import { findUnfinishedPaidShoot, shootContinuePath } from "./continue";

describe("where a shoot continues", () => {
  it.each([
    ["ONBOARDING", "/app/upload/intro?shoot=s1"],
    ["WAITING", "/app/upload/waiting?shoot=s1"],
    ["PROCESSING", "/app/upload/waiting?shoot=s1"],
    ["GENERATING", "/app/upload/waiting?shoot=s1"],
    ["FAILED", "/app/upload/waiting?shoot=s1"],
    ["ACTIVE", "/app/results/s1"],
    ["DELETED", null],
  ] as const)("%s → %s", (state, path) => {
    expect(shootContinuePath({ id: "s1", state })).toBe(path);
  });

  it("escapes the id", () => {
    expect(shootContinuePath({ id: "a/b?c", state: "ACTIVE" })).toBe("/app/results/a%2Fb%3Fc");
  });
});

describe("a paid shoot still waiting for photos", () => {
  let db: TestDb;
  let packageId: string;
  let n = 0;

  beforeAll(async () => {
    db = await openTestDb("pglite");
    packageId = (await db.prisma.package.create({ data: { slug: "starter", name: "Starter", headshots: 40, styles: 4, outputSize: 1024 } })).id;
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  const user = async () => (await createUser(db.prisma)).id;

  async function shoot(userId: string, state: ShootState, order: OrderStatus | null, createdAt = new Date()) {
    const orderId = order
      ? (await db.prisma.order.create({ data: { userId, kind: "PACKAGE", packageId, status: order, currency: "USD", subtotal: 2900, total: 2900 } })).id
      : null;
    return (await createShoot(db.prisma, { userId, packageId, orderId, title: `Shoot ${++n}`, state, createdAt })).id;
  }

  it("is none for a person without shoots", async () => {
    expect(await findUnfinishedPaidShoot(db.prisma, await user())).toBeNull();
  });

  it("finds the newest paid ONBOARDING shoot of that person only", async () => {
    const me = await user();
    const other = await user();
    await shoot(other, "ONBOARDING", "PAID");
    const older = await shoot(me, "ONBOARDING", "PAID", new Date("2026-01-01"));
    const newer = await shoot(me, "ONBOARDING", "PAID", new Date("2026-02-01"));
    const found = await findUnfinishedPaidShoot(db.prisma, me);
    expect(found).toMatchObject({ id: newer, packageName: "Starter" });
    expect(found?.id).not.toBe(older);
  });

  it("ignores shoots that moved on, were refunded, are unpaid or deleted", async () => {
    const me = await user();
    await shoot(me, "WAITING", "PAID");
    await shoot(me, "ACTIVE", "PAID");
    await shoot(me, "ONBOARDING", "REFUNDED");
    await shoot(me, "ONBOARDING", "PENDING");
    await shoot(me, "ONBOARDING", null);
    const deleted = await shoot(me, "ONBOARDING", "PAID");
    await db.prisma.shoot.update({ where: { id: deleted }, data: { deletedAt: new Date() } });
    expect(await findUnfinishedPaidShoot(db.prisma, me)).toBeNull();
    const partly = await shoot(me, "ONBOARDING", "PARTIALLY_REFUNDED");
    expect((await findUnfinishedPaidShoot(db.prisma, me))?.id).toBe(partly);
  });

  it("counts a team member's shoot, which the organisation's credit pays for", async () => {
    const lead = await user();
    const member = await user();
    const org = await db.prisma.organization.create({ data: { name: "Northwind", slug: `northwind-${n}`, ownerId: lead } });
    const membership = await db.prisma.membership.create({ data: { userId: member, organizationId: org.id } });
    const id = (await createShoot(db.prisma, { userId: member, packageId, organizationId: org.id, membershipId: membership.id, title: "Team shoot" })).id;
    expect((await findUnfinishedPaidShoot(db.prisma, member))?.id).toBe(id);
  });
});
