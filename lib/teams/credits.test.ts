// The team credit ledger: every change is one guarded update plus one ledger row, so the balance never
// goes negative, a reservation never outgrows the balance, nothing is booked twice, and the ledger's
// deltas always add up to the balance — also when many requests arrive at the same moment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { addPurchasedCredits, adjustCredits, creditBalance, creditLedger, deductCreditForShoot, refundCredits, releaseCredit, reserveCredit } from "./credits";
import { TeamError } from "./errors";

async function ledgerSum(p: PrismaClient, organizationId: string) {
  const rows = await p.creditLedgerEntry.findMany({ where: { organizationId, kind: "TEAM" }, orderBy: { createdAt: "asc" } });
  return { credits: rows.reduce((s, r) => s + r.delta, 0), rows };
}

for (const kind of ["pglite", "postgres"] as const) {
  describe(`team credits (${kind})`, () => {
    let db: TestDb;
    let p: PrismaClient;
    beforeAll(async () => {
      db = await openTestDb(kind);
      p = db.prisma;
    });
    afterAll(async () => {
      await db?.cleanup();
    });

    async function orgWith(credits: number) {
      const org = await createOrganization(p);
      if (credits) await p.$transaction((tx) => addPurchasedCredits(tx, { organizationId: org.id, orderId: `order-${org.id}`, quantity: credits }));
      return org;
    }

    it("books a purchase once per order, however often the payment is reported", async () => {
      const org = await orgWith(0);
      for (let i = 0; i < 3; i++) await p.$transaction((tx) => addPurchasedCredits(tx, { organizationId: org.id, orderId: "o-1", quantity: 5 }));
      expect(await creditBalance(p, org.id)).toEqual({ credits: 5, reserved: 0, free: 5 });
      const { rows } = await ledgerSum(p, org.id);
      expect(rows.map((r) => [r.action, r.delta, r.balanceAfter])).toEqual([["PURCHASE", 5, 5]]);
    });

    it("reserves only free credits, releases them, and deducts from the reservation", async () => {
      const org = await orgWith(2);
      await p.$transaction((tx) => reserveCredit(tx, { organizationId: org.id, refType: "invite", refId: "i1" }));
      await p.$transaction((tx) => reserveCredit(tx, { organizationId: org.id, refType: "invite", refId: "i2" }));
      await expect(p.$transaction((tx) => reserveCredit(tx, { organizationId: org.id, refType: "invite", refId: "i3" }))).rejects.toMatchObject({ code: "NO_CREDITS" });
      expect(await creditBalance(p, org.id)).toEqual({ credits: 2, reserved: 2, free: 0 });
      // A submission without a reservation finds nothing free; with one, it takes the held credit.
      await expect(p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: org.id, shootId: "s-free", reserved: false }))).rejects.toBeInstanceOf(TeamError);
      const taken = await p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: org.id, shootId: "s1", reserved: true }));
      expect(taken).toEqual({ charged: true, balance: { credits: 1, reserved: 1, free: 0 } });
      await p.$transaction((tx) => releaseCredit(tx, { organizationId: org.id, refType: "invite", refId: "i2", reason: "revoked" }));
      expect(await creditBalance(p, org.id)).toEqual({ credits: 1, reserved: 0, free: 1 });
      // Nothing left to release: refused, nothing written.
      await expect(p.$transaction((tx) => releaseCredit(tx, { organizationId: org.id, refType: "invite", refId: "i2", reason: "again" }))).rejects.toThrow();
      const { credits, rows } = await ledgerSum(p, org.id);
      expect(credits).toBe(1);
      expect(rows.map((r) => r.action)).toEqual(["PURCHASE", "RESERVATION", "RESERVATION", "DEDUCTION", "RELEASE"]);
      expect(rows.at(-1)).toMatchObject({ balanceAfter: 1, reservedAfter: 0 });
    });

    it("charges a shoot once: a retried shoot submitted again is not charged a second time", async () => {
      const org = await orgWith(3);
      const first = await p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: org.id, shootId: "retried", reserved: false }));
      const again = await p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: org.id, shootId: "retried", reserved: false }));
      expect(first.charged).toBe(true);
      expect(again).toEqual({ charged: false, balance: { credits: 2, reserved: 0, free: 2 } });
    });

    it("never lets the balance go negative, even straight through the database", async () => {
      const org = await orgWith(1);
      const admin = (await createUser(p, { role: "ADMIN" })).id;
      await expect(p.organization.update({ where: { id: org.id }, data: { credits: -1 } })).rejects.toThrow();
      await expect(p.organization.update({ where: { id: org.id }, data: { creditsReserved: 2 } })).rejects.toThrow();
      await expect(p.$transaction((tx) => refundCredits(tx, { organizationId: org.id, quantity: 2, refType: "refund", refId: "r1", reason: "refund" }))).rejects.toMatchObject({ code: "NO_CREDITS" });
      await expect(p.$transaction((tx) => adjustCredits(tx, { organizationId: org.id, delta: -2, reason: "typo", createdById: admin }))).rejects.toMatchObject({ code: "NO_CREDITS" });
      await p.$transaction((tx) => adjustCredits(tx, { organizationId: org.id, delta: 4, reason: "goodwill", createdById: admin }));
      await p.$transaction((tx) => refundCredits(tx, { organizationId: org.id, quantity: 2, refType: "refund", refId: "r2", reason: "refund" }));
      // A refund reported twice is booked once.
      await p.$transaction((tx) => refundCredits(tx, { organizationId: org.id, quantity: 2, refType: "refund", refId: "r2", reason: "refund" }));
      expect(await creditBalance(p, org.id)).toEqual({ credits: 3, reserved: 0, free: 3 });
      expect((await ledgerSum(p, org.id)).credits).toBe(3);
    });

    it("hands out exactly the free credits when 30 reservations and 30 submissions race for 10", async () => {
      const org = await orgWith(10);
      const attempts = [
        ...Array.from({ length: 30 }, (_, i) => p.$transaction((tx) => reserveCredit(tx, { organizationId: org.id, refType: "invite", refId: `race-${i}` }))),
        ...Array.from({ length: 30 }, (_, i) => p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: org.id, shootId: `race-shoot-${i}`, reserved: false }))),
      ];
      const settled = await Promise.allSettled(attempts);
      const won = settled.filter((s) => s.status === "fulfilled").length;
      const refused = settled.filter((s) => s.status === "rejected");
      expect(won).toBe(10);
      expect(refused.every((r) => r.status === "rejected" && r.reason instanceof TeamError && r.reason.code === "NO_CREDITS")).toBe(true);
      const balance = await creditBalance(p, org.id);
      expect(balance.free).toBe(0);
      const { credits, rows } = await ledgerSum(p, org.id);
      expect(credits).toBe(balance.credits);
      expect(rows.filter((r) => r.action === "RESERVATION").length).toBe(balance.reserved);
    });

    it("lists the ledger newest first with what was bought and used", async () => {
      const org = await orgWith(4);
      await p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: org.id, shootId: "l1", reserved: false }));
      await p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: org.id, shootId: "l2", reserved: false }));
      const page = await creditLedger(p, org.id, { skip: 0, take: 2 });
      expect(page).toMatchObject({ total: 3, used: 2, bought: 4 });
      expect(page.rows.map((r) => r.balanceAfter)).toEqual([2, 3]);
    });
  });
}
