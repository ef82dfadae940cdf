"use server";
// The member side's forms (components/team-member): asking for a sign-in link from an invite or from
// /team-access, using a sign-in or claim link (the Auth.js "team" provider), and the lead's "send a
// claim link" for a managed member. Error keys are `TeamMember.errors.<reason>` (the lead's, thrown as
// TeamError, `TeamLead.errors.<CODE>`).
import "server-only";

import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { z } from "zod";
import { signIn } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { action } from "@/lib/http/action";
import { knownClientIp } from "@/lib/http/client-ip";
import { textFields } from "@/lib/http/form-data";
import { localizePath } from "@/lib/i18n/config";
import { sendClaimLink } from "./claim";
import { MEMBER_HOME, requestJoinLink, requestTeamAccess, type JoinRefusal } from "./join";

const refusal = (reason: JoinRefusal, retryAfterMinutes?: number) => ({ error: reason, errorValues: retryAfterMinutes ? { minutes: retryAfterMinutes } : undefined });

/** The join page's form: a sign-in link to the work email. `detail`: the address it went to. */
export const requestJoinLinkAction = action(
  textFields(z.object({ inviteId: z.string().max(64), token: z.string().max(200), email: z.string().max(254) })),
  async (input, { locale }) => {
    const result = await requestJoinLink(await prisma(), { ...input, locale }, { appUrl: env.APP_URL, ip: knownClientIp(await headers()) });
    if (!result.ok) return { ...refusal(result.reason, result.retryAfterMinutes), values: { email: input.email } };
    return { ok: true, detail: result.email, values: { email: result.email } };
  },
  { role: "public" },
);

/** /team-access: a new sign-in link; the same answer whether or not the address is known. */
export const teamAccessAction = action(
  textFields(z.object({ email: z.string().max(254) })),
  async (input, { locale }) => {
    const result = await requestTeamAccess(await prisma(), { email: input.email, locale }, { appUrl: env.APP_URL, ip: knownClientIp(await headers()) });
    if (!result.ok) return { ...refusal(result.reason, result.retryAfterMinutes), values: { email: input.email } };
    return { ok: true, detail: result.email, values: { email: result.email } };
  },
  { role: "public" },
);

/**
 * Uses a team link and signs in: "access" (/team-access?token=…, with `convert` once the person
 * confirmed their individual account joins) → the member's onboarding; "claim" (/join/{shootId}) →
 * the member's page.
 */
export const teamSignInAction = action(
  textFields(z.object({ token: z.string().max(200), kind: z.string(), shootId: z.string().max(64), convert: z.string() })),
  async (input, { locale }) => {
    const claim = input.kind === "claim";
    try {
      await signIn("team", {
        token: input.token, kind: claim ? "claim" : "access", shootId: input.shootId, convert: input.convert === "1" ? "1" : "", locale,
        redirectTo: localizePath(claim ? "/team-member" : MEMBER_HOME, locale),
      });
    } catch (e) {
      if (e instanceof AuthError) {
        const code = (e as AuthError & { code?: string }).code ?? "";
        return { error: code.startsWith("team:") ? code.slice(5) : "generic" };
      }
      throw e;
    }
    return {};
  },
  { role: "public" },
);

/** A lead sends a managed member the link to claim their shoot (lib/teams/claim.ts). */
export const sendClaimLinkAction = action(
  textFields(z.object({ membershipId: z.string().max(64), email: z.string().max(254) })),
  async (input, { principal, locale }) => {
    await sendClaimLink(await prisma(), { leadUserId: principal.userId, membershipId: input.membershipId, email: input.email, locale }, { appUrl: env.APP_URL });
    return { ok: true, detail: input.email.trim().toLowerCase() };
  },
  { role: "lead" },
);
