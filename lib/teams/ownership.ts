// Handing an organisation to another of its people (a platform admin, from the back office). The owner
// is said twice, and both stay in step: Organization.ownerId (lib/teams/access.ts, the invoices, the
// leads' emails) and the OWNER role of a membership (the setup wizard makes one JOINED OWNER membership).
// The new owner must be a joined member of this organisation (JOINED, or FINISHED with their shoot);
// the old owner stays as a lead. The organisation row and its memberships are locked, so two transfers
// at once run one after the other and there is exactly one OWNER afterwards.
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { PrismaClient } from "@/lib/db";

export type TransferRefusal = "NOT_FOUND" | "DELETED" | "NOT_A_MEMBER" | "MEMBER_REMOVED" | "NOT_JOINED" | "ALREADY_OWNER";
export type TransferOutcome = { ok: true; from: string; to: string } | { ok: false; refusal: TransferRefusal };

export async function transferOwnership(db: Pick<PrismaClient, "$transaction">, input: { organizationId: string; membershipId: string; actorId: string | null }): Promise<TransferOutcome> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Organization" WHERE "id" = ${input.organizationId} FOR UPDATE`;
    if (!locked.length) return { ok: false, refusal: "NOT_FOUND" } as const;
    await tx.$queryRaw`SELECT "id" FROM "Membership" WHERE "organizationId" = ${input.organizationId} ORDER BY "id" FOR UPDATE`;
    const org = await tx.organization.findUniqueOrThrow({ where: { id: input.organizationId }, select: { ownerId: true, deletedAt: true } });
    if (org.deletedAt) return { ok: false, refusal: "DELETED" } as const;
    const target = await tx.membership.findUnique({ where: { id: input.membershipId }, select: { id: true, userId: true, organizationId: true, status: true, removedAt: true, role: true, user: { select: { deletedAt: true } } } });
    if (!target || target.organizationId !== input.organizationId) return { ok: false, refusal: "NOT_A_MEMBER" } as const;
    if (target.userId === org.ownerId || target.role === "OWNER") return { ok: false, refusal: "ALREADY_OWNER" } as const;
    if (target.status === "DELETED" || target.removedAt || target.user.deletedAt) return { ok: false, refusal: "MEMBER_REMOVED" } as const;
    if (target.status !== "JOINED" && target.status !== "FINISHED") return { ok: false, refusal: "NOT_JOINED" } as const;

    const owners = await tx.membership.findMany({ where: { organizationId: input.organizationId, OR: [{ role: "OWNER" }, { userId: org.ownerId }] }, select: { id: true, role: true } });
    const before = { ownerId: org.ownerId, roles: Object.fromEntries([...owners.map((m) => [m.id, m.role]), [target.id, target.role]]) };
    // The old owner (and any stray OWNER row) becomes a lead; the new one the only OWNER.
    await tx.membership.updateMany({ where: { id: { in: owners.map((m) => m.id) } }, data: { role: "LEAD" } });
    await tx.membership.update({ where: { id: target.id }, data: { role: "OWNER" } });
    await tx.organization.update({ where: { id: input.organizationId }, data: { ownerId: target.userId } });
    const after = { ownerId: target.userId, roles: Object.fromEntries([...owners.map((m) => [m.id, "LEAD"]), [target.id, "OWNER"]]) };
    await recordAudit(tx, { actorId: input.actorId, action: "organization.owner.transfer", target: ["Organization", input.organizationId], before, after, data: { membershipId: target.id } });
    return { ok: true, from: org.ownerId, to: target.userId } as const;
  });
}
