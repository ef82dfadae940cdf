// Which emails an organisation's leads get, and the automatic reminders (settings group
// `notifications`, lib/teams/settings.ts; set on /app/admin/notifications):
//   lowCredits        "team-low-credits" (lib/teams/low-credits.ts)
//   resultsReady      "team-member-finished" to the leads (lib/teams/results/finished.ts); each lead's
//                     own Membership.notifyFinished still applies; the member's own email always goes
//   favoriteSelected  "team-favorite-selected" (below), when a member picks their favourite headshot
//   remindAfterDays / remindMaxTimes
//                     the automatic reminders (lib/teams/reminders.ts)
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail } from "@/lib/email/queued";
import { leadRecipients } from "./leads";
import { organizationSettings, parseSettings, updateSettings, type OrganizationSettings } from "./settings";

type Tx = Prisma.TransactionClient;

export type NotificationSettings = OrganizationSettings["notifications"];

/** The organisation's switches (defaults when it has none). */
export async function notificationSettingsOf(db: PrismaClient | Tx, organizationId: string): Promise<NotificationSettings> {
  return (await organizationSettings(db, organizationId)).notifications;
}

/** Whether one of the leads' emails is on, from a settings value already read. */
export function wantsEmail(settings: unknown, which: "lowCredits" | "resultsReady" | "favoriteSelected"): boolean {
  return parseSettings(settings).notifications[which];
}

/** Saves the whole group (the form sends every field). */
export async function saveNotificationSettings(db: PrismaClient, organizationId: string, input: NotificationSettings): Promise<NotificationSettings> {
  return db.$transaction((tx) => updateSettings(tx, organizationId, "notifications", input));
}

/**
 * A member made `resultId` the favourite of their team shoot: each lead and the owner (not the person
 * who picked it) get "team-favorite-selected", when the organisation has it on. Called in the
 * transaction that set the favourite (lib/results/marks.ts), so the email exists exactly when the
 * choice does. Returns the queued emails' ids (relay them after the commit); [] for other shoots.
 */
export async function queueFavoriteSelected(tx: Tx, input: { shootId: string; resultId: string; actorId: string; appUrl: string }): Promise<string[]> {
  const shoot = await tx.shoot.findUnique({
    where: { id: input.shootId },
    select: {
      id: true, organizationId: true, userId: true,
      user: { select: { name: true, email: true } },
      organization: { select: { name: true, deletedAt: true, settings: true } },
      membership: { select: { organizationId: true, removedAt: true } },
    },
  });
  if (!shoot?.organizationId || !shoot.organization || shoot.organization.deletedAt) return [];
  if (!shoot.membership || shoot.membership.organizationId !== shoot.organizationId || shoot.membership.removedAt) return [];
  if (!wantsEmail(shoot.organization.settings, "favoriteSelected")) return [];
  const member = shoot.user.name?.trim() || shoot.user.email;
  const ids: string[] = [];
  for (const lead of await leadRecipients(tx, shoot.organizationId, { except: input.actorId })) {
    if (lead.userId === shoot.userId) continue;
    ids.push(
      await queueEmail(tx, {
        to: lead.email,
        userId: lead.userId,
        template: "team-favorite-selected",
        locale: lead.locale,
        data: { name: lead.name, member, organization: shoot.organization.name, url: appLink(input.appUrl, `/app/admin/results/${encodeURIComponent(shoot.id)}`, lead.locale) },
      }),
    );
  }
  return ids;
}
