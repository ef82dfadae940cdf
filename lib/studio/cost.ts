import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { readParameter } from "@/lib/parameters/read";

/**
 * Edit credits one studio edit costs: the admin's `studio.editCost` (/admin/parameters), or the
 * default when there is no row or the row is not a non-negative integer.
 */
export async function readEditCost(db: PrismaClient | Prisma.TransactionClient): Promise<number> {
  return readParameter(db, "studio.editCost");
}
