// The members list: every person of an organisation in one list, one row each: their membership (with
// their latest shoot) or, for someone invited by email who has not joined yet, the pending invite.
// One UNION ALL query in SQL (tagged templates: every value a parameter), so search, the state filter,
// sorting and paging all happen in the database, however many thousands of people there are.
//
//   invited     a pending email invite (or a membership not joined yet)
//   joined      a shoot in ONBOARDING without consent or photos yet
//   uploading   ONBOARDING with consent given or photos uploaded
//   generating  WAITING, PROCESSING, GENERATING or FAILED
//   finished    ACTIVE
//   deleted     the membership removed, or the shoot deleted
import "server-only";
import { Prisma, type PrismaClient } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { MANAGED_EMAIL_DOMAIN } from "../invites";
import type { MemberState, MembersQuery } from "./schemas";

export type MemberRow = {
  /** The membership's id, or the invite's for someone invited. */
  id: string;
  kind: "member" | "invite";
  /** The member's account (null for an invite). */
  userId: string | null;
  name: string | null;
  /** Null for a managed member without an address of their own. */
  email: string | null;
  title: string | null;
  teamId: string | null;
  teamName: string | null;
  role: "OWNER" | "LEAD" | "MEMBER";
  managed: boolean;
  isOwner: boolean;
  state: MemberState;
  shootId: string | null;
  shootState: string | null;
  /** When the shoot's headshots were ready. */
  finishedAt: Date | null;
  leadRetryAt: Date | null;
  /** Invites: when it stops working, and the last reminder. */
  expiresAt: Date | null;
  reminderSentAt: Date | null;
  createdAt: Date;
};

type Raw = Omit<MemberRow, "kind" | "state"> & { kind: string; state: string };

/**
 * Every person of the organisation, without their shoot: each membership, and each pending email invite.
 * Cheap: the list filters, sorts and pages these rows before it looks at shoots, when it can.
 */
function people(organizationId: string, newest?: { count: number }): Prisma.Sql {
  // `newest`: only the newest `count` of each branch, removed members left out (each branch walks its
  // (organizationId, createdAt) index and stops, so a first page costs the same for 50 people or 50,000).
  const members = newest ? Prisma.sql`AND m."status" <> 'DELETED' ORDER BY m."createdAt" DESC, m."id" DESC LIMIT ${newest.count}` : Prisma.empty;
  const invites = newest ? Prisma.sql`ORDER BY i."createdAt" DESC, i."id" DESC LIMIT ${newest.count}` : Prisma.empty;
  return Prisma.sql`
    (SELECT m."id", 'member' AS "kind", m."userId", u."name", u."email", COALESCE(m."title", u."jobTitle") AS "title", m."teamId",
           m."role"::text AS "role", m."managed", (o."ownerId" = m."userId") AS "isOwner", m."status"::text AS "memberStatus",
           NULL::timestamp(3) AS "expiresAt", NULL::timestamp(3) AS "reminderSentAt", m."createdAt"
      FROM "Membership" m
      JOIN "User" u ON u."id" = m."userId"
      JOIN "Organization" o ON o."id" = m."organizationId"
     WHERE m."organizationId" = ${organizationId} ${members})
    UNION ALL
    (SELECT i."id", 'invite', NULL, i."name", i."email", NULL, i."teamId", i."role"::text, false, false, NULL,
           i."expiresAt", i."reminderSentAt", i."createdAt"
      FROM "Invite" i
     WHERE i."organizationId" = ${organizationId} AND i."kind" = 'EMAIL' AND i."acceptedAt" IS NULL AND i."revokedAt" IS NULL ${invites})`;
}

/** `source`'s people with their latest shoot and their state (see the file comment). */
function withState(source: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT b.*,
           CASE
             WHEN b."kind" = 'invite' OR b."memberStatus" = 'INVITED' THEN 'invited'
             WHEN b."memberStatus" = 'DELETED' OR s."state" = 'DELETED' THEN 'deleted'
             WHEN s."state" = 'ACTIVE' THEN 'finished'
             WHEN s."state" IN ('WAITING', 'PROCESSING', 'GENERATING', 'FAILED') THEN 'generating'
             WHEN s."state" = 'ONBOARDING' AND (s."consentAt" IS NOT NULL
               OR EXISTS (SELECT 1 FROM "UploadedPhoto" ph WHERE ph."shootId" = s."id" AND ph."deletedAt" IS NULL)) THEN 'uploading'
             ELSE 'joined'
           END AS "state",
           s."id" AS "shootId", s."state"::text AS "shootState", s."readyAt" AS "finishedAt", s."leadRetryAt"
      FROM (${source}) b
      LEFT JOIN LATERAL (
        SELECT sh."id", sh."state", sh."consentAt", sh."readyAt", sh."leadRetryAt"
          FROM "Shoot" sh WHERE b."kind" = 'member' AND sh."membershipId" = b."id"
         ORDER BY sh."createdAt" DESC LIMIT 1
      ) s ON true`;
}

/** `q` as an ILIKE pattern that matches it literally anywhere (% and _ are not wildcards; ! escapes). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

function filters(query: Pick<MembersQuery, "q" | "state" | "team">, after?: string): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(Prisma.sql`(p."name" ILIKE ${pattern} ESCAPE '!' OR p."email" ILIKE ${pattern} ESCAPE '!')`);
  }
  if (query.state) parts.push(Prisma.sql`p."state" = ${query.state}`);
  if (query.team) parts.push(Prisma.sql`p."teamId" = ${query.team}`);
  if (after) parts.push(Prisma.sql`p."id" > ${after}`);
  return Prisma.join(parts, " AND ");
}

/** ORDER BY of each sort (fixed fragments, never built from the URL's text), the id last so pages are stable. */
const ORDER: Record<MembersQuery["sort"]["field"], { asc: Prisma.Sql; desc: Prisma.Sql }> = {
  name: { asc: Prisma.sql`lower(p."name") ASC NULLS LAST, p."id" ASC`, desc: Prisma.sql`lower(p."name") DESC NULLS LAST, p."id" DESC` },
  email: { asc: Prisma.sql`p."email" ASC NULLS LAST, p."id" ASC`, desc: Prisma.sql`p."email" DESC NULLS LAST, p."id" DESC` },
  state: { asc: Prisma.sql`p."state" ASC, p."id" ASC`, desc: Prisma.sql`p."state" DESC, p."id" DESC` },
  team: { asc: Prisma.sql`lower(t."name") ASC NULLS LAST, p."id" ASC`, desc: Prisma.sql`lower(t."name") DESC NULLS LAST, p."id" DESC` },
  createdAt: { asc: Prisma.sql`p."createdAt" ASC, p."id" ASC`, desc: Prisma.sql`p."createdAt" DESC, p."id" DESC` },
  finishedAt: { asc: Prisma.sql`p."finishedAt" ASC NULLS LAST, p."id" ASC`, desc: Prisma.sql`p."finishedAt" DESC NULLS LAST, p."id" DESC` },
};

function toRow(r: Raw & { memberStatus?: unknown }): MemberRow {
  const { memberStatus: _status, ...row } = r;
  const email = row.email && row.email.endsWith(`@${MANAGED_EMAIL_DOMAIN}`) ? null : row.email;
  return { ...row, email, kind: row.kind as MemberRow["kind"], state: row.state as MemberState, role: row.role, isOwner: Boolean(row.isOwner), managed: Boolean(row.managed) };
}

/**
 * One page of the organisation's people, filtered, searched and sorted as the query says. Unless the
 * state is filtered or sorted on (or the finished date), the page is cut from the people alone and
 * only its rows look up their shoot: the cost of a page does not grow with the organisation.
 */
export async function findMembersPage(db: PrismaClient, organizationId: string, query: MembersQuery): Promise<Page<MemberRow>> {
  const { skip, take } = paginate(query);
  const where = filters(query);
  const order = ORDER[query.sort.field][query.sort.desc ? "desc" : "asc"];
  const byState = Boolean(query.state) || query.sort.field === "state" || query.sort.field === "finishedAt";
  const base = people(organizationId);
  const rows = byState
    ? db.$queryRaw<Raw[]>`SELECT p.*, t."name" AS "teamName" FROM (${withState(base)}) p LEFT JOIN "Team" t ON t."id" = p."teamId" WHERE ${where} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`
    : db.$queryRaw<Raw[]>`SELECT p.*, t."name" AS "teamName" FROM (${withState(Prisma.sql`SELECT p.* FROM (${base}) p LEFT JOIN "Team" t ON t."id" = p."teamId" WHERE ${where} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`)}) p LEFT JOIN "Team" t ON t."id" = p."teamId" ORDER BY ${order}`;
  const counted = db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS "n" FROM (${query.state ? withState(base) : base}) p WHERE ${where}`;
  const [items, count] = await Promise.all([rows, counted]);
  return toPage(items.map(toRow), Number(count[0]?.n ?? 0), query);
}

/** Everything the filter selects, in batches by id (the CSV export: memory stays flat). */
export function memberBatches(db: PrismaClient, organizationId: string, query: MembersQuery): AsyncGenerator<MemberRow[]> {
  return eachBatch(async (after, size) => {
    const rows = await db.$queryRaw<Raw[]>`SELECT p.*, t."name" AS "teamName" FROM (${withState(people(organizationId))}) p LEFT JOIN "Team" t ON t."id" = p."teamId" WHERE ${filters(query, after)} ORDER BY p."id" ASC LIMIT ${size}`;
    return rows.map(toRow);
  });
}

/**
 * A page of the organisation's people in one of `states` (the business API's statuses are groups of
 * these), newest first; without states everyone but removed members. Without states, the page is cut
 * from the people alone and only its rows look up their shoot (as findMembersPage does).
 */
export async function findPeopleInStates(db: PrismaClient, organizationId: string, input: { states?: readonly MemberState[]; limit: number; offset: number }): Promise<{ rows: MemberRow[]; total: number }> {
  const order = ORDER.createdAt.desc;
  const states = input.states?.length ? input.states : null;
  // What the states allow before any shoot is looked up: "invited" is decided by the invite or the
  // membership alone, every other state needs a member who is not merely invited, and only "deleted"
  // keeps removed members. The shoot lookups then run for the rows that can match, not for everyone.
  const invited = Prisma.sql`(b."kind" = 'invite' OR b."memberStatus" = 'INVITED')`;
  const prefilter = !states
    ? Prisma.sql`TRUE`
    : states.every((st) => st === "invited")
      ? invited
      : Prisma.sql`${states.includes("invited") ? Prisma.sql`TRUE` : Prisma.sql`NOT ${invited}`} AND ${states.includes("deleted") ? Prisma.sql`TRUE` : Prisma.sql`b."memberStatus" IS DISTINCT FROM 'DELETED'`}`;
  const base = Prisma.sql`SELECT b.* FROM (${people(organizationId)}) b WHERE ${prefilter}`;
  const rows = states
    ? db.$queryRaw<Raw[]>`SELECT p.*, t."name" AS "teamName" FROM (${withState(base)}) p LEFT JOIN "Team" t ON t."id" = p."teamId" WHERE p."state" IN (${Prisma.join([...states])}) ORDER BY ${order} LIMIT ${input.limit} OFFSET ${input.offset}`
    : db.$queryRaw<Raw[]>`SELECT p.*, t."name" AS "teamName" FROM (${withState(Prisma.sql`SELECT p.* FROM (${people(organizationId, { count: input.offset + input.limit })}) p ORDER BY ${order} LIMIT ${input.limit} OFFSET ${input.offset}`)}) p LEFT JOIN "Team" t ON t."id" = p."teamId" ORDER BY ${order}`;
  const counted = states
    ? db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS "n" FROM (${withState(base)}) p WHERE p."state" IN (${Prisma.join([...states])})`
    : db.$queryRaw<{ n: bigint }[]>`
        SELECT (SELECT count(*) FROM "Membership" m WHERE m."organizationId" = ${organizationId} AND m."status" <> 'DELETED')
             + (SELECT count(*) FROM "Invite" i WHERE i."organizationId" = ${organizationId} AND i."kind" = 'EMAIL' AND i."acceptedAt" IS NULL AND i."revokedAt" IS NULL) AS "n"`;
  const [items, count] = await Promise.all([rows, counted]);
  return { rows: items.map(toRow), total: Number(count[0]?.n ?? 0) };
}
