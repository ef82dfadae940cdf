// The demo organisation's bank transfers: made once through the product's own code, after the team's
// wizard is finished; a re-run finds them.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { DEMO_ORGANIZATION } from "./demo-accounts";
import { ensureDemoInvoices } from "./demo-invoices";
import { runSeed } from "./index";

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p, { demo: true });
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

it("waits for the demo team, then makes an open bank-transfer invoice and a quote, once", async () => {
  expect(await ensureDemoInvoices(p)).toMatchObject({ status: "skipped" });
  const org = await p.organization.update({ where: { slug: DEMO_ORGANIZATION.slug }, data: { setupCompletedAt: new Date() } });
  expect(org).toMatchObject({ vatId: "DE123456789", address: "Kastanienallee 12", country: "DE" });
  const made = await ensureDemoInvoices(p);
  expect(made).toMatchObject({ status: "made", invoice: expect.stringMatching(/^LUM-\d{4}-\d{6}$/) });
  expect(await ensureDemoInvoices(p)).toEqual({ status: "found" });
  const rows = await p.invoice.findMany({ where: { organizationId: org.id }, orderBy: { createdAt: "asc" } });
  expect(rows.map((r) => [r.status, r.creditQuantity, r.vatId])).toEqual([["ISSUED", 20, "DE123456789"], ["QUOTE", 50, "DE123456789"]]);
  // Credits come when the invoice is paid (the default).
  expect((await p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(0);
});
