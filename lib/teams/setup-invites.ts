// The colleagues the wizard's invite step kept (Organization.settings.setupInvites), invited once the
// wizard's payment is through: right after the payment's commit (lib/payments/fulfil.ts), and by the
// hourly invite job for any organisation a stopped process left with emails still waiting. Safe to run
// twice, even at once: inviteByEmail reports an address already invited as a duplicate (one pending
// invite per address is a unique index), and the list is emptied only after the run.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { isLocale } from "@/lib/i18n/config";
import { inviteByEmail, type InviteReport } from "./invites";
import { setupInvites } from "./setup";

/** Invites the kept emails of a finished wizard as its owner, in the owner's language; null when there are none. */
export async function sendSetupInvites(db: PrismaClient, organizationId: string): Promise<InviteReport | null> {
  const org = await db.organization.findFirst({
    where: { id: organizationId, deletedAt: null, setupCompletedAt: { not: null } },
    select: { ownerId: true, settings: true, owner: { select: { locale: true } } },
  });
  const emails = org ? setupInvites(org.settings) : [];
  if (!org || !emails.length) return null;
  const report = await inviteByEmail(db, {
    organizationId, invitedById: org.ownerId, emails, teamId: null, locale: isLocale(org.owner.locale) ? org.owner.locale : "en",
  });
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
    const fresh = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { settings: true } });
    const { setupInvites: _sent, ...rest } = (fresh.settings ?? {}) as Prisma.JsonObject;
    await tx.organization.update({ where: { id: organizationId }, data: { settings: { ...rest, setupInvitesReport: report } } });
  });
  return report;
}

/** sendSetupInvites after a payment: a failure is logged, never undoes the payment (the hourly job tries again). */
export async function sendSetupInvitesAfterPayment(db: PrismaClient, organizationId: string): Promise<void> {
  try {
    await sendSetupInvites(db, organizationId);
  } catch (err) {
    console.error(`[teams] inviting the wizard's colleagues of ${organizationId} failed; the hourly invite job tries again`, err);
  }
}

/** Every finished wizard still holding emails (a process stopped between the payment and the invites). */
export async function sendPendingSetupInvites(db: PrismaClient): Promise<number> {
  const waiting = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Organization"
     WHERE "setupCompletedAt" IS NOT NULL AND "deletedAt" IS NULL
       AND jsonb_typeof("settings"->'setupInvites') = 'array' AND jsonb_array_length("settings"->'setupInvites') > 0
     LIMIT 100`;
  for (const { id } of waiting) await sendSetupInvitesAfterPayment(db, id);
  return waiting.length;
}
