import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import Apple from "next-auth/providers/apple";
import LinkedIn from "next-auth/providers/linkedin";
import type { Provider } from "next-auth/providers";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { isLocale } from "@/lib/i18n/config";
import { verifyRecaptcha } from "@/lib/recaptcha/server";
import { readReferralCode } from "@/lib/referrals/cookie";
import { useMagicLink, verifyEmail, referralCodeFor } from "./accounts";
import { EmailNotVerified, InvalidCredentials, LinkInvalid, RecaptchaFailed, TooManyAttempts } from "./errors";
import { verifyPassword } from "./password";
import { checkLoginLock, recordLoginAttempt } from "./rate-limit";
import { loginSchema } from "./schemas";

function clientIp(request: Request | undefined): string | null {
  const forwarded = request?.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request?.headers.get("x-real-ip") || null;
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
      const db = await prisma();
      const ip = clientIp(request);
      const lock = await checkLoginLock(db, email, ip);
      if (lock.locked) throw new TooManyAttempts(lock.retryAfterMinutes);
      const user = await db.user.findUnique({ where: { email } });
      const ok = Boolean(user && !user.deletedAt) && (await verifyPassword(password, user?.passwordHash));
      await recordLoginAttempt(db, email, ip, ok);
      if (!ok || !user) throw new InvalidCredentials();
      if (!user.emailVerified) throw new EmailNotVerified();
      return { id: user.id, email: user.email, name: user.name };
    },
  }),
  // One-time links from emails: "verify" (address verification) and "magic" (passwordless sign-in).
  Credentials({
    id: "token",
    credentials: { token: {}, kind: {}, locale: {} },
    async authorize(raw) {
      const token = typeof raw.token === "string" ? raw.token : "";
      const locale = isLocale(raw.locale) ? raw.locale : "en";
      const db = await prisma();
      const result = raw.kind === "magic" ? await useMagicLink(db, token, locale, await readReferralCode()) : await verifyEmail(db, token);
      if (!result.ok) throw new LinkInvalid(result.reason);
      if (!result.userId) throw new LinkInvalid("invalid");
      const user = await db.user.findUnique({ where: { id: result.userId } });
      if (!user || user.deletedAt) throw new LinkInvalid("invalid");
      return { id: user.id, email: user.email, name: user.name };
    },
  }),
];
if (env.GOOGLE_CLIENT_ID) providers.push(Google({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }));
if (env.APPLE_CLIENT_ID) providers.push(Apple({ clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET }));
if (env.LINKEDIN_CLIENT_ID) providers.push(LinkedIn({ clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET }));

/** Finds or creates the product account behind a social sign-in and links the provider account. */
async function accountForSocialSignIn(input: {
  provider: string;
  providerAccountId: string;
  type: string;
  email: string | null | undefined;
  name: string | null | undefined;
}): Promise<string | null> {
  const db = await prisma();
  const linked = await db.account.findUnique({
    where: { provider_providerAccountId: { provider: input.provider, providerAccountId: input.providerAccountId } },
  });
  if (linked) return linked.userId;
  if (!input.email) return null;
  const email = input.email.toLowerCase();
  const user = await db.user.upsert({
    where: { email },
    // The provider vouches for the address.
    update: { emailVerified: new Date() },
    create: { email, name: input.name ?? null, emailVerified: new Date(), referralCode: referralCodeFor(input.name || email) },
  });
  if (user.deletedAt) return null;
  await db.account.create({
    data: { userId: user.id, provider: input.provider, providerAccountId: input.providerAccountId, type: input.type },
  });
  return user.id;
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
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/auth/login", error: "/auth/login" },
  providers,
  callbacks: {
    // The cookie carries only the user id. Roles are read from the database where they are checked
    // (lib/auth/guard.ts, lib/auth/request-principal.ts), so a role change applies at once.
    async jwt({ token, user, account }) {
      if (user && account) {
        const uid =
          account.type === "credentials"
            ? user.id
            : await accountForSocialSignIn({ provider: account.provider, providerAccountId: account.providerAccountId, type: account.type, email: user.email, name: user.name });
        if (!uid) return null;
        token.uid = uid;
      }
      return token.uid ? token : null;
    },
    session({ session, token }) {
      session.user.id = token.uid!;
      return session;
    },
  },
});
