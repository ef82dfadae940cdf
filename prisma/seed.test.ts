// The seed on real databases: the catalogue and parameters always, demo data only in demo mode; runs
// twice, the second run changes nothing; it never changes an account that exists.
import { DEMO_ADJUSTMENT } from "./seed/demo-backoffice-organizations";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "@/lib/account/delete";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { PROJECT_ROOT } from "@/lib/db/migrate";
import { PARAMETER_DEFAULTS } from "@/lib/db/parameters-defaults";
import { createLocalStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { DEMO_ACCOUNTS, DEMO_COUPON, DEMO_ORGANIZATION, demoAccount } from "./seed/demo-accounts";
import { GATE_EXAMPLE_SOURCES } from "./seed/gate-examples";
import { DEMO_GIFT_CARDS } from "./seed/giftcards";
import { runSeed, type SeedReport } from "./seed/index";
import { seedMode } from "./seed/mode";
import { previewFiles } from "./seed/previews";
import type { DemoShootDeps } from "./seed/demo-shoot";

const run = promisify(execFile);

function totals(report: SeedReport) {
  return Object.values(report).reduce((t, s) => ({ created: t.created + s.created, updated: t.updated + s.updated }), { created: 0, updated: 0 });
}

async function counts(db: TestDb) {
  const p = db.prisma;
  const [users, styles, packages, prices, backdrops, outfits, parameters, reviews, posts, memberships, ledger] = await Promise.all([
    p.user.count(), p.style.count(), p.package.count(), p.packagePrice.count(), p.backdrop.count(), p.outfit.count(),
    p.parameter.count(), p.review.count(), p.blogPost.count(), p.membership.count(), p.creditLedgerEntry.count(),
  ]);
  return { users, styles, packages, prices, backdrops, outfits, parameters, reviews, posts, memberships, ledger };
}

/** Everything that is demo data: none of it may exist outside demo mode. */
async function demoData(p: TestDb["prisma"]) {
  const [users, organizations, coupons, giftCards, orders, shoots, reviews, posts, changelog, jobs, contentPages] = await Promise.all([
    p.user.count(), p.organization.count(), p.coupon.count(), p.giftCard.count(), p.order.count(), p.shoot.count(),
    p.review.count(), p.blogPost.count(), p.changelogEntry.count(), p.jobPosting.count(), p.contentPage.count(),
  ]);
  return { users, organizations, coupons, giftCards, orders, shoots, reviews, posts, changelog, jobs, contentPages };
}

const NO_DEMO_DATA = { users: 0, organizations: 0, coupons: 0, giftCards: 0, orders: 0, shoots: 0, reviews: 0, posts: 0, changelog: 0, jobs: 0, contentPages: 0 };

describe.each(["pglite", "postgres"] as const)("seed on %s", (kind) => {
  let db: TestDb;
  let bare: SeedReport;
  let withoutDemo: Awaited<ReturnType<typeof demoData>>;
  let first: SeedReport;
  let second: SeedReport;
  let afterFirst: Awaited<ReturnType<typeof counts>>;

  beforeAll(async () => {
    db = await openTestDb(kind);
    bare = await runSeed(db.prisma);
    withoutDemo = await demoData(db.prisma);
    first = await runSeed(db.prisma, { demo: true });
    afterFirst = await counts(db);
    second = await runSeed(db.prisma, { demo: true });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("without demo mode writes the catalogue and parameters only: no account, team, coupon, gift card, order or content", async () => {
    expect(bare.Style?.created).toBeGreaterThanOrEqual(24);
    expect(bare.Parameter?.created).toBe(Object.keys(PARAMETER_DEFAULTS).length);
    expect(withoutDemo).toEqual(NO_DEMO_DATA);
    expect(Object.keys(bare).sort()).toEqual(["Backdrop", "Emotion", "Hairstyle", "Outfit", "Package", "PackagePrice", "Parameter", "PhotoTemplate", "Style"]);
  });

  it("the second run creates and updates nothing; counts stay the same", async () => {
    expect(totals(bare).created).toBeGreaterThan(90);
    expect(totals(first)).toEqual({ created: expect.any(Number), updated: 0 });
    expect(totals(first).created).toBeGreaterThan(20);
    expect(totals(second)).toEqual({ created: 0, updated: 0 });
    expect(await counts(db)).toEqual(afterFirst);
  });

  it("installs the catalogue: 3 packages × 2 prices, ≥ 8 backdrops/outfits, ≥ 24 styles with previews", async () => {
    const p = db.prisma;
    const packages = await p.package.findMany({ include: { prices: true }, orderBy: { sortOrder: "asc" } });
    expect(packages.map((x) => [x.slug, x.headshots, x.styles, x.outputSize, x.printSize, x.editCredits])).toEqual([
      ["starter", 40, 4, 1024, null, 0],
      ["professional", 100, 10, 2048, null, 5],
      ["executive", 200, 20, 2048, 4096, 20],
    ]);
    for (const [pkg, amount] of packages.map((x, i) => [x, [2900, 3900, 5900][i]] as const)) {
      expect(pkg.prices.map((pr) => [pr.currency, pr.amount]).sort()).toEqual([["EUR", amount], ["USD", amount]]);
    }
    expect(afterFirst.backdrops).toBeGreaterThanOrEqual(8);
    expect(afterFirst.outfits).toBeGreaterThanOrEqual(8);
    const styles = await p.style.findMany({ include: { backdrop: true, outfit: true } });
    expect(styles.length).toBeGreaterThanOrEqual(24);
    expect(styles.filter((s) => s.gender === "FEMALE").length).toBeGreaterThanOrEqual(12);
    expect(styles.filter((s) => s.gender === "MALE").length).toBeGreaterThanOrEqual(12);
    for (const s of styles) {
      expect(s.outfit.gender, s.slug).toBe(s.gender);
      expect(s.previewUrl, s.slug).toMatch(/^\/styles\/[a-z0-9-]+\.webp$/);
      expect(fs.existsSync(path.join(PROJECT_ROOT, "public", s.previewUrl!)), `${s.previewUrl} exists`).toBe(true);
    }
    expect(await p.coupon.findUnique({ where: { code: DEMO_COUPON } })).toMatchObject({ kind: "PERCENT", value: 10, active: true });
    expect(await p.giftCard.count({ where: { code: { in: DEMO_GIFT_CARDS.map((c) => c.code) } } })).toBe(DEMO_GIFT_CARDS.length);
    expect(await p.emotion.count()).toBeGreaterThanOrEqual(3);
    expect(await p.hairstyle.count()).toBeGreaterThanOrEqual(3);
    expect(await p.photoTemplate.count()).toBeGreaterThanOrEqual(3);
  });

  it("writes every business parameter default", async () => {
    const rows = await db.prisma.parameter.findMany();
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual(PARAMETER_DEFAULTS);
  });

  it("never overwrites a parameter an admin changed", async () => {
    await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 30 } });
    await runSeed(db.prisma, { demo: true });
    expect((await db.prisma.parameter.findUniqueOrThrow({ where: { key: "refunds.windowDays" } })).value).toBe(30);
    await db.prisma.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: PARAMETER_DEFAULTS["refunds.windowDays"] } });
  });

  it("creates the four demo accounts with the right roles and a working password", async () => {
    const p = db.prisma;
    expect(DEMO_ACCOUNTS.map((a) => a.role)).toEqual(["user", "member", "lead", "admin"]);
    for (const account of DEMO_ACCOUNTS) {
      const user = await p.user.findUniqueOrThrow({ where: { email: account.email }, include: { memberships: { include: { organization: true } } } });
      expect(user.emailVerified, account.email).toBeInstanceOf(Date);
      expect(await verifyPassword(account.password, user.passwordHash)).toBe(true);
      expect(user.role).toBe(account.role === "admin" ? "ADMIN" : "USER");
      const roles = user.memberships.map((m) => [m.organization.name, m.role, m.status]);
      if (account.role === "lead") expect(roles).toEqual([[DEMO_ORGANIZATION.name, "OWNER", "JOINED"]]);
      else if (account.role === "member") expect(roles).toEqual([[DEMO_ORGANIZATION.name, "MEMBER", "JOINED"]]);
      else expect(roles).toEqual([]);
    }
    const org = await p.organization.findUniqueOrThrow({ where: { slug: DEMO_ORGANIZATION.slug }, include: { owner: true, creditEntries: true, approvedStyles: true } });
    // The wizard saved up to its payment: the credits are bought through the checkout by the demo team
    // step (prisma/seed/demo-team.ts), which needs the app's storage and queue, not by this one.
    expect(org.credits).toBe(0);
    expect(org.setupSteps).toEqual(["intro", "company-details", "branding", "select-style", "select-clothing", "invite-team"]);
    expect(org.setupCompletedAt).toBeNull();
    expect(org.owner.email).toBe("lead@demo.lumen.test");
    expect(org.brandColors).toEqual(DEMO_ORGANIZATION.brandColors);
    expect(org.creditEntries).toEqual([]);
    expect(org.approvedStyles.length).toBeGreaterThan(0);
  });

  it("publishes content in en, de and es", async () => {
    const p = db.prisma;
    const posts = await p.blogPost.findMany({ where: { status: "PUBLISHED" } });
    // Each article in all three languages, linked by translationKey, by an author who has a page.
    const keys = new Set(posts.map((x) => x.translationKey));
    expect(keys.size).toBeGreaterThanOrEqual(6);
    for (const key of keys) expect(posts.filter((x) => x.translationKey === key).map((x) => x.locale).sort(), String(key)).toEqual(["de", "en", "es"]);
    const authors = new Set((await p.blogAuthor.findMany()).map((a) => a.name));
    for (const post of posts) expect(authors.has(post.authorName), post.slug).toBe(true);
    for (const post of posts) expect(post.slug, "reserved for the lists").not.toMatch(/^(page|tag)-/);
    const changelog = await p.changelogEntry.findMany({ where: { status: "PUBLISHED" } });
    expect(changelog.map((x) => x.locale).sort()).toEqual(["de", "en", "es"]);
    const reviewLocales = new Set((await p.review.findMany({ where: { published: true } })).map((r) => r.locale));
    expect([...reviewLocales].sort()).toEqual(["de", "en", "es"]);
    expect(await p.jobPosting.count({ where: { published: true } })).toBeGreaterThanOrEqual(1);
    // Every job opening and content page exists in each language.
    for (const rows of [await p.jobPosting.findMany({ where: { published: true } }), await p.contentPage.findMany({ where: { status: "PUBLISHED" } })]) {
      const byKey = new Map<string, string[]>();
      for (const row of rows) byKey.set(row.translationKey ?? row.slug, [...(byKey.get(row.translationKey ?? row.slug) ?? []), row.locale]);
      expect(byKey.size).toBeGreaterThanOrEqual(2);
      for (const locales of byKey.values()) expect(locales.sort()).toEqual(["de", "en", "es"]);
    }
    for (const post of posts) expect(post.body).not.toMatch(/lorem ipsum/i);
  });

  // Last: these change the demo accounts.
  it("never rewrites an existing demo account: a changed password, role and deletion stay as they were", async () => {
    const p = db.prisma;
    const admin = demoAccount("admin");
    const changedHash = await hashPassword("a-password-only-the-owner-knows");
    const deletedAt = new Date("2026-02-02T10:00:00Z");
    await p.user.update({ where: { email: admin.email }, data: { passwordHash: changedHash, role: "USER", deletedAt, name: "Renamed Admin" } });
    const member = await p.user.update({ where: { email: demoAccount("member").email }, data: { role: "ADMIN" } });
    const again = await runSeed(p, { demo: true });
    expect(again.User).toEqual({ created: 0, updated: 0, unchanged: DEMO_ACCOUNTS.length });
    const row = await p.user.findUniqueOrThrow({ where: { email: admin.email } });
    expect(row).toMatchObject({ passwordHash: changedHash, role: "USER", deletedAt, name: "Renamed Admin" });
    expect(await verifyPassword(admin.password, row.passwordHash)).toBe(false);
    expect((await p.user.findUniqueOrThrow({ where: { id: member.id } })).role).toBe("ADMIN");
  });

  it("does not make a demo account again once it was deleted through the product", async () => {
    const p = db.prisma;
    const user = demoAccount("user");
    const before = await p.user.findUniqueOrThrow({ where: { email: user.email } });
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lumen-seed-")), { secret: "seed-test-secret-seed-test-secret" });
    const deleted = await deleteAccount(p, storage, { userId: before.id, confirmEmail: user.email, currentPassword: user.password, log: { info: () => {}, error: () => {} } });
    expect(deleted).toMatchObject({ ok: true });
    const again = await runSeed(p, { demo: true });
    expect(again.User?.created ?? 0).toBe(0);
    expect(await p.user.findUnique({ where: { email: user.email } })).toBeNull();
    expect(await p.user.findUniqueOrThrow({ where: { id: before.id } })).toMatchObject({ passwordHash: null, deletedAt: expect.any(Date) });
  });
});

describe("demo mode (DEMO_SEED)", () => {
  it("is off unless asked for, and never in production without the explicit override, which warns", () => {
    expect(seedMode({})).toEqual({ demo: false });
    expect(seedMode({ DEMO_SEED: "0", NODE_ENV: "development" })).toEqual({ demo: false });
    expect(seedMode({ DEMO_SEED_IN_PRODUCTION: "1", NODE_ENV: "production" })).toEqual({ demo: false });
    expect(seedMode({ DEMO_SEED: "1" })).toEqual({ demo: true });
    expect(seedMode({ DEMO_SEED: "1", NODE_ENV: "production" })).toEqual({ demo: false, warning: expect.stringMatching(/DEMO_SEED=1 is ignored because NODE_ENV=production.*DEMO_SEED_IN_PRODUCTION=1/) });
    expect(seedMode({ DEMO_SEED: "1", NODE_ENV: "production", DEMO_SEED_IN_PRODUCTION: "1" })).toEqual({ demo: true, warning: expect.stringMatching(/^WARNING: DEMO_SEED_IN_PRODUCTION=1/) });
    expect(() => seedMode({ DEMO_SEED: "yes" })).toThrow(/DEMO_SEED must be 0 or 1/);
  });
});

describe("the demo shoot and team steps", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    await runSeed(db.prisma, { demo: true });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  /** What the seed's demo steps get: the database, a throw-away storage and a queue on the same database. */
  async function withDemoDeps(fn: (deps: DemoShootDeps) => Promise<void>) {
    const { createBoss } = await import("@/lib/jobs/boss");
    const boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
    try {
      const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lumen-seed-")), { secret: "seed-test-secret-seed-test-secret" });
      await fn({ db: db.prisma, storage, boss, secret: "seed-test-secret-seed-test-secret", appUrl: "http://localhost:3000" });
    } finally {
      await boss.stop({ graceful: false });
    }
  }

  it("is skipped with the reason (the file and its Debian package), nothing half made", async () => {
    const { ensureDemoShoot } = await import("./seed/demo-shoot");
    await withDemoDeps(async (deps) => {
      const out = await ensureDemoShoot({ ...deps, portrait: "/nonexistent/grace_hopper.jpg" });
      expect(out).toEqual({ status: "skipped", reason: expect.stringMatching(/\/nonexistent\/grace_hopper\.jpg was not found \(Debian package python-matplotlib-data\)/) });
      expect(await db.prisma.order.count()).toBe(0);
      expect(await db.prisma.shoot.count()).toBe(0);
    });
  });

  it("leaves the demo team alone once the lead's wizard is finished, and never makes it for a lead who is not the owner", async () => {
    const { ensureDemoTeam } = await import("./seed/demo-team");
    await withDemoDeps(async (deps) => {
      const org = await db.prisma.organization.findUniqueOrThrow({ where: { slug: DEMO_ORGANIZATION.slug } });
      await db.prisma.organization.update({ where: { id: org.id }, data: { setupCompletedAt: new Date() } });
      expect(await ensureDemoTeam(deps)).toEqual({ status: "found" });
      const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: "admin@demo.lumen.test" } });
      await db.prisma.organization.update({ where: { id: org.id }, data: { setupCompletedAt: null, ownerId: admin.id } });
      expect(await ensureDemoTeam(deps)).toMatchObject({ status: "skipped" });
      expect(await db.prisma.order.count({ where: { organizationId: org.id } })).toBe(0);
      expect(await db.prisma.invite.count({ where: { organizationId: org.id } })).toBe(0);
    });
  });
});

describe("npm run db:seed (CLI)", () => {
  const tsx = path.join(PROJECT_ROOT, "node_modules/.bin/tsx");
  const dbs: TestDb[] = [];
  const freshDb = async () => {
    const db = await openTestDb("postgres");
    dbs.push(db);
    return db;
  };
  afterAll(async () => {
    fs.rmSync(storageDir, { recursive: true, force: true });
    for (const db of dbs) await db.cleanup();
  });
  // Every run writes files (at least the quality gate's examples): never into the project's own storage.
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-seed-cli-storage-"));
  const seed = (db: TestDb, vars: Record<string, string> = {}, timeout = 60_000) =>
    run(tsx, ["--conditions=react-server", "prisma/seed.ts"], { cwd: PROJECT_ROOT, timeout, env: { ...process.env, NODE_ENV: "test", DATABASE_URL: db.url!, DEMO_SEED: "", DEMO_SEED_IN_PRODUCTION: "", STORAGE_DIR: storageDir, ...vars } });

  it("seeds the database chosen by DATABASE_URL with the catalogue only, and a second run changes nothing", async () => {
    const db = await freshDb();
    // The quality gate's examples for /ugly are made in every mode (not demo data).
    const first = await seed(db);
    expect(first.stdout).toMatch(/Seeded PostgreSQL .* \d+ created, 0 updated/);
    expect(first.stdout).toMatch(/No demo data/);
    expect(first.stdout).toContain(`Quality gate examples (/ugly): ${GATE_EXAMPLE_SOURCES.length} judged and stored, 0 already there.`);
    const second = await seed(db);
    expect(second.stdout).toMatch(/Seeded PostgreSQL .* 0 created, 0 updated/);
    expect(second.stdout).toContain(`Quality gate examples (/ugly): 0 judged and stored, ${GATE_EXAMPLE_SOURCES.length} already there.`);
    expect(await db.prisma.gateExample.count()).toBe(GATE_EXAMPLE_SOURCES.length);
    expect(await demoData(db.prisma)).toEqual(NO_DEMO_DATA);
    expect(await db.prisma.style.count()).toBeGreaterThanOrEqual(24);
  });

  it("in production ignores DEMO_SEED=1 and says so: no demo account, coupon or gift card", async () => {
    const db = await freshDb();
    const out = await seed(db, { NODE_ENV: "production", DEMO_SEED: "1" });
    expect(out.stderr).toMatch(/DEMO_SEED=1 is ignored because NODE_ENV=production/);
    expect(await demoData(db.prisma)).toEqual(NO_DEMO_DATA);
    expect(await db.prisma.package.count()).toBe(3);
  });

  it("in production seeds demo data only with DEMO_SEED_IN_PRODUCTION=1, and warns", async () => {
    const db = await freshDb();
    const out = await seed(db, { NODE_ENV: "production", DEMO_SEED: "1", DEMO_SEED_IN_PRODUCTION: "1" });
    expect(out.stderr).toMatch(/WARNING: DEMO_SEED_IN_PRODUCTION=1: seeding demo data into a production database/);
    expect(await db.prisma.user.count()).toBe(DEMO_ACCOUNTS.length);
    // Without Stripe keys or ALLOW_TEST_PAYMENTS this configuration cannot start the app, so no shoot is made for it.
    expect(out.stdout).toMatch(/Skipped the demo shoot: the app's configuration is not valid here[\s\S]*STRIPE_SECRET_KEY/);
    // With Stripe the site takes real payments: no order paid on the test provider is made for it either.
    const stripe = await seed(db, { NODE_ENV: "production", DEMO_SEED: "1", DEMO_SEED_IN_PRODUCTION: "1", STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc", SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(stripe.stdout).toMatch(/Skipped the demo shoot and team: Stripe is configured/);
    expect(await db.prisma.order.count()).toBe(0);
  });

  it("in demo mode makes the demo user's finished shoot and the demo team once: real headshots, a favourite, likes, votes, a team in every state", async () => {
    const { DEMO_TEAM } = await import("./seed/demo-team");
    const db = await freshDb();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-seed-storage-"));
    const vars = { DEMO_SEED: "1", STORAGE_DIR: dir };
    const first = await seed(db, vars, 600_000);
    const made = first.stdout.match(/Demo shoot: (\d+) headshots made by the CPU studio engine, a favourite, likes and (\d+) votes, in ([\d.]+) s\./);
    expect(made, first.stdout + first.stderr).not.toBeNull();
    console.info(`[seed test] the demo shoot took ${made![3]} s`);
    // The home page's before/after pairs, made by the same engine into the app's storage.
    expect(first.stdout).toMatch(/Showcase: 3 before\/after pair\(s\) made by the CPU studio engine, 0 already there/);

    const p = db.prisma;
    const user = await p.user.findUniqueOrThrow({ where: { email: demoAccount("user").email } });
    const shoots = await p.shoot.findMany({ where: { userId: user.id }, include: { package: true, order: { include: { invoices: true } } } });
    expect(shoots).toHaveLength(1);
    const shoot = shoots[0]!;
    expect(shoot).toMatchObject({ state: "ACTIVE", engine: "studio", progress: 100 });
    expect(shoot.package.slug).toBe("starter");
    expect(shoot.order).toMatchObject({ status: "PAID", provider: "test" });
    expect(shoot.order?.invoices).toHaveLength(1);
    expect(await p.uploadedPhoto.count({ where: { shootId: shoot.id, accepted: true } })).toBe(5);

    const results = await p.result.findMany({ where: { shootId: shoot.id } });
    expect(results).toHaveLength(shoot.package.headshots);
    expect(Number(made![1])).toBe(shoot.package.headshots);
    expect(new Set(results.map((r) => r.styleId)).size).toBe(shoot.package.styles);
    const storage = createLocalStorage(dir, { secret: process.env.AUTH_SECRET! });
    for (const r of results.slice(0, 3)) expect((await storage.get(r.storageKey))?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(results.filter((r) => r.isFavorite).map((r) => r.likedStatus)).toEqual(["LOVED"]);
    expect(results.filter((r) => r.likedStatus === "LIKED")).toHaveLength(3);
    const links = await p.voteToken.findMany({ where: { shootId: shoot.id, revokedAt: null }, include: { _count: { select: { votes: true } } } });
    expect(links.map((l) => l._count.votes)).toEqual([Number(made![2])]);
    expect(Number(made![2])).toBeGreaterThanOrEqual(5);
    // The demo shoot's generation job was done by the seed; the one job left for the app's worker is the
    // demo team's colleague whose headshots are "being made".
    const open = await p.$queryRawUnsafe<{ shootId: string }[]>(`SELECT data->>'shootId' AS "shootId" FROM pgboss.job WHERE name = 'shoot-generate' AND state::text IN ('created', 'retry', 'active')`);
    const generating = await p.shoot.findMany({ where: { state: "WAITING" }, select: { id: true, user: { select: { email: true } } } });
    expect(generating.map((g) => g.user.email)).toEqual([DEMO_TEAM.joined.find((j) => j.stage === "generating")!.email]);
    expect(open.map((o) => o.shootId)).toEqual([generating[0]!.id]);

    // The demo team, every state made through the product: credits bought (25) less the two submitted
    // shoots, plus the back office's goodwill adjustment (+5), three held (two pending invites, the
    // managed member); a favourite for the lead to collect.
    expect(first.stdout).toMatch(/Demo team: 7 people in every state, 40 headshots made by the CPU studio engine/);
    const org = await p.organization.findUniqueOrThrow({ where: { slug: DEMO_ORGANIZATION.slug }, include: { creditEntries: true, teams: true } });
    expect(org.setupCompletedAt).toBeInstanceOf(Date);
    expect({ credits: org.credits, reserved: org.creditsReserved }).toEqual({ credits: DEMO_TEAM.credits - 2 + DEMO_ADJUSTMENT.delta, reserved: 3 });
    expect(org.creditEntries.reduce((sum, e) => sum + e.delta, 0)).toBe(org.credits);
    expect(org.teams.map((t) => t.name).sort()).toEqual([...DEMO_TEAM.subTeams].sort());
    const people = await p.membership.findMany({ where: { organizationId: org.id }, select: { status: true, managed: true, user: { select: { email: true } }, shoots: { select: { state: true, _count: { select: { photos: true } }, results: { where: { isFavorite: true }, select: { id: true } } } } } });
    const of = (email: string) => people.find((m) => m.user.email === email)!;
    const [greta, eileen, priya, tom] = DEMO_TEAM.joined.map((j) => of(j.email));
    expect(greta!.shoots.map((x) => [x.state, x.results.length])).toEqual([["ACTIVE", 1]]);
    expect(greta!.status).toBe("FINISHED");
    expect(eileen!.shoots.map((x) => x.state)).toEqual(["WAITING"]);
    expect(priya!.shoots.map((x) => [x.state, x._count.photos])).toEqual([["ONBOARDING", 2]]);
    expect(tom!.status).toBe("DELETED");
    expect(of(demoAccount("member").email).shoots.map((x) => x.state)).toEqual(["ONBOARDING"]);
    expect(people.filter((m) => m.managed).map((m) => m.shoots.map((x) => x.state))).toEqual([["ONBOARDING"]]);
    const invites = await p.invite.findMany({ where: { organizationId: org.id }, select: { kind: true, email: true, usedCount: true, acceptedAt: true } });
    expect(invites.filter((i) => i.kind === "EMAIL" && !i.acceptedAt).map((i) => i.email).sort()).toEqual([...DEMO_TEAM.invited].sort());
    expect(invites.filter((i) => i.kind === "OPEN_LINK").map((i) => i.usedCount)).toEqual([DEMO_TEAM.joined.length]);

    const second = await seed(db, vars, 120_000);
    expect(second.stdout).toMatch(/Demo shoot: already there \(ACTIVE\)\./);
    expect(second.stdout).toMatch(/Demo team: already there\./);
    expect(second.stdout).toMatch(/Showcase: 0 before\/after pair\(s\) made by the CPU studio engine, 3 already there/);
    expect(await p.showcasePair.count()).toBe(3);
    expect(second.stdout).toMatch(/0 created, 0 updated/);
    expect(await p.result.count({ where: { shootId: shoot.id } })).toBe(results.length);
    expect(await p.order.count({ where: { userId: user.id } })).toBe(1);
    expect(await p.membership.count({ where: { organizationId: org.id } })).toBe(people.length);
  }, 900_000);
});

describe("preview images", () => {
  it("exist for every style, backdrop and outfit, are small WebP files, and stay under 3 MB in total", () => {
    const files = previewFiles();
    let total = 0;
    for (const f of files) {
      const buf = fs.readFileSync(f.file);
      expect(buf.subarray(8, 12).toString("ascii"), f.url).toBe("WEBP");
      expect(buf.length, f.url).toBeLessThan(40_000);
      total += buf.length;
    }
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});
