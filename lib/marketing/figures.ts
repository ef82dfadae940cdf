// The numbers the home page and the team page promise, read from where the product keeps them (the
// admin-editable parameters, the catalogue), so the copy never says one thing while the product does another.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { pricingPolicy } from "@/lib/catalog/policy";
import { readParameter } from "@/lib/parameters/read";
import { TEAM_SHOOT_PACKAGE } from "@/lib/teams/organization";

export type MarketingFigures = {
  /** Photos a shoot takes (photos.minPerShoot .. photos.maxPerShoot). */
  minPhotos: number;
  maxPhotos: number;
  /** Uploaded photos are deleted this many days after the headshots are ready. */
  photoDays: number;
  /** The money-back guarantee's window. */
  refundDays: number;
  /** Automatic retries of a shoot that failed. */
  autoRetries: number;
  /** Team invoices by bank transfer: from this many credits, payable within this many days. */
  invoiceMinCredits: number;
  invoiceTermsDays: number;
  /** An email invite stays valid this many days. */
  inviteDays: number;
  /** What one team credit buys: one person's shoot on the team package. */
  teamShoot: { headshots: number; styles: number } | null;
};

export async function marketingFigures(db: PrismaClient): Promise<MarketingFigures> {
  const [policy, minPhotos, maxPhotos, autoRetries, invoiceMinCredits, invoiceTermsDays, inviteDays, teamPackage] = await Promise.all([
    pricingPolicy(db),
    readParameter(db, "photos.minPerShoot"),
    readParameter(db, "photos.maxPerShoot"),
    readParameter(db, "shoots.maxAutoRetries"),
    readParameter(db, "teams.invoiceMinCredits"),
    readParameter(db, "teams.invoicePaymentTermsDays"),
    readParameter(db, "teams.inviteValidityDays"),
    db.package.findUnique({ where: { slug: TEAM_SHOOT_PACKAGE }, select: { headshots: true, styles: true } }),
  ]);
  return {
    minPhotos, maxPhotos, photoDays: policy.photoRetentionDays, refundDays: policy.refundWindowDays, autoRetries,
    invoiceMinCredits, invoiceTermsDays, inviteDays, teamShoot: teamPackage,
  };
}
