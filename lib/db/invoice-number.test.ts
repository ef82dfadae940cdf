import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { formatInvoiceNumber, nextInvoiceNumber, parseInvoiceNumber } from "./invoice-number";

it("formats and parses LUM-YYYY-NNNNNN", () => {
  expect(formatInvoiceNumber(2026, 1)).toBe("LUM-2026-000001");
  expect(formatInvoiceNumber(2026, 123)).toBe("LUM-2026-000123");
  expect(formatInvoiceNumber(2026, 1234567)).toBe("LUM-2026-1234567");
  expect(parseInvoiceNumber("LUM-2026-000123")).toEqual({ year: 2026, sequence: 123 });
  expect(parseInvoiceNumber("ABC-2026-000123")).toBeNull();
  expect(parseInvoiceNumber("LUM-26-1")).toBeNull();
});

describe("nextInvoiceNumber on PostgreSQL", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("postgres");
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("20 concurrent transactions get 1..20 with no gap and no duplicate", async () => {
    const year = 2026;
    const issue = (i: number) =>
      db.prisma.$transaction(
        async (tx) => {
          const n = await nextInvoiceNumber(tx, year);
          // hold the counter row a moment so the transactions really overlap
          await new Promise((r) => setTimeout(r, 5 + (i % 4) * 5));
          await tx.invoice.create({
            data: { number: n.number, year: n.year, sequence: n.sequence, status: "ISSUED", currency: "EUR", subtotal: 2900, total: 2900, issuedAt: new Date() },
          });
          return n;
        },
        { maxWait: 20_000, timeout: 20_000 },
      );
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => issue(i)));
    expect(results.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const numbers = (await db.prisma.invoice.findMany({ where: { year }, orderBy: { sequence: "asc" } })).map((i) => i.number);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `LUM-2026-${String(i + 1).padStart(6, "0")}`));
    expect(await db.prisma.invoiceCounter.findUnique({ where: { year } })).toMatchObject({ last: 20 });
  });

  it("a rolled-back transaction leaves no gap; years count separately", async () => {
    await expect(
      db.prisma.$transaction(async (tx) => {
        expect((await nextInvoiceNumber(tx, 2026)).sequence).toBe(21);
        throw new Error("payment failed");
      }),
    ).rejects.toThrow("payment failed");
    expect(await db.prisma.$transaction((tx) => nextInvoiceNumber(tx, 2026))).toEqual({ year: 2026, sequence: 21, number: "LUM-2026-000021" });
    expect(await db.prisma.$transaction((tx) => nextInvoiceNumber(tx, 2027))).toMatchObject({ sequence: 1, number: "LUM-2027-000001" });
  });

  it("refuses a nonsense year", async () => {
    await expect(db.prisma.$transaction((tx) => nextInvoiceNumber(tx, 26))).rejects.toThrow(RangeError);
  });
});

describe("nextInvoiceNumber on PGlite", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("numbers sequentially and rolls back with the transaction", async () => {
    const seqs: number[] = [];
    for (let i = 0; i < 3; i++) seqs.push((await db.prisma.$transaction((tx) => nextInvoiceNumber(tx, 2030))).sequence);
    expect(seqs).toEqual([1, 2, 3]);
    await expect(
      db.prisma.$transaction(async (tx) => {
        await nextInvoiceNumber(tx, 2030);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    // concurrent callers on the single PGlite connection are serialised, still without duplicates
    const parallel = await Promise.all([0, 1, 2].map(() => db.prisma.$transaction((tx) => nextInvoiceNumber(tx, 2030))));
    expect(parallel.map((n) => n.sequence).sort()).toEqual([4, 5, 6]);
  });
});
