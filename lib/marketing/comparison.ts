// /best-ai-headshot-generators: Lumen's own side of the comparison, read from where the product keeps
// it (the catalogue's prices, the parameters, the privacy sweep, the photo rules), never typed into
// the copy. The other products' facts are fixed text with their sources (COMPETITOR_SOURCES), as
// gathered in November 2026 (shared/reference/market-behaviour.md, section G and the sections it names).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { currencyFor, listPackages, type Currency, type PackageOffer } from "@/lib/catalog/packages";
import { DECODE_LIMITS } from "@/lib/engine/quality-config";
import type { Locale } from "@/lib/i18n/config";
import { legalFigures } from "@/lib/legal/figures";
import { readPhotoLimits } from "@/lib/shoots/parameters";
import { estimateTurnarounds } from "@/lib/shoots/turnaround";
import { readCreditPricing } from "@/lib/teams/pricing-policy";
import { reviewSummary } from "./reviews";

/** When the other products' facts were read: the page says "as of" this. */
export const COMPARISON_AS_OF = "2026-11";

export const COMPARED_PRODUCTS = ["lumen", "headshotpro", "aragon", "betterpic"] as const;
export type ComparedProduct = (typeof COMPARED_PRODUCTS)[number];
/** Names are names: the same in every language (and kept out of the messages). */
export const PRODUCT_NAMES: Record<ComparedProduct, string> = { lumen: "Lumen", headshotpro: "HeadshotPro", aragon: "Aragon", betterpic: "BetterPic" };

/** The criteria, in the table's order. */
export const CRITERIA = ["likeness", "photos", "turnaround", "price", "refunds", "teams", "privacy"] as const;
export type Criterion = (typeof CRITERIA)[number];

/** Where each competitor fact comes from (their public pages, read in November 2026). */
export const COMPETITOR_SOURCES: Record<Exclude<ComparedProduct, "lumen">, string[]> = {
  headshotpro: [
    "https://www.headshotpro.com/docs/individual/creating-headshots/photo-standards",
    "https://www.headshotpro.com/docs/individual/creating-headshots/processing-and-training",
    "https://www.headshotpro.com/docs/individual/billing/checkout-process",
    "https://www.headshotpro.com/docs/individual/account/deleting-your-data",
    "https://www.headshotpro.com/docs/team-lead/member-management/roles-and-permissions",
    "https://www.headshotpro.com/docs/general/security-practices/data-security",
  ],
  aragon: ["https://www.aragon.ai/refund-policy", "https://aragon.ai/privacy"],
  betterpic: ["https://support.betterpic.io/article/30-onboarding-employees-in-teams"],
};

export type LumenFacts = {
  currency: Currency;
  packages: PackageOffer[];
  /** Team credit: one member's shoot, list price in `currency` (minor units), and the largest volume discount. */
  teamCredit: { amount: number; maxDiscountPercent: number };
  photos: { min: number; max: number; minSide: number; maxMb: number };
  /** Seconds from submitting to finished headshots for the smallest package, measured on recent shoots; null when none was measured. */
  turnaroundSeconds: number | null;
  refundDays: number;
  photoDays: number;
  organizationDays: number;
  reviews: { count: number; average: number | null };
};

export async function lumenFacts(db: PrismaClient, locale: Locale): Promise<LumenFacts> {
  const currency = currencyFor(locale);
  const [packages, figures, limits, credit, reviews] = await Promise.all([
    listPackages(db, currency),
    legalFigures(db),
    readPhotoLimits(db),
    readCreditPricing(db),
    reviewSummary(db),
  ]);
  const first = packages[0];
  const turnaround = first ? (await estimateTurnarounds(db, [first]))[first.slug] ?? null : null;
  return {
    currency,
    packages,
    teamCredit: { amount: credit.unitPrice[currency], maxDiscountPercent: Math.max(0, ...credit.tiers.map((t) => t.percent)) },
    photos: { min: limits.min, max: limits.max, minSide: DECODE_LIMITS.minSide, maxMb: Math.round(DECODE_LIMITS.maxBytes / (1024 * 1024)) },
    turnaroundSeconds: turnaround,
    refundDays: figures.refundDays,
    photoDays: figures.photoDays,
    organizationDays: figures.organizationDays,
    reviews,
  };
}
