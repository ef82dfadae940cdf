// Benchmark of the business API: requests/second and p99 latency of
// GET /api/v2/organization/team?limit=50 for an organisation of 5,000 members, beside the same run's
// GET /api/health (a route through the same wrapper that only asks the database `SELECT 1`), so the
// figure can be read against what this machine does for the cheapest route at all.
//   npm run bench:api            (PostgreSQL at 127.0.0.1:5432, a throw-away database)
//   npm run bench:api -- 20      (seconds per run; default 10)
// The route handlers themselves (app/api/**/route.ts, through lib/http/route.ts: the key's lookup, the
// rate limit and the usage count on PostgreSQL, the query, the envelope) are served by a small node
// http server on 127.0.0.1; autocannon drives it with 10 connections. The API's limit of 300 a minute
// would stop a benchmark after 300 requests: the run lifts the number (the same limiter on the same
// RateLimit table, the same upsert per request), nothing else. Prints figures; never asserts a time.
import http from "node:http";
import os from "node:os";
import autocannon from "autocannon";
import type { Prisma } from "../lib/db";
import { setDbForTests } from "../lib/db";
import { API_SCOPES } from "../lib/api/keys";
import { createApiKey } from "../lib/api/manage";
import type { RouteHandler } from "../lib/http/route";
import { createRateLimits, rateLimitRules, type RateLimits } from "../lib/rate-limit";
import { openTestDb } from "../lib/testing/db";
import { seedCatalogue } from "../lib/testing/fixtures";
import { GET as health } from "../app/api/health/route";
import { GET as team } from "../app/api/v2/organization/team/route";

const MEMBERS = 5_000;
const SECONDS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
const CONNECTIONS = 10;

const db = await openTestDb("postgres");
setDbForTests(db);
const prisma = db.prisma;
// The process's rate limits, as a web process on PostgreSQL opens them, with the API's number lifted.
const rules = { ...rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 }), api: { points: 1_000_000_000, duration: 60 } };
(globalThis as unknown as { __lumenRateLimits?: RateLimits }).__lumenRateLimits = createRateLimits({ kind: "postgres", pool: db.pool!(4) }, rules);

async function seed(): Promise<{ organizationId: string; leadId: string }> {
  const catalogue = await seedCatalogue(prisma);
  const tag = Date.now().toString(36);
  const [owner, lead] = await Promise.all(
    ["owner", "lead"].map((who) => prisma.user.create({ data: { email: `${who}-${tag}@bench.example`, name: who, referralCode: `a-${who}-${tag}` } })),
  );
  const org = await prisma.organization.create({ data: { name: "Bench API", slug: `bench-api-${tag}`, ownerId: owner!.id, setupCompletedAt: new Date(), credits: MEMBERS } });
  await prisma.membership.createMany({
    data: [
      { userId: owner!.id, organizationId: org.id, role: "OWNER", status: "JOINED" },
      { userId: lead!.id, organizationId: org.id, role: "LEAD", status: "JOINED" },
    ],
  });
  await prisma.team.createMany({ data: Array.from({ length: 12 }, (_, i) => ({ organizationId: org.id, name: `Sub-team ${i + 1}` })) });
  const teams = (await prisma.team.findMany({ where: { organizationId: org.id }, select: { id: true } })).map((t) => t.id);
  for (let from = 0; from < MEMBERS; from += 500) {
    const ids = Array.from({ length: Math.min(500, MEMBERS - from) }, (_, k) => from + k);
    const people = ids.map((i) => ({ id: `u${tag}${i}`, email: `member.${i}-${tag}@bench.example`, name: `Member ${i}`, referralCode: `a-${tag}-${i}` }));
    await prisma.user.createMany({ data: people });
    // Of every 20 people: 3 invited, 5 joined (2 of them with a shoot in onboarding), 2 generating, 9 finished, 1 removed.
    const bucket = (i: number) => i % 20;
    const status = (i: number): Prisma.MembershipCreateManyInput["status"] => (bucket(i) === 19 ? "DELETED" : bucket(i) >= 10 ? "FINISHED" : "JOINED");
    await prisma.invite.createMany({
      data: ids.filter((i) => bucket(i) < 3).map((i) => ({
        id: `i${tag}${i}`, organizationId: org.id, email: people[i - from]!.email, kind: "EMAIL" as const, tokenHash: `bench-${tag}-${i}`,
        expiresAt: new Date(Date.now() + 30 * 86400_000), reservedCredit: true, teamId: teams[i % teams.length]!,
      })),
    });
    // Someone invited has an invite, not yet a membership (they get one when they join).
    await prisma.membership.createMany({
      data: ids.filter((i) => bucket(i) >= 3).map((i) => ({
        id: `m${tag}${i}`, userId: people[i - from]!.id, organizationId: org.id, status: status(i), teamId: teams[i % teams.length]!,
        joinedAt: new Date(), removedAt: bucket(i) === 19 ? new Date() : null,
      })),
    });
    const state = (i: number) => (bucket(i) >= 10 ? "ACTIVE" : bucket(i) >= 8 ? "GENERATING" : bucket(i) >= 6 ? "ONBOARDING" : null);
    await prisma.shoot.createMany({
      data: ids.filter((i) => state(i)).map((i) => ({
        id: `s${tag}${i}`, userId: people[i - from]!.id, organizationId: org.id, membershipId: `m${tag}${i}`, packageId: catalogue.packageId,
        title: "Team headshots", state: state(i)!, readyAt: state(i) === "ACTIVE" ? new Date(Date.now() - i * 60_000) : null,
      })),
    });
  }
  await prisma.$executeRawUnsafe("ANALYZE");
  return { organizationId: org.id, leadId: lead!.id };
}

/** A node http server answering with the route handlers, as Next calls them. */
function serve(routes: Record<string, RouteHandler>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const handler = routes[url.pathname];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const answer = await handler(new Request(url, { method: req.method, headers }), { params: Promise.resolve({}) });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

function run(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

console.log(`# npm run bench:api on PostgreSQL (127.0.0.1:5432), ${os.cpus().length} cores, Node ${process.version}\n`);
const seedStart = performance.now();
const { organizationId, leadId } = await seed();
console.log(`seeded an organisation of ${MEMBERS} members (every state, 12 sub-teams) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
const { secret } = await createApiKey(prisma, { organizationId, actorId: leadId, name: "bench", scopes: API_SCOPES });
const server = await serve({ "/api/health": health, "/api/v2/organization/team": team });
const auth = { authorization: `Bearer ${secret}` };

// Warm-up: plans, connections, the translators, the JIT.
const check = await fetch(`${server.url}/api/v2/organization/team?limit=50`, { headers: auth });
const body = (await check.json()) as { data: { items: unknown[]; total: number } };
console.log(`GET /api/v2/organization/team?limit=50 answers ${check.status}: ${body.data.items.length} of ${body.data.total} people; X-RateLimit-Remaining ${check.headers.get("x-ratelimit-remaining")}`);
await run(`${server.url}/api/health`).catch(() => null);

console.log(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s each, loopback:\n`);
const rows: [string, autocannon.Result][] = [
  ["GET /api/health", await run(`${server.url}/api/health`)],
  ["GET /api/v2/organization/team?limit=50", await run(`${server.url}/api/v2/organization/team?limit=50`, auth)],
];
console.log(`${"route".padEnd(42)} ${"req/s".padStart(9)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)}`);
for (const [label, r] of rows) {
  console.log(`${label.padEnd(42)} ${r.requests.average.toFixed(0).padStart(9)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.non2xx + r.errors).padStart(8)}`);
}
const usage = await prisma.apiUsage.aggregate({ where: { organizationId }, _sum: { requests: true } });
console.log(`\nusage counted for the key: ${usage._sum.requests} requests (one upsert each)`);

await server.close();
setDbForTests();
await db.cleanup();
process.exit(0);
