// The credit adjustment under real concurrency (PostgreSQL: row locks and the ledger's unique key):
// the same form sent many times at once is booked once, and parallel take-aways never go below what
// is held for pending invites.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { adjustCredits } from "@/lib/teams/credits";
import { setOrganizationFeature } from "@/lib/teams/settings";
import { adjustOrganizationCredits } from "./credits";

let db: TestDb;
let admin: string;
beforeAll(async () => {
  db = await openTestDb("postgres");
  admin = (await createUser(db.prisma, { role: "ADMIN" })).id;
}, 60_000);
afterAll(async () => db?.cleanup());

describe("adjusting credits on postgres", () => {
  const isUnique = (e: unknown) => (e as { code?: unknown })?.code === "P2002";

  it("books a form submitted eight times at once exactly once (one ledger row)", async () => {
    const org = await createOrganization(db.prisma, { credits: 2 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => db.prisma.$transaction((tx) => adjustCredits(tx, { organizationId: org.id, delta: 5, reason: "double click", createdById: admin, idempotencyKey: "race-form-token-0001" }))),
    );
    // Each submission either booked it, found it booked, or met the key's unique index (the action answers
    // "done"); exactly one says it booked (a later one must not claim a row another transaction wrote).
    expect(await db.prisma.creditLedgerEntry.count({ where: { organizationId: org.id } })).toBe(1);
    for (const o of outcomes) if (o.status === "rejected") expect(isUnique(o.reason)).toBe(true);
    expect(outcomes.filter((o) => o.status === "fulfilled" && o.value.booked)).toHaveLength(1);
    expect((await db.prisma.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(7);
  });

  it("never takes away more than is free when take-aways race (held credits stay)", async () => {
    const org = await createOrganization(db.prisma, { credits: 10, creditsReserved: 4 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => db.prisma.$transaction((tx) => adjustCredits(tx, { organizationId: org.id, delta: -2, reason: "correction", createdById: admin, idempotencyKey: `race-take-${i}-000000000` }))),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    for (const o of outcomes) if (o.status === "rejected") expect(o.reason).toMatchObject({ code: "NO_CREDITS" });
    expect(await db.prisma.organization.findUniqueOrThrow({ where: { id: org.id }, select: { credits: true, creditsReserved: true } })).toEqual({ credits: 4, creditsReserved: 4 });
    expect(await db.prisma.creditLedgerEntry.count({ where: { organizationId: org.id } })).toBe(3);
  });
});

describe("the back office's adjustment on postgres", () => {

  it("answers every copy of a double-submitted form without an error, and books it once with one audit row", async () => {
    const org = await createOrganization(db.prisma, { credits: 0 });
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => adjustOrganizationCredits(db.prisma, { organizationId: org.id, delta: 5, reason: "double click", actorId: admin, token: "race-action-token-0001" })),
    );
    expect(outcomes.filter((o) => o.status === "booked")).toHaveLength(1);
    expect(outcomes.every((o) => o.status === "booked" || o.status === "already-booked")).toBe(true);
    expect(await db.prisma.creditLedgerEntry.count({ where: { organizationId: org.id } })).toBe(1);
    expect(await db.prisma.auditLog.count({ where: { action: "organization.credits.adjust", targetId: org.id } })).toBe(1);
    expect((await db.prisma.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(5);
  });
});

describe("organisation guards on postgres", () => {

  it("refuses a credit adjustment of a deleted organisation (no ledger row, no audit row)", async () => {
    const org = await createOrganization(db.prisma, { credits: 3 });
    await db.prisma.organization.update({ where: { id: org.id }, data: { deletedAt: new Date() } });
    expect(await adjustOrganizationCredits(db.prisma, { organizationId: org.id, delta: 5, reason: "goodwill", actorId: admin, token: "deleted-org-token-0001" })).toEqual({ status: "not-found" });
    expect(await db.prisma.creditLedgerEntry.count({ where: { organizationId: org.id } })).toBe(0);
    expect((await db.prisma.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(3);
  });

  it("writes a true 'before' in each audit row when admins switch a feature at once", async () => {
    const org = await createOrganization(db.prisma, {});
    await Promise.all(Array.from({ length: 6 }, () => setOrganizationFeature(db.prisma, { organizationId: org.id, feature: "bulkUpload", enabled: true, actorId: admin })));
    const rows = await db.prisma.auditLog.findMany({ where: { action: "organization.feature.update", targetId: org.id } });
    expect(rows).toHaveLength(6);
    // Only the first change replaced "off"; every later one saw the feature already on.
    expect(rows.filter((r) => (r.data as { before?: { bulkUpload?: boolean } }).before?.bulkUpload === false)).toHaveLength(1);
  });
});
