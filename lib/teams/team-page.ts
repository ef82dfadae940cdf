// The team page: one public page per organisation, /team-page/{publicId}, showing the headshot each
// member chose to show, with their name and job title.
//
// - The member decides (/team-member): on or off, which of their own headshots (default: their
//   favourite), the name and the job title under it (Membership.showOnTeamPage, teamPageResultId,
//   teamPageName, title). Only results of their own team shoots in this organisation can be chosen.
// - The lead decides the rest (/app/admin/team-page): title and intro, the order of the people, hiding
//   one (teamPageHidden; the member's choice stays theirs), whether search engines may index it, and
//   the link: `publicId` is 32 random bytes (base64url). Revoking turns the page off at once (404);
//   a new link gives it a new publicId, so the old address stays dead.
// - The visitor sees only live pages and only people who are still in the organisation, opted in and
//   not hidden. Pictures are served by /api/team-page/{publicId}/photos/{membershipId}, which asks the
//   same questions every time (teamPagePhoto), so nothing else of a member's shoot is ever reachable.
import "server-only";
import { RELEASED_FROM_REVIEW } from "@/lib/shoots/review-hold";
import { randomBytes } from "node:crypto";
import type { Metadata } from "next";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { alternatesFor } from "@/lib/i18n/metadata";
import { ensurePreviews } from "@/lib/shoots/preview";
import type { FileStorage } from "@/lib/storage/types";
import { ACTIVE_MEMBERSHIP } from "./access";
import { TeamError } from "./errors";

type Reader = PrismaClient | Prisma.TransactionClient;

export const TEAM_PAGE_TITLE_MAX = 120;
export const TEAM_PAGE_INTRO_MAX = 1000;
export const TEAM_PAGE_NAME_MAX = 120;
export const TEAM_PAGE_JOB_TITLE_MAX = 120;

const PUBLIC_ID = /^[A-Za-z0-9_-]{43}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `value` can be a team page's public id at all (checked before any database read). */
export function isTeamPageId(value: unknown): value is string {
  return typeof value === "string" && PUBLIC_ID.test(value);
}

function newPublicId(): string {
  return randomBytes(32).toString("base64url");
}

export function teamPagePath(publicId: string): string {
  return `/team-page/${publicId}`;
}

/** A member's results that can be shown: first versions of their ready team shoots in this organisation. */
function showableResults(membershipId: string, userId: string): Prisma.ResultWhereInput {
  return {
    deletedAt: null,
    version: 1,
    parentResultId: null,
    shoot: { membershipId, userId, state: "ACTIVE", deletedAt: null, ...RELEASED_FROM_REVIEW },
  };
}

/** The result shown for a member: the one they chose while it is still showable, else their favourite, else their first. */
async function shownResult(db: Reader, m: { id: string; userId: string; teamPageResultId: string | null }) {
  const where = showableResults(m.id, m.userId);
  const select = { id: true, storageKey: true, width: true, height: true, variant: true } as const;
  if (m.teamPageResultId) {
    const chosen = await db.result.findFirst({ where: { ...where, id: m.teamPageResultId }, select });
    if (chosen) return chosen;
  }
  return db.result.findFirst({ where, orderBy: [{ isFavorite: "desc" }, { createdAt: "asc" }, { id: "asc" }], select });
}

// ─── the member's side ────────────────────────────────────────────────────────

export type MemberTeamPageChoice = {
  membershipId: string;
  show: boolean;
  /** The result shown (their choice, else their favourite); null when they have no ready headshot. */
  resultId: string | null;
  name: string;
  title: string;
  /** Whether the organisation has a live team page (the card says so). */
  pageLive: boolean;
  /** The lead took them off the page. */
  hidden: boolean;
};

async function activeMembership(db: Reader, userId: string) {
  return db.membership.findFirst({
    where: { userId, removedAt: null, ...ACTIVE_MEMBERSHIP },
    orderBy: { createdAt: "asc" },
    select: { id: true, userId: true, organizationId: true, showOnTeamPage: true, teamPageResultId: true, teamPageName: true, teamPageHidden: true, title: true, user: { select: { name: true } } },
  });
}

/** What the opt-in card of /team-member shows; null for someone without a membership. */
export async function memberTeamPageChoice(db: PrismaClient, userId: string): Promise<MemberTeamPageChoice | null> {
  const m = await activeMembership(db, userId);
  if (!m) return null;
  const [result, page] = await Promise.all([
    shownResult(db, m),
    db.teamPage.findUnique({ where: { organizationId: m.organizationId }, select: { revokedAt: true } }),
  ]);
  return {
    membershipId: m.id,
    show: m.showOnTeamPage,
    resultId: result?.id ?? null,
    name: m.teamPageName ?? m.user.name ?? "",
    title: m.title ?? "",
    pageLive: !!page && page.revokedAt === null,
    hidden: m.teamPageHidden,
  };
}

export type MemberTeamPageInput = { show: boolean; resultId?: string | null; name: string; title?: string | null };

/**
 * The member's choice: on or off, the headshot (one of their own ready results: anything else,
 * another member's or another organisation's, is NOT_FOUND), the name and the job title.
 */
export async function saveMemberTeamPageChoice(db: PrismaClient, userId: string, input: MemberTeamPageInput): Promise<void> {
  const m = await activeMembership(db, userId);
  if (!m) throw new TeamError("NOT_FOUND");
  let resultId: string | null = null;
  if (input.resultId) {
    if (!ID.test(input.resultId)) throw new TeamError("NOT_FOUND");
    const own = await db.result.findFirst({ where: { ...showableResults(m.id, m.userId), id: input.resultId }, select: { id: true } });
    if (!own) throw new TeamError("NOT_FOUND");
    resultId = own.id;
  }
  if (input.show && !resultId && !(await shownResult(db, m))) throw new TeamError("NO_HEADSHOT");
  await db.membership.update({
    where: { id: m.id },
    data: {
      showOnTeamPage: input.show,
      teamPageResultId: resultId,
      teamPageName: input.name.trim().slice(0, TEAM_PAGE_NAME_MAX),
      title: input.title?.trim() ? input.title.trim().slice(0, TEAM_PAGE_JOB_TITLE_MAX) : null,
    },
  });
}

// ─── the lead's side ──────────────────────────────────────────────────────────

export type TeamPageSettings = { title: string; intro: string; indexable: boolean; publicId: string; url: string; live: boolean };

export type TeamPagePerson = {
  membershipId: string;
  name: string;
  title: string;
  optedIn: boolean;
  hidden: boolean;
  /** Has a headshot to show (a ready team shoot). */
  hasHeadshot: boolean;
  /** Shown on the page now: opted in, not hidden, with a headshot. */
  shown: boolean;
};

export type LeadTeamPage = { page: TeamPageSettings | null; people: TeamPagePerson[] };

const byPosition = [{ teamPagePosition: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }] satisfies Prisma.MembershipOrderByWithRelationInput[];

function peopleWhere(organizationId: string): Prisma.MembershipWhereInput {
  return { organizationId, removedAt: null, ...ACTIVE_MEMBERSHIP };
}

/** The lead's page: the settings (null before the first save) and every person in the organisation, in page order. */
export async function leadTeamPage(db: PrismaClient, organizationId: string, ctx: { appUrl: string; locale: Locale }): Promise<LeadTeamPage> {
  const [page, members] = await Promise.all([
    db.teamPage.findUnique({ where: { organizationId } }),
    db.membership.findMany({
      where: peopleWhere(organizationId),
      orderBy: byPosition,
      select: { id: true, userId: true, showOnTeamPage: true, teamPageHidden: true, teamPageName: true, teamPageResultId: true, title: true, user: { select: { name: true, email: true } } },
    }),
  ]);
  const people: TeamPagePerson[] = [];
  for (const m of members) {
    const hasHeadshot = (await shownResult(db, m)) !== null;
    people.push({
      membershipId: m.id,
      name: m.teamPageName || m.user.name || m.user.email,
      title: m.title ?? "",
      optedIn: m.showOnTeamPage,
      hidden: m.teamPageHidden,
      hasHeadshot,
      shown: m.showOnTeamPage && !m.teamPageHidden && hasHeadshot,
    });
  }
  return {
    page: page && {
      title: page.title,
      intro: page.intro ?? "",
      indexable: page.indexable,
      publicId: page.publicId,
      url: appLink(ctx.appUrl, teamPagePath(page.publicId), ctx.locale),
      live: page.revokedAt === null,
    },
    people,
  };
}

/** Creates the page (live, with a new link) or changes its title, intro and indexing. */
export async function saveTeamPage(db: PrismaClient, organizationId: string, input: { title: string; intro?: string | null; indexable: boolean }): Promise<void> {
  const data = { title: input.title.trim().slice(0, TEAM_PAGE_TITLE_MAX), intro: input.intro?.trim() ? input.intro.trim().slice(0, TEAM_PAGE_INTRO_MAX) : null, indexable: input.indexable };
  await db.teamPage.upsert({ where: { organizationId }, create: { organizationId, publicId: newPublicId(), ...data }, update: data });
}

/** Turns the page off: its address answers 404 from now on. WRONG_STATE when there is none or it is off already. */
export async function revokeTeamPage(db: PrismaClient, organizationId: string, now = new Date()): Promise<void> {
  const { count } = await db.teamPage.updateMany({ where: { organizationId, revokedAt: null }, data: { revokedAt: now } });
  if (count !== 1) throw new TeamError("WRONG_STATE");
}

/** A new address for the page (and the page on again): the old address stays dead. */
export async function renewTeamPageLink(db: PrismaClient, organizationId: string): Promise<string> {
  const publicId = newPublicId();
  const { count } = await db.teamPage.updateMany({ where: { organizationId }, data: { publicId, revokedAt: null } });
  if (count !== 1) throw new TeamError("WRONG_STATE");
  return publicId;
}

async function personOf(db: Reader, organizationId: string, membershipId: string) {
  if (!ID.test(membershipId)) throw new TeamError("NOT_FOUND");
  const m = await db.membership.findFirst({ where: { id: membershipId, ...peopleWhere(organizationId) }, select: { id: true } });
  if (!m) throw new TeamError("NOT_FOUND");
  return m;
}

/** The lead hides a person from the page, or shows them again (another organisation's person: NOT_FOUND). */
export async function setTeamPagePersonHidden(db: PrismaClient, organizationId: string, membershipId: string, hidden: boolean): Promise<void> {
  const m = await personOf(db, organizationId, membershipId);
  await db.membership.update({ where: { id: m.id }, data: { teamPageHidden: hidden } });
}

/**
 * Moves a person one place up or down on the page. Everyone gets an explicit position (0, 1, 2 …) in
 * the current order, then the two swap; the organisation's row is locked so two moves take turns.
 */
export async function moveTeamPagePerson(db: PrismaClient, organizationId: string, membershipId: string, direction: "up" | "down"): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
    await personOf(tx, organizationId, membershipId);
    const order = (await tx.membership.findMany({ where: peopleWhere(organizationId), orderBy: byPosition, select: { id: true } })).map((m) => m.id);
    const at = order.indexOf(membershipId);
    const to = direction === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [i, id] of order.entries()) await tx.membership.update({ where: { id }, data: { teamPagePosition: i } });
  });
}

// ─── the visitor's side ───────────────────────────────────────────────────────

export type PublicTeamPerson = { membershipId: string; name: string; title: string; width: number; height: number; photoUrl: string };

export type PublicTeamPage = {
  publicId: string;
  organization: string;
  title: string;
  intro: string;
  indexable: boolean;
  people: PublicTeamPerson[];
};

async function livePage(db: Reader, publicId: unknown) {
  if (!isTeamPageId(publicId)) return null;
  const page = await db.teamPage.findUnique({ where: { publicId }, select: { organizationId: true, publicId: true, title: true, intro: true, indexable: true, revokedAt: true, organization: { select: { name: true, deletedAt: true } } } });
  if (!page || page.revokedAt || page.organization.deletedAt) return null;
  return page;
}

function shownWhere(organizationId: string): Prisma.MembershipWhereInput {
  return { ...peopleWhere(organizationId), showOnTeamPage: true, teamPageHidden: false };
}

/** The public page behind `publicId`: null when there is none, it was revoked or its organisation is gone (answer 404). */
export async function readPublicTeamPage(db: PrismaClient, publicId: unknown): Promise<PublicTeamPage | null> {
  const page = await livePage(db, publicId);
  if (!page) return null;
  const members = await db.membership.findMany({
    where: shownWhere(page.organizationId),
    orderBy: byPosition,
    select: { id: true, userId: true, teamPageResultId: true, teamPageName: true, title: true, user: { select: { name: true } } },
  });
  const people: PublicTeamPerson[] = [];
  for (const m of members) {
    const result = await shownResult(db, m);
    const name = m.teamPageName || m.user.name;
    if (!result || !name) continue;
    people.push({
      membershipId: m.id,
      name,
      title: m.title ?? "",
      width: result.width,
      height: result.height,
      photoUrl: `/api/team-page/${page.publicId}/photos/${m.id}`,
    });
  }
  return { publicId: page.publicId, organization: page.organization.name, title: page.title, intro: page.intro ?? "", indexable: page.indexable, people };
}

/**
 * The picture of one person on a live page: its preview (800 px WebP, never a delivered file), or null
 * (answer 404) when the page is off, the person is not in it (another organisation's, not opted in,
 * hidden, removed) or has no headshot.
 */
export async function teamPagePhoto(db: PrismaClient, storage: FileStorage, publicId: unknown, membershipId: unknown): Promise<{ key: string } | null> {
  if (typeof membershipId !== "string" || !ID.test(membershipId)) return null;
  const page = await livePage(db, publicId);
  if (!page) return null;
  const m = await db.membership.findFirst({ where: { id: membershipId, ...shownWhere(page.organizationId) }, select: { id: true, userId: true, teamPageResultId: true } });
  if (!m) return null;
  const result = await shownResult(db, m);
  if (!result) return null;
  const preview = (await ensurePreviews(db, storage, [result])).get(result.id);
  return preview ? { key: preview.key } : null;
}

/**
 * The public page's metadata: noindex (and nofollow) unless the lead allows indexing, and no Referer
 * carrying the unguessable address to the sites it links to. An unknown or revoked page: noindex.
 */
export function teamPageMetadata(page: Pick<PublicTeamPage, "publicId" | "title" | "organization" | "indexable"> | null): Metadata {
  const index = page?.indexable === true;
  return {
    ...(page ? { title: `${page.title} · ${page.organization}`, alternates: { languages: alternatesFor(teamPagePath(page.publicId), DEFAULT_LOCALE).languages } } : {}),
    robots: { index, follow: index },
    referrer: "no-referrer",
  };
}
