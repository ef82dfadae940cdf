// The team lead area's pages start here, after openPage let the person in (the route guard's `lead`):
// the organisation they lead, or the answer a page gives instead. A platform admin without a team of
// their own finds no such page (404), a member may not open it (403), and an owner whose wizard is not
// finished is sent back to it.
import "server-only";
import { forbidden, notFound, redirect } from "next/navigation";
import type { PageContext } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { can, type OrganizationPermission } from "./access";
import { teamOf, type TeamContext } from "./organization";

export async function leadTeam({ db, principal, locale }: PageContext, permission: OrganizationPermission): Promise<TeamContext> {
  const team = principal ? await teamOf(db, principal.userId) : null;
  if (!team) notFound();
  if (!can(team.role, permission)) forbidden();
  if (!team.setupComplete) redirect(localizePath("/app/admin/team/new", locale));
  return team;
}
