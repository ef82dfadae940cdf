import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import Apple from "next-auth/providers/apple";
import LinkedIn from "next-auth/providers/linkedin";
import type { Provider } from "next-auth/providers";
import { headers } from "next/headers";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { knownClientIp } from "@/lib/http/client-ip";
import { isLocale } from "@/lib/i18n/config";
import { verifyRecaptcha } from "@/lib/recaptcha/server";
import { authRedirect } from "@/lib/routes/redirect";
import { claimManagedShoot } from "@/lib/teams/claim";
import { redeemTeamAccess } from "@/lib/teams/join";
import { EmailNotVerified, InvalidCredentials, LinkInvalid, RecaptchaFailed, SignUpPasswordNeeded, TeamLinkRefused, TooManyAttempts } from "./errors";
import { passwordLogin } from "./password-login";
import { loginSchema } from "./schemas";
import { reissueProof, sessionCallbacks, sessionEvents, type SessionReissue } from "./session";
import { SESSION_MAX_AGE_S } from "./session-store";
import { socialSignIn, tokenSignIn } from "./sign-in";

function clientIp(request: Request | undefined): string | null {
  return knownClientIp(request?.headers);
}

const providers: Provider[] = [
  Credentials({
    id: "password",
    credentials: { email: {}, password: {}, recaptcha: {} },
    async authorize(raw, request) {
      const parsed = loginSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidCredentials();
      const { email, password } = parsed.data;
      if (!(await verifyRecaptcha(typeof raw.recaptcha === "string" ? raw.recaptcha : null, "login"))) throw new RecaptchaFailed();
      const result = await passwordLogin(await prisma(), { email, password, ip: clientIp(request) });
      if (!result.ok) {
        if (result.error === "tooManyAttempts") throw new TooManyAttempts(result.retryAfterMinutes);
        throw result.error === "emailNotVerified" ? new EmailNotVerified() : new InvalidCredentials();
      }
      const { user } = result;
      return { id: user.id, email: user.email, name: user.name };
    },
  }),
  // One-time links from emails: "verify" (address verification) and "magic" (passwordless sign-in).
  Credentials({
    id: "token",
    credentials: { token: {}, kind: {}, locale: {}, password: {}, withoutPassword: {} },
    async authorize(raw) {
      const token = typeof raw.token === "string" ? raw.token : "";
      const locale = isLocale(raw.locale) ? raw.locale : "en";
      const db = await prisma();
      const result = await tokenSignIn(db, { token, kind: raw.kind, locale, password: raw.password, withoutPassword: raw.withoutPassword });
      if (!result.ok) {
        if (result.reason === "passwordNeeded" || result.reason === "wrongPassword" || result.reason === "passwordTries") throw new SignUpPasswordNeeded(result.reason);
        throw new LinkInvalid(result.reason);
      }
      if (!result.userId) throw new LinkInvalid("invalid");
      const user = await db.user.findUnique({ where: { id: result.userId } });
      if (!user || user.deletedAt) throw new LinkInvalid("invalid");
      return { id: user.id, email: user.email, name: user.name };
    },
  }),
  // Team links: "access" (a member's sign-in link, which also accepts the invite it carries) and
  // "claim" (a managed member claiming the shoot their lead made): lib/teams/join.ts, lib/teams/claim.ts.
  Credentials({
    id: "team",
    credentials: { token: {}, kind: {}, shootId: {}, convert: {}, locale: {} },
    async authorize(raw) {
      const token = typeof raw.token === "string" ? raw.token : "";
      const locale = isLocale(raw.locale) ? raw.locale : "en";
      const db = await prisma();
      const result =
        raw.kind === "claim"
          ? await claimManagedShoot(db, { shootId: typeof raw.shootId === "string" ? raw.shootId : "", token })
          : await redeemTeamAccess(db, { token, convert: raw.convert === "1", locale });
      if (!result.ok) throw new TeamLinkRefused(result.reason);
      const user = await db.user.findUnique({ where: { id: result.userId } });
      if (!user || user.deletedAt) throw new TeamLinkRefused("link_invalid");
      return { id: user.id, email: user.email, name: user.name };
    },
  }),
];
if (env.GOOGLE_CLIENT_ID) providers.push(Google({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }));
if (env.APPLE_CLIENT_ID) providers.push(Apple({ clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET }));
if (env.LINKEDIN_CLIENT_ID) providers.push(LinkedIn({ clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET }));

/** Where a sign-in comes from, for its Session row. */
async function requestDevice(): Promise<{ ip: string | null; userAgent: string | null }> {
  const h = await headers();
  return { ip: knownClientIp(h), userAgent: h.get("user-agent") };
}

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  secret: env.AUTH_SECRET,
  trustHost: true,
  logger: {
    // A refused sign-in is an expected answer (wrong password, locked, unverified), not a server error.
    error(error) {
      if (error instanceof CredentialsSignin || (error as { type?: string }).type === "CredentialsSignin") return;
      console.error("[auth]", error);
    },
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/auth/login", error: "/auth/login" },
  providers,
  callbacks: { ...sessionCallbacks({ db: prisma, socialAccount: async (input) => socialSignIn(await prisma(), input), device: requestDevice }), redirect: authRedirect },
  events: sessionEvents({ db: prisma }),
});

/**
 * Keeps the current session (this browser) signed in after the account's sessions were ended at
 * `validFrom` (password or email change): server actions only, after the change is committed.
 */
export async function keepCurrentSession(userId: string, validFrom: Date): Promise<void> {
  const data: SessionReissue = { reissue: reissueProof(userId, validFrom) };
  await unstable_update(data as Parameters<typeof unstable_update>[0]);
}
