// The organisation's settings page (/app/admin/settings, market-behaviour B1 and B2): company details
// and logo, security (MFA for the team leads), headshots (the `headshots` group of lib/teams/settings.ts
// and Organization.deleteDataAfter30Days) and roles (promote by email, demote). Every function starts
// from the lead (requireTeam), and every change writes its AuditLog row in its own transaction.
// "Delete everything after 30 days" is irreversible: once on, no lead can switch it off again; the
// privacy sweep (lib/privacy/sweep.ts) enforces it.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { env } from "@/lib/env";
import { CodedError, type ErrorValues } from "@/lib/http/errors";
import { isLocale, type Locale } from "@/lib/i18n/config";
import type { FileStorage } from "@/lib/storage/types";
import { TeamError } from "./errors";
import { emailSchema, inviteByEmail, isUndeliverable, type Deps } from "./invites";
import { prepareLogo, storeLogo } from "./logo";
import { MemberError } from "./member-errors";
import { setMemberRole } from "./members";
import type { OrganizationPermission } from "./access";
import { requireTeam, type TeamContext } from "./organization";
import { organizationSettings, updateSettings, type OrganizationSettings } from "./settings";
import type { CompanyDetails } from "./setup-schemas";

type Tx = Prisma.TransactionClient;

/** The settings page's own refusals (`TeamSettings.errors.<CODE>`), beside the team area's shared ones. */
export const SETTINGS_ERROR_STATUS = {
  /** "Delete everything after 30 days" is on: no lead can switch it off. */
  DELETE_IRREVERSIBLE: 409,
  /** Switching it on needs the organisation's name typed. */
  DELETE_CONFIRMATION: 400,
  EMAIL_INVALID: 400,
  ALREADY_LEAD: 409,
  ALREADY_INVITED: 409,
  /** One organisation per person: they belong to another one. */
  IN_OTHER_ORGANIZATION: 409,
} as const;

export class SettingsError extends CodedError<keyof typeof SETTINGS_ERROR_STATUS> {
  constructor(code: keyof typeof SETTINGS_ERROR_STATUS, values: ErrorValues = {}) {
    super("TeamSettings", code, SETTINGS_ERROR_STATUS[code], values);
  }
}

async function audit(tx: Tx, input: { actorId: string; action: string; organizationId: string; data: Prisma.InputJsonObject }) {
  await tx.auditLog.create({ data: { actorId: input.actorId, action: input.action, targetType: "Organization", targetId: input.organizationId, data: input.data } });
}

/** The lead's organisation, its wizard finished (the settings page opens only then). */
async function leadOrg(db: PrismaClient, userId: string, permission: OrganizationPermission): Promise<TeamContext> {
  const team = await requireTeam(db, userId, permission);
  if (!team.setupComplete) throw new TeamError("NOT_FOUND");
  return team;
}

const COMPANY_FIELDS = ["name", "website", "teamSize", "address", "city", "postalCode", "country", "billingEmail", "vatId", "phone"] as const;

export type CompanyInput = { details: CompanyDetails; phone: string | null; logo: Buffer | null; removeLogo: boolean };

/**
 * Company details (the wizard's fields and schema, plus the phone) and the logo (checked and re-encoded
 * like the wizard's, lib/teams/logo.ts). Audited with the names of the fields that changed.
 */
export async function updateCompany(db: PrismaClient, storage: FileStorage, userId: string, input: CompanyInput): Promise<void> {
  const team = await leadOrg(db, userId, "organization.update");
  const logo = input.logo && input.logo.length > 0 ? await prepareLogo(input.logo) : null;
  const before = await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } });
  let logoKey = before.logoKey;
  if (logo) logoKey = await storeLogo(storage, team.organizationId, logo.bytes);
  else if (input.removeLogo && before.logoKey) logoKey = null;
  const d = input.details;
  const next = {
    name: d.name, website: d.website, teamSize: d.teamSize, address: d.address, city: d.city, postalCode: d.postalCode,
    country: d.country, billingEmail: d.billingEmail, vatId: d.vatId, phone: input.phone,
  };
  const changed: string[] = COMPANY_FIELDS.filter((k) => (before[k] ?? null) !== (next[k] ?? null));
  if (logo || logoKey !== before.logoKey) changed.push("logo");
  await db.$transaction(async (tx) => {
    await tx.organization.update({ where: { id: team.organizationId }, data: { ...next, logoKey } });
    await audit(tx, { actorId: userId, action: "organization.company.update", organizationId: team.organizationId, data: { changed } });
  });
  if (!logo && input.removeLogo && before.logoKey) await storage.delete(before.logoKey).catch(() => undefined);
}

/** MFA for the organisation's leads and owner, on or off. */
export async function setMfaRequired(db: PrismaClient, userId: string, enabled: boolean): Promise<void> {
  const team = await leadOrg(db, userId, "organization.update");
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Organization" WHERE "id" = ${team.organizationId} FOR UPDATE`;
    const before = await tx.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: { mfaRequired: true } });
    if (before.mfaRequired === enabled) return;
    await tx.organization.update({ where: { id: team.organizationId }, data: { mfaRequired: enabled } });
    await audit(tx, { actorId: userId, action: "organization.mfa.update", organizationId: team.organizationId, data: { before: before.mfaRequired, after: enabled } });
  });
}

export type HeadshotsInput = {
  hideEditor: boolean;
  requireFullBody: boolean;
  /** 1-60, or null for never. */
  reinviteMonths: number | null;
  deleteDataAfter30Days: boolean;
  /** Typed to switch "delete everything after 30 days" on: the organisation's name. */
  confirmation: string;
};

export type HeadshotsView = OrganizationSettings["headshots"] & { deleteDataAfter30Days: boolean };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The headshots tab. Switching "delete everything after 30 days" on needs the organisation's name typed
 * (DELETE_CONFIRMATION otherwise); once on, it stays on (DELETE_IRREVERSIBLE for an attempt to switch it off).
 */
export async function updateHeadshots(db: PrismaClient, userId: string, input: HeadshotsInput): Promise<HeadshotsView> {
  const team = await leadOrg(db, userId, "organization.update");
  return db.$transaction(async (tx) => {
    const beforeSettings = (await organizationSettings(tx, team.organizationId)).headshots;
    // updateSettings locks the organisation's row first: read the switch after it.
    const after = await updateSettings(tx, team.organizationId, "headshots", { hideEditor: input.hideEditor, requireFullBody: input.requireFullBody, reinviteMonths: input.reinviteMonths });
    const org = await tx.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: { name: true, deleteDataAfter30Days: true } });
    if (org.deleteDataAfter30Days && !input.deleteDataAfter30Days) throw new SettingsError("DELETE_IRREVERSIBLE");
    const switchOn = !org.deleteDataAfter30Days && input.deleteDataAfter30Days;
    if (switchOn && !sameName(input.confirmation, org.name)) throw new SettingsError("DELETE_CONFIRMATION", { organization: org.name });
    if (switchOn) await tx.organization.update({ where: { id: team.organizationId }, data: { deleteDataAfter30Days: true } });
    await audit(tx, {
      actorId: userId, action: "organization.headshots.update", organizationId: team.organizationId,
      data: { before: { ...beforeSettings, deleteDataAfter30Days: org.deleteDataAfter30Days }, after: { ...after, deleteDataAfter30Days: org.deleteDataAfter30Days || switchOn } },
    });
    return { ...after, deleteDataAfter30Days: org.deleteDataAfter30Days || switchOn };
  });
}

export type RoleRow =
  | { kind: "owner" | "lead"; membershipId: string | null; userId: string; name: string; email: string; self: boolean }
  | { kind: "invite"; inviteId: string; email: string; expiresAt: Date };

/** The owner, the leads, and the invites that will make someone a lead when accepted ("invite pending"). */
export async function listRoles(db: PrismaClient, userId: string, now = new Date()): Promise<RoleRow[]> {
  const team = await leadOrg(db, userId, "members.read");
  const [org, leads, invites] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: { owner: { select: { id: true, name: true, email: true } } } }),
    db.membership.findMany({
      where: { organizationId: team.organizationId, role: "LEAD", status: { in: ["JOINED", "FINISHED"] } },
      orderBy: { createdAt: "asc" },
      select: { id: true, user: { select: { id: true, name: true, email: true } } },
    }),
    db.invite.findMany({
      where: { organizationId: team.organizationId, kind: "EMAIL", role: "LEAD", acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: "asc" },
      select: { id: true, email: true, expiresAt: true },
    }),
  ]);
  const owner = org.owner;
  return [
    { kind: "owner", membershipId: null, userId: owner.id, name: owner.name ?? "", email: owner.email, self: owner.id === userId },
    ...leads.filter((m) => m.user.id !== owner.id).map((m) => ({ kind: "lead" as const, membershipId: m.id, userId: m.user.id, name: m.user.name ?? "", email: m.user.email, self: m.user.id === userId })),
    ...invites.map((i) => ({ kind: "invite" as const, inviteId: i.id, email: i.email ?? "", expiresAt: i.expiresAt })),
  ];
}

const userLocale = (locale: string | null | undefined, fallback: Locale): Locale => (locale && isLocale(locale) ? locale : fallback);

/**
 * Makes `email` a team lead: a member of the organisation at once (an email tells them), anyone else
 * through an email invite with role LEAD (shown "invite pending" until accepted; it holds a credit like
 * every invite). Never oneself or the owner; a managed member cannot lead.
 */
export async function promoteByEmail(db: PrismaClient, userId: string, input: { email: string; locale: Locale }, deps: Deps = {}): Promise<{ outcome: "promoted" | "invited" }> {
  const team = await leadOrg(db, userId, "members.promote");
  const email = input.email.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) throw new SettingsError("EMAIL_INVALID");
  const [me, org, person] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } }),
    db.organization.findUniqueOrThrow({ where: { id: team.organizationId }, select: { ownerId: true, name: true } }),
    db.user.findUnique({ where: { email }, select: { id: true } }),
  ]);
  if (me.email.toLowerCase() === email) throw new MemberError("OWN_ROLE");
  if (person?.id === org.ownerId) throw new MemberError("OWNER_ROLE");
  const membership = person
    ? await db.membership.findFirst({ where: { userId: person.id, organizationId: team.organizationId, status: { in: ["JOINED", "FINISHED"] } }, select: { id: true, role: true } })
    : null;
  const relay = deps.relay ?? ((id: string) => relayAfterCommit(id, { db }));
  if (membership) {
    if (membership.role === "LEAD") throw new SettingsError("ALREADY_LEAD");
    let emailId: string | null = null;
    await setMemberRole(db, userId, membership.id, "LEAD", async (tx, m) => {
      await audit(tx, { actorId: userId, action: "organization.lead.promote", organizationId: m.organizationId, data: { membershipId: m.id, userId: m.userId, email } });
      const user = await tx.user.findUniqueOrThrow({ where: { id: m.userId }, select: { email: true, name: true, locale: true, deletedAt: true } });
      if (user.deletedAt || isUndeliverable(user.email)) return;
      const locale = userLocale(user.locale, input.locale);
      emailId = await queueEmail(tx, { to: user.email, template: "team-lead-promoted", locale, data: { name: user.name ?? "", organization: org.name, url: appLink(env.APP_URL, "/app/admin/members", locale) } });
    });
    if (emailId) relay(emailId);
    return { outcome: "promoted" };
  }
  const report = await inviteByEmail(
    db,
    {
      organizationId: team.organizationId, invitedById: userId, emails: [email], role: "LEAD", locale: input.locale,
      within: (tx, invite) => audit(tx, { actorId: userId, action: "organization.lead.invite", organizationId: team.organizationId, data: { inviteId: invite.id, email } }),
    },
    deps,
  );
  if (report.invited.length === 1) return { outcome: "invited" };
  if (report.noCredits.length) throw new TeamError("NO_CREDITS");
  if (report.elsewhere.length) throw new SettingsError("IN_OTHER_ORGANIZATION");
  if (report.duplicates.length) throw new SettingsError("ALREADY_INVITED");
  if (report.invalid.length) throw new SettingsError("EMAIL_INVALID");
  throw new TeamError("WRONG_STATE");
}

/** Makes a lead a member again: at once; never oneself or the owner; another organisation's ids are NOT_FOUND. */
export async function demoteLead(db: PrismaClient, userId: string, membershipId: string): Promise<void> {
  await leadOrg(db, userId, "members.promote");
  await setMemberRole(db, userId, membershipId, "MEMBER", (tx, m) =>
    audit(tx, { actorId: userId, action: "organization.lead.demote", organizationId: m.organizationId, data: { membershipId: m.id, userId: m.userId } }),
  );
}

/** What the settings page shows. */
export async function loadSettings(db: PrismaClient, storage: FileStorage, userId: string) {
  const team = await leadOrg(db, userId, "organization.read");
  const [org, settings] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: team.organizationId } }),
    organizationSettings(db, team.organizationId),
  ]);
  return {
    team,
    company: {
      name: org.name, website: org.website ?? "", teamSize: org.teamSize ?? "", address: org.address ?? "", city: org.city ?? "",
      postalCode: org.postalCode ?? "", country: org.country ?? "", billingEmail: org.billingEmail ?? "", vatId: org.vatId ?? "",
    },
    phone: org.phone ?? "",
    logoUrl: org.logoKey ? await storage.signedUrl(org.logoKey, { expiresIn: 15 * 60 }) : null,
    mfaRequired: org.mfaRequired,
    headshots: { ...settings.headshots, deleteDataAfter30Days: org.deleteDataAfter30Days } satisfies HeadshotsView,
  };
}
