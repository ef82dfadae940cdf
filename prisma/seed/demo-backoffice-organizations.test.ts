// The demo seed's organisation step: a +5 credit adjustment with its reason on the demo team, through
// the back office's own function (ledger row, audit row by the demo admin), made once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { demoAccount, DEMO_ORGANIZATION } from "./demo-accounts";
import { DEMO_ADJUSTMENT, ensureDemoOrganizationAdjustment } from "./demo-backoffice-organizations";
import { runSeed } from "./index";

describe("the demo organisations step", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    await runSeed(db.prisma, { demo: true });
  }, 60_000);
  afterAll(async () => db?.cleanup());

  it("adjusts the demo team's credits once, with the reason in the ledger and the audit log", async () => {
    const p = db.prisma;
    const org = await p.organization.findUniqueOrThrow({ where: { slug: DEMO_ORGANIZATION.slug } });
    const admin = await p.user.findUniqueOrThrow({ where: { email: demoAccount("admin").email } });
    const first = await ensureDemoOrganizationAdjustment(p);
    const credits = (await p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits;
    expect(await ensureDemoOrganizationAdjustment(p)).toBe("found");
    expect(["booked", "found"]).toContain(first);
    expect((await p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(credits);
    const rows = await p.creditLedgerEntry.findMany({ where: { organizationId: org.id, action: "ADJUSTMENT", reason: DEMO_ADJUSTMENT.reason } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 5, createdById: admin.id });
    expect(await p.auditLog.count({ where: { action: "organization.credits.adjust", targetId: org.id, actorId: admin.id } })).toBe(1);
  });
});
