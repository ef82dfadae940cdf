// Credit grants racing on PostgreSQL (real concurrent transactions): every grant counts (the balance
// is the sum, no lost update), each has its ledger row with an exact running balance and its audit
// row; the same form submitted several times at once grants once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { grantUserCredits } from "./manage";

let db: TestDb;
let p: PrismaClient;
let admin: { id: string };

beforeAll(async () => {
  db = await openTestDb("postgres");
  p = db.prisma;
  admin = await createUser(p, { role: "ADMIN" });
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

describe("credit grants on PostgreSQL", () => {
  it("ten grants at once add up exactly", async () => {
    const person = await createUser(p, { photoCredits: 1 });
    const amounts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const results = await Promise.all(amounts.map((amount) => grantUserCredits(p, { actorId: admin.id, userId: person.id, kind: "PHOTO", amount, reason: `race ${amount}` })));
    expect(results.every((r) => r.status === "granted")).toBe(true);
    expect((await p.user.findUniqueOrThrow({ where: { id: person.id } })).photoCredits).toBe(1 + 55);
    const ledger = await p.creditLedgerEntry.findMany({ where: { userId: person.id }, orderBy: { balanceAfter: "asc" } });
    expect(ledger).toHaveLength(10);
    // The running balances are distinct and each is the one before plus its delta.
    let balance = 1;
    for (const row of ledger) {
      balance += row.delta;
      expect(row.balanceAfter).toBe(balance);
    }
    expect(await p.auditLog.count({ where: { action: "user.credits.grant", targetId: person.id } })).toBe(10);
  });

  it("the same form posted five times at once grants once", async () => {
    const person = await createUser(p);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => grantUserCredits(p, { actorId: admin.id, userId: person.id, kind: "EDIT", amount: 3, reason: "double click", requestId: "same-form" })));
    expect(results.filter((r) => r.status === "fulfilled" && r.value.status === "granted")).toHaveLength(1);
    expect((await p.user.findUniqueOrThrow({ where: { id: person.id } })).editCredits).toBe(3);
    expect(await p.auditLog.count({ where: { action: "user.credits.grant", targetId: person.id } })).toBe(1);
  });
});
