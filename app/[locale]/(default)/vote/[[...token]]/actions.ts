"use server";

import { cookies, headers } from "next/headers";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";
import { castVote, isVoterId, newVoterId, VOTER_COOKIE, type VoteOutcome } from "@/lib/sharing/votes";

/** One thumb on one photo behind a voting link. The first vote gives the browser its voter cookie. */
export async function voteAction(input: { token: string; resultId: string; value: number }): Promise<VoteOutcome> {
  const jar = await cookies();
  const known = jar.get(VOTER_COOKIE.name)?.value;
  const voterId = isVoterId(known) ? known : newVoterId();
  const ip = clientIp(await headers());
  const outcome = await castVote(await prisma(), { vote: input, voterId, newVoter: voterId !== known, ip });
  if (outcome.ok && voterId !== known) {
    jar.set(VOTER_COOKIE.name, voterId, {
      httpOnly: true,
      sameSite: "lax",
      secure: env.APP_URL.startsWith("https:"),
      path: "/",
      maxAge: VOTER_COOKIE.maxAgeSeconds,
    });
  }
  return outcome;
}
