import type { PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";

export type LoginLock = { locked: false } | { locked: true; retryAfterMinutes: number };

/**
 * Failed logins are counted in the database (not process memory) so every web process sees them.
 * Per email: LOGIN_MAX_FAILURES in LOGIN_WINDOW_MINUTES; per IP: four times that, so one address
 * cannot sweep many accounts either.
 */
export async function checkLoginLock(db: PrismaClient, email: string, ip: string | null, now = new Date()): Promise<LoginLock> {
  const windowMs = env.LOGIN_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const [byEmail, byIp] = await Promise.all([
    db.loginAttempt.findMany({
      where: { email, success: false, createdAt: { gt: since } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    }),
    ip ? db.loginAttempt.count({ where: { ip, success: false, createdAt: { gt: since } } }) : Promise.resolve(0),
  ]);
  const max = env.LOGIN_MAX_FAILURES;
  if (byEmail.length < max && byIp < max * 4) return { locked: false };
  // The lock lifts when the oldest counted failure leaves the window.
  const oldest = byEmail[byEmail.length - max]?.createdAt ?? since;
  const retryAfterMinutes = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 60_000));
  return { locked: true, retryAfterMinutes };
}

export async function recordLoginAttempt(db: PrismaClient, email: string, ip: string | null, success: boolean): Promise<void> {
  await db.loginAttempt.create({ data: { email, ip, success } });
  if (success) {
    // A successful login clears the email's failure streak.
    await db.loginAttempt.deleteMany({ where: { email, success: false } });
  }
}
