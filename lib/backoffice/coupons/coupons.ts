// Coupons as platform admins make them (/admin/coupons): create, disable and enable, each with its
// audit row in the same transaction. Checkout reads them (lib/payments/pricing.ts evaluateCode,
// lib/payments/coupons.ts reserveCoupon): codes are stored as checkout normalises them
// (normalizeCode), unique whatever their case, and the maximum is checkout's guarded increment.
import "server-only";
import type { CouponKind, Prisma, PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { BackofficeError } from "../errors";
import type { CouponInput, CouponQuery } from "./schemas";

const NS = "BackofficeCoupons";
export const COUPON_AUDIT_FIELDS = ["code", "kind", "value", "currency", "packageId", "description", "expiresAt", "maxRedemptions", "active"] as const;

export type CreateCouponResult = { ok: true; id: string; code: string } | { ok: false; fieldErrors: Record<string, string> };

/** A new coupon, or the field that is wrong (a code taken in any case, an unknown package). */
export async function createCoupon(db: PrismaClient, input: CouponInput & { actorId: string }): Promise<CreateCouponResult> {
  const { actorId, ...data } = input;
  try {
    return await db.$transaction(async (tx): Promise<CreateCouponResult> => {
      const taken = await tx.coupon.findFirst({ where: { code: { equals: data.code, mode: "insensitive" } }, select: { id: true } });
      // Gift card codes share checkout's one code field: a coupon must not shadow a card.
      const card = await tx.giftCard.findFirst({ where: { code: { equals: data.code, mode: "insensitive" } }, select: { id: true } });
      if (taken || card) return { ok: false, fieldErrors: { code: "duplicateCode" } };
      if (data.packageId && !(await tx.package.findUnique({ where: { id: data.packageId }, select: { id: true } }))) return { ok: false, fieldErrors: { packageId: "unknownPackage" } };
      const coupon = await tx.coupon.create({ data });
      await recordAudit(tx, { actorId, action: "coupon.create", target: ["Coupon", coupon.id], after: auditFields(coupon, COUPON_AUDIT_FIELDS) });
      return { ok: true, id: coupon.id, code: coupon.code };
    });
  } catch (e) {
    // Two admins creating the same code at once: the unique index decides, the loser hears "taken".
    if ((e as { code?: string }).code === "P2002") return { ok: false, fieldErrors: { code: "duplicateCode" } };
    throw e;
  }
}

/** Disables or enables a coupon (a disabled one is INACTIVE at checkout; its redemptions stay). */
export async function setCouponActive(db: PrismaClient, input: { couponId: string; active: boolean; actorId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Coupon" WHERE "id" = ${input.couponId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    const before = await tx.coupon.findUniqueOrThrow({ where: { id: input.couponId } });
    if (before.active === input.active) return; // a double submit changes nothing and audits nothing
    const after = await tx.coupon.update({ where: { id: input.couponId }, data: { active: input.active } });
    await recordAudit(tx, { actorId: input.actorId, action: input.active ? "coupon.enable" : "coupon.disable", target: ["Coupon", after.id], before: auditFields(before, COUPON_AUDIT_FIELDS), after: auditFields(after, COUPON_AUDIT_FIELDS) });
  });
}

export type CouponRow = {
  id: string; code: string; kind: CouponKind; value: number; currency: string | null; packageName: string | null;
  expiresAt: Date | null; redemptionCount: number; maxRedemptions: number | null; active: boolean; createdAt: Date;
};

const SELECT = {
  id: true, code: true, kind: true, value: true, currency: true, expiresAt: true, redemptionCount: true, maxRedemptions: true, active: true, createdAt: true,
  package: { select: { name: true } },
} as const;

type Selected = Prisma.CouponGetPayload<{ select: typeof SELECT }>;
const row = ({ package: pkg, ...c }: Selected): CouponRow => ({ ...c, packageName: pkg?.name ?? null });

export function couponWhere(query: Pick<CouponQuery, "q" | "state" | "kind">, now = new Date()): Prisma.CouponWhereInput {
  const state: Prisma.CouponWhereInput =
    query.state === "active" ? { active: true, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }
    : query.state === "inactive" ? { active: false }
    : query.state === "expired" ? { expiresAt: { lte: now } }
    : {};
  return {
    ...state,
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.q ? { AND: [{ OR: [{ code: { contains: query.q, mode: "insensitive" } }, { description: { contains: query.q, mode: "insensitive" } }] }] } : {}),
  };
}

export async function findCouponPage(db: PrismaClient, query: CouponQuery, now = new Date()): Promise<Page<CouponRow>> {
  const where = couponWhere(query, now);
  const [items, total] = await Promise.all([
    db.coupon.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.coupon.count({ where }),
  ]);
  return toPage(items.map(row), total, query);
}

export function couponBatches(db: PrismaClient, query: CouponQuery): AsyncGenerator<CouponRow[]> {
  const where = couponWhere(query);
  return eachBatch(async (after, take) => (await db.coupon.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT })).map(row));
}

export type CouponDetail = CouponRow & {
  description: string | null;
  redemptions: { id: string; userId: string; email: string; name: string | null; orderId: string | null; orderStatus: string | null; createdAt: Date }[];
};

/** One coupon and who redeemed it (newest first; at most 200 rows, the count says the rest). */
export async function couponDetail(db: PrismaClient, id: string): Promise<CouponDetail | null> {
  const coupon = await db.coupon.findUnique({
    where: { id },
    select: {
      ...SELECT, description: true,
      redemptions: { orderBy: { createdAt: "desc" }, take: 200, select: { id: true, createdAt: true, orderId: true, user: { select: { id: true, email: true, name: true } }, order: { select: { status: true } } } },
    },
  });
  if (!coupon) return null;
  const { redemptions, description, ...rest } = coupon;
  return {
    ...row(rest), description,
    redemptions: redemptions.map((r) => ({ id: r.id, userId: r.user.id, email: r.user.email, name: r.user.name, orderId: r.orderId, orderStatus: r.order?.status ?? null, createdAt: r.createdAt })),
  };
}

/** The packages a coupon may be restricted to (the form's choices). */
export async function couponPackages(db: PrismaClient): Promise<{ id: string; name: string }[]> {
  return db.package.findMany({ where: { active: true }, orderBy: { sortOrder: "asc" }, select: { id: true, name: true } });
}
