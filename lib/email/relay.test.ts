// The safety net of emails queued in a transaction (lib/email/queued.ts): a row the process did not
// relay after its commit (it restarted, say) is handed to SMTP by the email-relay job, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDb } from "@/lib/testing/db";
import { openTestDb } from "@/lib/testing/db";
import { startSmtpSink, type SmtpSink } from "@/lib/testing/email";
import { queueEmail, relayStalledEmails } from "./queued";
import { outboxTransport, smtpTransport } from "./transport";

let db: TestDb;
let sink: SmtpSink;

beforeAll(async () => {
  db = await openTestDb("pglite");
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await db?.cleanup();
});

const queued = (to: string) =>
  db.prisma.$transaction((tx) => queueEmail(tx, { to, template: "retry-granted", locale: "de", data: { name: "Ada", url: "https://lumen.example/de/app", title: "Board" } }));

describe("emails queued in a transaction that no process relayed", () => {
  it("are handed to SMTP by the relay run once they are a minute old, each once", async () => {
    const id = await queued("stalled@example.test");
    const transport = smtpTransport(sink.url);
    // Still fresh: the process that queued it may relay it any moment.
    expect(await relayStalledEmails(db.prisma, { transport })).toEqual({ sent: 0, failed: 0, taken: 0 });

    const later = new Date(Date.now() + 2 * 60_000);
    // Two runs at once (two workers): the guarded claim lets one send it.
    const runs = await Promise.all([relayStalledEmails(db.prisma, { transport, now: later }), relayStalledEmails(db.prisma, { transport, now: later })]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(sink.received.filter((m) => m.to.includes("stalled@example.test"))).toHaveLength(1);
    expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "SENT", attempts: 1, html: null, text: null });
    expect(await relayStalledEmails(db.prisma, { transport, now: later })).toEqual({ sent: 0, failed: 0, taken: 0 });
  });

  it("leave the rows alone with the outbox transport (the row is the delivery)", async () => {
    const id = await queued("outbox@example.test");
    const run = await relayStalledEmails(db.prisma, { transport: outboxTransport({ print: false }), now: new Date(Date.now() + 2 * 60_000) });
    expect(run).toEqual({ sent: 0, failed: 0, taken: 0 });
    expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING", attempts: 0 });
  });
});
