// The seed on real databases: runs twice, the second run changes nothing.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { PROJECT_ROOT } from "@/lib/db/migrate";
import { PARAMETER_DEFAULTS } from "@/lib/db/parameters-defaults";
import { openTestDb, type TestDb } from "@/lib/db/testing";
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from "./seed/demo-accounts";
import { runSeed, type SeedReport } from "./seed/index";
import { previewFiles } from "./seed/previews";

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

describe.each(["pglite", "postgres"] as const)("seed on %s", (kind) => {
  let db: TestDb;
  let first: SeedReport;
  let second: SeedReport;
  let afterFirst: Awaited<ReturnType<typeof counts>>;

  beforeAll(async () => {
    db = await openTestDb(kind);
    first = await runSeed(db.prisma);
    afterFirst = await counts(db);
    second = await runSeed(db.prisma);
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("the second run creates and updates nothing; counts stay the same", async () => {
    expect(totals(first).created).toBeGreaterThan(100);
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
    expect(await p.coupon.findUnique({ where: { code: "WELCOME10" } })).toMatchObject({ kind: "PERCENT", value: 10, active: true });
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
    await runSeed(db.prisma);
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
    expect(org.credits).toBe(25);
    expect(org.owner.email).toBe("lead@demo.lumen.test");
    expect(org.brandColors).toEqual(DEMO_ORGANIZATION.brandColors);
    expect(org.creditEntries.map((e) => [e.kind, e.delta, e.balanceAfter])).toEqual([["TEAM", 25, 25]]);
    expect(org.approvedStyles.length).toBeGreaterThan(0);
  });

  it("publishes content in en, de and es", async () => {
    const p = db.prisma;
    const posts = await p.blogPost.findMany({ where: { status: "PUBLISHED" } });
    expect(posts.map((x) => x.locale).sort()).toEqual(["de", "en", "es"]);
    expect(new Set(posts.map((x) => x.translationKey)).size).toBe(1);
    const changelog = await p.changelogEntry.findMany({ where: { status: "PUBLISHED" } });
    expect(changelog.map((x) => x.locale).sort()).toEqual(["de", "en", "es"]);
    const reviewLocales = new Set((await p.review.findMany({ where: { published: true } })).map((r) => r.locale));
    expect([...reviewLocales].sort()).toEqual(["de", "en", "es"]);
    expect(await p.jobPosting.count({ where: { published: true } })).toBeGreaterThanOrEqual(1);
    for (const post of posts) expect(post.body).not.toMatch(/lorem ipsum/i);
  });
});

describe("npm run db:seed (CLI)", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("postgres");
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("seeds the database chosen by DATABASE_URL, and a second run changes nothing", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", DATABASE_URL: db.url! };
    const opts = { cwd: PROJECT_ROOT, env, timeout: 60_000 };
    const tsx = path.join(PROJECT_ROOT, "node_modules/.bin/tsx");
    const first = await run(tsx, ["prisma/seed.ts"], opts);
    expect(first.stdout).toMatch(/Seeded PostgreSQL .* \d+ created, 0 updated/);
    const second = await run(tsx, ["prisma/seed.ts"], opts);
    expect(second.stdout).toMatch(/0 created, 0 updated/);
    expect(await db.prisma.user.count()).toBe(DEMO_ACCOUNTS.length);
  });
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
