// Friends' votes behind a voting link: thumbs up (+1) or down (-1) on each photo, no sign-in. A voter is
// a random id the server issues in a signed httpOnly cookie (./voter-cookie.ts); the database keeps
// only its sha256 (`Vote.voterKey`), and the unique (resultId, voterKey) index keeps one vote per voter
// per photo: voting again replaces it. A request without a valid cookie is a new voter, throttled per
// IP and per link (lib/rate-limit/config.ts: "vote.ip", "voter.ip", "voter.link").
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { ipSubject, rateLimits, type RateLimits } from "@/lib/rate-limit";
import { resolveLink } from "./share-links";
import { issueVoterCookie, verifyVoterCookie } from "./voter-cookie";

export { VOTER_COOKIE } from "./voter-cookie";

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

/** LINK_LIMITED: the link has had its hour's new voters ("voter.link"). */
export type VoteError = "INVALID" | "UNKNOWN_LINK" | "REVOKED" | "UNKNOWN_PHOTO" | "RATE_LIMITED" | "LINK_LIMITED";
export type VoteOutcome = { ok: true; value: VoteValue } | { ok: false; error: VoteError };
/** `issuedCookie`: the request came without a valid voter cookie and was given this one (set it on the response). */
export type CastVoteResult = VoteOutcome & { issuedCookie?: string };

/**
 * Records the vote of the voter `voterCookie` carries on one photo of the link's shoot. Without a
 * cookie signed by this server (none, made up, or a forged signature) the request is a new voter: it
 * gets a new id (returned as `issuedCookie`) and counts against the new-voter limits of its IP address
 * and of the link, so neither clearing nor inventing cookies multiplies votes without limit.
 */
export async function castVote(
  db: PrismaClient,
  input: { vote: unknown; voterCookie: string | null | undefined; ip: string; now?: Date; secret?: string; limits?: RateLimits },
): Promise<CastVoteResult> {
  const now = input.now ?? new Date();
  const limits = input.limits ?? rateLimits();
  const address = ipSubject(input.ip);
  if (!(await limits.take("vote.ip", address)).allowed) return { ok: false, error: "RATE_LIMITED" };
  const known = verifyVoterCookie(input.voterCookie, input.secret);
  if (!known && !(await limits.take("voter.ip", address)).allowed) return { ok: false, error: "RATE_LIMITED" };

  const parsed = voteInputSchema.safeParse(input.vote);
  if (!parsed.success) return { ok: false, error: "INVALID" };
  const { token, resultId, value } = parsed.data;

  const link = await resolveLink(db, "vote", token, now);
  if (link.status === "unknown") return { ok: false, error: "UNKNOWN_LINK" };
  if (link.status === "revoked") return { ok: false, error: "REVOKED" };
  const photo = await db.result.findFirst({ where: { id: resultId, shootId: link.shootId, version: 1, parentResultId: null, deletedAt: null }, select: { id: true } });
  if (!photo) return { ok: false, error: "UNKNOWN_PHOTO" };

  // Counted once the link and photo are known to be real, so junk requests cannot use up a link's cap.
  if (!known && !(await limits.take("voter.link", `link:${link.linkId}`)).allowed) return { ok: false, error: "LINK_LIMITED" };
  const issued = known ? null : issueVoterCookie(input.secret);
  const voterKey = voterKeyOf(known ?? issued!.voterId);
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
  return issued ? { ok: true, value, issuedCookie: issued.cookie } : { ok: true, value };
}

/** The voter's own votes on the shoot's photos, by result id (the page shows which thumb is pressed). */
export async function votesOf(db: PrismaClient, input: { voterCookie: string | null | undefined; shootId: string; secret?: string }): Promise<Record<string, 1 | -1>> {
  const voterId = verifyVoterCookie(input.voterCookie, input.secret);
  if (!voterId) return {};
  const rows = await db.vote.findMany({
    where: { voterKey: voterKeyOf(voterId), result: { shootId: input.shootId } },
    select: { resultId: true, value: true },
  });
  return Object.fromEntries(rows.map((r) => [r.resultId, r.value > 0 ? 1 : -1]));
}
