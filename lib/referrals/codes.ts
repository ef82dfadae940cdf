import "server-only";
import { z } from "zod";
import type { Prisma, PrismaClient } from "@/lib/db";
import { isPersonalAccount } from "./eligibility";

/** What a referral code may look like (lib/auth/accounts.ts referralCodeFor makes "maya-3f9a1c"). */
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

export type Referrer = { id: string; name: string | null; email: string; referralCode: string };

/**
 * The person behind a referral code, if the code is well-formed, belongs to someone and that person
 * may refer (a personal account). Codes are matched exactly first, then ignoring case (a link typed by hand).
 */
export async function findReferrer(db: Pick<PrismaClient | Prisma.TransactionClient, "user">, raw: unknown): Promise<Referrer | null> {
  const parsed = referralCodeSchema.safeParse(raw);
  if (!parsed.success) return null;
  const select = { id: true, name: true, email: true, referralCode: true } as const;
  const user =
    (await db.user.findUnique({ where: { referralCode: parsed.data }, select })) ??
    (await db.user.findFirst({ where: { referralCode: { equals: parsed.data, mode: "insensitive" } }, select }));
  if (!user || !(await isPersonalAccount(db, user.id))) return null;
  return user;
}

/** The first word of a name (what a landing page or a list shows of a person), or null. */
export function firstName(name: string | null | undefined): string | null {
  const first = (name ?? "").trim().split(/\s+/)[0];
  return first ? first.slice(0, 40) : null;
}

/** "maya.lindqvist@example.com" → "m•••@example.com": enough to recognise a friend, not to write to them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** How a referrer sees a friend (/app/invites, their emails): the first name, else the masked address; a deleted account as "•••". */
export function friendName(friend: { name: string | null; email: string; deletedAt: Date | null }): string {
  return friend.deletedAt ? "•••" : (firstName(friend.name) ?? maskEmail(friend.email));
}
