// The back office's organisation screen on a fresh demo: the demo organisation's credit ledger shows a
// platform admin's adjustment with its reason (and its audit row), made through the screen's own
// adjustOrganizationCredits by the demo admin. Idempotent: the adjustment carries a fixed one-time
// token, so a second seed finds it booked and changes nothing.
import type { PrismaClient } from "@/lib/db";
import { adjustOrganizationCredits } from "@/lib/backoffice/organizations/credits";
import { demoAccount, DEMO_ORGANIZATION } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";

export const DEMO_ADJUSTMENT = { delta: 5, reason: "Goodwill credits after the onboarding call", token: "demo-backoffice-organizations-goodwill" } as const;

export async function ensureDemoOrganizationAdjustment(db: PrismaClient): Promise<"booked" | "found" | "skipped"> {
  const [org, admin] = await Promise.all([
    db.organization.findUnique({ where: { slug: DEMO_ORGANIZATION.slug }, select: { id: true } }),
    db.user.findUnique({ where: { email: demoAccount("admin").email }, select: { id: true } }),
  ]);
  if (!org || !admin) return "skipped";
  const outcome = await adjustOrganizationCredits(db, { organizationId: org.id, actorId: admin.id, ...DEMO_ADJUSTMENT });
  return outcome.status === "booked" ? "booked" : outcome.status === "already-booked" ? "found" : "skipped";
}

export async function seedDemoOrganizations(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const out = await ensureDemoOrganizationAdjustment(deps.db);
  log(out === "booked" ? "Demo organisations: +5 credits adjusted on the demo team, with a reason." : out === "found" ? "Demo organisations: the credit adjustment is there already." : "Skipped the demo organisations' adjustment: no demo team or admin.");
}
