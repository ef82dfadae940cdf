// The people screen's demo data (/admin/user): the demo admin granted the demo person 5 photo credits
// with a reason, through the back office's own function (ledger row, balance, audit row with before and
// after), so the person's detail view shows a credit movement and an audit entry. Once: the grant's
// request id is fixed, so a re-run books nothing.
import { grantUserCredits } from "@/lib/backoffice/users/manage";
import type { BackofficeSeedDeps } from "./demo-backoffice";
import { demoAccount } from "./demo-accounts";

export const DEMO_USERS_GRANT = { requestId: "demo-backoffice-users-goodwill", amount: 5, reason: "Goodwill: a result arrived late (demo)" } as const;

export async function seedDemoUsers({ db }: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const [admin, person] = await Promise.all([
    db.user.findUnique({ where: { email: demoAccount("admin").email }, select: { id: true } }),
    db.user.findUnique({ where: { email: demoAccount("user").email }, select: { id: true, deletedAt: true } }),
  ]);
  if (!admin || !person || person.deletedAt) {
    log("back office, people: skipped (the demo admin or person is missing)");
    return;
  }
  const result = await grantUserCredits(db, {
    actorId: admin.id,
    userId: person.id,
    kind: "PHOTO",
    amount: DEMO_USERS_GRANT.amount,
    reason: DEMO_USERS_GRANT.reason,
    requestId: DEMO_USERS_GRANT.requestId,
  });
  log(result.status === "granted" ? `back office, people: ${DEMO_USERS_GRANT.amount} photo credits granted to the demo person` : "back office, people: the demo grant was there already");
}
