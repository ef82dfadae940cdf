// Managed members ("add on their behalf", lib/teams/invites.ts names the ways in): a member without an
// account of their own whose photos the lead uploads (/app/upload/managed-upload). They hold a credit on
// the membership (refType "membership") until their shoot is submitted.
import "server-only";
import { randomBytes } from "node:crypto";
import { referralCodeFor } from "@/lib/auth/accounts";
import type { PrismaClient } from "@/lib/db";
import { isUndeliverable, MANAGED_EMAIL_DOMAIN } from "@/lib/email/undeliverable";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { can } from "./access";
import { reserveCredit } from "./credits";
import { checkSubTeam, emailSchema, relayOn, type Deps } from "./invites";
import { noteFreeCredits } from "./low-credits";
import { MemberError } from "./member-errors";
import { openMemberShoot } from "./member-shoot";
import { teamOf } from "./organization";

export type ManagedMemberInput = {
  organizationId: string;
  createdById: string;
  name: string;
  email?: string | null;
  title?: string | null;
  teamId?: string | null;
  locale?: Locale;
};

/**
 * Adds a member on their behalf: an account without a password (and, with no address given, one that
 * cannot receive mail), a JOINED managed membership holding one credit, and their shoot in ONBOARDING
 * that the lead (managedById) uploads to. An address that has an account already is refused
 * (EMAIL_IN_USE: invite them instead). Nothing is written without a free credit (NO_CREDITS).
 */
export async function addManagedMember(db: PrismaClient, input: ManagedMemberInput, deps: Deps = {}): Promise<{ userId: string; membershipId: string; shootId: string }> {
  const now = deps.now ?? new Date();
  const name = input.name.trim();
  if (!name) throw new Error("a managed member needs a name");
  const email = input.email?.trim().toLowerCase() || null;
  if (email && (!emailSchema.safeParse(email).success || isUndeliverable(email))) throw new Error("not an email address");
  await checkSubTeam(db, input.organizationId, input.teamId);
  const made = await db.$transaction(async (tx) => {
    if (email && (await tx.user.findUnique({ where: { email }, select: { id: true } }))) throw new MemberError("EMAIL_IN_USE");
    const title = input.title?.trim() || null;
    const made = await tx.user.create({
      data: {
        email: email ?? `managed+${randomBytes(12).toString("hex")}@${MANAGED_EMAIL_DOMAIN}`, name, jobTitle: title,
        referralCode: referralCodeFor(name), locale: input.locale ?? "en",
      },
      select: { id: true },
    });
    const user = email ? made : await tx.user.update({ where: { id: made.id }, data: { email: `managed+${made.id}@${MANAGED_EMAIL_DOMAIN}` }, select: { id: true } });
    const membership = await tx.membership.create({
      data: {
        userId: user.id, organizationId: input.organizationId, role: "MEMBER", managed: true, status: "JOINED", joinedAt: now,
        teamId: input.teamId ?? null, title, reservedCredit: true,
      },
      select: { id: true },
    });
    const balance = await reserveCredit(tx, { organizationId: input.organizationId, refType: "membership", refId: membership.id, createdById: input.createdById });
    const lowCreditIds = await noteFreeCredits(tx, { organizationId: input.organizationId, before: balance.free + 1, after: balance, appUrl: env.APP_URL });
    const shoot = await openMemberShoot(tx, {
      organizationId: input.organizationId, membershipId: membership.id, userId: user.id, managedById: input.createdById,
      locale: input.locale, reason: "managed member added by a team lead",
    });
    return { userId: user.id, membershipId: membership.id, shootId: shoot.id, lowCreditIds };
  });
  for (const id of made.lowCreditIds) relayOn(db, deps)(id);
  return { userId: made.userId, membershipId: made.membershipId, shootId: made.shootId };
}

export type ManagedUpload = { shootId: string; membershipId: string; name: string; title: string | null; hasPhotos: boolean };

/**
 * The managed members whose shoot waits for photos that `leadId` uploads (/app/upload/managed-upload):
 * the shoots they manage (managedById, which is also what lets them into the upload flow) in the
 * organisation they lead. Null for someone who leads no organisation (no team, or a member): the page
 * is not theirs (404).
 */
export async function listManagedUploads(db: PrismaClient, leadId: string): Promise<ManagedUpload[] | null> {
  const team = await teamOf(db, leadId);
  if (!team || !can(team.role, "members.invite")) return null;
  const shoots = await db.shoot.findMany({
    where: {
      managedById: leadId, organizationId: team.organizationId, state: "ONBOARDING", deletedAt: null, organization: { deletedAt: null },
      membership: { managed: true, status: { not: "DELETED" } },
    },
    orderBy: { createdAt: "asc" },
    take: 500,
    select: { id: true, membershipId: true, user: { select: { name: true } }, membership: { select: { title: true } }, _count: { select: { photos: { where: { deletedAt: null } } } } },
  });
  return shoots.map((s) => ({ shootId: s.id, membershipId: s.membershipId!, name: s.user.name ?? "", title: s.membership?.title ?? null, hasPhotos: s._count.photos > 0 }));
}
