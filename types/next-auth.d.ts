import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string; role: "user" | "admin"; orgRole: "member" | "lead" | null } & DefaultSession["user"];
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    uid?: string;
    role?: "user" | "admin";
    orgRole?: "member" | "lead" | null;
    claimsAt?: number;
  }
}
