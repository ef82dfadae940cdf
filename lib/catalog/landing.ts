// What the landing pages (/lp, /lp/*) say about the offer, read from where the product keeps each
// number: the catalogue's packages and prices, the admin-editable parameters (refund window, photo
// retention, photo limits), the live turnaround estimate and the active engine. The pages' copy holds
// no figure of its own, so a price or a parameter changed in the back office changes the pages too.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { activeEngineInfo } from "@/lib/shoots/active-engine";
import { readPhotoLimits } from "@/lib/shoots/parameters";
import { estimateTurnarounds } from "@/lib/shoots/turnaround";
import { currencyFor, listPackages, type PackageOffer } from "./packages";
import { pricingPolicy } from "./policy";
import { listStylePreviews, listStyles, withStylesOnOffer, type StylePreview } from "./styles";
import type { StyleMode } from "./looks";

/**
 * The landing pages (cached public pages): what changes a package, a price, a style, the engine or
 * refunds.windowDays / photos.retentionDays / photos.minPerShoot / photos.maxPerShoot revalidates them
 * too: `revalidatePublic(...LANDING_PATHS)` (lib/content/revalidate.ts).
 */
export const LANDING_PATHS = ["/lp", "/lp/7-reasons-why-ai-headshots", "/lp/linkedin-profile-picture", "/lp/professional-headshots", "/lp/v2"] as const;

/** Paid package orders of this many recent days decide which package is the most chosen. */
export const POPULARITY_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

export type FeaturedPackage = PackageOffer & {
  /**
   * "orders": the package bought most often in the last POPULARITY_WINDOW_DAYS (the page may call it
   * the most chosen); "catalogue": no paid order yet, so the middle of the display order, with no claim.
   */
  basis: "orders" | "catalogue";
};

export type LandingFacts = {
  /** Active packages priced in the locale's currency, in display order, styles capped at what is on offer. */
  packages: PackageOffer[];
  /** The package the pages' one call to action buys; null when nothing is on sale. */
  featured: FeaturedPackage | null;
  /** The cheapest package's price (minor units), for "from …". */
  fromPrice: PackageOffer["price"] | null;
  refundDays: number;
  photoDays: number;
  photos: { min: number; max: number };
  /** Seconds from submitting photos to finished headshots for the featured package; null when unmeasured. */
  turnaroundSeconds: number | null;
  /** outfits: the engine dresses people in the chosen outfits; ownClothes: it keeps the clothes of the photos. */
  mode: StyleMode;
  /** Whether the active engine compares every headshot with the person's face and drops those that do not match. */
  likenessCheck: boolean;
  /** A few style (or backdrop) pictures, and how many looks there are in all. */
  previews: { total: number; styles: StylePreview[] };
};

/** The slug of the active package with the most paid orders in the window, or null when there are none. */
export async function mostChosenPackageSlug(db: PrismaClient, now = new Date()): Promise<string | null> {
  const since = new Date(now.getTime() - POPULARITY_WINDOW_DAYS * DAY_MS);
  const counts = await db.order.groupBy({
    by: ["packageId"],
    where: { kind: "PACKAGE", status: "PAID", paidAt: { gte: since }, packageId: { not: null }, package: { active: true } },
    _count: { _all: true },
  });
  if (counts.length === 0) return null;
  const rows = await db.package.findMany({ where: { id: { in: counts.map((c) => c.packageId!) } }, select: { id: true, slug: true, sortOrder: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Most orders first; a tie goes to the package shown first.
  const best = counts
    .flatMap((c) => {
      const row = byId.get(c.packageId!);
      return row ? [{ slug: row.slug, orders: c._count._all, sortOrder: row.sortOrder }] : [];
    })
    .sort((a, b) => b.orders - a.orders || a.sortOrder - b.sortOrder)[0];
  return best?.slug ?? null;
}

/** The package the call to action offers: the most chosen one when it is on sale in this currency, else the middle one. */
export function pickFeatured(packages: PackageOffer[], mostChosen: string | null): FeaturedPackage | null {
  const chosen = mostChosen ? packages.find((p) => p.slug === mostChosen) : undefined;
  if (chosen) return { ...chosen, basis: "orders" };
  const middle = packages[Math.floor((packages.length - 1) / 2)];
  return middle ? { ...middle, basis: "catalogue" } : null;
}

export async function landingFacts(db: PrismaClient, locale: Locale, now = new Date()): Promise<LandingFacts> {
  const [offered, catalogue, policy, photos, engine, mostChosen] = await Promise.all([
    listPackages(db, currencyFor(locale)),
    listStyles(db, locale),
    pricingPolicy(db),
    readPhotoLimits(db),
    activeEngineInfo(db),
    mostChosenPackageSlug(db, now),
  ]);
  const packages = withStylesOnOffer(offered, catalogue);
  const featured = pickFeatured(packages, mostChosen);
  const [turnarounds, previews] = await Promise.all([
    featured ? estimateTurnarounds(db, [featured], now) : Promise.resolve({} as Record<string, number | null>),
    listStylePreviews(db, locale, 6, catalogue.mode),
  ]);
  const fromPrice = packages.reduce<PackageOffer["price"] | null>((low, p) => (!low || p.price.amount < low.amount ? p.price : low), null);
  return {
    packages,
    featured,
    fromPrice,
    refundDays: policy.refundWindowDays,
    photoDays: policy.photoRetentionDays,
    photos,
    turnaroundSeconds: featured ? (turnarounds[featured.slug] ?? null) : null,
    mode: catalogue.mode,
    // Only the offline studio engine measures likeness (lib/engine/cpu-studio: post-check); the
    // generative adapters report none, so the pages promise the check only while it runs.
    likenessCheck: engine.id === "studio",
    previews: { total: previews.total, styles: previews.styles },
  };
}
