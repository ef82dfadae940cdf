// The catalogue screens' demo step: it adds nothing, and says which packages the screen will show and
// which package on sale lacks a price in a currency.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage } from "@/lib/testing/fixtures";
import type { BackofficeSeedDeps } from "./demo-backoffice";
import { seedDemoCatalog } from "./demo-backoffice-catalog";
import { runSeed } from "./index";

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p);
}, 120_000);
afterAll(async () => db?.cleanup());

it("checks the seeded packages and writes nothing", async () => {
  const deps = { db: p } as BackofficeSeedDeps;
  const lines: string[] = [];
  const before = { packages: await p.package.count(), prices: await p.packagePrice.count(), audits: await p.auditLog.count() };
  await seedDemoCatalog(deps, (l) => lines.push(l));
  expect(lines.join("\n")).toMatch(/starter, professional, executive/);
  expect({ packages: await p.package.count(), prices: await p.packagePrice.count(), audits: await p.auditLog.count() }).toEqual(before);

  await createPackage(p, { slug: "unpriced-demo" });
  const again: string[] = [];
  await seedDemoCatalog(deps, (l) => again.push(l));
  expect(again.join("\n")).toMatch(/until priced in every currency: unpriced-demo/);
});
