import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";

/** A person's display name: what greets them and what invoices and team pages show. */
export const displayNameSchema = z.string().trim().min(1).max(100);

export async function readDisplayName(db: PrismaClient, userId: string): Promise<string> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { name: true } });
  return user?.name ?? "";
}

/** Saves the name; false when it is empty or too long. */
export async function saveDisplayName(db: PrismaClient, userId: string, name: unknown): Promise<boolean> {
  const parsed = displayNameSchema.safeParse(name);
  if (!parsed.success) return false;
  await db.user.update({ where: { id: userId }, data: { name: parsed.data } });
  return true;
}
