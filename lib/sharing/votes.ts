// Friends' votes behind a voting link: thumbs up (+1) or down (-1) on each photo, no sign-in. A voter is
// a long random id in an httpOnly cookie; the database keeps only its sha256 (`Vote.voterKey`), and the
// unique (resultId, voterKey) index keeps one vote per voter per photo: voting again replaces it.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { resolveLink } from "./links";
import { takeRateLimit, VOTE_LIMITS } from "./rate-limit";

export const VOTER_COOKIE = { name: "lumen_voter", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

const VOTER_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new voter id (32 random bytes, base64url): the cookie's value. */
export function newVoterId(): string {
  return randomBytes(32).toString("base64url");
}

export function isVoterId(value: unknown): value is string {
  return typeof value === "string" && VOTER_ID_PATTERN.test(value);
}

/** What the database stores for a voter: a leaked table cannot be turned back into cookies. */
export function voterKeyOf(voterId: string): string {
  return createHash("sha256").update(`lumen-voter\n${voterId}`).digest("hex");
}

/** 1 = thumbs up, -1 = thumbs down, 0 = take my vote back. */
export const voteInputSchema = z.object({
  token: z.string().max(200),
  resultId: z.string().min(1).max(64),
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
});
export type VoteInput = z.infer<typeof voteInputSchema>;
export type VoteValue = VoteInput["value"];

export type VoteError = "INVALID" | "UNKNOWN_LINK" | "REVOKED" | "UNKNOWN_PHOTO" | "RATE_LIMITED";
export type VoteOutcome = { ok: true; value: VoteValue } | { ok: false; error: VoteError };

/**
 * Records `voterId`'s vote on one photo of the link's shoot. `newVoter` says the id was just made for
 * this request (no cookie yet): new voters are throttled per IP too, so clearing cookies does not
 * multiply votes without limit.
 */
export async function castVote(
  db: PrismaClient,
  input: { vote: unknown; voterId: string; newVoter: boolean; ip: string; now?: Date },
): Promise<VoteOutcome> {
  const now = input.now ?? new Date();
  if (!(await takeRateLimit(db, "votes", `ip:${input.ip}`, VOTE_LIMITS.votes, now))) return { ok: false, error: "RATE_LIMITED" };
  if (input.newVoter && !(await takeRateLimit(db, "voters", `ip:${input.ip}`, VOTE_LIMITS.newVoters, now))) return { ok: false, error: "RATE_LIMITED" };

  const parsed = voteInputSchema.safeParse(input.vote);
  if (!parsed.success || !isVoterId(input.voterId)) return { ok: false, error: "INVALID" };
  const { token, resultId, value } = parsed.data;

  const link = await resolveLink(db, "vote", token, now);
  if (link.status === "unknown") return { ok: false, error: "UNKNOWN_LINK" };
  if (link.status === "revoked") return { ok: false, error: "REVOKED" };
  const photo = await db.result.findFirst({ where: { id: resultId, shootId: link.shootId, version: 1, parentResultId: null, deletedAt: null }, select: { id: true } });
  if (!photo) return { ok: false, error: "UNKNOWN_PHOTO" };

  const voterKey = voterKeyOf(input.voterId);
  if (value === 0) {
    await db.vote.deleteMany({ where: { resultId: photo.id, voterKey } });
  } else {
    // One statement, so two clicks at once by the same voter still leave one row (the last value wins).
    await db.$executeRaw`
      INSERT INTO "Vote" ("id", "voteTokenId", "resultId", "voterKey", "value", "createdAt", "updatedAt")
      VALUES (${randomUUID()}, ${link.linkId}, ${photo.id}, ${voterKey}, ${value}, ${now}, ${now})
      ON CONFLICT ("resultId", "voterKey") DO UPDATE
        SET "value" = EXCLUDED."value", "voteTokenId" = EXCLUDED."voteTokenId", "updatedAt" = EXCLUDED."updatedAt"`;
  }
  return { ok: true, value };
}

/** The voter's own votes on the shoot's photos, by result id (the page shows which thumb is pressed). */
export async function votesOf(db: PrismaClient, input: { voterId: string | null | undefined; shootId: string }): Promise<Record<string, 1 | -1>> {
  if (!isVoterId(input.voterId)) return {};
  const rows = await db.vote.findMany({
    where: { voterKey: voterKeyOf(input.voterId), result: { shootId: input.shootId } },
    select: { resultId: true, value: true },
  });
  return Object.fromEntries(rows.map((r) => [r.resultId, r.value > 0 ? 1 : -1]));
}
