// The browser that signed up. Sign-up leaves an HttpOnly cookie naming the new account, signed with
// AUTH_SECRET. When the verification link is opened in that same browser, the person who chose the
// password is the one proving the address, and the password is kept; anywhere else the link asks for
// that password (or goes on without it, clearing it): lib/auth/accounts.ts verifyEmail.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { UNVERIFIED_ACCOUNT_TTL_MS } from "./unverified";

export const SIGNUP_COOKIE = { name: "lumen_signup", maxAgeSeconds: UNVERIFIED_ACCOUNT_TTL_MS / 1000 } as const;

function mac(userId: string, secret: string): string {
  return createHmac("sha256", secret).update(`lumen:signup-browser:v1\n${userId}`).digest("base64url");
}

/** The cookie's value for the account `userId`: the id and its MAC. */
export function signUpCookieValue(userId: string, secret: string = env.AUTH_SECRET): string {
  return `${userId}.${mac(userId, secret)}`;
}

/** Whether `value` is the sign-up cookie of the account `userId` (made by this server). */
export function signUpCookieMatches(value: unknown, userId: string, secret: string = env.AUTH_SECRET): boolean {
  if (typeof value !== "string" || value.length > 300) return false;
  const expected = signUpCookieValue(userId, secret);
  return value.length === expected.length && timingSafeEqual(Buffer.from(value), Buffer.from(expected));
}

/** Marks this browser as the one that created `userId` (server actions only). */
export async function rememberSignUp(userId: string): Promise<void> {
  (await cookies()).set(SIGNUP_COOKIE.name, signUpCookieValue(userId), {
    httpOnly: true,
    sameSite: "lax",
    secure: env.APP_URL.startsWith("https:"),
    path: "/",
    maxAge: SIGNUP_COOKIE.maxAgeSeconds,
  });
}

/** The sign-up cookie's value, or null (also outside a request, e.g. in scripts and tests). */
export async function readSignUpCookie(): Promise<string | null> {
  try {
    return (await cookies()).get(SIGNUP_COOKIE.name)?.value ?? null;
  } catch {
    return null;
  }
}

/** Forgets the cookie once the address is verified. Silent where cookies cannot be set. */
export async function forgetSignUpCookie(): Promise<void> {
  try {
    const jar = await cookies();
    if (jar.get(SIGNUP_COOKIE.name)) jar.delete({ name: SIGNUP_COOKIE.name, path: "/" });
  } catch {
    // Not in a server action or route handler: nothing to forget here.
  }
}
