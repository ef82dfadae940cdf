// The first proof that someone controls an account's address (a magic link, a social provider, the
// verification mail, a password reset) on an account that was never verified. Until that moment anyone
// could have created the account with that address and a password of their own choosing, so the proof
// takes the account over cleanly: the address is verified, a password set before it is cleared unless
// the proof also vouches for it (lib/auth/accounts.ts verifyEmail), every open one-time link of the
// account is spent, and every session is ended (also on the server: lib/auth/session-store.ts).
import "server-only";
import type { Prisma } from "@/lib/db";
import { revokeAllSessions } from "./session-store";

/**
 * Records the proof inside the caller's transaction. Returns whether it was the first (false for an
 * account already verified, deleted or unknown: nothing changes then). Safe when two proofs race:
 * only one sees the account unverified.
 */
export async function proveAddress(tx: Prisma.TransactionClient, userId: string, options: { keepPassword: boolean; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  const first = await tx.user.updateMany({
    where: { id: userId, emailVerified: null, deletedAt: null },
    data: { emailVerified: now, sessionsValidFrom: now, ...(options.keepPassword ? {} : { passwordHash: null }) },
  });
  if (first.count !== 1) return false;
  const { email } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  // Links of the account, and sign-in links sent to the address before the account existed.
  await tx.authToken.updateMany({ where: { usedAt: null, OR: [{ userId }, { userId: null, email }] }, data: { usedAt: now } });
  await revokeAllSessions(tx, userId, now);
  return true;
}
