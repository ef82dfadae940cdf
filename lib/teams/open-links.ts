// Open links: a shareable way into an organisation (optional email domain, usage cap, expiry), made
// and listed for the team lead's /app/admin/join; joining through one is lib/teams/join.ts, revoking
// is revokeInvite (lib/teams/invites.ts), like any invite.
import "server-only";
import { z } from "zod";
import type { OrgRole, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { checkSubTeam, createInviteRow, inviteToken, inviteUrl, OPEN_LINK_NO_EXPIRY, type Deps } from "./invites";

const domainSchema = z
  .string().trim().toLowerCase().transform((d) => d.replace(/^@/, ""))
  .pipe(z.string().max(253).regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/));

export type OpenLinkInput = {
  organizationId: string;
  createdById: string;
  allowedDomain?: string | null;
  usageCap?: number | null;
  expiresAt?: Date | null;
  teamId?: string | null;
  role?: OrgRole;
};

/** A new open link; its URL can be copied again later (listOpenLinks). */
export async function createOpenLink(db: PrismaClient, input: OpenLinkInput, deps: Deps = {}): Promise<{ id: string; token: string }> {
  const now = deps.now ?? new Date();
  const domain = input.allowedDomain ? domainSchema.parse(input.allowedDomain) : null;
  if (input.usageCap != null && (!Number.isInteger(input.usageCap) || input.usageCap < 1)) throw new Error(`usage cap ${input.usageCap}`);
  if (input.expiresAt && input.expiresAt <= now) throw new Error("an open link's expiry must be in the future");
  await checkSubTeam(db, input.organizationId, input.teamId);
  const invite = await db.$transaction((tx) =>
    createInviteRow(tx, {
      organizationId: input.organizationId, kind: "OPEN_LINK", role: "MEMBER", teamId: input.teamId ?? null, allowedDomain: domain,
      usageCap: input.usageCap ?? null, expiresAt: input.expiresAt ?? OPEN_LINK_NO_EXPIRY, createdById: input.createdById,
    }),
  );
  return { id: invite.id, token: inviteToken(invite.id) };
}

export type OpenLinkRow = {
  id: string;
  url: string;
  allowedDomain: string | null;
  usageCap: number | null;
  usedCount: number;
  /** Null: no expiry. */
  expiresAt: Date | null;
  revokedAt: Date | null;
  teamName: string | null;
  createdAt: Date;
  status: "active" | "revoked" | "expired" | "used_up";
};

/** The organisation's open links, newest first, with their usage and URL. */
export async function listOpenLinks(db: PrismaClient, organizationId: string, locale: Locale, now = new Date()): Promise<OpenLinkRow[]> {
  const rows = await db.invite.findMany({
    where: { organizationId, kind: "OPEN_LINK" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    include: { team: { select: { name: true } } },
  });
  return rows.map((r) => ({
    id: r.id, url: inviteUrl(r.id, locale), allowedDomain: r.allowedDomain, usageCap: r.usageCap, usedCount: r.usedCount,
    expiresAt: r.expiresAt.getTime() >= OPEN_LINK_NO_EXPIRY.getTime() ? null : r.expiresAt, revokedAt: r.revokedAt,
    teamName: r.team?.name ?? null, createdAt: r.createdAt,
    status: r.revokedAt ? "revoked" : r.expiresAt <= now ? "expired" : r.usageCap !== null && r.usedCount >= r.usageCap ? "used_up" : "active",
  }));
}
