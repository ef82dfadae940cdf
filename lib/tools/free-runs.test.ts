// The free tools' daily limit on a real PostgreSQL (concurrent claims) and what counts as one visitor.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { addressBucket, claimFreeRun, freeAllowance, freeVisitor, freeVisitorCookie, FREE_VISITOR_COOKIE, FREE_WINDOW_MS, type FreeVisitor } from "./free-runs";

const request = (ip: string, cookie?: string) =>
  new Request("http://localhost/api/tools/free-headshots", { headers: { "x-forwarded-for": ip, ...(cookie ? { cookie: `${FREE_VISITOR_COOKIE}=${cookie}` } : {}) } });

describe("a free tool's visitor", () => {
  it("keeps a well-formed cookie id, replaces a made-up one, and hashes both ids", () => {
    const known = freeVisitor(request("203.0.113.7", "A".repeat(24)));
    expect(known).toMatchObject({ cookieId: "A".repeat(24), fresh: false });
    expect(known.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(known.visitorHash).not.toContain("AAAA");
    for (const forged of ["x", "a;b", "<script>", "A".repeat(65)]) {
      const visitor = freeVisitor(request("203.0.113.7", forged));
      expect(visitor.fresh).toBe(true);
      expect(visitor.cookieId).not.toBe(forged);
    }
    expect(freeVisitorCookie(known, true)).toMatch(/^lumen_free=A{24}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("counts an IPv6 address by its /64 and an IPv4 address whole", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe(addressBucket("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(addressBucket("2001:db8:1:2::1")).not.toBe(addressBucket("2001:db8:1:3::1"));
    expect(addressBucket("203.0.113.7")).not.toBe(addressBucket("203.0.113.8"));
    expect(freeVisitor(request("2001:db8:1:2::5")).ipHash).toBe(freeVisitor(request("2001:db8:1:2:9::9")).ipHash);
  });
});

describe("the day's limit", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("postgres");
  }, 120_000);
  afterAll(async () => {
    await db?.cleanup();
  });

  const claim = (visitor: FreeVisitor, tool: "HEADSHOT" | "PFP" = "HEADSHOT") =>
    claimFreeRun(db.prisma, tool, visitor, (tx, countedAt) =>
      tx.freeToolRun.create({ data: { tool, visitorHash: visitor.visitorHash, ipHash: visitor.ipHash, countedAt, expiresAt: new Date(Date.now() + FREE_WINDOW_MS) } }),
    );

  it("ten claims at the same moment from one visitor get exactly the day's three", async () => {
    const visitor = freeVisitor(request("198.51.100.1"));
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(visitor)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(await db.prisma.freeToolRun.count({ where: { visitorHash: visitor.visitorHash } })).toBe(3);
    const refused = results.find((r) => !r.ok);
    expect(refused && !refused.ok && refused.allowance).toMatchObject({ limit: 3, used: 3, left: 0 });
    expect(refused && !refused.ok && refused.allowance.nextAt!.getTime()).toBeGreaterThan(Date.now() + FREE_WINDOW_MS - 60_000);
  });

  it("a new cookie from the same address does not reset the count, nor does a new address with the same cookie", async () => {
    const first = freeVisitor(request("198.51.100.2"));
    for (let i = 0; i < 3; i++) expect((await claim(first)).ok).toBe(true);
    expect((await claim(freeVisitor(request("198.51.100.2")))).ok).toBe(false);
    expect((await claim(freeVisitor(request("198.51.100.3", first.cookieId)))).ok).toBe(false);
    // Another tool has its own limit (ten a day by default).
    expect((await claim(first, "PFP")).ok).toBe(true);
  });

  it("runs older than 24 hours no longer count, and the admin parameter sets the limit (0 turns the tool off)", async () => {
    const visitor = freeVisitor(request("198.51.100.4"));
    const old = new Date(Date.now() - FREE_WINDOW_MS - 1000);
    await db.prisma.freeToolRun.createMany({
      data: Array.from({ length: 3 }, () => ({ tool: "HEADSHOT" as const, visitorHash: visitor.visitorHash, ipHash: visitor.ipHash, countedAt: old, expiresAt: old })),
    });
    expect((await freeAllowance(db.prisma, "HEADSHOT", visitor)).left).toBe(3);
    await db.prisma.parameter.upsert({ where: { key: "tools.freeHeadshotsPerDay" }, create: { key: "tools.freeHeadshotsPerDay", value: 0 }, update: { value: 0 } });
    try {
      expect((await claim(visitor)).ok).toBe(false);
    } finally {
      await db.prisma.parameter.delete({ where: { key: "tools.freeHeadshotsPerDay" } });
    }
    expect((await claim(visitor)).ok).toBe(true);
  });
});
