import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { AuthTokenPurpose, PrismaClient } from "@/lib/db";

/** How long each kind of emailed link stays valid. */
export const TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  EMAIL_VERIFICATION: 48 * 60 * 60 * 1000,
  PASSWORD_RESET: 60 * 60 * 1000,
  MAGIC_LINK: 30 * 60 * 1000,
  TEAM_ACCESS: 2 * 60 * 60 * 1000,
  MFA_CODE: 10 * 60 * 1000,
  EMAIL_CHANGE: 24 * 60 * 60 * 1000,
  MANAGED_CLAIM: 7 * 24 * 60 * 60 * 1000,
};

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/** A long random token; only its hash is stored, so a database leak does not leak usable links. */
export async function createAuthToken(
  db: PrismaClient,
  input: { purpose: AuthTokenPurpose; email: string; userId?: string | null },
): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  await db.authToken.create({
    data: {
      purpose: input.purpose,
      email: input.email,
      userId: input.userId ?? null,
      tokenHash: hashToken(raw),
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[input.purpose]),
    },
  });
  return raw;
}

export type ConsumeResult =
  | { ok: true; email: string; userId: string | null }
  | { ok: false; reason: "invalid" | "expired" | "used" };

/** Marks a token used exactly once, even when two requests race for it. */
export async function consumeAuthToken(db: PrismaClient, purpose: AuthTokenPurpose, raw: string): Promise<ConsumeResult> {
  if (!raw || raw.length > 200) return { ok: false, reason: "invalid" };
  const tokenHash = hashToken(raw);
  const claimed = await db.authToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  const row = await db.authToken.findUnique({ where: { tokenHash } });
  if (!row || row.purpose !== purpose) return { ok: false, reason: "invalid" };
  if (claimed.count === 1) return { ok: true, email: row.email, userId: row.userId };
  return { ok: false, reason: row.usedAt ? "used" : "expired" };
}

/** The token's row when it could be consumed now, without consuming it; or why it could not. */
export async function peekAuthToken(
  db: PrismaClient,
  purpose: AuthTokenPurpose,
  raw: string,
): Promise<{ ok: true; id: string; email: string; userId: string | null } | { ok: false; reason: "invalid" | "expired" | "used" }> {
  if (!raw || raw.length > 200) return { ok: false, reason: "invalid" };
  const row = await db.authToken.findUnique({ where: { tokenHash: hashToken(raw) } });
  if (!row || row.purpose !== purpose) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  return { ok: true, id: row.id, email: row.email, userId: row.userId };
}
