"use server";

import { cookies, headers } from "next/headers";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";
import { castVote, VOTER_COOKIE, type VoteOutcome } from "@/lib/sharing/votes";

/**
 * One thumb on one photo behind a voting link. The server decides who the voter is: a browser without a
 * valid signed voter cookie is given one with its first counted vote.
 */
export async function voteAction(input: { token: string; resultId: string; value: number }): Promise<VoteOutcome> {
  const jar = await cookies();
  const ip = clientIp(await headers());
  const result = await castVote(await prisma(), { vote: input, voterCookie: jar.get(VOTER_COOKIE.name)?.value, ip });
  if (result.ok && result.issuedCookie) {
    jar.set(VOTER_COOKIE.name, result.issuedCookie, {
      httpOnly: true,
      sameSite: "lax",
      secure: env.APP_URL.startsWith("https:"),
      path: "/",
      maxAge: VOTER_COOKIE.maxAgeSeconds,
    });
  }
  // The cookie stays out of the answer: page scripts never see it (httpOnly).
  return result.ok ? { ok: true, value: result.value } : { ok: false, error: result.error };
}
