// The one reader of business parameters: the Parameter row's JSON validated with the key's schema
// (./schema.ts), or the key's default when the row is missing or its value is invalid (a bad value
// must never stop a checkout or a shoot). Read at use, never cached: an admin's change applies at once.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { parameterSpec, type RegistryKey, type RegistryValues } from "./schema";

export type ParameterDb = { parameter: Pick<(PrismaClient | Prisma.TransactionClient)["parameter"], "findUnique"> };

export async function readParameter<K extends RegistryKey>(db: ParameterDb, key: K): Promise<RegistryValues[K]> {
  const spec = parameterSpec(key);
  const row = await db.parameter.findUnique({ where: { key }, select: { value: true } });
  if (!row) return spec.default;
  const parsed = spec.schema.safeParse(row.value);
  return parsed.success ? parsed.data : spec.default;
}
