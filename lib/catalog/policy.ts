// The promises the price list makes, read from the admin-editable parameters (/admin/parameters).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { readParameter } from "@/lib/parameters/read";

const dayParameter = (db: PrismaClient, key: "refunds.windowDays" | "photos.retentionDays") => readParameter(db, key);

export type PricingPolicy = {
  /** Days after purchase in which the money-back guarantee refunds in full when nothing was downloaded. */
  refundWindowDays: number;
  /** Days after the results are ready when uploaded photos are deleted. */
  photoRetentionDays: number;
};

/** The admin-set values, or the defaults where a value is missing or not a sensible number of days. */
export async function pricingPolicy(db: PrismaClient): Promise<PricingPolicy> {
  const [refundWindowDays, photoRetentionDays] = await Promise.all([dayParameter(db, "refunds.windowDays"), dayParameter(db, "photos.retentionDays")]);
  return { refundWindowDays, photoRetentionDays };
}
