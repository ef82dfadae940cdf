// A member's team shoot has finished (GENERATING → ACTIVE): written in the transaction that makes it
// ACTIVE (lib/shoots/generate.ts's onActive hook, wired by the job handler), so each email exists
// exactly when the shoot became ready, never for a rolled-back or replayed transition:
// - the member gets "team-results-ready", linking to /team-member (not the individual "shoot-ready",
//   whose link opens /app/results), unless the lead uploads for them (a managed member);
// - every lead and owner of the organisation who wants it (Membership.notifyFinished) gets one
//   "team-member-finished" about this shoot, linking to its gallery in the team lead area, unless the
//   organisation switched it off (settings notifications.resultsReady, /app/admin/notifications).
// The membership is marked FINISHED.
// With manual review on (features.manualReview) none of this happens yet: the shoot is held
// (Shoot.reviewHeldAt) and ./review.ts's approveShootReview does it once a platform admin approves.
import "server-only";
import type { Prisma } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail } from "@/lib/email/queued";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { isLocale } from "@/lib/i18n/config";
import { leadRecipients } from "../leads";
import { parseSettings } from "../settings";
import { wantsEmail } from "../notifications";

/**
 * Queues the finished shoot's emails in `tx`; returns the outbox ids to relay after the commit, or
 * null when `shootId` is not a team shoot (the individual's "shoot-ready" email is sent instead).
 */
export async function queueTeamShootFinished(tx: Prisma.TransactionClient, shootId: string, options: { appUrl: string }): Promise<string[] | null> {
  const shoot = await tx.shoot.findUnique({
    where: { id: shootId },
    select: {
      id: true,
      organizationId: true,
      userId: true,
      user: { select: { name: true, email: true, emailVerified: true, locale: true, deletedAt: true } },
      organization: { select: { name: true, deletedAt: true, settings: true } },
      membership: { select: { id: true, organizationId: true, managed: true, status: true } },
    },
  });
  if (!shoot?.organizationId || !shoot.membership || shoot.membership.organizationId !== shoot.organizationId) return null;
  if (!shoot.organization || shoot.organization.deletedAt) return [];
  // Manual review (features.manualReview): held for a platform admin; nothing is said and the membership
  // stays as it is until approveShootReview (./review.ts) releases it through queueTeamShootReady below.
  // Every ACTIVE transition is reviewed anew (a retried shoot's new results too).
  if (parseSettings(shoot.organization.settings).features.manualReview) {
    await tx.shoot.update({ where: { id: shootId }, data: { reviewHeldAt: new Date(), reviewApprovedAt: null, reviewApprovedById: null } });
    return [];
  }
  return queueTeamShootReady(tx, shootId, options);
}

/**
 * The "results ready" emails of a team shoot and its membership marked FINISHED, in `tx`: when it became
 * ACTIVE (above), or when a platform admin released it from review. Returns the outbox ids to relay.
 */
export async function queueTeamShootReady(tx: Prisma.TransactionClient, shootId: string, options: { appUrl: string }): Promise<string[]> {
  const shoot = await tx.shoot.findUnique({
    where: { id: shootId },
    select: {
      id: true,
      organizationId: true,
      userId: true,
      user: { select: { name: true, email: true, emailVerified: true, locale: true, deletedAt: true } },
      organization: { select: { name: true, deletedAt: true, settings: true } },
      membership: { select: { id: true, organizationId: true, managed: true, status: true } },
    },
  });
  if (!shoot?.organizationId || !shoot.membership || !shoot.organization || shoot.organization.deletedAt) return [];
  const organizationId = shoot.organizationId;
  const organization = shoot.organization.name;
  const count = String(await tx.result.count({ where: { shootId, version: 1, parentResultId: null, deletedAt: null } }));
  const ids: string[] = [];

  if (shoot.membership.status === "JOINED") await tx.membership.update({ where: { id: shoot.membership.id }, data: { status: "FINISHED" } });

  const member = shoot.user;
  // A managed member is mailed once they claimed their shoot (the claim link verified their address),
  // never at a placeholder, nor at an address the lead typed for them.
  if (!member.deletedAt && !isUndeliverable(member.email) && (!shoot.membership.managed || member.emailVerified)) {
    const locale = isLocale(member.locale) ? member.locale : "en";
    ids.push(
      await queueEmail(tx, {
        to: member.email,
        userId: shoot.userId,
        template: "team-results-ready",
        locale,
        data: { name: member.name ?? "", url: appLink(options.appUrl, "/team-member", locale), organization, count },
      }),
    );
  }

  const leads = wantsEmail(shoot.organization.settings, "resultsReady") ? await leadRecipients(tx, organizationId, { wantsFinished: true, except: shoot.userId }) : [];
  for (const lead of leads) {
    ids.push(
      await queueEmail(tx, {
        to: lead.email,
        userId: lead.userId,
        template: "team-member-finished",
        locale: lead.locale,
        data: {
          name: lead.name,
          url: appLink(options.appUrl, `/app/admin/results/${encodeURIComponent(shoot.id)}`, lead.locale),
          member: member.name?.trim() || member.email,
          organization,
          count,
        },
      }),
    );
  }
  return ids;
}
