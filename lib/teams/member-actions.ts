"use server";

// The members page's forms (/app/admin/members, /app/admin/join): invites, open links, managed members,
// the per-person actions and sub-teams. Each runs as a team lead (action role "lead") and asks the
// organisation check again (requireTeam, inside lib/teams) so a lead only ever acts in their own
// organisation: another organisation's ids are NOT_FOUND. Refusals come back as message keys of
// TeamMembers.errors or TeamLead.errors (NO_CREDITS links to /app/admin/credits).
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action, type ActionState } from "@/lib/http/action";
import { inviteByEmail, remindInvite, revokeInvite } from "./invites";
import { createOpenLink } from "./open-links";
import { addManagedMember } from "./managed";
import { createSubTeam, deleteSubTeam, grantLeadRetry, moveToSubTeam, removeMember, renameSubTeam, setMemberRole } from "./members";
import { requireTeam } from "./organization";

const id = z.string().trim().min(1).max(64);
/** An optional select: "" means none. */
const optionalId = z.preprocess((v) => (v === "" || v === undefined ? undefined : v), id.optional());
const text = (max: number, required = "required") => z.string().trim().min(1, required).max(max, "tooLong");
const optionalText = (max: number) => z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(max, "tooLong").optional());

/** Sends the invites; `detail` holds the report (JSON: invited, duplicates, alreadyMembers, elsewhere, invalid, noCredits). */
export const inviteMembersAction = action(
  z.object({ emails: text(50_000, "emailsRequired"), teamId: optionalId, role: z.enum(["MEMBER", "LEAD"]).default("MEMBER") }),
  async (input, { principal, locale }) => {
    const db = await prisma();
    const team = await requireTeam(db, principal.userId, "members.invite");
    const report = await inviteByEmail(db, { organizationId: team.organizationId, invitedById: principal.userId, emails: input.emails, teamId: input.teamId, role: input.role, locale });
    return { ok: true, detail: JSON.stringify(report) };
  },
  { role: "lead" },
);

/** A new open link; `detail` is its URL. */
export const createOpenLinkAction = action(
  z.object({
    allowedDomain: optionalText(253),
    usageCap: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int("usageCap").min(1, "usageCap").max(100_000, "usageCap").optional()),
    expiresOn: z.preprocess((v) => (v === "" ? undefined : v), z.iso.date("expiresOn").optional()),
    teamId: optionalId,
  }),
  async (input, { principal }): Promise<ActionState> => {
    const db = await prisma();
    const team = await requireTeam(db, principal.userId, "members.invite");
    const domain = input.allowedDomain?.replace(/^@/, "");
    if (domain && !/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(domain)) return { fieldErrors: { allowedDomain: "allowedDomain" } };
    // The link works through the whole day chosen (UTC).
    const expiresAt = input.expiresOn ? new Date(`${input.expiresOn}T23:59:59.999Z`) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) return { fieldErrors: { expiresOn: "expiresOn" } };
    const link = await createOpenLink(db, { organizationId: team.organizationId, createdById: principal.userId, allowedDomain: domain, usageCap: input.usageCap, expiresAt, teamId: input.teamId });
    return { ok: true, detail: link.id };
  },
  { role: "lead" },
);

export const addManagedMemberAction = action(
  z.object({
    name: text(120, "nameRequired"),
    email: z.preprocess((v) => (v === "" ? undefined : v), z.email("email").max(254, "tooLong").optional()),
    title: optionalText(120),
    teamId: optionalId,
  }),
  async (input, { principal, locale }) => {
    const db = await prisma();
    const team = await requireTeam(db, principal.userId, "members.invite");
    const made = await addManagedMember(db, { organizationId: team.organizationId, createdById: principal.userId, name: input.name, email: input.email, title: input.title, teamId: input.teamId, locale });
    return { ok: true, detail: made.shootId };
  },
  { role: "lead" },
);

export const remindInviteAction = action(z.object({ inviteId: id }), async (input, { principal, locale }) => {
  await remindInvite(await prisma(), principal.userId, input.inviteId, { locale });
}, { role: "lead" });

export const revokeInviteAction = action(z.object({ inviteId: id }), async (input, { principal }) => {
  await revokeInvite(await prisma(), principal.userId, input.inviteId);
}, { role: "lead" });

export const removeMemberAction = action(z.object({ membershipId: id }), async (input, { principal }) => {
  await removeMember(await prisma(), principal.userId, input.membershipId);
}, { role: "lead" });

export const grantRetryAction = action(z.object({ membershipId: id }), async (input, { principal }) => {
  await grantLeadRetry(await prisma(), principal.userId, input.membershipId);
}, { role: "lead" });

export const setRoleAction = action(z.object({ membershipId: id, role: z.enum(["LEAD", "MEMBER"]) }), async (input, { principal }) => {
  await setMemberRole(await prisma(), principal.userId, input.membershipId, input.role);
}, { role: "lead" });

/** Moves a member (membershipId) or a pending invite (inviteId) into a sub-team ("" = none). */
export const moveToSubTeamAction = action(
  z.object({ membershipId: optionalId, inviteId: optionalId, teamId: optionalId }).refine((v) => Boolean(v.membershipId) !== Boolean(v.inviteId), "invalid"),
  async (input, { principal }) => {
    await moveToSubTeam(await prisma(), principal.userId, { membershipId: input.membershipId, inviteId: input.inviteId }, input.teamId ?? null);
  },
  { role: "lead" },
);

export const createSubTeamAction = action(z.object({ name: text(80, "teamNameRequired") }), async (input, { principal }) => {
  await createSubTeam(await prisma(), principal.userId, input.name);
}, { role: "lead" });

export const renameSubTeamAction = action(z.object({ teamId: id, name: text(80, "teamNameRequired") }), async (input, { principal }) => {
  await renameSubTeam(await prisma(), principal.userId, input.teamId, input.name);
}, { role: "lead" });

export const deleteSubTeamAction = action(z.object({ teamId: id }), async (input, { principal }) => {
  await deleteSubTeam(await prisma(), principal.userId, input.teamId);
}, { role: "lead" });
