// Demo gift cards (demo mode only: their codes are published), so /app/giftcards shows real rows: a few bought by the demo organisation (seen by
// its lead) and a few by the demo user. Fixed codes; status and redemption are set on creation only,
// so a card redeemed while trying the app stays redeemed when the seed runs again.
import type { PrismaClient } from "@/generated/prisma/client";
import { DEMO_ORGANIZATION, type DemoRole } from "./demo-accounts";

type SeedSync = <T extends Record<string, unknown>, R extends { id: string }>(
  model: string,
  find: () => Promise<R | null>,
  desired: T,
  ops: { create: (data: T) => Promise<R>; update: (id: string, data: Partial<T>) => Promise<R> },
) => Promise<R>;

export type DemoGiftCard = { code: string; buyer: "organization" | "user"; tier: "starter" | "professional" | "executive"; used: boolean };

export const DEMO_GIFT_CARDS: readonly DemoGiftCard[] = [
  { code: "NORTHWIND-PRO-7K2M", buyer: "organization", tier: "professional", used: false },
  { code: "NORTHWIND-PRO-Q8VD", buyer: "organization", tier: "professional", used: true },
  { code: "NORTHWIND-EXE-3HTP", buyer: "organization", tier: "executive", used: false },
  { code: "MAYA-GIFT-STR-9WX4", buyer: "user", tier: "starter", used: false },
  { code: "MAYA-GIFT-PRO-5RJN", buyer: "user", tier: "professional", used: true },
  { code: "MAYA-GIFT-EXE-2LZC", buyer: "user", tier: "executive", used: false },
];

const BOUGHT_AT = new Date("2026-01-10T09:00:00Z");
const REDEEMED_AT = new Date("2026-01-20T15:30:00Z");

export async function seedGiftCards(seeder: { prisma: PrismaClient; sync: SeedSync }, users: Map<DemoRole, string>): Promise<void> {
  const p = seeder.prisma;
  const userId = users.get("user");
  const memberId = users.get("member");
  const org = await p.organization.findUnique({ where: { slug: DEMO_ORGANIZATION.slug }, select: { id: true } });
  // A demo account deleted through the product is not made again; its cards stay as they are.
  if (!userId || !memberId || !org) return;
  const packages = new Map((await p.package.findMany({ select: { id: true, slug: true } })).map((x) => [x.slug, x.id]));
  for (const card of DEMO_GIFT_CARDS) {
    const packageId = packages.get(card.tier);
    if (!packageId) throw new Error(`gift card ${card.code}: unknown package ${card.tier}`);
    const existing = await p.giftCard.findUnique({ where: { code: card.code } });
    const redemption = card.used
      ? { status: "USED" as const, redeemedAt: REDEEMED_AT, redeemedById: card.buyer === "organization" ? memberId : null }
      : { status: "UNUSED" as const };
    await seeder.sync(
      "GiftCard",
      async () => existing,
      {
        code: card.code, packageId, tier: card.tier, createdAt: BOUGHT_AT,
        buyerUserId: card.buyer === "user" ? userId : null,
        buyerOrganizationId: card.buyer === "organization" ? org.id : null,
        ...(existing ? {} : redemption),
      },
      { create: (d) => p.giftCard.create({ data: d }), update: (id, d) => p.giftCard.update({ where: { id }, data: d }) },
    );
  }
}
