// /admin/support's demo tickets: made once through lib/support/tickets (an OPEN question from the demo
// user, a CLOSED one with the demo admin's reply and its email in the outbox); a re-run changes nothing.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { ticketMessages } from "@/lib/support/tickets";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { demoAccount } from "./demo-accounts";
import { DEMO_TICKETS, seedDemoOperations } from "./demo-backoffice-operations";
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

it("makes an open and a closed ticket for the demo user, once", async () => {
  const deps = { db: p, appUrl: "http://localhost:3000" } as Parameters<typeof seedDemoOperations>[0];
  const lines: string[] = [];
  await seedDemoOperations(deps, (l) => lines.push(l));
  await seedDemoOperations(deps, (l) => lines.push(l));
  expect(lines).toEqual(["support tickets: 2 made", "support tickets: found"]);
  const user = demoAccount("user").email;
  const tickets = await p.supportTicket.findMany({ where: { email: user }, orderBy: { createdAt: "asc" } });
  expect(tickets.map((t) => [t.subject, t.status, ticketMessages(t.messages).map((m) => m.from)])).toEqual([
    [DEMO_TICKETS.open.subject, "OPEN", ["user"]],
    [DEMO_TICKETS.closed.subject, "CLOSED", ["user", "staff"]],
  ]);
  expect(await p.emailOutbox.count({ where: { to: user, template: "support-reply" } })).toBe(1);
  expect(await p.auditLog.count({ where: { action: "support.reply" } })).toBe(1);
});
