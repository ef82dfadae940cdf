import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { PARAMETER_DEFAULTS } from "@/lib/db/parameters-defaults";

/**
 * Edit credits one studio edit costs: the admin's `studio.editCost` (/admin/parameters), or the
 * default when there is no row or the row is not a non-negative integer.
 */
export async function readEditCost(db: PrismaClient | Prisma.TransactionClient): Promise<number> {
  const row = await db.parameter.findUnique({ where: { key: "studio.editCost" }, select: { value: true } });
  const value = row?.value;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : PARAMETER_DEFAULTS["studio.editCost"];
}
