// The back office's organisations: one page of the filtered, sorted list, the same selection in batches
// for the CSV export, and everything the detail view (/admin/organization?id=…) shows.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { parseSettings, type OrganizationSettings } from "@/lib/teams/settings";
import type { OrganizationsQuery } from "./schemas";

export type OrganizationRow = {
  id: string;
  name: string;
  owner: { id: string; name: string | null; email: string };
  members: number;
  credits: number;
  held: number;
  free: number;
  currency: string;
  createdAt: Date;
  deletedAt: Date | null;
};

/** Members counted in the list: everyone not removed (invited, joined, finished). */
const COUNTED_MEMBERS = { status: { not: "DELETED" } } satisfies Prisma.MembershipWhereInput;

const SELECT = {
  id: true, name: true, credits: true, creditsReserved: true, currency: true, createdAt: true, deletedAt: true,
  owner: { select: { id: true, name: true, email: true } },
  _count: { select: { memberships: { where: COUNTED_MEMBERS } } },
} satisfies Prisma.OrganizationSelect;

type Selected = Prisma.OrganizationGetPayload<{ select: typeof SELECT }>;

function toRow(o: Selected): OrganizationRow {
  return {
    id: o.id, name: o.name, owner: o.owner, members: o._count.memberships,
    credits: o.credits, held: o.creditsReserved, free: o.credits - o.creditsReserved,
    currency: o.currency, createdAt: o.createdAt, deletedAt: o.deletedAt,
  };
}

/** Search by name, id (exact) or the owner's email; filters: holds credits, deleted. */
export function organizationsWhere(query: Pick<OrganizationsQuery, "q" | "credits" | "deleted">): Prisma.OrganizationWhereInput {
  const and: Prisma.OrganizationWhereInput[] = [];
  if (query.q) {
    and.push({
      OR: [
        { id: query.q },
        { name: { contains: query.q, mode: "insensitive" } },
        { owner: { email: { contains: query.q, mode: "insensitive" } } },
      ],
    });
  }
  if (query.credits === "yes") and.push({ credits: { gt: 0 } });
  if (query.credits === "no") and.push({ credits: 0 });
  if (query.deleted === "yes") and.push({ deletedAt: { not: null } });
  if (query.deleted === "no") and.push({ deletedAt: null });
  return and.length ? { AND: and } : {};
}

export async function findOrganizationsPage(db: PrismaClient, query: OrganizationsQuery): Promise<Page<OrganizationRow>> {
  const where = organizationsWhere(query);
  const [items, total] = await Promise.all([
    db.organization.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.organization.count({ where }),
  ]);
  return toPage(items.map(toRow), total, query);
}

/** Everything the filter selects, in batches (the export): memory stays flat. */
export function organizationBatches(db: PrismaClient, query: OrganizationsQuery): AsyncGenerator<OrganizationRow[]> {
  const where = organizationsWhere(query);
  return eachBatch(async (after, take) =>
    (await db.organization.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT })).map(toRow),
  );
}

export const LEDGER_ROWS = 50;
export const INVOICE_ROWS = 50;

export type OrganizationDetail = {
  id: string;
  name: string;
  slug: string;
  country: string | null;
  vatId: string | null;
  currency: string;
  billingEmail: string | null;
  createdAt: Date;
  deletedAt: Date | null;
  setupCompletedAt: Date | null;
  mfaRequired: boolean;
  deleteDataAfter30Days: boolean;
  owner: { id: string; name: string | null; email: string };
  balance: { credits: number; held: number; free: number };
  settings: OrganizationSettings;
  members: { id: string; userId: string; name: string | null; email: string; role: "OWNER" | "LEAD" | "MEMBER"; status: string; team: string | null; isOwner: boolean }[];
  ledger: { id: string; action: string | null; delta: number; balanceAfter: number; reservedAfter: number | null; reason: string; createdAt: Date; createdBy: string | null }[];
  ledgerTotal: number;
  invoices: { id: string; number: string | null; status: string; total: number; currency: string; createdAt: Date }[];
  apiKeys: { active: number; total: number };
  heldShoots: HeldShoot[];
};

export type HeldShoot = { id: string; title: string; member: string; reviewHeldAt: Date; results: number };

/** The detail view of one organisation (deleted ones too), or null. */
export async function organizationDetail(db: PrismaClient, id: string): Promise<OrganizationDetail | null> {
  const org = await db.organization.findUnique({
    where: { id },
    select: {
      id: true, name: true, slug: true, country: true, vatId: true, currency: true, billingEmail: true, createdAt: true, deletedAt: true,
      setupCompletedAt: true, mfaRequired: true, deleteDataAfter30Days: true, settings: true, credits: true, creditsReserved: true, ownerId: true,
      owner: { select: { id: true, name: true, email: true } },
    },
  });
  if (!org) return null;
  const [members, ledger, ledgerTotal, invoices, activeKeys, totalKeys, heldShoots] = await Promise.all([
    db.membership.findMany({
      where: { organizationId: id },
      orderBy: [{ role: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      take: 500,
      select: { id: true, userId: true, role: true, status: true, user: { select: { name: true, email: true } }, team: { select: { name: true } } },
    }),
    db.creditLedgerEntry.findMany({
      where: { organizationId: id, kind: "TEAM" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: LEDGER_ROWS,
      select: { id: true, action: true, delta: true, balanceAfter: true, reservedAfter: true, reason: true, createdAt: true, createdBy: { select: { email: true } } },
    }),
    db.creditLedgerEntry.count({ where: { organizationId: id, kind: "TEAM" } }),
    db.invoice.findMany({
      where: { organizationId: id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: INVOICE_ROWS,
      select: { id: true, number: true, status: true, total: true, currency: true, createdAt: true },
    }),
    db.apiKey.count({ where: { organizationId: id, revokedAt: null } }),
    db.apiKey.count({ where: { organizationId: id } }),
    heldShootsOf(db, { organizationId: id }),
  ]);
  return {
    id: org.id, name: org.name, slug: org.slug, country: org.country, vatId: org.vatId, currency: org.currency, billingEmail: org.billingEmail,
    createdAt: org.createdAt, deletedAt: org.deletedAt, setupCompletedAt: org.setupCompletedAt, mfaRequired: org.mfaRequired,
    deleteDataAfter30Days: org.deleteDataAfter30Days, owner: org.owner,
    balance: { credits: org.credits, held: org.creditsReserved, free: org.credits - org.creditsReserved },
    settings: parseSettings(org.settings),
    members: members.map((m) => ({ id: m.id, userId: m.userId, name: m.user.name, email: m.user.email, role: m.role, status: m.status, team: m.team?.name ?? null, isOwner: m.userId === org.ownerId })),
    ledger: ledger.map((l) => ({ id: l.id, action: l.action, delta: l.delta, balanceAfter: l.balanceAfter, reservedAfter: l.reservedAfter, reason: l.reason, createdAt: l.createdAt, createdBy: l.createdBy?.email ?? null })),
    ledgerTotal,
    invoices,
    apiKeys: { active: activeKeys, total: totalKeys },
    heldShoots,
  };
}

/** Team shoots held for a platform admin's review and not approved yet (an organisation's, or everyone's). */
export async function heldShootsOf(db: PrismaClient, where: { organizationId?: string; shootId?: string }): Promise<HeldShoot[]> {
  const rows = await db.shoot.findMany({
    where: { ...(where.organizationId ? { organizationId: where.organizationId } : {}), ...(where.shootId ? { id: where.shootId } : {}), state: "ACTIVE", reviewHeldAt: { not: null }, reviewApprovedAt: null, deletedAt: null },
    orderBy: [{ reviewHeldAt: "asc" }, { id: "asc" }],
    take: 100,
    select: { id: true, title: true, reviewHeldAt: true, user: { select: { name: true, email: true } }, _count: { select: { results: { where: { version: 1, parentResultId: null, deletedAt: null } } } } },
  });
  return rows.map((s) => ({ id: s.id, title: s.title, member: s.user.name?.trim() || s.user.email, reviewHeldAt: s.reviewHeldAt!, results: s._count.results }));
}
