// Auth.js itself (the same library, callbacks and events the app runs) answering the sign-in, session
// and sign-out endpoints the way the app's /api/auth routes, `auth()`, `unstable_update` and
// `signOut()` do, on a test database. For tests only.
import { Auth, skipCSRFCheck, type AuthConfig } from "@auth/core";
import { decode, encode, type JWT } from "@auth/core/jwt";
import Credentials from "@auth/core/providers/credentials";
import type { PrismaClient } from "@/lib/db";
import { sessionCallbacks, sessionEvents } from "@/lib/auth/session";

export const SESSION_COOKIE = "authjs.session-token";

export function authHarness(input: { db: PrismaClient; secret: string; device?: { ip: string | null; userAgent: string | null } }) {
  let signInAs = "";
  const config = (): AuthConfig => ({
    secret: input.secret,
    trustHost: true,
    basePath: "/api/auth",
    skipCSRFCheck,
    session: { strategy: "jwt" },
    providers: [Credentials({ id: "password", credentials: { email: {} }, authorize: async () => ({ id: signInAs }) })],
    callbacks: sessionCallbacks({
      db: async () => input.db,
      socialAccount: async () => null,
      device: input.device ? async () => input.device! : undefined,
      secret: input.secret,
    }),
    events: sessionEvents({ db: async () => input.db }),
  });
  /** The session cookie a response sets: its value, "" when it clears it, undefined when it does not touch it. */
  const cookieOf = (res: Response): string | undefined => {
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return line === undefined ? undefined : line.slice(SESSION_COOKIE.length + 1).split(";")[0];
  };
  const form = (body: Record<string, string>, cookie?: string) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
    body: new URLSearchParams(body),
  });
  return {
    /** A new session of `userId`, as its cookie. */
    async signIn(userId: string): Promise<string> {
      signInAs = userId;
      const res = await Auth(new Request("http://localhost/api/auth/callback/password", form({ email: "x" })), config());
      const cookie = cookieOf(res);
      if (!cookie) throw new Error(`no session cookie after sign-in (${res.status})`);
      return cookie;
    },
    /** GET /api/auth/session with `cookie` (what `auth()` does): the session, or null, and the cookie it sets. */
    async session(cookie: string): Promise<{ body: { user?: { id: string }; authAt?: number } | null; cookie: string | undefined }> {
      const res = await Auth(new Request("http://localhost/api/auth/session", { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }), config());
      return { body: await res.json(), cookie: cookieOf(res) };
    },
    /** POST /api/auth/signout with `cookie` (what `signOut()` does); the cookie the response sets. */
    async signOut(cookie: string): Promise<string | undefined> {
      return cookieOf(await Auth(new Request("http://localhost/api/auth/signout", form({}, cookie)), config()));
    },
    async claims(cookie: string): Promise<JWT> {
      return (await decode({ token: cookie, secret: input.secret, salt: SESSION_COOKIE }))!;
    },
    /** A cookie with exactly these claims, signed with the secret (what only the server can make). */
    async forge(claims: JWT): Promise<string> {
      return encode({ token: claims, secret: input.secret, salt: SESSION_COOKIE });
    },
    /** A request to a page carrying `cookie`, as the proxy sees it. */
    pageRequest(cookie: string): Request {
      return new Request("http://localhost/app", { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
    },
  };
}
