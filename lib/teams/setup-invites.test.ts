// The wizard's kept colleagues are invited once its payment is through: each once, by the owner, with a
// credit held for each; a second run (the hourly job, a replayed payment) invites nobody again, and the
// hourly job picks up a wizard a stopped process left with emails waiting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createCreditsCheckout } from "@/lib/payments/credits-checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { ensureTeamPackage } from "@/lib/testing/teams";
import { creditBalance } from "./credits";
import { sendPendingSetupInvites, sendSetupInvites } from "./setup-invites";
import { SETUP_STEPS } from "./setup-steps";

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await ensureTeamPackage(p);
});
afterAll(async () => {
  await db?.cleanup();
});

async function wizardWithInvites(emails: string[]) {
  const owner = await createUser(p, { locale: "de" });
  const org = await createOrganization(p, {
    ownerId: owner.id, setupSteps: SETUP_STEPS.filter((s) => s !== "payment"), settings: { setupInvites: emails },
    address: "Hauptstraße 1", city: "Berlin", postalCode: "10115", country: "DE",
    members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }],
  });
  return { owner, org };
}

describe("the wizard's kept invites", () => {
  it("are sent by the payment that finishes the wizard, once, each holding a credit", async () => {
    const { owner, org } = await wizardWithInvites(["ana@northwind.test", "ben@northwind.test"]);
    const checkout = await createCreditsCheckout(p, { userId: owner.id, locale: "de", quantity: 5 }, { provider: testProvider, appUrl: "https://lumen.test" });
    if (!checkout.ok) throw new Error(checkout.error);
    await confirmTestPayment(p, { orderId: checkout.orderId, userId: owner.id }, testProvider);
    const invites = await p.invite.findMany({ where: { organizationId: org.id }, orderBy: { email: "asc" } });
    expect(invites.map((i) => [i.email, i.kind, i.reservedCredit, i.createdById])).toEqual([
      ["ana@northwind.test", "EMAIL", true, owner.id],
      ["ben@northwind.test", "EMAIL", true, owner.id],
    ]);
    expect(await creditBalance(p, org.id)).toEqual({ credits: 5, reserved: 2, free: 3 });
    const settings = (await p.organization.findUniqueOrThrow({ where: { id: org.id } })).settings as Record<string, unknown>;
    expect(settings.setupInvites).toBeUndefined();
    expect(settings.setupInvitesReport).toMatchObject({ invited: ["ana@northwind.test", "ben@northwind.test"] });
    // The payment reported again and the hourly job: nobody is invited twice.
    await confirmTestPayment(p, { orderId: checkout.orderId, userId: owner.id }, testProvider);
    expect(await sendSetupInvites(p, org.id)).toBeNull();
    expect(await p.invite.count({ where: { organizationId: org.id } })).toBe(2);
  });

  it("are never sent before the wizard is paid, and the hourly job sends those a stopped process left", async () => {
    const { org } = await wizardWithInvites(["cleo@northwind.test"]);
    expect(await sendSetupInvites(p, org.id)).toBeNull();
    // Paid (credits booked, wizard finished) but the process stopped before inviting.
    await p.organization.update({ where: { id: org.id }, data: { setupCompletedAt: new Date(), credits: 2 } });
    await p.creditLedgerEntry.create({ data: { organizationId: org.id, kind: "TEAM", action: "PURCHASE", delta: 2, balanceAfter: 2, reservedAfter: 0, reason: "test" } });
    expect(await sendPendingSetupInvites(p)).toBeGreaterThanOrEqual(1);
    expect(await p.invite.findMany({ where: { organizationId: org.id }, select: { email: true } })).toEqual([{ email: "cleo@northwind.test" }]);
    expect(await sendPendingSetupInvites(p)).toBe(0);
  });
});
