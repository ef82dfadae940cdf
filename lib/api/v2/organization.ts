// GET /organization and /organization/credits: the key's organisation and its balance.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { creditBalance } from "@/lib/teams/credits";
import { ApiError } from "./errors";
import type { Credits, Organization } from "./schemas";

export async function getOrganization(db: PrismaClient, organizationId: string): Promise<Organization> {
  const org = await db.organization.findFirst({
    where: { id: organizationId, deletedAt: null },
    select: {
      id: true, name: true, website: true, brandColors: true, createdAt: true,
      _count: { select: { memberships: { where: { status: { not: "DELETED" } } }, teams: true } },
    },
  });
  if (!org) throw new ApiError("NOT_FOUND");
  return {
    id: org.id, name: org.name, website: org.website, brandColors: org.brandColors,
    members: org._count.memberships, teams: org._count.teams, createdAt: org.createdAt.toISOString(),
  };
}

export async function getCredits(db: PrismaClient, organizationId: string): Promise<Credits> {
  const balance = await creditBalance(db, organizationId);
  return { credits: balance.credits, reserved: balance.reserved, free: balance.free };
}
