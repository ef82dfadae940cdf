// Automatic reminders (settings notifications.remindAfterDays / remindMaxTimes, /app/admin/notifications),
// sent hourly by the "team-reminders" job to the people of a team who have not done their part:
//   - a pending email invite (not accepted, revoked or expired): "team-invite-reminder" with its join
//     link, counted on the invite;
//   - a member who joined but has not submitted their photos (no shoot of theirs past ONBOARDING; not a
//     managed member, whose lead uploads, nor a lead or owner): "team-member-reminder", counted on the
//     membership.
// The first one goes N days after the invite or the join, each next one N days after the previous, at
// most M in all. Each is one transaction: a guarded UPDATE of the row (count below M, last reminder old
// enough, and for an invite no reminder of any kind, a lead's own included, in the last 24 hours) that
// increments the count, and the email queued with it. So a run repeated or racing another sends each
// reminder once: the second UPDATE finds the row changed and matches nothing.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { inviteUrl, REMINDER_INTERVAL_MS } from "./invites";
import { parseSettings } from "./settings";

const DAY_MS = 86_400_000;
const BATCH = 200;

/** Shoot states that mean the member has submitted (or is done): no reminder. */
const SUBMITTED = ["WAITING", "PROCESSING", "GENERATING", "ACTIVE", "FAILED"] as const;

export type ReminderDeps = { appUrl: string; now?: Date; relay?: (emailId: string) => void };

export type ReminderReport = { invites: number; members: number };

/** Sends every reminder that is due now, in every organisation that has them on. */
export async function sendAutomaticReminders(db: PrismaClient, deps: ReminderDeps): Promise<ReminderReport> {
  const report: ReminderReport = { invites: 0, members: 0 };
  let cursor: string | undefined;
  for (;;) {
    const orgs = await db.organization.findMany({
      where: { deletedAt: null, setupCompletedAt: { not: null } },
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: { id: true, name: true, settings: true },
    });
    for (const org of orgs) {
      const { remindAfterDays, remindMaxTimes } = parseSettings(org.settings).notifications;
      if (remindAfterDays === null) continue;
      const rule = { afterDays: remindAfterDays, maxTimes: remindMaxTimes };
      report.invites += await remindInvites(db, org, rule, deps);
      report.members += await remindMembers(db, org, rule, deps);
    }
    if (orgs.length < BATCH) return report;
    cursor = orgs.at(-1)!.id;
  }
}

type Org = { id: string; name: string };
type Rule = { afterDays: number; maxTimes: number };

const relayOf = (db: PrismaClient, deps: ReminderDeps) => deps.relay ?? ((id: string) => relayAfterCommit(id, { db }));

function dueWhere(rule: Rule, now: Date) {
  const cutoff = new Date(now.getTime() - rule.afterDays * DAY_MS);
  return { cutoff, where: { autoReminderCount: { lt: rule.maxTimes }, OR: [{ autoReminderAt: null }, { autoReminderAt: { lte: cutoff } }] } };
}

function inviteWhere(org: Org, rule: Rule, now: Date): Prisma.InviteWhereInput {
  const { cutoff, where } = dueWhere(rule, now);
  return {
    organizationId: org.id, kind: "EMAIL", email: { not: null }, acceptedAt: null, revokedAt: null, expiresAt: { gt: now },
    createdAt: { lte: cutoff },
    AND: [where, { OR: [{ reminderSentAt: null }, { reminderSentAt: { lte: new Date(now.getTime() - REMINDER_INTERVAL_MS) } }] }],
  };
}

async function remindInvites(db: PrismaClient, org: Org, rule: Rule, deps: ReminderDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const due = await db.invite.findMany({
    where: inviteWhere(org, rule, now),
    orderBy: { id: "asc" },
    take: 1000,
    select: { id: true, email: true, autoReminderCount: true, createdBy: { select: { name: true, email: true, locale: true } } },
  });
  let sent = 0;
  for (const invite of due) {
    const email = invite.email!;
    if (isUndeliverable(email)) continue;
    const account = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: { locale: true } });
    const locale: Locale = isLocale(account?.locale) ? account.locale : isLocale(invite.createdBy?.locale) ? invite.createdBy.locale : "en";
    const emailId = await db.$transaction(async (tx) => {
      const { count } = await tx.invite.updateMany({
        where: { AND: [{ id: invite.id, autoReminderCount: invite.autoReminderCount }, inviteWhere(org, rule, now)] },
        data: { autoReminderCount: { increment: 1 }, autoReminderAt: now, reminderSentAt: now },
      });
      if (count !== 1) return null;
      return queueEmail(tx, {
        to: email, template: "team-invite-reminder", locale,
        data: { name: "", organization: org.name, inviter: invite.createdBy?.name || invite.createdBy?.email || org.name, url: inviteUrl(invite.id, locale) },
      });
    });
    if (emailId) {
      relayOf(db, deps)(emailId);
      sent++;
    }
  }
  return sent;
}

function memberWhere(org: Org, rule: Rule, now: Date): Prisma.MembershipWhereInput {
  const { cutoff, where } = dueWhere(rule, now);
  return {
    organizationId: org.id, role: "MEMBER", status: "JOINED", managed: false, removedAt: null,
    OR: [{ joinedAt: { lte: cutoff } }, { joinedAt: null, createdAt: { lte: cutoff } }],
    shoots: { none: { state: { in: [...SUBMITTED] } } },
    user: { deletedAt: null },
    AND: [where],
  };
}

async function remindMembers(db: PrismaClient, org: Org, rule: Rule, deps: ReminderDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const due = await db.membership.findMany({
    where: memberWhere(org, rule, now),
    orderBy: { id: "asc" },
    take: 1000,
    select: { id: true, userId: true, autoReminderCount: true, user: { select: { email: true, name: true, locale: true } } },
  });
  let sent = 0;
  for (const m of due) {
    if (isUndeliverable(m.user.email)) continue;
    const locale: Locale = isLocale(m.user.locale) ? m.user.locale : "en";
    const emailId = await db.$transaction(async (tx) => {
      const { count } = await tx.membership.updateMany({
        // The row's own columns only (the shoot was checked above): the count read then is the guard.
        where: { id: m.id, status: "JOINED", removedAt: null, AND: [{ autoReminderCount: m.autoReminderCount }, dueWhere(rule, now).where] },
        data: { autoReminderCount: { increment: 1 }, autoReminderAt: now },
      });
      if (count !== 1) return null;
      return queueEmail(tx, {
        to: m.user.email, userId: m.userId, template: "team-member-reminder", locale,
        data: { name: m.user.name ?? "", organization: org.name, url: appLink(deps.appUrl, "/team-access", locale) },
      });
    });
    if (emailId) {
      relayOf(db, deps)(emailId);
      sent++;
    }
  }
  return sent;
}
