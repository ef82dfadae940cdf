// One-click unsubscribe from marketing email, without signing in: /profile/unsubscribe?token=…
// The token is "{userId}.{signature}" with signature = base64url(HMAC-SHA256(k, "unsubscribe\n{userId}"))
// and k = HMAC-SHA256(AUTH_SECRET, "lumen:unsubscribe:v1"). It never expires (an old newsletter must
// still let people out) and only ever switches marketing mail off or back on; transactional mail
// (receipts, sign-in links, results) is not affected.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function unsubscribeKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("lumen:unsubscribe:v1").digest();
}

function signature(userId: string, secret: string): string {
  return createHmac("sha256", unsubscribeKey(secret)).update(`unsubscribe\n${userId}`).digest("base64url");
}

export function unsubscribeToken(userId: string, secret: string = env.AUTH_SECRET): string {
  return `${userId}.${signature(userId, secret)}`;
}

/** The user id a token was made for, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(token: unknown, secret: string = env.AUTH_SECRET): string | null {
  if (typeof token !== "string" || token.length > 120) return null;
  const [userId = "", sig = "", ...rest] = token.split(".");
  if (rest.length > 0 || !ID_PATTERN.test(userId) || !SIGNATURE_PATTERN.test(sig)) return null;
  const expected = Buffer.from(signature(userId, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The absolute unsubscribe link for a marketing email, in the reader's language. */
export function unsubscribeUrl(userId: string, locale: Locale, options: { appUrl?: string; secret?: string } = {}): string {
  return `${appLink(options.appUrl ?? env.APP_URL, "/profile/unsubscribe", locale)}?token=${encodeURIComponent(unsubscribeToken(userId, options.secret))}`;
}

export type MarketingChange = { ok: true; optedOut: boolean } | { ok: false; error: "invalid" };

/** Switches marketing mail off (`optOut` true) or back on for the token's account; idempotent. */
export async function setMarketingOptOut(db: PrismaClient, input: { token: unknown; optOut: boolean; secret?: string }): Promise<MarketingChange> {
  const userId = verifyUnsubscribeToken(input.token, input.secret);
  if (!userId) return { ok: false, error: "invalid" };
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { marketingOptOut: true, deletedAt: true } });
    if (!user || user.deletedAt) return { ok: false, error: "invalid" } as const;
    if (user.marketingOptOut !== input.optOut) {
      await tx.user.update({ where: { id: userId }, data: { marketingOptOut: input.optOut } });
      await tx.auditLog.create({
        data: { actorId: userId, action: input.optOut ? "account.marketing.unsubscribe" : "account.marketing.resubscribe", targetType: "User", targetId: userId },
      });
    }
    return { ok: true, optedOut: input.optOut } as const;
  });
}
