// The support screens' demo data: feedback from the demo accounts and a key of the demo organisation, once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createShoot, createUser } from "@/lib/testing/fixtures";
import { DEMO_ORGANIZATION, demoAccount } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";
import { seedDemoSupport } from "./demo-backoffice-support";

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
});

it("adds three feedback messages and one used API key, and nothing on a second run", async () => {
  const people = await Promise.all((["user", "member", "lead"] as const).map((role) => createUser(db.prisma, { email: demoAccount(role).email })));
  await createShoot(db.prisma, { userId: people[0]!.id, packageId: (await createPackage(db.prisma)).id, title: "Maya's headshots" });
  await db.prisma.organization.create({ data: { name: DEMO_ORGANIZATION.name, slug: DEMO_ORGANIZATION.slug, ownerId: people[2]!.id } });
  const deps = { db: db.prisma } as unknown as BackofficeSeedDeps;
  const lines: string[] = [];
  await seedDemoSupport(deps, (l) => lines.push(l));
  await seedDemoSupport(deps, (l) => lines.push(l));
  expect(lines).toHaveLength(2);
  const feedback = await db.prisma.feedback.findMany({ include: { shoot: true } });
  expect(feedback).toHaveLength(3);
  expect(feedback.find((f) => f.userId === people[0]!.id)?.shoot?.title).toBe("Maya's headshots");
  const keys = await db.prisma.apiKey.findMany();
  expect(keys).toHaveLength(1);
  expect((await db.prisma.apiUsage.aggregate({ _sum: { requests: true } }))._sum.requests).toBe(19);
  expect(await db.prisma.auditLog.count({ where: { action: "api-key.create" } })).toBe(1);
});
