// Benchmark of the back office's biggest lists: 100,000 people, 100,000 shoots and 100,000 audit rows
// on a throw-away PostgreSQL (127.0.0.1:5432, like bench:api), made with generate_series in seconds,
// then the lists' server-side query functions timed: a page of 50 with a search.
//   npm run bench:admin            (30 runs per list)
//   npm run bench:admin -- 100     (runs per list)
// Lists: people (email or name fragment), shoots (owner's email or title fragment, id, state), the audit log (action
// prefix; actor's email), each through the screen's own query function (findUsersPage, findShootsPage,
// findAuditPage: a page of 50 newest first and the total). The search indexes they lean on (pg_trgm GIN on
// User.email/name and Shoot.title, AuditLog(action, createdAt)) come from the migration
// `backoffice_search_indexes`. Prints figures (median and p95 ms, target < 200 ms); never asserts.
import { findAuditPage } from "../lib/backoffice/auditlog/queries";
import { auditQuery } from "../lib/backoffice/auditlog/schemas";
import { findShootsPage } from "../lib/backoffice/shoots/queries";
import { shootsQuery } from "../lib/backoffice/shoots/schemas";
import { findUsersPage } from "../lib/backoffice/users/queries";
import { usersQuery } from "../lib/backoffice/users/schemas";
import { openTestDb } from "../lib/testing/db";
import { seedCatalogue } from "../lib/testing/fixtures";

const N = 100_000;
const RUNS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 30);
const TARGET_MS = 200;

const db = await openTestDb("postgres");
const prisma = db.prisma;

async function seed(): Promise<string> {
  const started = performance.now();
  const { packageId } = await seedCatalogue(prisma);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "User" (id, email, name, "referralCode", "createdAt", "updatedAt")
    SELECT 'bu' || g, 'person.' || g || '@bench' || (g % 50) || '.example', 'Person ' || g, 'bench-' || g, now() - g * INTERVAL '1 minute', now()
    FROM generate_series(1, ${N}) g`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Shoot" (id, "userId", "packageId", title, "createdAt", "updatedAt")
    SELECT 'bs' || g, 'bu' || g, '${packageId}', 'Headshots ' || g, now() - g * INTERVAL '1 minute', now()
    FROM generate_series(1, ${N}) g`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "AuditLog" (id, "actorId", action, "targetType", "targetId", data, "createdAt")
    SELECT 'ba' || g, 'bu' || (g % 200 + 1), (ARRAY['user.credits.grant', 'coupon.update', 'refund.approve', 'user.view-as.page', 'api-key.revoke'])[g % 5 + 1],
           'User', 'bu' || g, jsonb_build_object('changed', jsonb_build_array('credits'), 'before', jsonb_build_object('credits', g), 'after', jsonb_build_object('credits', g + 1)),
           now() - g * INTERVAL '1 minute'
    FROM generate_series(1, ${N}) g`);
  await prisma.$executeRawUnsafe("ANALYZE");
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

const page50 = { perPage: "50" };
const usersPage = (q: string) => findUsersPage(prisma, usersQuery.parse({ ...page50, q }));
const shootsPage = (q: string) => findShootsPage(prisma, shootsQuery.parse({ ...page50, q }));

async function time(name: string, run: (i: number) => Promise<unknown>): Promise<{ name: string; median: number; p95: number }> {
  await run(0);
  const ms: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const t = performance.now();
    await run(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { name, median: ms[Math.floor(ms.length / 2)]!, p95: ms[Math.min(ms.length - 1, Math.ceil(ms.length * 0.95) - 1)]! };
}

try {
  console.log(`Seeding ${N.toLocaleString("en")} people, shoots and audit rows…`);
  console.log(`  done in ${await seed()}`);
  const fragment = (i: number) => `son.${(i * 7919) % 9000 + 1000}`;
  const results = [
    await time("people: email fragment", (i) => usersPage(fragment(i))),
    await time("people: name fragment", (i) => usersPage(`Person ${(i * 31) % 900 + 100}`)),
    await time("shoots: owner email fragment", (i) => shootsPage(fragment(i))),
    await time("shoots: title fragment", (i) => shootsPage(`shots ${(i * 13) % 900 + 100}`)),
    await time("shoots: exact id", (i) => shootsPage(`bs${(i * 7919) % 90000 + 1}`)),
    await time("shoots: a state, no search", () => findShootsPage(prisma, shootsQuery.parse({ ...page50, state: "ONBOARDING" }))),
    await time("audit log: newest, no filter", () => findAuditPage(prisma, auditQuery.parse({ perPage: "50" }))),
    await time("audit log: action prefix", (i) => findAuditPage(prisma, auditQuery.parse({ perPage: "50", action: ["user.", "coupon.", "refund.approve", "api-key."][i % 4]! }))),
    await time("audit log: actor email", (i) => findAuditPage(prisma, auditQuery.parse({ perPage: "50", actor: `person.${(i % 200) + 1}@bench${((i % 200) + 1) % 50}.example` }))),
    await time("audit log: search + days", (i) => findAuditPage(prisma, auditQuery.parse({ perPage: "50", q: "user.view-as", from: "2020-01-01", to: `2099-12-${String((i % 28) + 1).padStart(2, "0")}` }))),
  ];
  console.log(`\n${RUNS} runs each, a page of 50 with its total (ms):`);
  console.log(`${"list".padEnd(34)}${"median".padStart(9)}${"p95".padStart(9)}`);
  for (const r of results) console.log(`${r.name.padEnd(34)}${r.median.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${r.p95 < TARGET_MS ? "" : `   over ${TARGET_MS} ms`}`);
  const indexes = await prisma.$queryRawUnsafe<{ indexname: string }[]>(`SELECT indexname FROM pg_indexes WHERE indexname LIKE '%_trgm_idx' OR indexname = 'AuditLog_action_createdAt_idx' ORDER BY 1`);
  console.log(`\nSearch indexes in place (migration backoffice_search_indexes): ${indexes.map((i) => i.indexname).join(", ") || "none"}`);
} finally {
  await db.cleanup();
}
