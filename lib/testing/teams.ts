// An organisation ready for the team lead's work, for the members and invites tests: an owner (with
// their OWNER membership, as the wizard leaves it), a lead, a member, `credits` bought through the
// ledger, and the Starter package every member shoot uses.
import type { PrismaClient } from "@/lib/db";
import { addPurchasedCredits } from "@/lib/teams/credits";
import { TEAM_SHOOT_PACKAGE } from "@/lib/teams/organization";
import { createOrganization, createPackage, createUser } from "./fixtures";

export type TestTeam = Awaited<ReturnType<typeof createTeam>>;

/** Makes sure the Starter package exists (member shoots are made on it). */
export async function ensureTeamPackage(db: PrismaClient): Promise<string> {
  const found = await db.package.findUnique({ where: { slug: TEAM_SHOOT_PACKAGE }, select: { id: true } });
  return found?.id ?? (await createPackage(db, { slug: TEAM_SHOOT_PACKAGE, name: "Starter" })).id;
}

export async function createTeam(db: PrismaClient, options: { credits?: number; name?: string } = {}) {
  await ensureTeamPackage(db);
  const [owner, lead, member] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
  const org = await createOrganization(db, {
    ownerId: owner.id,
    ...(options.name ? { name: options.name } : {}),
    setupCompletedAt: new Date(),
    members: [
      { userId: owner.id, role: "OWNER", status: "JOINED" },
      { userId: lead.id, role: "LEAD", status: "JOINED" },
      { userId: member.id, role: "MEMBER", status: "JOINED" },
    ],
  });
  if (options.credits) {
    await db.$transaction((tx) => addPurchasedCredits(tx, { organizationId: org.id, orderId: `order-${org.id}`, quantity: options.credits! }));
  }
  const memberships = await db.membership.findMany({ where: { organizationId: org.id }, select: { id: true, userId: true } });
  const membershipOf = (userId: string) => memberships.find((m) => m.userId === userId)!.id;
  return { org, owner, lead, member, ownerMembershipId: membershipOf(owner.id), leadMembershipId: membershipOf(lead.id), memberMembershipId: membershipOf(member.id) };
}

/** The organisation's credits, reserved credits, and whether its ledger sums to its balance. */
export async function ledgerState(db: PrismaClient, organizationId: string) {
  const [org, sum] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { credits: true, creditsReserved: true } }),
    db.creditLedgerEntry.aggregate({ where: { organizationId, kind: "TEAM" }, _sum: { delta: true } }),
  ]);
  return { credits: org.credits, reserved: org.creditsReserved, ledgerSum: sum._sum.delta ?? 0 };
}
