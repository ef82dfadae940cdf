// The limiter on both stores: memory (PGlite deployments) and the real RateLimiterPostgres on the
// local PostgreSQL, with the "RateLimit" table made by the migrations.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { rateLimitRules, type LimitRules } from "./config";
import { createRateLimits, RATE_LIMIT_TABLE, type LimitStore, type RateLimits } from "./limiter";
import { emailSubject, ipSubject } from "./subjects";

const rules: LimitRules = rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 });
let db: TestDb;
const pool = () => db.pool!(10);

beforeAll(async () => {
  db = await openTestDb("postgres");
});
afterAll(async () => {
  await db?.cleanup();
});

const stores: [string, () => LimitStore][] = [
  ["memory", () => ({ kind: "memory" })],
  ["postgres", () => ({ kind: "postgres", pool: pool() })],
];

describe.each(stores)("on the %s store", (_name, store) => {
  let limits: RateLimits;
  beforeAll(() => {
    limits = createRateLimits(store(), rules);
  });

  it("counts first, refuses past the limit and says how long the wait is", async () => {
    const who = `subject-${Math.random()}`;
    for (let i = 1; i <= 3; i++) expect(await limits.take("reset.email", who)).toEqual({ allowed: true, remaining: 3 - i });
    const refused = await limits.take("reset.email", who);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(15 * 60 - 10);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
    // Another subject, another limit: untouched.
    expect((await limits.take("reset.email", `${who}-other`)).allowed).toBe(true);
    expect((await limits.take("magic.email", who)).allowed).toBe(true);
  });

  it("gives points back and forgets a subject", async () => {
    const who = `subject-${Math.random()}`;
    await limits.take("codes", who);
    await limits.take("codes", who);
    expect(await limits.used("codes", who)).toBe(2);
    await limits.giveBack("codes", who);
    expect(await limits.used("codes", who)).toBe(1);
    await limits.reset("codes", who);
    expect(await limits.used("codes", who)).toBe(0);
  });

  it("lets no more than the limit through when 60 requests arrive at once", async () => {
    const who = `burst-${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 60 }, () => limits.take("codes", who)));
    expect(results.filter((r) => r.allowed)).toHaveLength(rules.codes.points);
    expect(await limits.used("codes", who)).toBe(60);
  });
});

describe("on PostgreSQL", () => {
  it("stores hashed subjects in the migrated table, whose columns are the library's own", async () => {
    const cols = await db.prisma.$queryRaw<{ column_name: string; data_type: string }[]>`
      SELECT column_name, data_type FROM information_schema.columns WHERE table_name = ${RATE_LIMIT_TABLE} ORDER BY ordinal_position`;
    expect(cols).toEqual([
      { column_name: "key", data_type: "character varying" },
      { column_name: "points", data_type: "integer" },
      { column_name: "expire", data_type: "bigint" },
    ]);
    const limits = createRateLimits({ kind: "postgres", pool: pool() }, rules);
    const keys = async () => (await db.prisma.$queryRaw<{ key: string }[]>`SELECT key FROM "RateLimit"`).map((r) => r.key);
    const before = await keys();
    await limits.take("magic.email", emailSubject(`someone.${"x".repeat(240)}@example.test`));
    const added = (await keys()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^magic\.email:[A-Za-z0-9_-]{43}$/);
  });

  it("two web processes (two pools) share one count, even racing", async () => {
    const a = createRateLimits({ kind: "postgres", pool: pool() }, rules);
    const b = createRateLimits({ kind: "postgres", pool: pool() }, rules);
    const who = `shared-${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).take("login.pair", who)));
    expect(results.filter((r) => r.allowed)).toHaveLength(rules["login.pair"].points);
  });

  it("keeps limiting in memory when PostgreSQL cannot answer", async () => {
    const broken = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/none", connectionTimeoutMillis: 500 });
    const limits = createRateLimits({ kind: "postgres", pool: broken }, rules);
    const who = `outage-${Math.random()}`;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limits.take("reset.email", who));
    await broken.end();
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
  });
});

describe("subjects", () => {
  it("one IPv6 /64 is one subject; IPv4 and IPv4-mapped addresses are the same subject", () => {
    expect(ipSubject("2001:db8:1:2::1")).toBe(ipSubject("2001:db8:1:2:ffff:ffff:ffff:fffe"));
    expect(ipSubject("2001:db8:1:2::1")).toBe(ipSubject("2001:0db8:0001:0002:0:0:0:9"));
    expect(ipSubject("2001:db8:1:2::1")).not.toBe(ipSubject("2001:db8:1:3::1"));
    expect(ipSubject("::ffff:203.0.113.9")).toBe(ipSubject("203.0.113.9"));
    expect(ipSubject("203.0.113.9")).not.toBe(ipSubject("203.0.113.10"));
    expect(ipSubject(null)).toBe(ipSubject(undefined));
  });

  it("an email's +tag and case do not make a new subject", () => {
    expect(emailSubject("Victim+1@Example.test")).toBe(emailSubject("victim@example.test"));
    expect(emailSubject("victim+2@example.test")).toBe(emailSubject("victim@example.test"));
    expect(emailSubject("other@example.test")).not.toBe(emailSubject("victim@example.test"));
  });
});
