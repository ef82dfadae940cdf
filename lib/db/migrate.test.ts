// Migrations through the WebAssembly schema engine (internal Prisma API: these tests guard upgrades).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { openTestDb, TEST_POSTGRES_ADMIN_URL, type TestDb } from "@/lib/testing/db";
import { PROJECT_ROOT, createMigration, deployMigrations, migrationStatus, pendingSchemaSql, readMigrationsList } from "./migrate";
import { openPglite, pgliteAdapterFactory, postgresAdapterFactory } from "./open";
import { createPostgresDatabase, dropPostgresDatabase } from "./postgres-admin";

const run = promisify(execFile);
const TSX = path.join(PROJECT_ROOT, "node_modules/.bin/tsx");
const MIGRATIONS = readMigrationsList().migrationDirectories.map((d) => d.path);

/** A few tables every part of the product relies on. */
const EXPECTED_TABLES = [
  "User", "Account", "Session", "AuthToken", "RateLimit", "Organization", "Membership", "Team", "Invite", "Combo",
  "Package", "PackagePrice", "Backdrop", "Outfit", "Style", "Order", "Transaction", "ProcessedWebhookEvent", "Coupon",
  "CouponRedemption", "GiftCard", "Refund", "Invoice", "InvoiceCounter", "CreditLedgerEntry", "Shoot", "ShootStateChange",
  "UploadedPhoto", "Result", "Download", "ShareToken", "VoteToken", "Vote", "EditJob", "Referral", "BlogPost",
  "ChangelogEntry", "Review", "JobPosting", "SupportTicket", "Feedback", "Survey", "SurveyResponse", "ApiClient", "ApiKey",
  "WebhookEndpoint", "WebhookDelivery", "EmailOutbox", "Parameter", "ComfyWorkflow", "AuditLog", "_prisma_migrations",
];

function cli(args: string[], env: Record<string, string>) {
  return run(TSX, ["--conditions=react-server", "tools/migrate.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", ...env },
    timeout: 60_000,
  });
}

it("the migrations folder has an init migration and a postgresql lock file", () => {
  const list = readMigrationsList();
  expect(MIGRATIONS.length).toBeGreaterThanOrEqual(1);
  expect(MIGRATIONS[0]).toMatch(/^\d{14}_init$/);
  expect(list.lockfile.content).toContain('provider = "postgresql"');
});

describe.each(["pglite", "postgres"] as const)("deploy on a fresh %s database", (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb(kind, { cache: false });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("applies every migration once and records it in _prisma_migrations", async () => {
    expect(db.kind).toBe(kind);
    expect(db.appliedMigrations).toEqual(MIGRATIONS);
    const rows = await db.prisma.$queryRaw<{ migration_name: string; finished_at: Date | null; rolled_back_at: Date | null }[]>`
      SELECT migration_name, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name`;
    expect(rows.map((r) => r.migration_name)).toEqual(MIGRATIONS);
    expect(rows.every((r) => r.finished_at !== null && r.rolled_back_at === null)).toBe(true);
  });

  it("a second deploy applies nothing and status is up to date", async () => {
    const factory = kind === "pglite" ? await pgliteAdapterFactory(db.pglite!) : await postgresAdapterFactory(db.url!);
    expect(await deployMigrations(factory)).toEqual([]);
    const status = await migrationStatus(factory);
    expect(status).toMatchObject({ hasMigrationsTable: true, history: null, failedMigrationNames: [], editedMigrationNames: [] });
  });

  it("creates the product's tables", async () => {
    const rows = await db.prisma.$queryRaw<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`;
    const tables = rows.map((r) => r.table_name);
    for (const t of EXPECTED_TABLES) expect(tables, `table ${t}`).toContain(t);
  });

  it("round-trips users, organizations and memberships; a duplicate email is refused", async () => {
    const p = db.prisma;
    const owner = await p.user.create({ data: { email: "owner@example.test", referralCode: "owner-1", name: "Olivia Owner" } });
    const member = await p.user.create({ data: { email: "member@example.test", referralCode: "member-1" } });
    const org = await p.organization.create({
      data: { name: "Acme", slug: "acme", ownerId: owner.id, brandColors: ["#112233", "#FFAA00"], settings: { teamPage: { public: true } } },
    });
    await p.membership.create({ data: { userId: owner.id, organizationId: org.id, role: "OWNER", status: "JOINED" } });
    await p.membership.create({ data: { userId: member.id, organizationId: org.id, managed: true } });

    const loaded = await p.organization.findUniqueOrThrow({
      where: { slug: "acme" },
      include: { memberships: { include: { user: true }, orderBy: { createdAt: "asc" } }, owner: true },
    });
    expect(loaded.owner.email).toBe("owner@example.test");
    expect(loaded.brandColors).toEqual(["#112233", "#FFAA00"]);
    expect(loaded.settings).toEqual({ teamPage: { public: true } });
    expect(loaded.credits).toBe(0);
    expect(loaded.memberships.map((m) => [m.user.email, m.role, m.status, m.managed])).toEqual([
      ["owner@example.test", "OWNER", "JOINED", false],
      ["member@example.test", "MEMBER", "INVITED", true],
    ]);
    expect(owner).toMatchObject({ role: "USER", locale: "en", currency: "USD", editCredits: 0, marketingOptOut: false });
    expect(owner.id).toMatch(/^c[a-z0-9]{20,}$/);

    const duplicate = p.user.create({ data: { email: "owner@example.test", referralCode: "owner-2" } });
    await expect(duplicate).rejects.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    await expect(duplicate).rejects.toMatchObject({ code: "P2002" });
    await expect(p.membership.create({ data: { userId: member.id, organizationId: org.id } })).rejects.toMatchObject({ code: "P2002" });
  });
});

describe("create (offline `migrate dev --create-only`)", () => {
  it("the committed migrations match schema.prisma (no pending changes)", async () => {
    expect(await pendingSchemaSql()).toBe("");
  });

  it("writes a new migration for a schema change, ordered after the existing ones", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-migrate-"));
    try {
      const migrationsDir = path.join(tmp, "migrations");
      fs.cpSync(path.join(PROJECT_ROOT, "prisma/migrations"), migrationsDir, { recursive: true });
      const schemaPath = path.join(tmp, "schema.prisma");
      const schema = fs.readFileSync(path.join(PROJECT_ROOT, "prisma/schema.prisma"), "utf8");
      fs.writeFileSync(schemaPath, `${schema}\nmodel MigrationProbe {\n  id    String @id @default(cuid())\n  label String @unique\n}\n`);

      const created = await createMigration("Add probe!", { schemaPath, migrationsDir, now: new Date("2000-01-01T00:00:00Z") });
      expect(created).not.toBeNull();
      expect(created!.name).toMatch(/^\d{14}_add_probe$/);
      expect(created!.name > MIGRATIONS.at(-1)!).toBe(true); // clock in the past: still ordered last
      expect(created!.sql).toContain('CREATE TABLE "MigrationProbe"');
      expect(created!.sql).not.toContain('CREATE TABLE "User"');
      expect(fs.readFileSync(created!.file, "utf8")).toBe(created!.sql);
      // replaying all migrations now reaches the schema: nothing more to create
      expect(await createMigration("again", { schemaPath, migrationsDir })).toBeNull();
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe("tools/migrate.ts (CLI)", () => {
  it("deploys to PostgreSQL (creating the database), then reports up to date", async () => {
    const name = `lumen_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}_cli`;
    const url = new URL(TEST_POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      const first = await cli(["deploy"], { DATABASE_URL: url.toString() });
      expect(first.stdout).toContain(`Created database`);
      expect(first.stdout).toContain(`applied ${MIGRATIONS.length} migration(s)`);
      const second = await cli(["deploy"], { DATABASE_URL: url.toString() });
      expect(second.stdout).toContain("already up to date");
      const status = await cli(["status"], { DATABASE_URL: url.toString() });
      expect(status.stdout).toContain("up to date");
    } finally {
      await dropPostgresDatabase(TEST_POSTGRES_ADMIN_URL, name);
    }
  });

  it("deploys to a PGlite dir and exits (PGlite closed); refuses a dir another process has open", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-pglite-"));
    const dir = path.join(tmp, "nested/pglite"); // parent folders are created
    try {
      const first = await cli(["deploy"], { PGLITE_DIR: dir });
      expect(first.stdout).toContain(`applied ${MIGRATIONS.length} migration(s)`);

      const opened = await openPglite(dir);
      try {
        const { rows } = await opened.pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
        expect(rows[0]?.n).toBe(MIGRATIONS.length);
        const blocked = cli(["deploy"], { PGLITE_DIR: dir });
        await expect(blocked).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("already open in another process") });
      } finally {
        await opened.close();
      }
      const again = await cli(["deploy"], { PGLITE_DIR: dir });
      expect(again.stdout).toContain("already up to date");
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("prints usage for an unknown command", async () => {
    await expect(cli(["frobnicate"], {})).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("usage:") });
  });
});

describe("postgres-admin", () => {
  it("creates and drops a database", async () => {
    const name = `lumen_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}_adm`;
    const url = await createPostgresDatabase(TEST_POSTGRES_ADMIN_URL, name);
    expect(url).toContain(`/${name}`);
    await dropPostgresDatabase(TEST_POSTGRES_ADMIN_URL, name);
    await expect(createPostgresDatabase(TEST_POSTGRES_ADMIN_URL, name).then(() => dropPostgresDatabase(TEST_POSTGRES_ADMIN_URL, name))).resolves.toBeUndefined();
  });
});
