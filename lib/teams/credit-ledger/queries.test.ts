// The credits page's loader on a real database: balance, reserved, free, used and bought, the ledger
// newest first a page at a time, only the person's own organisation, never for a member, and back to
// the wizard while the team is not set up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { addPurchasedCredits, deductCreditForShoot, releaseCredit, reserveCredit } from "../credits";
import { loadCreditsPage } from "./queries";
import { creditLedgerQuery } from "./schemas";

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
});
afterAll(async () => {
  await db?.cleanup();
});

async function team(options: { finished?: boolean } = {}) {
  const [owner, lead, member] = [await createUser(p), await createUser(p), await createUser(p)];
  const org = await createOrganization(p, {
    ownerId: owner.id, setupCompletedAt: options.finished === false ? null : new Date(),
    members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }, { userId: lead.id, role: "LEAD", status: "JOINED" }, { userId: member.id, role: "MEMBER", status: "JOINED" }],
  });
  return { org, owner, lead, member };
}

const refusal = (p: Promise<unknown>) => p.then(() => "loaded", (e: { code?: string }) => e.code ?? String(e));

describe("the credits page", () => {
  it("shows the balance, what is reserved for invites, free, used and bought, and the ledger newest first, a page at a time", async () => {
    const { org, lead } = await team();
    await p.$transaction(async (tx) => {
      await addPurchasedCredits(tx, { organizationId: org.id, orderId: "order-a", quantity: 10 });
      await addPurchasedCredits(tx, { organizationId: org.id, orderId: "order-b", quantity: 5 });
      for (let i = 0; i < 8; i++) await reserveCredit(tx, { organizationId: org.id, refType: "invite", refId: `invite-${i}` });
      await releaseCredit(tx, { organizationId: org.id, refType: "invite", refId: "invite-0", reason: "revoked" });
      await deductCreditForShoot(tx, { organizationId: org.id, shootId: "shoot-1", reserved: true });
      await deductCreditForShoot(tx, { organizationId: org.id, shootId: "shoot-2", reserved: false });
    });
    const first = await loadCreditsPage(p, lead.id, creditLedgerQuery.parse({ perPage: "10" }));
    if (first.kind !== "open") throw new Error("expected the page");
    expect(first.overview).toEqual({ credits: 13, reserved: 6, free: 7, used: 2, bought: 15 });
    expect(first.page).toMatchObject({ total: 13, page: 1, perPage: 10, pageCount: 2 });
    expect(first.page.items).toHaveLength(10);
    const second = await loadCreditsPage(p, lead.id, creditLedgerQuery.parse({ perPage: "10", page: "2" }));
    if (second.kind !== "open") throw new Error("expected the page");
    const all = [...first.page.items, ...second.page.items];
    expect(second.page.items).toHaveLength(3);
    expect(new Set(all.map((r) => r.id)).size).toBe(13);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.createdAt.getTime()).toBeGreaterThanOrEqual(all[i]!.createdAt.getTime());
    expect(all.filter((r) => r.action === "PURCHASE").map((r) => r.delta).sort()).toEqual([10, 5].sort());
    // The ledger's deltas sum to the balance.
    expect(all.reduce((n, r) => n + r.delta, 0)).toBe(13);
  });

  it("shows only the person's own organisation", async () => {
    const a = await team();
    const b = await team();
    await p.$transaction((tx) => addPurchasedCredits(tx, { organizationId: b.org.id, orderId: "order-b-only", quantity: 7 }));
    const page = await loadCreditsPage(p, a.owner.id, creditLedgerQuery.parse({}));
    expect(page).toMatchObject({ kind: "open", organizationId: a.org.id, overview: { credits: 0, bought: 0 }, page: { total: 0, items: [] } });
  });

  it("is refused to a member and to someone without a team, and sends an unfinished team back to its wizard", async () => {
    const { member } = await team();
    expect(await refusal(loadCreditsPage(p, member.id, creditLedgerQuery.parse({})))).toBe("FORBIDDEN");
    expect(await refusal(loadCreditsPage(p, (await createUser(p)).id, creditLedgerQuery.parse({})))).toBe("NOT_FOUND");
    const early = await team({ finished: false });
    expect(await loadCreditsPage(p, early.owner.id, creditLedgerQuery.parse({}))).toEqual({ kind: "setup" });
  });
});
