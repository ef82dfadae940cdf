// The audit log list and its CSV export on PostgreSQL: the filters, newest first, and an export of
// 100,000 rows that streams with flat memory and escapes formulas.
import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvStream } from "@/lib/http/csv";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { auditChanges, auditCsvRows, findAuditPage } from "./queries";
import { auditQuery } from "./schemas";

let db: TestDb;
let actor: { id: string; email: string };
const ROWS = 100_000;

beforeAll(async () => {
  db = await openTestDb("postgres");
  actor = await createUser(db.prisma, { role: "ADMIN", email: `Auditor-${Date.now()}@example.test` });
  await db.prisma.$executeRawUnsafe(`
    INSERT INTO "AuditLog" (id, "actorId", action, "targetType", "targetId", data, "createdAt")
    SELECT 'bulk' || lpad(g::text, 7, '0'), NULL, 'bulk.row', 'Thing', 't' || g, jsonb_build_object('n', g, 'note', repeat('x', 150)), TIMESTAMP '2026-01-01' + g * INTERVAL '1 second'
    FROM generate_series(1, ${ROWS}) g`);
  await db.prisma.auditLog.createMany({
    data: [
      { actorId: actor.id, action: "coupon.update", targetType: "Coupon", targetId: "c1", data: { changed: ["percent"], before: { percent: 10 }, after: { percent: 20 } }, createdAt: new Date("2026-03-02T10:00:00Z") },
      { actorId: actor.id, action: "coupon.create", targetType: "Coupon", targetId: "c2", data: { note: "=HYPERLINK(\"http://evil\")" }, createdAt: new Date("2026-03-03T10:00:00Z") },
      { actorId: null, action: "user.role.update", targetType: "User", targetId: "=cmd|' /C calc'!A0", data: { free: "form" }, createdAt: new Date("2026-03-04T10:00:00Z") },
    ],
  });
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

describe("the list", () => {
  it("is newest first, with who, and the diff as the log wrote it", async () => {
    const page = await findAuditPage(db.prisma, auditQuery.parse({}));
    expect(page.total).toBe(ROWS + 3);
    expect(page.items.map((e) => e.action)).toEqual(expect.arrayContaining(["user.role.update", "coupon.create", "coupon.update"]));
    expect(page.items[0]!.action).toBe("user.role.update");
    const update = page.items.find((e) => e.action === "coupon.update")!;
    expect(update.actorEmail).toBe(actor.email);
    expect(auditChanges(update.data)).toEqual([{ field: "percent", before: 10, after: 20 }]);
    expect(auditChanges({ free: "form" })).toBeNull();
  });

  it("filters by actor (email in any case, or id), entity, action prefix and days", async () => {
    const count = async (params: Record<string, string>) => (await findAuditPage(db.prisma, auditQuery.parse(params))).total;
    expect(await count({ actor: actor.email.toUpperCase() })).toBe(2);
    expect(await count({ actor: actor.id })).toBe(2);
    expect(await count({ actor: "nobody@example.test" })).toBe(0);
    expect(await count({ targetType: "Coupon", targetId: "c2" })).toBe(1);
    expect(await count({ action: "coupon." })).toBe(2);
    expect(await count({ from: "2026-03-03", to: "2026-03-04" })).toBe(2);
    expect(await count({ from: "2026-03-03", to: "2026-03-03" })).toBe(1);
    expect(await count({ q: "c1" })).toBe(1);
    // A bad value falls back to no filter rather than failing.
    expect(await count({ from: "yesterday" })).toBe(ROWS + 3);
  });
});

describe("the export", () => {
  it(`streams ${ROWS.toLocaleString("en")} rows with flat memory and escapes formulas`, async () => {
    // What stays reachable, not garbage not yet collected: a full collection before each sample.
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    gc();
    const base = process.memoryUsage().heapUsed;
    let peak = 0;
    let sampledAt = 0;
    let lines = 0;
    let bytes = 0;
    let tail = "";
    const escaped: string[] = [];
    const reader = csvStream(["when", "who", "action", "what", "id", "changed", "data", "ip"], auditCsvRows(db.prisma, auditQuery.parse({}))).getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split("\r\n");
      tail = parts.pop()!;
      lines += parts.length;
      for (const line of parts) if (line.includes("HYPERLINK") || line.includes("calc")) escaped.push(line);
      if (bytes - sampledAt > 2_000_000) {
        sampledAt = bytes;
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - base);
      }
    }
    expect(tail).toBe("");
    expect(lines).toBe(ROWS + 3 + 1);
    // The file is over 20 MB; holding it (or its rows as objects, several times that) would grow the heap past the bound.
    expect(bytes).toBeGreaterThan(20_000_000);
    console.info(`[audit export] ${(bytes / 1e6).toFixed(1)} MB, heap growth (after gc) peak ${(peak / 1e6).toFixed(1)} MB`);
    expect(sampledAt).toBeGreaterThan(18_000_000);
    expect(peak).toBeLessThan(16_000_000);
    expect(escaped).toHaveLength(2);
    expect(escaped.join("\n")).not.toMatch(/(^|,)"?=(HYPERLINK|cmd)/);
    expect(escaped.join("\n")).toContain("'=cmd");
  }, 120_000);
});
