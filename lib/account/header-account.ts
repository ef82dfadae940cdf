// What the site header shows for a signed-in person, from their roles (pure; lib/account/header.ts reads them).
import "server-only";
import type { Principal } from "@/lib/routes/middleware";

/** `team`: where the header leads this person's team side: a team lead to the team lead area, a member to their page. */
export type HeaderAccount = { email: string | null | undefined; admin: boolean; team: "lead" | "member" | null };

/** What the header shows for a principal (pure: tested in header-account.test.ts). */
export function headerAccountOf(principal: Pick<NonNullable<Principal>, "role" | "orgRole">, email: string | null | undefined): HeaderAccount {
  return { email, admin: principal.role === "admin", team: principal.orgRole === "lead" || principal.orgRole === "member" ? principal.orgRole : null };
}
