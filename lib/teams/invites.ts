// Invites: how a team lead brings people in (lib/teams/members.ts does what leads do to people already in).
//
//   EMAIL      one address, valid 30 days; holds one of the organisation's credits (a RESERVATION row)
//              until it is accepted, revoked or expires (a RELEASE row, exactly once: every release is a
//              guarded `reservedCredit: true → false` update of the invite, in the release's transaction).
//   OPEN_LINK  a shareable link (optional email domain, usage cap, expiry); reserves nothing: the credit
//              is taken when a member who joined through it submits.
//   managed    "add on their behalf": a member without an account of their own (lib/teams/managed.ts); the
//              lead uploads their photos. Holds a credit on the membership (refType "membership").
//
// Tokens. The link is /organization/join/{inviteId}?token={raw}; only sha256(raw) is stored (tokenHash),
// so a database leak leaks no usable link. raw is not random but derived: HMAC-SHA256(AUTH_SECRET,
// "team-invite:{inviteId}"). That lets a lead copy an open link again later and lets a reminder carry
// the same link as the first email (the first email's link keeps working), with nothing secret in the
// database; rotating AUTH_SECRET voids every pending link, as it voids every session. Revoking an
// invite (revokedAt) is what ends a link.
// The invite link is not a secret value of the email templates (lib/email/templates.ts): it signs
// nobody in (/organization/join is behind sign-in) and is queued in the transaction that makes the
// invite, so it exists exactly when the invite does.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { hashToken } from "@/lib/auth/tokens";
import type { Invite, Prisma, PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { isUndeliverable, MANAGED_EMAIL_DOMAIN } from "@/lib/email/undeliverable";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { env } from "@/lib/env";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { readParameter, type ParameterDb } from "@/lib/parameters/read";
import { rateLimits, retryMinutes, type RateLimits } from "@/lib/rate-limit";
import { releaseCredit, reserveCredit } from "./credits";
import { TeamError } from "./errors";
import { noteFreeCredits } from "./low-credits";
import { MemberError } from "./member-errors";
import { requireTeam } from "./organization";
import { formatValidity } from "./validity";

type Tx = Prisma.TransactionClient;

/** Managed members without an address of their own get one that cannot receive mail (lib/email/undeliverable.ts). */
export { isUndeliverable, MANAGED_EMAIL_DOMAIN };

/**
 * How long an emailed invite (and the credit it holds) stays open: the platform admins'
 * teams.inviteValidityDays (30 by default), read at each invite, so a change applies to the next one.
 */
export async function inviteValidityDays(db: ParameterDb): Promise<number> {
  return readParameter(db, "teams.inviteValidityDays");
}
const DAY_MS = 86_400_000;
/** At most one reminder per invite per this long. */
export const REMINDER_INTERVAL_MS = DAY_MS;
/** Addresses one "Send invite" may hold (the textarea's cap). */
export const MAX_INVITES_PER_SEND = 500;
/** An open link with no expiry given lasts until it is revoked. */
export const OPEN_LINK_NO_EXPIRY = new Date("9999-12-31T00:00:00.000Z");

export type Deps = {
  /** Hands a queued email to SMTP after its transaction committed (default relayAfterCommit on `db`). */
  relay?: (emailId: string) => void;
  now?: Date;
};

export const relayOn = (db: PrismaClient, deps: Deps) => deps.relay ?? ((id: string) => relayAfterCommit(id, { db }));

/** The raw token of an invite's link (see the file comment). */
export function inviteToken(inviteId: string): string {
  return createHmac("sha256", env.AUTH_SECRET).update(`team-invite:${inviteId}`).digest("base64url");
}

/** The invite's join link, absolute, in `locale`. */
export function inviteUrl(inviteId: string, locale: Locale): string {
  return `${appLink(env.APP_URL, `/organization/join/${encodeURIComponent(inviteId)}`, locale)}?token=${inviteToken(inviteId)}`;
}

/** Creates the invite row and gives it its token's hash (the token is derived from the id). */
export async function createInviteRow(tx: Tx, data: Omit<Prisma.InviteUncheckedCreateInput, "tokenHash">): Promise<Invite> {
  const row = await tx.invite.create({ data: { ...data, tokenHash: hashToken(randomBytes(32).toString("base64url")) } });
  return tx.invite.update({ where: { id: row.id }, data: { tokenHash: hashToken(inviteToken(row.id)) } });
}

/** Gives back the credit an invite holds, once (the guarded flag), in the caller's transaction. */
async function releaseInviteCredit(tx: Tx, invite: Pick<Invite, "id" | "organizationId">, reason: string, createdById: string | null): Promise<boolean> {
  const { count } = await tx.invite.updateMany({ where: { id: invite.id, reservedCredit: true }, data: { reservedCredit: false } });
  if (count !== 1) return false;
  await releaseCredit(tx, { organizationId: invite.organizationId, refType: "invite", refId: invite.id, reason, createdById });
  return true;
}

export async function checkSubTeam(db: Pick<Tx, "team">, organizationId: string, teamId: string | null | undefined): Promise<void> {
  if (!teamId) return;
  const team = await db.team.findFirst({ where: { id: teamId, organizationId }, select: { id: true } });
  if (!team) throw new TeamError("NOT_FOUND");
}

export const emailSchema = z.email().max(254);

/** Addresses from a textarea (commas, semicolons, spaces or new lines), lowercased; repeats and bad ones apart. */
export function parseEmails(input: string | string[]): { emails: string[]; duplicates: string[]; invalid: string[] } {
  const parts = [input].flat().flatMap((s) => s.split(/[\s,;]+/)).map((s) => s.trim().toLowerCase()).filter(Boolean);
  const emails: string[] = [];
  const duplicates = new Set<string>();
  const invalid: string[] = [];
  for (const part of parts) {
    if (!emailSchema.safeParse(part).success || isUndeliverable(part)) invalid.push(part);
    else if (emails.includes(part)) duplicates.add(part);
    else emails.push(part);
  }
  return { emails, duplicates: [...duplicates], invalid };
}

export type InviteReport = {
  invited: string[];
  /** Twice in the list, or invited already and still pending. */
  duplicates: string[];
  alreadyMembers: string[];
  /** A member (or owner) of another organisation: one organisation per person. */
  elsewhere: string[];
  invalid: string[];
  /** Not invited: no free credit was left (buy more at /app/admin/credits). */
  noCredits: string[];
};

export type InviteInput = {
  organizationId: string;
  invitedById: string;
  emails: string[] | string;
  teamId?: string | null;
  role?: "MEMBER" | "LEAD";
  /** The language of the emails (the lead's). */
  locale: Locale;
  /** Runs inside each invite's transaction (the settings' roles tab: its audit row). */
  within?: (tx: Tx, invite: { id: string; email: string }) => Promise<void>;
};

type OneOutcome = { kind: "invited"; emailId: string; lowCreditIds: string[] } | { kind: "duplicate" | "member" | "elsewhere" };

/** Where `email` stands towards the organisation: already in, in another one, or free to invite. */
async function standing(tx: Tx, organizationId: string, email: string): Promise<"member" | "elsewhere" | null> {
  const user = await tx.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return null;
  const [owned, membership] = await Promise.all([
    tx.organization.findFirst({ where: { ownerId: user.id, deletedAt: null }, select: { id: true } }),
    tx.membership.findFirst({ where: { userId: user.id, status: { not: "DELETED" }, organization: { deletedAt: null } }, select: { organizationId: true } }),
  ]);
  if (owned?.id === organizationId || membership?.organizationId === organizationId) return "member";
  return owned || membership ? "elsewhere" : null;
}

async function inviteOne(tx: Tx, input: InviteInput & { org: { name: string }; inviter: string }, email: string, now: Date): Promise<OneOutcome> {
  const where = await standing(tx, input.organizationId, email);
  if (where) return { kind: where };
  const pending = await tx.invite.findFirst({
    where: { organizationId: input.organizationId, kind: "EMAIL", email: { equals: email, mode: "insensitive" }, acceptedAt: null, revokedAt: null },
  });
  if (pending && pending.expiresAt > now) return { kind: "duplicate" };
  if (pending) {
    // Expired and still pending: close it (the one-pending-invite index) and give its credit back first.
    await tx.invite.updateMany({ where: { id: pending.id, revokedAt: null, acceptedAt: null }, data: { revokedAt: now } });
    await releaseInviteCredit(tx, pending, "Invite expired", input.invitedById);
  }
  const days = await inviteValidityDays(tx);
  const invite = await createInviteRow(tx, {
    organizationId: input.organizationId, email, kind: "EMAIL", role: input.role ?? "MEMBER", teamId: input.teamId ?? null,
    expiresAt: new Date(now.getTime() + days * DAY_MS), reservedCredit: true, createdById: input.invitedById,
  });
  const balance = await reserveCredit(tx, { organizationId: input.organizationId, refType: "invite", refId: invite.id, createdById: input.invitedById });
  // The leads hear once when the invites used the free credits up (below 3), as with submissions.
  const lowCreditIds = await noteFreeCredits(tx, { organizationId: input.organizationId, before: balance.free + 1, after: balance, appUrl: env.APP_URL });
  if (input.within) await input.within(tx, { id: invite.id, email });
  const locale = await readerLocale(tx, email, input.locale);
  const emailId = await queueEmail(tx, {
    to: email, template: "team-invite", locale,
    data: { name: "", organization: input.org.name, inviter: input.inviter, url: inviteUrl(invite.id, locale), validFor: formatValidity(days, "day", locale) },
  });
  return { kind: "invited", emailId, lowCreditIds };
}

/**
 * The language of an email to `email`: the reader's own when they have an account (an individual
 * customer being invited, say), else `fallback` (the lead's, who knows their colleague best).
 */
async function readerLocale(db: Pick<Tx, "user">, email: string, fallback: Locale): Promise<Locale> {
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: { locale: true } });
  return user && isLocale(user.locale) ? user.locale : fallback;
}

const isUniqueViolation = (e: unknown) => (e as { code?: unknown }).code === "P2002" || /unique constraint/i.test(String((e as Error)?.message));

/**
 * Invites each address by email, one transaction each: the invite, its credit reservation and its email
 * exist together or not at all. Addresses twice in the list, invited already, members here or elsewhere
 * are reported, not invited. Once no credit is free, the rest are reported under `noCredits`.
 */
export async function inviteByEmail(db: PrismaClient, input: InviteInput, deps: Deps = {}): Promise<InviteReport> {
  const now = deps.now ?? new Date();
  const relay = relayOn(db, deps);
  const parsed = parseEmails(input.emails);
  const report: InviteReport = { invited: [], duplicates: parsed.duplicates, alreadyMembers: [], elsewhere: [], invalid: parsed.invalid, noCredits: [] };
  const [org, inviter] = await Promise.all([
    db.organization.findFirst({ where: { id: input.organizationId, deletedAt: null }, select: { name: true } }),
    db.user.findUnique({ where: { id: input.invitedById }, select: { name: true, email: true } }),
  ]);
  if (!org) throw new TeamError("NOT_FOUND");
  await checkSubTeam(db, input.organizationId, input.teamId);
  const context = { ...input, org, inviter: inviter?.name || inviter?.email || org.name };
  const emails = parsed.emails.slice(0, MAX_INVITES_PER_SEND);
  report.invalid.push(...parsed.emails.slice(MAX_INVITES_PER_SEND));
  for (const [i, email] of emails.entries()) {
    let outcome: OneOutcome;
    try {
      outcome = await db.$transaction((tx) => inviteOne(tx, context, email, now));
    } catch (e) {
      if (e instanceof TeamError && e.code === "NO_CREDITS") {
        report.noCredits.push(...emails.slice(i));
        break;
      }
      // The same address invited at the same moment by another lead: theirs stands.
      if (isUniqueViolation(e)) outcome = { kind: "duplicate" };
      else throw e;
    }
    if (outcome.kind === "invited") {
      report.invited.push(email);
      for (const id of [outcome.emailId, ...outcome.lowCreditIds]) relay(id);
    } else if (outcome.kind === "duplicate") report.duplicates.push(email);
    else if (outcome.kind === "member") report.alreadyMembers.push(email);
    else report.elsewhere.push(email);
  }
  return report;
}

export type InviteCheck =
  | { ok: true; invite: Invite }
  | { ok: false; reason: "invalid" | "expired" | "revoked" | "used_up" };

/**
 * The invite `inviteId` if `rawToken` is its token and it can still be used now; else why not. Used by
 * /organization/join (acceptInvite checks it again in its own transaction).
 */
export async function findInviteByToken(db: PrismaClient | Tx, inviteId: string, rawToken: string, now = new Date()): Promise<InviteCheck> {
  if (typeof inviteId !== "string" || !inviteId || inviteId.length > 64 || typeof rawToken !== "string" || !rawToken || rawToken.length > 200) return { ok: false, reason: "invalid" };
  const invite = await db.invite.findFirst({ where: { id: inviteId, organization: { deletedAt: null } } });
  if (!invite || invite.kind === "MANAGED") return { ok: false, reason: "invalid" };
  const given = Buffer.from(hashToken(rawToken));
  const stored = Buffer.from(invite.tokenHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return { ok: false, reason: "invalid" };
  if (invite.revokedAt && invite.revokedAt < invite.expiresAt) return { ok: false, reason: "revoked" };
  if (invite.expiresAt <= now) return { ok: false, reason: "expired" };
  if (invite.revokedAt) return { ok: false, reason: "revoked" };
  if (invite.kind === "EMAIL" && invite.acceptedAt) return { ok: false, reason: "used_up" };
  if (invite.kind === "OPEN_LINK" && invite.usageCap !== null && invite.usedCount >= invite.usageCap) return { ok: false, reason: "used_up" };
  return { ok: true, invite };
}

/** A lead's invite of their own organisation (any kind but MANAGED), or NOT_FOUND. */
async function leadInvite(db: PrismaClient, leadId: string, inviteId: string) {
  const team = await requireTeam(db, leadId, "members.invite");
  const invite = typeof inviteId === "string" && inviteId.length <= 64
    ? await db.invite.findFirst({ where: { id: inviteId, organizationId: team.organizationId, kind: { not: "MANAGED" } } })
    : null;
  if (!invite) throw new TeamError("NOT_FOUND");
  return { team, invite };
}

/**
 * Revokes an email invite or an open link: it can no longer be used, and an email invite's credit is
 * given back, once. A revoked or accepted invite cannot be revoked again (WRONG_STATE), however many
 * revokes race.
 */
export async function revokeInvite(db: PrismaClient, leadId: string, inviteId: string, deps: Deps = {}): Promise<{ released: boolean }> {
  const { invite } = await leadInvite(db, leadId, inviteId);
  return revokeFoundInvite(db, invite, leadId, deps);
}

/**
 * The same for an organisation's invite found by its caller (the business API, lib/api/v2/invites.ts,
 * acting for the organisation): `actorId` is booked on the credit's release (null: nobody in particular).
 */
export async function revokeFoundInvite(db: PrismaClient, invite: Pick<Invite, "id" | "organizationId" | "kind">, actorId: string | null, deps: Deps = {}): Promise<{ released: boolean }> {
  const now = deps.now ?? new Date();
  return db.$transaction(async (tx) => {
    const { count } = await tx.invite.updateMany({
      where: { id: invite.id, revokedAt: null, ...(invite.kind === "EMAIL" ? { acceptedAt: null } : {}) },
      data: { revokedAt: now },
    });
    if (count !== 1) throw new TeamError("WRONG_STATE");
    return { released: await releaseInviteCredit(tx, invite, "Invite revoked", actorId) };
  });
}

/**
 * Sends the invitee a reminder with the same link: at most one per invite per 24 hours (a guarded
 * update of reminderSentAt), and a cap per lead (rate limit "team-reminder.lead").
 */
export async function remindInvite(db: PrismaClient, leadId: string, inviteId: string, input: { locale: Locale }, deps: Deps & { limits?: RateLimits } = {}): Promise<void> {
  const now = deps.now ?? new Date();
  const { team, invite } = await leadInvite(db, leadId, inviteId);
  if (invite.kind !== "EMAIL" || !invite.email || invite.revokedAt || invite.acceptedAt || invite.expiresAt <= now) throw new TeamError("WRONG_STATE");
  if (invite.reminderSentAt && now.getTime() - invite.reminderSentAt.getTime() < REMINDER_INTERVAL_MS) throw new MemberError("REMINDED_RECENTLY");
  const limit = await (deps.limits ?? rateLimits()).take("team-reminder.lead", leadId);
  if (!limit.allowed) throw new MemberError("RATE_LIMITED", { minutes: retryMinutes(limit.retryAfterSeconds) });
  const inviter = await db.user.findUnique({ where: { id: leadId }, select: { name: true, email: true } });
  const locale = await readerLocale(db, invite.email, input.locale);
  const emailId = await db.$transaction(async (tx) => {
    const { count } = await tx.invite.updateMany({
      where: {
        id: invite.id, revokedAt: null, acceptedAt: null, expiresAt: { gt: now },
        OR: [{ reminderSentAt: null }, { reminderSentAt: { lte: new Date(now.getTime() - REMINDER_INTERVAL_MS) } }],
      },
      data: { reminderSentAt: now },
    });
    if (count !== 1) throw new MemberError("REMINDED_RECENTLY");
    return queueEmail(tx, {
      to: invite.email!, template: "team-invite-reminder", locale,
      data: { name: "", organization: team.name, inviter: inviter?.name || inviter?.email || team.name, url: inviteUrl(invite.id, locale) },
    });
  });
  relayOn(db, deps)(emailId);
}

/**
 * Gives back the credits of email invites that expired while pending, each exactly once (the guarded
 * flag: a revoke, a re-invite or another run racing it releases nothing twice). Run hourly by the
 * "team-invites-expire" job. Returns how many were released.
 */
export async function expireInvites(db: PrismaClient, now = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await db.invite.findMany({
      where: { kind: "EMAIL", reservedCredit: true, acceptedAt: null, revokedAt: null, expiresAt: { lte: now } },
      orderBy: { id: "asc" }, take: 100, select: { id: true, organizationId: true },
    });
    for (const invite of due) {
      if (await db.$transaction((tx) => releaseInviteCredit(tx, invite, "Invite expired", null))) released++;
    }
    if (due.length < 100) return released;
  }
}
