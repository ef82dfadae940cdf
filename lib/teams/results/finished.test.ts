// A member's team shoot finishing, through the generation job's handler: the member gets the team's
// "results ready" email (linking to /team-member, never the individual gallery's "shoot-ready"), and
// each lead and owner who wants it gets one "a member finished" email, in their own language, written
// in the transaction that makes the shoot ACTIVE: exactly once, however often the job is delivered.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers, type JobContext } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { transition } from "@/lib/shoots/states";
import { createLocalStorage } from "@/lib/storage/local";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { instantEngine } from "@/lib/testing/engine";
import { createUser } from "@/lib/testing/fixtures";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";
import { queueTeamShootFinished } from "./finished";

const APP_URL = "https://lumen.example";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-team-finished-"));
const storage = createLocalStorage(dir, { secret: "team-finished-secret-team-finished-secret" });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.each(["pglite", "postgres"] as const)("a team shoot finishing on %s", (kind) => {
  let db: TestDb;
  let team: TestTeam;
  let ctx: JobContext;
  let photo: Buffer;
  let boss: PgBoss;

  beforeAll(async () => {
    db = await openTestDb(kind);
    boss = await createBoss(kind === "pglite" ? { kind, pglite: db.pglite } : { kind, url: db.url }, { maintenance: false });
    team = await createTeam(db.prisma, { name: "Northwind Traders" });
    ctx = { db: db.prisma, storage, engine: async () => instantEngine(), appUrl: APP_URL };
    photo = await sharp({ create: { width: 600, height: 700, channels: 3, background: "#b08a70" } }).jpeg().toBuffer();
    // The lead speaks German; the owner keeps English.
    await db.prisma.user.update({ where: { id: team.leadId }, data: { locale: "de" } });
  });
  afterAll(async () => {
    // The emails are relayed 200 ms after their commit (lib/email/queued.ts): let that happen first.
    await new Promise((r) => setTimeout(r, 500));
    await boss?.stop({ graceful: false });
    await db?.cleanup();
  });

  /** A member's submitted team shoot (WAITING) with real photos in storage. */
  async function submittedShoot(t: TestTeam, options: { locale?: string; managed?: boolean } = {}) {
    const made = await createTeamMemberShoot(db.prisma, null, t, { name: "Ana Ruiz", state: "ONBOARDING", managed: options.managed });
    // A managed member's address is unverified until they claim their shoot (addManagedMember, lib/teams/claim.ts).
    await db.prisma.user.update({ where: { id: made.userId }, data: { locale: options.locale ?? "es", ...(options.managed ? { emailVerified: null } : {}) } });
    await db.prisma.shoot.update({ where: { id: made.shootId }, data: { consentAt: new Date(), gender: "FEMALE", ageRange: "35-44", headshotFormat: "square" } });
    const storageKey = `shoots/${made.shootId}/photos/p0.jpg`;
    await storage.put(storageKey, photo, { contentType: "image/jpeg" });
    await db.prisma.uploadedPhoto.create({ data: { shootId: made.shootId, storageKey, width: 600, height: 700, bytes: photo.length, mime: "image/jpeg", accepted: true, score: 90 } });
    await db.prisma.$transaction((tx) => transition(tx, made.shootId, "ONBOARDING", "WAITING", "submitted", { submittedAt: new Date() }));
    return made;
  }

  /** One delivery of the shoot's generation job, as a worker gets it (the handler's writes are fenced to its claim). */
  async function runJob(shootId: string) {
    await boss.send(QUEUES.shootGenerate, { shootId }, { retryLimit: 2 });
    const [job] = await boss.fetch<{ shootId: string }>(QUEUES.shootGenerate, { batchSize: 1, includeMetadata: true });
    expect(job?.data).toEqual({ shootId });
    await createHandlers({ concurrency: 1 })[QUEUES.shootGenerate].handle(job!, ctx);
    await boss.complete(QUEUES.shootGenerate, job!.id);
  }
  const outbox = (where: object = {}) => db.prisma.emailOutbox.findMany({ where, orderBy: { createdAt: "asc" } });

  it("emails the member (results ready, /team-member) and each lead and owner who asked (once each), never the individual 'shoot-ready'", async () => {
    // A lead who turned the notice off, and a lead of another organisation: neither hears of it.
    const quiet = await createUser(db.prisma);
    await db.prisma.membership.create({ data: { userId: quiet.id, organizationId: team.organizationId, role: "LEAD", status: "JOINED", notifyFinished: false } });
    const other = await createTeam(db.prisma);

    const shoot = await submittedShoot(team);
    await runJob(shoot.shootId);
    const after = await db.prisma.shoot.findUniqueOrThrow({ where: { id: shoot.shootId }, include: { membership: true } });
    expect(after.state).toBe("ACTIVE");
    expect(after.membership!.status).toBe("FINISHED");

    const member = await db.prisma.user.findUniqueOrThrow({ where: { id: shoot.userId } });
    const [owner, lead] = await Promise.all([db.prisma.user.findUniqueOrThrow({ where: { id: team.ownerId } }), db.prisma.user.findUniqueOrThrow({ where: { id: team.leadId } })]);
    const mails = await outbox({ OR: [{ userId: { in: [shoot.userId, team.ownerId, team.leadId, quiet.id, other.leadId, other.ownerId] } }] });
    expect(mails.map((m) => [m.template, m.to, m.locale]).sort()).toEqual(
      [
        ["team-results-ready", member.email, "es"],
        ["team-member-finished", owner.email, "en"],
        ["team-member-finished", lead.email, "de"],
      ].sort(),
    );
    const toMember = mails.find((m) => m.template === "team-results-ready")!;
    expect(toMember.text).toContain(`${APP_URL}/es/team-member`);
    expect(toMember.text).toContain("Northwind Traders");
    const toLead = mails.find((m) => m.to === lead.email)!;
    expect(toLead.subject).toContain("Ana Ruiz");
    expect(toLead.text).toContain(`${APP_URL}/de/app/admin/results/${shoot.shootId}`);
    expect(await outbox({ template: "shoot-ready", to: member.email })).toHaveLength(0);

    // The job delivered again (a worker lost its claim after the commit): nothing more is sent.
    await runJob(shoot.shootId);
    expect(await outbox({ userId: { in: [shoot.userId, team.ownerId, team.leadId] }, createdAt: { gte: mails[0]!.createdAt } })).toHaveLength(3);
  });

  it("tells an owner who holds no membership of their own too, and never an owner who turned the notice off", async () => {
    const bare = await createTeam(db.prisma);
    await db.prisma.membership.deleteMany({ where: { organizationId: bare.organizationId, userId: bare.ownerId } });
    const first = await submittedShoot(bare);
    await runJob(first.shootId);
    expect((await outbox({ template: "team-member-finished", userId: bare.ownerId })).length).toBe(1);

    const muted = await createTeam(db.prisma);
    await db.prisma.membership.updateMany({ where: { organizationId: muted.organizationId, userId: muted.ownerId }, data: { notifyFinished: false } });
    const second = await submittedShoot(muted);
    await runJob(second.shootId);
    expect(await outbox({ template: "team-member-finished", userId: muted.ownerId })).toHaveLength(0);
    expect(await outbox({ template: "team-member-finished", userId: muted.leadId })).toHaveLength(1);
  });

  it("writes nothing when the transition does not commit, and tells the leads of a managed member without mailing the member", async () => {
    const lonely = await createTeam(db.prisma);
    const shoot = await createTeamMemberShoot(db.prisma, null, lonely, { name: "Rolled Back", state: "GENERATING" });
    const before = (await outbox()).length;
    await expect(
      db.prisma.$transaction(async (tx) => {
        await transition(tx, shoot.shootId, "GENERATING", "ACTIVE", "test", { readyAt: new Date() });
        expect((await queueTeamShootFinished(tx, shoot.shootId, { appUrl: APP_URL }))!.length).toBe(3);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await outbox()).length).toBe(before);

    const managed = await submittedShoot(lonely, { managed: true });
    await runJob(managed.shootId);
    const mails = await outbox({ OR: [{ userId: managed.userId }, { template: "team-member-finished", userId: { in: [lonely.ownerId, lonely.leadId] } }] });
    expect(mails.map((m) => m.template)).toEqual(["team-member-finished", "team-member-finished"]);
  });

  it("mails a managed member who claimed their shoot, never one at a placeholder address", async () => {
    const t = await createTeam(db.prisma);
    const placeholder = await submittedShoot(t, { managed: true });
    await db.prisma.user.update({ where: { id: placeholder.userId }, data: { email: `managed+${placeholder.userId}@members.invalid`, emailVerified: new Date() } });
    await runJob(placeholder.shootId);
    expect(await outbox({ userId: placeholder.userId })).toHaveLength(0);
    expect(await outbox({ to: { endsWith: "@members.invalid" } })).toHaveLength(0);

    const claimed = await submittedShoot(t, { managed: true });
    await db.prisma.user.update({ where: { id: claimed.userId }, data: { emailVerified: new Date() } });
    await runJob(claimed.shootId);
    expect((await outbox({ userId: claimed.userId })).map((m) => m.template)).toEqual(["team-results-ready"]);
  });

  it("leaves an individual's shoot to the individual 'shoot-ready' email", async () => {
    const user = await createUser(db.prisma);
    const shoot = await db.prisma.shoot.create({ data: { userId: user.id, packageId: team.packageId, title: "Mine", state: "GENERATING", styleIds: team.styleIds } });
    expect(await db.prisma.$transaction((tx) => queueTeamShootFinished(tx, shoot.id, { appUrl: APP_URL }))).toBeNull();
  });
});
