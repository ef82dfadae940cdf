"use server";
// The voting page's vote, and the owner's share / voting links and favourite on the tally page.
// `error` keys: Vote.errors.* for the vote, VotingResults.errors.* for the owner's actions.
import "server-only";

import { cookies, headers } from "next/headers";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { action } from "@/lib/http/action";
import { clientIp } from "@/lib/http/client-ip";
import { formString } from "@/lib/http/form-data";
import { LOCALES } from "@/lib/i18n/config";
import { setFavoriteResult } from "./favorite";
import { getOrCreateLink, revokeLink } from "./share-links";
import { castVote, VOTER_COOKIE } from "./votes";

// castVote reads the vote itself, after counting the request against the voting limits: a malformed
// vote must count too, so the form reaches it as sent.
const voteForm = z.object({ token: formString, resultId: formString, value: formString });

/**
 * One thumb on one photo behind a voting link (value 1, -1, or 0 to take it back). The server decides
 * who the voter is: a browser without a valid signed voter cookie is given one with its first counted vote.
 */
export const voteAction = action(
  voteForm,
  async ({ token, resultId, value }) => {
    const jar = await cookies();
    const ip = clientIp(await headers());
    const vote = { token, resultId, value: value === "" ? null : Number(value) };
    const result = await castVote(await prisma(), { vote, voterCookie: jar.get(VOTER_COOKIE.name)?.value, ip });
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
    return result.ok ? { ok: true } : { error: result.error };
  },
  { role: "public" },
);

const id = z.string().min(1).max(64);
const kind = z.enum(["share", "vote"]);
// A form the page did not make (a made-up id or kind) is answered like someone else's shoot: NOT_FOUND.
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().catch(null);

/** The shoot's live share or voting link, made now if there is none; `detail` is its address. */
export const createLinkAction = action(orNull(z.object({ shootId: id, kind, locale: z.enum(LOCALES) })), async (input, { principal }) => {
  if (!input) return { error: "NOT_FOUND" };
  const outcome = await getOrCreateLink(await prisma(), { secret: env.AUTH_SECRET, appUrl: env.APP_URL, locale: input.locale }, { userId: principal.userId, shootId: input.shootId, kind: input.kind });
  return outcome.ok ? { ok: true, detail: outcome.link.url ?? undefined } : { error: outcome.error };
});

export const revokeLinkAction = action(orNull(z.object({ shootId: id, kind })), async (input, { principal }) => {
  if (!input) return { error: "NOT_FOUND" };
  const outcome = await revokeLink(await prisma(), { userId: principal.userId, ...input });
  return outcome.ok ? { ok: true } : { error: outcome.error };
});

export const setFavoriteAction = action(orNull(z.object({ shootId: id, resultId: id })), async (input, { principal }) => {
  if (!input) return { error: "NOT_FOUND" };
  const outcome = await setFavoriteResult(await prisma(), { userId: principal.userId, ...input });
  return outcome.ok ? { ok: true } : { error: outcome.error };
});
