// The back office's people (/admin/user): one page of a searched, filtered, sorted list, the same
// selection in batches for the CSV export, and everything the detail view (`?id=`) shows of one person.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import type { UsersQuery } from "./schemas";

export type UserRow = {
  id: string;
  email: string;
  name: string | null;
  role: "USER" | "ADMIN";
  emailVerified: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  photoCredits: number;
  editCredits: number;
  locale: string;
};

const SELECT = { id: true, email: true, name: true, role: true, emailVerified: true, deletedAt: true, createdAt: true, photoCredits: true, editCredits: true, locale: true } as const;

/** Memberships that tie a person to an organisation (an invitation counts: the admin is looking for them). */
const LIVE_MEMBERSHIP: Prisma.MembershipWhereInput = { status: { in: ["INVITED", "JOINED", "FINISHED"] }, removedAt: null, organization: { deletedAt: null } };
const IN_ORGANIZATION: Prisma.UserWhereInput = { OR: [{ memberships: { some: LIVE_MEMBERSHIP } }, { ownedOrganizations: { some: { deletedAt: null } } }] };

export function usersWhere(query: Pick<UsersQuery, "q" | "role" | "deleted" | "org">): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [];
  if (query.role) and.push({ role: query.role });
  if (query.deleted === "yes") and.push({ deletedAt: { not: null } });
  if (query.deleted === "no") and.push({ deletedAt: null });
  if (query.org === "yes") and.push(IN_ORGANIZATION);
  if (query.org === "no") and.push({ NOT: IN_ORGANIZATION });
  if (query.q) {
    and.push({
      OR: [
        { id: query.q },
        { email: { contains: query.q, mode: "insensitive" } },
        { name: { contains: query.q, mode: "insensitive" } },
      ],
    });
  }
  return and.length ? { AND: and } : {};
}

export async function findUsersPage(db: PrismaClient, query: UsersQuery): Promise<Page<UserRow>> {
  const where = usersWhere(query);
  const dir = query.sort.desc ? "desc" : "asc";
  const [items, total] = await Promise.all([
    db.user.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.field === "name" ? { sort: dir, nulls: "last" } : dir }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.user.count({ where }),
  ]);
  return toPage(items as UserRow[], total, query);
}

/** Everything the filter selects, in batches (the export). */
export function usersBatches(db: PrismaClient, query: UsersQuery): AsyncGenerator<UserRow[]> {
  const where = usersWhere(query);
  return eachBatch(async (after, take) => (await db.user.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT })) as UserRow[]);
}

/** How many rows of each kind the detail view shows (the newest). */
export const DETAIL_LIMITS = { orders: 50, shoots: 50, sessions: 50, audit: 50, credits: 20 } as const;

export async function loadUserDetail(db: PrismaClient, userId: string, now: Date = new Date()) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      ...SELECT,
      referralCode: true,
      sessionsValidFrom: true,
      passwordHash: true,
      referredBy: { select: { id: true, email: true } },
      accounts: { select: { provider: true } },
    },
  });
  if (!user) return null;
  const { passwordHash, ...facts } = user;
  const [orders, shoots, sessions, memberships, owned, audit, credits, pendingMfaCodes] = await Promise.all([
    db.order.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      take: DETAIL_LIMITS.orders,
      select: { id: true, kind: true, status: true, currency: true, total: true, discount: true, refundedAmount: true, quantity: true, createdAt: true, paidAt: true, package: { select: { name: true } }, organization: { select: { id: true, name: true } } },
    }),
    db.shoot.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      take: DETAIL_LIMITS.shoots,
      select: { id: true, title: true, state: true, createdAt: true, submittedAt: true, readyAt: true, package: { select: { name: true } }, organization: { select: { id: true, name: true } } },
    }),
    db.session.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      take: DETAIL_LIMITS.sessions,
      select: { id: true, createdAt: true, updatedAt: true, expires: true, revokedAt: true, mfaVerifiedAt: true, ip: true, userAgent: true },
    }),
    db.membership.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      select: { id: true, role: true, status: true, joinedAt: true, removedAt: true, managed: true, organization: { select: { id: true, name: true, deletedAt: true, mfaRequired: true } } },
    }),
    db.organization.findMany({ where: { ownerId: userId }, select: { id: true, name: true, deletedAt: true } }),
    db.auditLog.findMany({
      where: { OR: [{ actorId: userId }, { targetType: "User", targetId: userId }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DETAIL_LIMITS.audit,
      select: { id: true, action: true, actorId: true, targetType: true, targetId: true, data: true, createdAt: true, actor: { select: { email: true } } },
    }),
    db.creditLedgerEntry.findMany({
      where: { userId, kind: { in: ["PHOTO", "EDIT"] } },
      orderBy: { createdAt: "desc" },
      take: DETAIL_LIMITS.credits,
      select: { id: true, kind: true, delta: true, balanceAfter: true, reason: true, createdAt: true },
    }),
    db.authToken.count({ where: { userId, purpose: "MFA_CODE", usedAt: null, expiresAt: { gt: now } } }),
  ]);
  const liveSessions = sessions.filter((s) => !s.revokedAt && s.expires > now).length;
  return { user: { ...facts, hasPassword: Boolean(passwordHash), providers: [...new Set(facts.accounts.map((a) => a.provider))] }, orders, shoots, sessions, liveSessions, memberships, owned, audit, credits, pendingMfaCodes };
}

export type UserDetail = NonNullable<Awaited<ReturnType<typeof loadUserDetail>>>;
