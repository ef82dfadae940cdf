// Benchmark of the team lead's pages on a big team, the way the app runs them: a throw-away database
// (the machine's PostgreSQL at 127.0.0.1:5432, or PGlite with `-- pglite`) seeded with an organisation
// of 5,000 members in every state (pending invites, joined, uploading, generating, finished with
// headshots, removed) in 12 sub-teams. Prints figures; never asserts a time.
//   npm run bench:teams            (PostgreSQL; falls back to PGlite when it is not reachable)
//   npm run bench:teams -- pglite
// 1. The list pages' server query: a page of 50, without and with a search, median of 20 runs.
// 2. The favourites zip (lib/teams/results/favorites-zip.ts, the worker's code) of 50 and of 200
//    members whose favourites are small real JPEGs: time, and the peak RSS and heap above where they
//    started, to show that memory does not grow with the team.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Prisma, PrismaClient } from "../lib/db";
import { resultIdFor } from "../lib/shoots/generate";
import { resultPrefix } from "../lib/shoots/result-files";
import { createLocalStorage } from "../lib/storage";
import { openTestDb, type TestDb } from "../lib/testing/db";
import { seedCatalogue } from "../lib/testing/fixtures";
import { buildFavoritesZip, countFavorites } from "../lib/teams/results/favorites-zip";
import { findMembersPage } from "../lib/teams/members/queries";
import { membersQuery } from "../lib/teams/members/schemas";
import { findFinishedShootsPage } from "../lib/teams/results/queries";
import { finishedShootsQuery } from "../lib/teams/results/schemas";

const MEMBERS = 5_000;
const RUNS = 20;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1] ?? NaN; };

async function open(): Promise<{ db: TestDb; kind: string }> {
  if (process.argv.includes("pglite")) return { db: await openTestDb("pglite"), kind: "PGlite" };
  try {
    return { db: await openTestDb("postgres"), kind: "PostgreSQL (127.0.0.1:5432)" };
  } catch (e) {
    console.warn(`PostgreSQL not reachable (${e instanceof Error ? e.message : String(e)}): using PGlite`);
    return { db: await openTestDb("pglite"), kind: "PGlite" };
  }
}

const { db, kind } = await open();
const prisma: PrismaClient = db.prisma;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-bench-teams-"));
const storage = createLocalStorage(dir, { secret: "bench-teams-secret-bench-teams-secret" });
const catalogue = await seedCatalogue(prisma, { headshots: 2 });
const run = Date.now().toString(36);

const FIRST = ["Ana", "Ben", "Carla", "David", "Elena", "Felix", "Grace", "Hugo", "Ines", "Jonas", "Karin", "Luis", "Maria", "Noah", "Olga", "Pablo", "Quinn", "Rosa", "Sven", "Tara"];
const LAST = ["Garcia", "Müller", "Smith", "Rossi", "Dubois", "Novak", "Kowalski", "Jensen", "Silva", "Ruiz", "Weber", "Brown", "Lopez", "Fischer", "Martin", "Costa", "Meyer", "Nielsen", "Perez", "Schmidt", "Taylor", "Wagner", "Moreau", "Bauer", "Santos"];

type Seeded = { organizationId: string; leadId: string; favorites: number };

/**
 * An organisation of `members` people. `files`: store each finished member's results as real JPEGs
 * (the zip streams them); otherwise only the rows. `mix`: every state, as a real team has; otherwise
 * everyone finished (the zip's teams).
 */
async function seedTeam(label: string, members: number, options: { files: Buffer[] | null; mix: boolean }): Promise<Seeded> {
  const tag = `${run}-${label}`;
  const [owner, lead] = await Promise.all(
    ["owner", "lead"].map((who) => prisma.user.create({ data: { email: `${who}-${tag}@bench.example`, name: `${who} ${label}`, referralCode: `b-${who}-${tag}` } })),
  );
  const org = await prisma.organization.create({ data: { name: `Bench ${label}`, slug: `bench-${tag}`, ownerId: owner!.id, setupCompletedAt: new Date(), credits: members } });
  await prisma.membership.createMany({
    data: [
      { userId: owner!.id, organizationId: org.id, role: "OWNER", status: "JOINED" },
      { userId: lead!.id, organizationId: org.id, role: "LEAD", status: "JOINED" },
    ],
  });
  await prisma.team.createMany({ data: Array.from({ length: 12 }, (_, i) => ({ organizationId: org.id, name: `Sub-team ${i + 1}` })) });
  const teams = (await prisma.team.findMany({ where: { organizationId: org.id }, select: { id: true } })).map((t) => t.id);

  let favorites = 0;
  for (let from = 0; from < members; from += 500) {
    const ids = Array.from({ length: Math.min(500, members - from) }, (_, k) => from + k);
    const people = ids.map((i) => {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      return { id: `u${tag}-${i}`.replace(/[^A-Za-z0-9_-]/g, ""), email: `${first}.${last}.${i}-${tag}@bench.example`.toLowerCase(), name: `${first} ${last}`, referralCode: `b-${tag}-${i}` };
    });
    await prisma.user.createMany({ data: people });
    // Of every 20 people: 3 invited (a pending invite), 3 joined, 2 uploading, 2 generating, 9 finished, 1 removed.
    const bucket = (i: number) => (options.mix ? i % 20 : 10);
    const status = (i: number): Prisma.MembershipCreateManyInput["status"] => (bucket(i) < 3 ? "INVITED" : bucket(i) === 19 ? "DELETED" : bucket(i) >= 10 ? "FINISHED" : "JOINED");
    const invites = ids.filter((i) => bucket(i) < 3).map((i) => ({
      id: `i${people[i - from]!.id}`, organizationId: org.id, email: people[i - from]!.email, kind: "EMAIL" as const, tokenHash: `bench-${people[i - from]!.id}`,
      expiresAt: new Date(Date.now() + 30 * 86400_000), reservedCredit: true, teamId: teams[i % teams.length]!,
    }));
    await prisma.invite.createMany({ data: invites });
    await prisma.membership.createMany({
      data: ids.map((i) => ({
        id: `m${people[i - from]!.id}`, userId: people[i - from]!.id, organizationId: org.id, status: status(i), teamId: teams[i % teams.length]!,
        inviteId: bucket(i) < 3 ? `i${people[i - from]!.id}` : null, reservedCredit: bucket(i) < 6, joinedAt: bucket(i) < 3 ? null : new Date(),
        removedAt: bucket(i) === 19 ? new Date() : null,
      })),
    });
    const shootState = (i: number) => (bucket(i) >= 10 ? "ACTIVE" : bucket(i) >= 8 ? (i % 2 ? "GENERATING" : "WAITING") : bucket(i) >= 6 ? "ONBOARDING" : null);
    const withShoot = ids.filter((i) => shootState(i) !== null);
    await prisma.shoot.createMany({
      data: withShoot.map((i) => ({
        id: `s${people[i - from]!.id}`, userId: people[i - from]!.id, organizationId: org.id, membershipId: `m${people[i - from]!.id}`, packageId: catalogue.packageId,
        title: "Team headshots", state: shootState(i)!, styleIds: catalogue.styleIds, readyAt: shootState(i) === "ACTIVE" ? new Date(Date.now() - i * 60_000) : null,
      })),
    });
    const results: Prisma.ResultCreateManyInput[] = [];
    for (const i of withShoot.filter((i) => shootState(i) === "ACTIVE")) {
      const shootId = `s${people[i - from]!.id}`;
      const favorite = options.mix ? i % 9 !== 0 : true;
      if (favorite && bucket(i) !== 19) favorites++;
      for (let k = 0; k < 2; k++) {
        const styleId = catalogue.styleIds[k]!;
        const id = resultIdFor(shootId, styleId, 0);
        const files = { main: `${resultPrefix(shootId, id)}main.jpg`, thumb: `${resultPrefix(shootId, id)}thumb.webp` };
        if (options.files && k === 0) await storage.put(files.main, options.files[i % options.files.length]!, { contentType: "image/jpeg" });
        results.push({ id, shootId, styleId, storageKey: files.main, width: 512, height: 512, isFavorite: favorite && k === 0, variant: { files, sizes: { main: "512x512" } } });
      }
    }
    await prisma.result.createMany({ data: results });
  }
  return { organizationId: org.id, leadId: lead!.id, favorites };
}

console.log(`# npm run bench:teams on ${kind}, ${os.cpus().length} cores, Node ${process.version}\n`);
const seedStart = performance.now();
const big = await seedTeam("big", MEMBERS, { files: null, mix: true });
await prisma.$executeRawUnsafe("ANALYZE");
console.log(`seeded an organisation of ${MEMBERS} members (every state, 12 sub-teams) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);

async function timed(label: string, fn: () => Promise<{ items: unknown[]; total: number }>) {
  const first = await fn(); // warm-up (plans, connections)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  console.log(`${label.padEnd(58)} median ${ms(median(times)).padStart(9)}  (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}; ${first.items.length} rows of ${first.total})`);
}

console.log(`## List pages: one page of 50, median of ${RUNS} runs (target: under 150 ms)`);
const membersPage = (params: Record<string, string>) => () => findMembersPage(prisma, big.organizationId, membersQuery.parse({ perPage: "50", ...params }));
await timed("members page (/app/admin/members), no search", membersPage({}));
await timed("members page, search \"garcia\"", membersPage({ q: "garcia" }));
await timed("members page, page 40, sorted by name", membersPage({ page: "40", sort: "name" }));
await timed("members page, search \"maria\" + state finished", membersPage({ q: "maria", state: "finished" }));
const resultsPage = (params: Record<string, string>) => () => findFinishedShootsPage(prisma, big.organizationId, finishedShootsQuery.parse({ perPage: "50", ...params }), { storage });
await timed("results page (/app/admin/results), no search", resultsPage({}));
await timed("results page, search \"garcia\"", resultsPage({ q: "garcia" }));
await timed("results page, search by email \"maria.smith\"", resultsPage({ q: "maria.smith" }));
await timed("results page, page 20, sorted by name", resultsPage({ page: "20", sort: "name" }));
const someTeam = (await prisma.team.findFirstOrThrow({ where: { organizationId: big.organizationId }, select: { id: true } })).id;
await timed("results page, one sub-team, not actioned", resultsPage({ team: someTeam, actioned: "open" }));

console.log(`\n## Favourites zip: the worker's code, favourites of 512 px noisy JPEGs streamed from local storage`);
const jpegs = await Promise.all(
  Array.from({ length: 8 }, (_, i) => sharp({ create: { width: 512, height: 512, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 110 + i * 5, sigma: 40 } } }).jpeg({ quality: 85 }).toBuffer()),
);
console.log(`each favourite is ${Math.round(jpegs[0]!.length / 1024)} kB`);

async function zip(label: string, team: Seeded): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 5);
  const counts = await countFavorites(prisma, team.organizationId, null);
  const id = randomUUID();
  const t = performance.now();
  await buildFavoritesZip({ db: prisma, storage }, { id, data: { organizationId: team.organizationId, userId: team.leadId, teamId: null, ...counts } });
  const took = performance.now() - t;
  clearInterval(sample);
  const status = JSON.parse((await storage.get(`organizations/${team.organizationId}/zips/${id}/status.json`))!.toString()) as { state: string; done: number; size: number };
  console.log(
    `${label.padEnd(22)} ${String(status.done).padStart(4)} members  ${(took / 1000).toFixed(2).padStart(6)} s  zip ${mb(status.size).padStart(9)}  ` +
      `peak RSS +${mb(peakRss - base.rss)}  peak heap +${mb(peakHeap - base.heapUsed)}  (${status.state})`,
  );
}

const z50 = await seedTeam("zip50", 50, { files: jpegs, mix: false });
const z200 = await seedTeam("zip200", 200, { files: jpegs, mix: false });
if (!(globalThis as { gc?: () => void }).gc) console.log("(run with NODE_OPTIONS=--expose-gc for steadier memory figures; npm run bench:teams does)");
await zip("warm-up (50 members)", z50);
await zip("50 members", z50);
await zip("200 members", z200);
await zip("50 members again", z50);
await zip("200 members again", z200);
console.log(`peak RSS of the whole run: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);

await db.cleanup();
fs.rmSync(dir, { recursive: true, force: true });
