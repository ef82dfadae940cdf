// GET /api/health through the route wrapper: a database round trip, answered as before.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setDbForTests } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { GET } from "./route";

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  setDbForTests(db);
});
afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
});

describe("GET /api/health", () => {
  it("is ok with the database's round trip, and 503 unavailable while the database cannot answer", async () => {
    const ok = await GET(new Request("http://localhost/api/health"), { params: Promise.resolve({}) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", dbMs: expect.any(Number) });

    const broken = { ...db, prisma: { $queryRaw: () => Promise.reject(new Error("connection refused")) } } as unknown as TestDb;
    setDbForTests(broken);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const down = await GET(new Request("http://localhost/api/health"), { params: Promise.resolve({}) });
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable" });
    } finally {
      log.mockRestore();
      setDbForTests(db);
    }
  });
});
