// What /admin/catalog shows: every package (archived ones too) in display order, its prices per currency,
// what points at it (whether it can be deleted) and the live turnaround estimate the pricing page shows.
import "server-only";
import { CURRENCIES, type Currency } from "@/lib/catalog/currency";
import type { PrismaClient } from "@/lib/db";
import { estimateTurnarounds } from "@/lib/shoots/turnaround";

export type CatalogPackage = {
  id: string; slug: string; name: string; headshots: number; styles: number; outputSize: number; printSize: number | null;
  editCredits: number; sortOrder: number; active: boolean; updatedAt: Date;
  /** Minor units per currency; null where no price is set (the public does not see the package then). */
  prices: Record<Currency, number | null>;
  /** Orders, shoots, gift cards and batches, coupons naming it: with any, it is archived instead of deleted. */
  references: { orders: number; shoots: number; giftCards: number; coupons: number };
  /** Seconds from submission to ready, as /pricing shows it (lib/shoots/turnaround.ts); null when unmeasured. */
  turnaroundSeconds: number | null;
};

export async function listCatalogPackages(db: PrismaClient): Promise<CatalogPackage[]> {
  const rows = await db.package.findMany({
    orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
    include: {
      prices: { select: { currency: true, amount: true } },
      _count: { select: { orders: true, shoots: true, giftCards: true, giftCardBatches: true, coupons: true } },
    },
  });
  const turnarounds = await estimateTurnarounds(db, rows);
  return rows.map(({ prices, _count, createdAt: _, ...p }) => ({
    ...p,
    prices: Object.fromEntries(CURRENCIES.map((c) => [c, prices.find((x) => x.currency === c)?.amount ?? null])) as Record<Currency, number | null>,
    references: { orders: _count.orders, shoots: _count.shoots, giftCards: _count.giftCards + _count.giftCardBatches, coupons: _count.coupons },
    turnaroundSeconds: turnarounds[p.slug] ?? null,
  }));
}
