import "server-only";
import type { GiftCardStatus, Prisma, PrismaClient } from "@/lib/db";
import { organizationsWhere } from "@/lib/teams/access";

/** What a buyer sees of a card: expired is an unused card past its date. */
export type GiftCardState = "unused" | "used" | "void" | "expired";
export const GIFT_CARD_STATES: readonly GiftCardState[] = ["unused", "used", "void", "expired"];

export type GiftCardRow = {
  id: string;
  code: string;
  /** Package slug at purchase time. */
  tier: string;
  packageName: string;
  state: GiftCardState;
  createdAt: Date;
  redeemedAt: Date | null;
  expiresAt: Date | null;
  /** Who bought it: the person, or one of the organisations they lead. */
  buyer: { kind: "person" } | { kind: "organization"; name: string };
};

export type GiftCardFilter = "all" | "unused";

export function stateOf(card: { status: GiftCardStatus; expiresAt: Date | null }, now: Date): GiftCardState {
  if (card.status === "USED") return "used";
  if (card.status === "VOID") return "void";
  return card.expiresAt && card.expiresAt <= now ? "expired" : "unused";
}

/**
 * Whose cards `userId` may see: their own purchases, and those of organisations where they may
 * "giftcards.read" (owners and leads, lib/teams/access.ts). Members see only their own. Null for a
 * missing or deleted account.
 */
export async function giftCardScope(db: PrismaClient, userId: string): Promise<{ userId: string; organizationIds: string[] } | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { deletedAt: true } });
  if (!user || user.deletedAt) return null;
  return { userId, organizationIds: await organizationsWhere(db, userId, "giftcards.read") };
}

/** Most cards a listing or export returns (a large business order is a few hundred). */
export const GIFT_CARD_LIMIT = 5000;

/** The gift cards `userId` (or an organisation they lead) bought, newest first; `unused`: only those still redeemable. */
export async function listGiftCards(db: PrismaClient, input: { userId: string; filter?: GiftCardFilter; now?: Date }): Promise<GiftCardRow[]> {
  const scope = await giftCardScope(db, input.userId);
  if (!scope) return [];
  const now = input.now ?? new Date();
  const buyer: Prisma.GiftCardWhereInput = {
    OR: [{ buyerUserId: scope.userId }, ...(scope.organizationIds.length ? [{ buyerOrganizationId: { in: scope.organizationIds } }] : [])],
  };
  const unused: Prisma.GiftCardWhereInput = { status: "UNUSED", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  const cards = await db.giftCard.findMany({
    where: input.filter === "unused" ? { AND: [buyer, unused] } : buyer,
    orderBy: [{ createdAt: "desc" }, { code: "asc" }],
    take: GIFT_CARD_LIMIT,
    select: {
      id: true, code: true, tier: true, status: true, createdAt: true, redeemedAt: true, expiresAt: true, buyerUserId: true,
      package: { select: { name: true } },
      buyerOrganization: { select: { name: true } },
    },
  });
  return cards.map((c) => ({
    id: c.id,
    code: c.code,
    tier: c.tier,
    packageName: c.package.name,
    state: stateOf(c, now),
    createdAt: c.createdAt,
    redeemedAt: c.redeemedAt,
    expiresAt: c.expiresAt,
    buyer: c.buyerUserId === scope.userId || !c.buyerOrganization ? { kind: "person" as const } : { kind: "organization" as const, name: c.buyerOrganization.name },
  }));
}
