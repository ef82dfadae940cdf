// Accounts whose address was never proven. Anyone can sign up with any address, so such an account
// holds the address only for a while: after UNVERIFIED_ACCOUNT_TTL_MS the hourly privacy sweep deletes
// it (lib/privacy/sweep.ts), and a new sign-up with the address replaces it at once (lib/auth/accounts.ts).
import "server-only";
import type { Prisma } from "@/lib/db";

export const UNVERIFIED_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Never-verified, never-deleted accounts created before `now` − 7 days that hold nothing of value (an
 * unverified account cannot sign in, so none should; the guard keeps a mistake from deleting records).
 */
export function expiredUnverifiedWhere(now: Date = new Date()): Prisma.UserWhereInput {
  return {
    emailVerified: null,
    deletedAt: null,
    createdAt: { lt: new Date(now.getTime() - UNVERIFIED_ACCOUNT_TTL_MS) },
    accounts: { none: {} },
    orders: { none: {} },
    shoots: { none: {} },
    memberships: { none: {} },
    ownedOrganizations: { none: {} },
    creditEntries: { none: {} },
    invoices: { none: {} },
  };
}

/** Whether `user` is past its time as an unverified account (the sweep may delete it any moment). */
export function isExpiredUnverified(user: { emailVerified: Date | null; deletedAt: Date | null; createdAt: Date }, now: Date = new Date()): boolean {
  return !user.emailVerified && !user.deletedAt && user.createdAt.getTime() < now.getTime() - UNVERIFIED_ACCOUNT_TTL_MS;
}
