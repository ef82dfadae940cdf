// A platform admin's credit adjustment of an organisation: lib/teams/credits.ts's adjustCredits (one
// guarded UPDATE and one ADJUSTMENT ledger row, never below what is held) and the audit row, in one
// transaction. `token` is the form's one-time token: the same submission is booked once, also when two
// arrive at once (the ledger key's unique index makes the later one fail, read here as "already booked").
// The action and the demo seed both call this.
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { PrismaClient } from "@/lib/db";
import { adjustCredits, type CreditBalance } from "@/lib/teams/credits";
import { TeamError } from "@/lib/teams/errors";

export type AdjustOutcome = { status: "booked"; balance: CreditBalance } | { status: "already-booked" } | { status: "below-held" } | { status: "not-found" };

export async function adjustOrganizationCredits(
  db: PrismaClient,
  input: { organizationId: string; delta: number; reason: string; actorId: string; token: string },
): Promise<AdjustOutcome> {
  const exists = await db.organization.findFirst({ where: { id: input.organizationId, deletedAt: null }, select: { id: true } });
  if (!exists) return { status: "not-found" };
  try {
    return await db.$transaction(async (tx) => {
      // Locked, so a deletion that commits meanwhile is seen: a deleted organisation gets no credits.
      const [before] = await tx.$queryRaw<{ credits: number; creditsReserved: number; deletedAt: Date | null }[]>`SELECT "credits", "creditsReserved", "deletedAt" FROM "Organization" WHERE "id" = ${input.organizationId} FOR UPDATE`;
      if (!before || before.deletedAt) return { status: "not-found" } as const;
      const { booked, balance } = await adjustCredits(tx, { organizationId: input.organizationId, delta: input.delta, reason: input.reason, createdById: input.actorId, idempotencyKey: input.token });
      if (!booked) return { status: "already-booked" } as const;
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "organization.credits.adjust",
        target: ["Organization", input.organizationId],
        before: { credits: before.credits, creditsReserved: before.creditsReserved },
        after: { credits: balance.credits, creditsReserved: balance.reserved },
        data: { delta: input.delta, reason: input.reason },
      });
      return { status: "booked", balance } as const;
    });
  } catch (e) {
    if (e instanceof TeamError && e.code === "NO_CREDITS") return { status: "below-held" };
    if ((e as { code?: unknown })?.code === "P2002") return { status: "already-booked" };
    throw e;
  }
}
