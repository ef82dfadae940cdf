// The automatic re-invite (the settings' headshots tab, `reinviteMonths`, 1-60): a member whose last team
// shoot finished more than that many months ago gets a new shoot (lib/teams/member-shoot.ts, in
// ONBOARDING, like a joining member's) and an email. No credit is reserved: like a lead's retry, the
// team credit is taken only when the member submits (lib/shoots/submit.ts). Run daily by the
// `team-reinvite` job (lib/jobs). Once per period: the new shoot is the member's latest, so until they
// finish it (and another period passes) nobody is invited again, however often the job runs.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { env } from "@/lib/env";
import { isLocale } from "@/lib/i18n/config";
import { openMemberShoot } from "./member-shoot";
import { parseSettings } from "./settings";

/** `months` calendar months before `now` (the 31st of a shorter month falls on its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export type ReinviteDeps = { relay?: (emailId: string) => void; appUrl?: string };

/** Re-invites every member due at `now`; returns how many were invited. */
export async function reinviteFinishedMembers(db: PrismaClient, now = new Date(), deps: ReinviteDeps = {}): Promise<number> {
  const relay = deps.relay ?? ((id: string) => relayAfterCommit(id, { db }));
  const appUrl = deps.appUrl ?? env.APP_URL;
  const orgs = await db.organization.findMany({ where: { deletedAt: null, setupCompletedAt: { not: null } }, select: { id: true, name: true, settings: true } });
  let invited = 0;
  for (const org of orgs) {
    const months = parseSettings(org.settings).headshots.reinviteMonths;
    if (!months) continue;
    const cutoff = monthsBefore(now, months);
    // Finished members whose newest shoot is a finished one, ready before the cut-off.
    const due = await db.membership.findMany({
      where: { organizationId: org.id, status: "FINISHED", managed: false, user: { deletedAt: null } },
      select: { id: true },
    });
    for (const { id } of due) {
      const outcome = await db.$transaction(async (tx): Promise<{ emailId: string | null } | null> => {
        await tx.$queryRaw`SELECT "id" FROM "Membership" WHERE "id" = ${id} FOR UPDATE`;
        const membership = await tx.membership.findUniqueOrThrow({ where: { id }, select: { id: true, status: true, userId: true, user: { select: { email: true, name: true, locale: true } } } });
        if (membership.status !== "FINISHED") return null;
        const latest = await tx.shoot.findFirst({ where: { membershipId: id, state: { not: "DELETED" }, deletedAt: null }, orderBy: { createdAt: "desc" }, select: { state: true, readyAt: true } });
        if (!latest || latest.state !== "ACTIVE" || !latest.readyAt || latest.readyAt >= cutoff) return null;
        const user = membership.user;
        const shoot = await openMemberShoot(tx, { organizationId: org.id, membershipId: id, userId: membership.userId, locale: user.locale, reason: `automatic re-invite after ${months} months`, again: true });
        if (!shoot.created) return null;
        await tx.membership.update({ where: { id }, data: { status: "JOINED" } });
        await tx.auditLog.create({ data: { actorId: null, action: "organization.member.reinvite", targetType: "Organization", targetId: org.id, data: { membershipId: id, shootId: shoot.id, months } } });
        if (isUndeliverable(user.email)) return { emailId: null };
        const locale = isLocale(user.locale) ? user.locale : "en";
        return { emailId: await queueEmail(tx, { to: user.email, template: "team-reinvite", locale, data: { name: user.name ?? "", organization: org.name, url: appLink(appUrl, "/team-member", locale) } }) };
      });
      if (!outcome) continue;
      invited++;
      if (outcome.emailId) relay(outcome.emailId);
    }
  }
  return invited;
}
