import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string } & DefaultSession["user"];
    /** When this session signed in (ms since epoch; lib/auth/session.ts). */
    authAt?: number;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    uid?: string;
    /** The session's id (its Session row: lib/auth/session-store.ts). */
    sid?: string;
    authAt?: number;
  }
}
