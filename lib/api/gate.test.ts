// The business API's rate limit on PostgreSQL, as production runs it: two web processes (two pools,
// two limiter instances) on one database share the organisation's 300 a minute, racing; and the
// usage count is exact under the same race.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Refusal } from "@/lib/http/errors";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createTeam } from "@/lib/testing/teams";
import { makeApiKey } from "@/lib/testing/api";
import { setParameter } from "@/lib/parameters/update";
import { createUser } from "@/lib/testing/fixtures";
import { admitApiCall, apiLimitSubject } from "./gate";
import { authenticateApiKey } from "./keys";

let db: TestDb;
const rules = rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 });

beforeAll(async () => {
  db = await openTestDb("postgres");
});
afterAll(async () => {
  await db?.cleanup();
});

describe("the API's rate limit on PostgreSQL", () => {
  it("is 300 a minute per organisation across two processes, then 429 with the headers", async () => {
    const team = await createTeam(db.prisma, { credits: 1 });
    const other = await createTeam(db.prisma, { credits: 1 });
    const [k1, k2] = [await makeApiKey(db.prisma, team.org.id, team.lead.id), await makeApiKey(db.prisma, team.org.id, team.owner.id)];
    const caller = async (secret: string) => {
      const check = await authenticateApiKey(db.prisma, `Bearer ${secret}`);
      if (!check.ok) throw new Error(check.code);
      return check.key;
    };
    const [c1, c2, c3] = [await caller(k1.secret), await caller(k2.secret), await caller((await makeApiKey(db.prisma, other.org.id, other.lead.id)).secret)];
    // Two web processes: each its own pool and its own limiter on the same table.
    const processA = createRateLimits({ kind: "postgres", pool: db.pool!(5) }, rules);
    const processB = createRateLimits({ kind: "postgres", pool: db.pool!(5) }, rules);

    const outcomes = await Promise.all(
      Array.from({ length: 320 }, (_, i) =>
        admitApiCall(db.prisma, i % 2 ? c1 : c2, { limits: i % 3 ? processA : processB }).then(
          async ({ headers, counted }) => (await counted, { ok: true as const, headers }),
          (e: unknown) => ({ ok: false as const, error: e }),
        ),
      ),
    );
    const allowed = outcomes.filter((o) => o.ok);
    const refused = outcomes.filter((o) => !o.ok);
    expect(allowed).toHaveLength(300);
    expect(refused).toHaveLength(20);
    const remaining = allowed.map((o) => Number(o.headers["X-RateLimit-Remaining"])).sort((x, y) => x - y);
    expect(remaining).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const refusal = refused[0]!.error as Refusal;
    expect(refusal).toBeInstanceOf(Refusal);
    expect([refusal.code, refusal.status]).toEqual(["RATE_LIMIT_EXCEEDED", 429]);
    expect(refusal.options.headers).toMatchObject({ "X-RateLimit-Limit": "300", "X-RateLimit-Remaining": "0" });
    const reset = new Date(refusal.options.headers!["X-RateLimit-Reset"]!).getTime();
    expect(reset).toBeGreaterThan(Date.now());
    expect(reset).toBeLessThanOrEqual(Date.now() + 60_000);

    // Another organisation has its own count; every request of the race was counted as usage.
    expect((await admitApiCall(db.prisma, c3, { limits: processB })).headers["X-RateLimit-Remaining"]).toBe("299");
    const usage = await db.prisma.apiUsage.aggregate({ where: { organizationId: team.org.id }, _sum: { requests: true } });
    expect(usage._sum.requests).toBe(320);
  });

  it("is one count for a second, real process (a child node process with its own pool) and this one", async () => {
    const team = await createTeam(db.prisma, { credits: 1 });
    const subject = apiLimitSubject(team.org.id);
    // The child: the same limiter module on the same database, 200 calls at once; prints how many passed.
    const code = `
      const pg = (await import("pg")).default;
      const { createRateLimits } = await import("./lib/rate-limit/limiter.ts");
      const { rateLimitRules } = await import("./lib/rate-limit/config.ts");
      const pool = new pg.Pool({ connectionString: process.env.LIMIT_DB_URL, max: 3 });
      const limits = createRateLimits({ kind: "postgres", pool }, rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 }));
      const results = await Promise.all(Array.from({ length: 200 }, () => limits.consume("api", process.env.LIMIT_SUBJECT)));
      console.log(JSON.stringify({ allowed: results.filter((r) => r.allowed).length }));
      await pool.end();
      process.exit(0);`;
    const child = new Promise<number>((resolve, reject) => {
      const proc = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "-e", code], {
        cwd: process.cwd(), env: { ...process.env, LIMIT_DB_URL: db.url!, LIMIT_SUBJECT: subject }, stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      proc.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      proc.on("error", reject);
      proc.on("exit", (status) => (status === 0 ? resolve((JSON.parse(out.trim().split("\n").pop()!) as { allowed: number }).allowed) : reject(new Error(`child exited ${status}`))));
    });
    const here = createRateLimits({ kind: "postgres", pool: db.pool!(3) }, rules);
    const mine = (async () => {
      let allowed = 0;
      for (let i = 0; i < 200; i++) if ((await here.consume("api", subject)).allowed) allowed++;
      return allowed;
    })();
    const [theirs, ours] = await Promise.all([child, mine]);
    expect(theirs + ours).toBe(300);
    expect((await here.consume("api", subject)).allowed).toBe(false);
  });

  it("follows the platform admins' api.rateLimitPerMinute at the next call, within the running window (no restart)", async () => {
    const team = await createTeam(db.prisma, { credits: 1 });
    const check = await authenticateApiKey(db.prisma, `Bearer ${(await makeApiKey(db.prisma, team.org.id, team.lead.id)).secret}`);
    if (!check.ok) throw new Error(check.code);
    const limits = createRateLimits({ kind: "postgres", pool: db.pool!(2) }, rules);
    const call = () => admitApiCall(db.prisma, check.key, { limits }).then(async ({ headers, counted }) => (await counted, headers), (e: { status?: number }) => e.status ?? e);
    const admin = await createUser(db.prisma, { role: "ADMIN" });
    try {
      for (let i = 0; i < 3; i++) expect(await call()).toMatchObject({ "X-RateLimit-Limit": "300" });
      expect(await setParameter(db.prisma, { key: "api.rateLimitPerMinute", value: 5, actorId: admin.id })).toEqual({ changed: true });
      // The three calls already made count against the new limit: two more pass, the next is refused.
      expect(await call()).toMatchObject({ "X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "1" });
      expect(await call()).toMatchObject({ "X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0" });
      expect(await call()).toBe(429);
      // Raised again: the same window goes on.
      await setParameter(db.prisma, { key: "api.rateLimitPerMinute", value: 10, actorId: admin.id });
      expect(await call()).toMatchObject({ "X-RateLimit-Limit": "10" });
    } finally {
      await db.prisma.parameter.deleteMany({ where: { key: "api.rateLimitPerMinute" } });
    }
  });
});
