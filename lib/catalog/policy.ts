// The promises the price list makes, read from the admin-editable parameters (/admin/parameters).
import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { PARAMETER_DEFAULTS } from "@/lib/db/parameters-defaults";

const days = z.number().int().min(1).max(3650);

async function dayParameter(db: PrismaClient, key: "refunds.windowDays" | "photos.retentionDays"): Promise<number> {
  const row = await db.parameter.findUnique({ where: { key }, select: { value: true } });
  const parsed = days.safeParse(row?.value);
  return parsed.success ? parsed.data : PARAMETER_DEFAULTS[key];
}

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
