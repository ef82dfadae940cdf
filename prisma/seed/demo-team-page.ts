// The demo team's page (demo mode only): the finished colleague (Greta Hoffmann) opts in with her
// favourite and a job title, and the lead's team page exists (noindex, live), so /app/admin/team-page
// and its public link show something real. Through the product's own functions; made once: an
// organisation that already has a team page is left alone.
import type { PrismaClient } from "@/lib/db";
import { saveMemberTeamPageChoice, saveTeamPage } from "@/lib/teams/team-page";
import { demoAccount, DEMO_ORGANIZATION } from "./demo-accounts";

const DOMAIN = new URL(DEMO_ORGANIZATION.website).hostname;
const OPTED_IN = [{ email: `greta.hoffmann@${DOMAIN}`, name: "Greta Hoffmann", title: "Head of Sales" }];

export async function ensureDemoTeamPage(db: PrismaClient): Promise<"made" | "found" | "skipped"> {
  const lead = await db.user.findUnique({ where: { email: demoAccount("lead").email }, select: { id: true } });
  const membership = lead && (await db.membership.findFirst({ where: { userId: lead.id, status: { in: ["JOINED", "FINISHED"] } }, select: { organizationId: true } }));
  const org = membership ? { id: membership.organizationId } : lead ? await db.organization.findFirst({ where: { ownerId: lead.id, deletedAt: null }, select: { id: true } }) : null;
  if (!org) return "skipped";
  if (await db.teamPage.findUnique({ where: { organizationId: org.id }, select: { id: true } })) return "found";
  for (const person of OPTED_IN) {
    const user = await db.user.findUnique({ where: { email: person.email }, select: { id: true } });
    if (user) await saveMemberTeamPageChoice(db, user.id, { show: true, name: person.name, title: person.title });
  }
  await saveTeamPage(db, org.id, { title: "Meet the Northwind team", intro: "The consultants behind Northwind Consulting.", indexable: false });
  return "made";
}
