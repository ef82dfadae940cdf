// The privacy sweep on PGlite and PostgreSQL with a real local file store in a temporary folder:
// photos past the retention window go (files and rows), newer ones stay, organisations that chose
// "delete everything" lose their shoots whole, spent tokens go, and a second run changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { photoKey, thumbnailKey } from "@/lib/shoots/photos";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { deleteAccount } from "@/lib/account/delete";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { LEFTOVER_FILES_AUDIT_ACTION } from "./leftovers";
import { OUTBOX_RETENTION_DAYS, PRIVACY_AUDIT_ACTION, runPrivacySweep, runPrivacySweepPass } from "./sweep";

const DAY = 86_400_000;
const JPEG = { contentType: "image/jpeg" };

function quietLog() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), error: (m: string) => lines.push(`ERROR ${m}`) } };
}

describe.each(["pglite", "postgres"] as const)("the privacy sweep on %s", (kind) => {
  let db: TestDb;
  let p: PrismaClient;
  let storage: FileStorage;
  let dir: string;
  let packageId: string;
  let userId: string;

  beforeAll(async () => {
    db = await openTestDb(kind);
    p = db.prisma;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-privacy-"));
    storage = createLocalStorage(dir, { secret: "privacy-test-secret-privacy-test-secret" });
    packageId = (await seedCatalogue(p)).packageId;
    userId = (await createUser(p)).id;
  });
  afterAll(async () => {
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A ready shoot with `accepted` stored photos (file + thumbnail), one refused photo (no file) and one result file. */
  async function readyShoot(readyAt: Date | null, opts: { accepted?: number; organizationId?: string } = {}) {
    const id = (await createShoot(p, { userId, packageId })).id;
    await p.shoot.update({ where: { id }, data: { state: readyAt ? "ACTIVE" : "ONBOARDING", readyAt, organizationId: opts.organizationId } });
    const photoIds: string[] = [];
    for (let i = 0; i < (opts.accepted ?? 2); i++) {
      const row = await p.uploadedPhoto.create({ data: { shootId: id, storageKey: "", width: 800, height: 800, bytes: 3, mime: "image/jpeg", accepted: true, score: 90 } });
      await p.uploadedPhoto.update({ where: { id: row.id }, data: { storageKey: photoKey(id, row.id) } });
      await storage.put(photoKey(id, row.id), Buffer.from("jpg"), JPEG);
      await storage.put(thumbnailKey(id, row.id), Buffer.from("thm"), JPEG);
      photoIds.push(row.id);
    }
    await p.uploadedPhoto.create({ data: { shootId: id, storageKey: "", width: 100, height: 100, bytes: 3, mime: "image/jpeg", accepted: false, score: 10, reasons: ["LOW_RESOLUTION"] } });
    const resultKey = `shoots/${id}/results/r1/main.jpg`;
    await storage.put(resultKey, Buffer.from("res"), JPEG);
    await p.result.create({ data: { shootId: id, storageKey: resultKey, width: 512, height: 512, variant: { files: { main: resultKey } } } });
    return { id, photoIds, resultKey };
  }

  const filesOf = (shootId: string, photoIds: string[]) => photoIds.flatMap((pid) => [photoKey(shootId, pid), thumbnailKey(shootId, pid)]);
  const allExist = async (keys: string[]) => (await Promise.all(keys.map((k) => storage.exists(k)))).every(Boolean);
  const noneExist = async (keys: string[]) => (await Promise.all(keys.map((k) => storage.exists(k)))).every((e) => !e);

  it("deletes uploaded photos 30 days after the results are ready, keeps newer ones and the results; a second run is a no-op", async () => {
    const now = new Date();
    const old = await readyShoot(new Date(now.getTime() - 31 * DAY), { accepted: 3 });
    const fresh = await readyShoot(new Date(now.getTime() - 29 * DAY));
    const waiting = await readyShoot(null);
    // A file a failed removal left behind in the photos folder goes too.
    const leftover = `shoots/${old.id}/photos/orphan.jpg`;
    await storage.put(leftover, Buffer.from("x"), JPEG);

    const { lines, log } = quietLog();
    const pass = await runPrivacySweepPass(p, storage, { now, log });
    expect(pass).toMatchObject({ shootsPurged: 1, photos: 4, files: 7, shootsDeleted: 0, results: 0, failures: 0, retentionDays: 30, more: false });

    expect(await noneExist([...filesOf(old.id, old.photoIds), leftover])).toBe(true);
    expect(await allExist([old.resultKey, ...filesOf(fresh.id, fresh.photoIds), fresh.resultKey, ...filesOf(waiting.id, waiting.photoIds)])).toBe(true);
    const oldShoot = await p.shoot.findUniqueOrThrow({ where: { id: old.id }, include: { photos: true, results: true } });
    expect(oldShoot.photosPurgedAt?.getTime()).toBe(now.getTime());
    expect(oldShoot.state).toBe("ACTIVE");
    expect(oldShoot.photos).toHaveLength(4); // rows stay for the record
    expect(oldShoot.photos.every((ph) => ph.deletedAt?.getTime() === now.getTime())).toBe(true);
    expect(oldShoot.results.every((r) => r.deletedAt === null)).toBe(true);
    expect(await p.uploadedPhoto.count({ where: { shootId: { in: [fresh.id, waiting.id] }, deletedAt: { not: null } } })).toBe(0);
    expect((await p.shoot.findUniqueOrThrow({ where: { id: fresh.id } })).photosPurgedAt).toBeNull();

    const audits = await p.auditLog.findMany({ where: { action: PRIVACY_AUDIT_ACTION } });
    expect(audits).toHaveLength(1);
    expect(audits[0]!.data).toMatchObject({ shootsPurged: 1, photos: 4, files: 7, retentionDays: 30 });
    expect(lines.at(-1)).toMatch(/^\[privacy\] sweep: shootsPurged=1 photos=4 files=7 \(\d+ ms\)$/);

    const second = await runPrivacySweepPass(p, storage, { now: new Date(now.getTime() + 60_000), log });
    expect(second).toMatchObject({ shootsPurged: 0, photos: 0, files: 0, shootsDeleted: 0, authTokens: 0, ordersExpired: 0, more: false });
    expect(await p.auditLog.count({ where: { action: PRIVACY_AUDIT_ACTION } })).toBe(1);
    expect((await p.shoot.findUniqueOrThrow({ where: { id: old.id } })).photosPurgedAt?.getTime()).toBe(now.getTime());
    expect(lines.at(-1)).toMatch(/nothing to delete/);

    // Two days later the fresh shoot is past the window too.
    const later = await runPrivacySweepPass(p, storage, { now: new Date(now.getTime() + 2 * DAY), log });
    expect(later).toMatchObject({ shootsPurged: 1, photos: 3, files: 4 });
    expect(await noneExist(filesOf(fresh.id, fresh.photoIds))).toBe(true);
    expect(await allExist(filesOf(waiting.id, waiting.photoIds))).toBe(true);
  });

  it("follows the admin's photos.retentionDays", async () => {
    const now = new Date();
    await p.parameter.upsert({ where: { key: "photos.retentionDays" }, create: { key: "photos.retentionDays", value: 7 }, update: { value: 7 } });
    try {
      const eightDays = await readyShoot(new Date(now.getTime() - 8 * DAY));
      const sixDays = await readyShoot(new Date(now.getTime() - 6 * DAY));
      const pass = await runPrivacySweepPass(p, storage, { now, log: quietLog().log });
      expect(pass).toMatchObject({ retentionDays: 7, shootsPurged: 1 });
      expect(await noneExist(filesOf(eightDays.id, eightDays.photoIds))).toBe(true);
      expect(await allExist(filesOf(sixDays.id, sixDays.photoIds))).toBe(true);
    } finally {
      await p.parameter.delete({ where: { key: "photos.retentionDays" } });
    }
    // Back on the default (30 days) the six-day-old shoot stays.
    expect(await runPrivacySweepPass(p, storage, { now, log: quietLog().log })).toMatchObject({ retentionDays: 30, shootsPurged: 0 });
  });

  it("deletes everything of a shoot 30 days after it is ready when its organisation chose so", async () => {
    const now = new Date();
    const owner = await createUser(p);
    const strict = await p.organization.create({ data: { name: "Strict Ltd", slug: `strict-${Date.now()}-${kind}`, ownerId: owner.id, deleteDataAfter30Days: true } });
    const relaxed = await p.organization.create({ data: { name: "Relaxed Ltd", slug: `relaxed-${Date.now()}-${kind}`, ownerId: owner.id } });
    const gone = await readyShoot(new Date(now.getTime() - 31 * DAY), { organizationId: strict.id });
    const notYet = await readyShoot(new Date(now.getTime() - 20 * DAY), { organizationId: strict.id });
    const teamKept = await readyShoot(new Date(now.getTime() - 31 * DAY), { organizationId: relaxed.id });

    const pass = await runPrivacySweepPass(p, storage, { now, log: quietLog().log });
    expect(pass).toMatchObject({ shootsDeleted: 1, results: 1, shootsPurged: 1 });
    expect(await noneExist([...filesOf(gone.id, gone.photoIds), gone.resultKey])).toBe(true);
    expect(fs.existsSync(path.join(dir, "shoots", gone.id))).toBe(false);
    const goneRow = await p.shoot.findUniqueOrThrow({ where: { id: gone.id }, include: { results: true, photos: true, stateChanges: { orderBy: { at: "desc" }, take: 1 } } });
    expect(goneRow).toMatchObject({ state: "DELETED" });
    expect(goneRow.deletedAt).not.toBeNull();
    expect(goneRow.photosPurgedAt).not.toBeNull();
    expect(goneRow.results.every((r) => r.deletedAt !== null)).toBe(true);
    expect(goneRow.photos.every((ph) => ph.deletedAt !== null)).toBe(true);
    expect(goneRow.stateChanges[0]).toMatchObject({ from: "ACTIVE", to: "DELETED" });
    expect(await allExist([...filesOf(notYet.id, notYet.photoIds), notYet.resultKey, teamKept.resultKey])).toBe(true);
    // A team that did not choose it keeps its results; its uploaded photos follow the usual rule.
    expect(await noneExist(filesOf(teamKept.id, teamKept.photoIds))).toBe(true);
    expect((await p.shoot.findUniqueOrThrow({ where: { id: teamKept.id } })).state).toBe("ACTIVE");

    expect(await runPrivacySweepPass(p, storage, { now, log: quietLog().log })).toMatchObject({ shootsDeleted: 0, shootsPurged: 0, files: 0 });
  });

  it("deletes expired, used and revoked tokens after a grace week, and ends stale checkouts", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const ahead = (days: number) => new Date(now.getTime() + days * DAY);
    const shoot = await readyShoot(null, { accepted: 0 });
    const user = await p.user.findUniqueOrThrow({ where: { id: userId } });
    const tag = `${kind}-${Date.now()}`;
    const auth = await Promise.all(
      [
        { expiresAt: ago(8) }, // expired long ago: goes
        { expiresAt: ago(1) }, // expired yesterday: stays a week
        { expiresAt: ahead(1), usedAt: ago(10) }, // used long ago: goes
        { expiresAt: ahead(1), usedAt: ago(1) }, // used yesterday: stays
        { expiresAt: ahead(1) }, // live: stays
      ].map((t, i) => p.authToken.create({ data: { userId, email: user.email, purpose: "MAGIC_LINK", tokenHash: `auth-${tag}-${i}`, ...t } })),
    );
    const upload = await Promise.all(
      [{ expiresAt: ago(8) }, { expiresAt: ahead(1), revokedAt: ago(9) }, { expiresAt: ahead(1) }].map((t, i) => p.uploadToken.create({ data: { shootId: shoot.id, tokenHash: `up-${tag}-${i}`, ...t } })),
    );
    const share = await Promise.all(
      [{ revokedAt: ago(9) }, {}, { expiresAt: ago(8) }].map((t, i) => p.shareToken.create({ data: { shootId: shoot.id, tokenHash: `sh-${tag}-${i}`, ...t } })),
    );
    const votedOn = await p.voteToken.create({ data: { shootId: shoot.id, tokenHash: `vt-${tag}-0`, expiresAt: ago(10) } });
    const unused = await p.voteToken.create({ data: { shootId: shoot.id, tokenHash: `vt-${tag}-1`, expiresAt: ago(10) } });
    const result = await p.result.findFirstOrThrow({ where: { shootId: shoot.id } });
    await p.vote.create({ data: { voteTokenId: votedOn.id, resultId: result.id, voterKey: "friend", value: 1 } });
    await p.session.create({ data: { sessionToken: `s-${tag}-0`, userId, expires: ago(8) } });
    const liveSession = await p.session.create({ data: { sessionToken: `s-${tag}-1`, userId, expires: ahead(1) } });
    const stale = await p.order.create({ data: { userId, kind: "PACKAGE", packageId, currency: "USD", subtotal: 2900, total: 2900, createdAt: new Date(now.getTime() - 2 * 3600_000) } });
    const open = await p.order.create({ data: { userId, kind: "PACKAGE", packageId, currency: "USD", subtotal: 2900, total: 2900, createdAt: now } });

    const pass = await runPrivacySweepPass(p, storage, { now, log: quietLog().log });
    expect(pass).toMatchObject({ authTokens: 2, uploadTokens: 2, shareTokens: 2, voteTokens: 1, sessions: 1, ordersExpired: 1 });
    expect((await p.authToken.findMany({ where: { id: { in: auth.map((a) => a.id) } } })).map((a) => a.id).sort()).toEqual([auth[1]!.id, auth[3]!.id, auth[4]!.id].sort());
    expect((await p.uploadToken.findMany({ where: { id: { in: upload.map((u) => u.id) } } })).map((u) => u.id)).toEqual([upload[2]!.id]);
    expect((await p.shareToken.findMany({ where: { id: { in: share.map((s) => s.id) } } })).map((s) => s.id)).toEqual([share[1]!.id]);
    expect(await p.voteToken.findUnique({ where: { id: votedOn.id } })).not.toBeNull();
    expect(await p.voteToken.findUnique({ where: { id: unused.id } })).toBeNull();
    expect(await p.vote.count({ where: { voteTokenId: votedOn.id } })).toBe(1);
    expect(await p.session.findMany({ where: { userId } })).toEqual([expect.objectContaining({ id: liveSession.id })]);
    expect(await p.order.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({ status: "FAILED" });
    expect(await p.order.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({ status: "PENDING" });

    const again = await runPrivacySweepPass(p, storage, { now, log: quietLog().log });
    expect(again).toMatchObject({ authTokens: 0, uploadTokens: 0, shareTokens: 0, voteTokens: 0, sessions: 0, ordersExpired: 0 });
  });

  it("deletes outbox emails 30 days after they were written, whatever their status, and keeps younger ones", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const email = (status: "PENDING" | "SENT" | "FAILED", createdAt: Date) =>
      p.emailOutbox.create({ data: { to: `outbox-${kind}@example.test`, subject: "s", text: "t", html: "h", template: "magic-link", status, createdAt } });
    const old = await Promise.all([email("PENDING", ago(31 * DAY)), email("SENT", ago(30 * DAY + 60_000)), email("FAILED", ago(90 * DAY))]);
    const young = await Promise.all([email("PENDING", ago(30 * DAY - 60_000)), email("FAILED", ago(29 * DAY)), email("SENT", now)]);
    expect(OUTBOX_RETENTION_DAYS).toBe(30);

    const { log } = quietLog();
    const passes = await runPrivacySweep(p, storage, { now, tokensPerPass: 2, log });
    // Two a pass: the first pass leaves one for the next.
    expect(passes.map((x) => x.emails).slice(0, 2)).toEqual([2, 1]);
    const left = await p.emailOutbox.findMany({ where: { id: { in: [...old, ...young].map((e) => e.id) } }, select: { id: true } });
    expect(left.map((e) => e.id).sort()).toEqual(young.map((e) => e.id).sort());
    const audits = await p.auditLog.findMany({ where: { action: PRIVACY_AUDIT_ACTION, createdAt: now } });
    expect(audits.map((a) => a.data)).toEqual(expect.arrayContaining([expect.objectContaining({ emails: 2, outboxRetentionDays: 30 })]));

    expect(await runPrivacySweepPass(p, storage, { now, log })).toMatchObject({ emails: 0 });
  });

  it("deletes accounts never verified within 7 days, so the address is free for its owner; keeps younger, verified, deleted and busy ones; revoked sessions go after the grace week", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const tag = `${kind}-${Date.now()}`;
    const account = (name: string, data: { createdAt: Date; emailVerified?: Date; deletedAt?: Date }) =>
      createUser(p, { email: `${name}-${tag}@example.test`, passwordHash: "scrypt$x", emailVerified: null, ...data });
    const squatter = await account("squatter", { createdAt: ago(8) });
    const young = await account("young", { createdAt: ago(6) });
    const verified = await account("verified", { createdAt: ago(30), emailVerified: ago(29) });
    const deleted = await account("deleted", { createdAt: ago(30), deletedAt: ago(20) }); // anonymised: kept for the accounts
    const busy = await account("busy", { createdAt: ago(30) });
    await p.order.create({ data: { userId: busy.id, kind: "PACKAGE", packageId, currency: "USD", subtotal: 2900, total: 2900, status: "FAILED" } });
    const link = await p.authToken.create({ data: { userId: squatter.id, email: squatter.email, purpose: "EMAIL_VERIFICATION", tokenHash: `unv-${tag}`, expiresAt: ago(-1) } });
    const revokedLongAgo = await p.session.create({ data: { sessionToken: `rv-${tag}-0`, userId, expires: ago(-20), revokedAt: ago(8) } });
    const revokedYesterday = await p.session.create({ data: { sessionToken: `rv-${tag}-1`, userId, expires: ago(-20), revokedAt: ago(1) } });

    const pass = await runPrivacySweepPass(p, storage, { now, log: quietLog().log });
    expect(pass.unverifiedAccounts).toBe(1);
    expect(await p.user.findUnique({ where: { id: squatter.id } })).toBeNull();
    expect(await p.authToken.findUnique({ where: { id: link.id } })).toBeNull();
    expect(await p.user.count({ where: { id: { in: [young.id, verified.id, deleted.id, busy.id] } } })).toBe(4);
    expect(await p.session.findUnique({ where: { id: revokedLongAgo.id } })).toBeNull();
    expect(await p.session.findUnique({ where: { id: revokedYesterday.id } })).not.toBeNull();
    const audit = await p.auditLog.findFirstOrThrow({ where: { action: PRIVACY_AUDIT_ACTION, createdAt: now } });
    expect(audit.data).toMatchObject({ unverifiedAccounts: 1 });
    // The owner can sign up with the address now.
    expect(await p.user.findUnique({ where: { email: squatter.email } })).toBeNull();
    expect((await runPrivacySweepPass(p, storage, { now, log: quietLog().log })).unverifiedAccounts).toBe(0);
  });

  it("works in batches: a run repeats passes until every shoot past the window is done, one audit row per pass", async () => {
    const now = new Date();
    const shoots = [];
    for (let i = 0; i < 5; i++) shoots.push(await readyShoot(new Date(now.getTime() - (40 + i) * DAY), { accepted: 1 }));
    const auditsBefore = await p.auditLog.count({ where: { action: PRIVACY_AUDIT_ACTION } });
    const passes = await runPrivacySweep(p, storage, { now, shootsPerPass: 2, log: quietLog().log });
    expect(passes.map((x) => x.shootsPurged)).toEqual([2, 2, 1]);
    expect(passes.map((x) => x.more)).toEqual([true, true, false]);
    // Oldest first.
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shoots[4]!.id } })).photosPurgedAt).not.toBeNull();
    for (const s of shoots) expect(await noneExist(filesOf(s.id, s.photoIds))).toBe(true);
    expect(await p.auditLog.count({ where: { action: PRIVACY_AUDIT_ACTION } })).toBe(auditsBefore + 3);
    expect(await runPrivacySweep(p, storage, { now, shootsPerPass: 2, log: quietLog().log })).toEqual([expect.objectContaining({ shootsPurged: 0, more: false })]);
  });

  it("removes what a deletion left behind an hour later (DELETED shoots, photos marked purged), each shoot once", async () => {
    const MIN = 60_000;
    const person = await createUser(p);
    const deleted = await readyShoot(new Date(Date.now() - DAY), { accepted: 2 });
    await p.shoot.update({ where: { id: deleted.id }, data: { userId: person.id } });
    // A result file kept outside the shoot's folder (an older layout) must go too.
    const stray = `legacy/${deleted.id}/portrait.jpg`;
    await storage.put(stray, Buffer.from("old"), JPEG);
    await p.result.updateMany({ where: { shootId: deleted.id }, data: { variant: { files: { main: deleted.resultKey, portrait: stray } } } });
    // Photos marked purged whose files are still there (their removal failed).
    const purged = await readyShoot(new Date(Date.now() - DAY), { accepted: 1 });
    await p.shoot.update({ where: { id: purged.id }, data: { photosPurgedAt: new Date(Date.now() - 2 * 60 * MIN) } });
    await p.uploadedPhoto.updateMany({ where: { shootId: purged.id }, data: { deletedAt: new Date(Date.now() - 2 * 60 * MIN) } });

    // The account goes while storage is down for its shoot: rows marked, files left, only logged.
    const down: FileStorage = { ...storage, deletePrefix: async () => Promise.reject(new Error("storage down")), delete: async () => Promise.reject(new Error("storage down")) };
    const res = await deleteAccount(p, down, { userId: person.id, confirmEmail: person.email, authAt: Date.now(), log: quietLog().log });
    expect(res).toMatchObject({ ok: true });
    expect((await p.shoot.findUniqueOrThrow({ where: { id: deleted.id } })).state).toBe("DELETED");
    const deletedFiles = [...filesOf(deleted.id, deleted.photoIds), deleted.resultKey, stray];
    expect(await allExist(deletedFiles)).toBe(true);

    // Within the hour nothing is touched (the deleting request may still be at it)…
    const early = await runPrivacySweepPass(p, storage, { now: new Date(Date.now() + 30 * MIN), log: quietLog().log });
    expect(early).toMatchObject({ leftoverShoots: 1 }); // only the purged one, marked two hours ago
    expect(await allExist(deletedFiles)).toBe(true);
    expect(await noneExist(filesOf(purged.id, purged.photoIds))).toBe(true);
    expect(await allExist([purged.resultKey])).toBe(true); // results of a live shoot stay

    // …then a failing store leaves it for the next run, and a working one finishes it.
    const later = new Date(Date.now() + 61 * MIN);
    const { lines, log } = quietLog();
    const failed = await runPrivacySweepPass(p, down, { now: later, log });
    expect(failed).toMatchObject({ leftoverShoots: 0, failures: 1, failedShootIds: [deleted.id] });
    expect(lines.some((l) => l.startsWith(`ERROR [privacy] shoot ${deleted.id}: leftover files`))).toBe(true);
    const pass = await runPrivacySweepPass(p, storage, { now: later, log: quietLog().log });
    expect(pass).toMatchObject({ leftoverShoots: 1, failures: 0, files: 6 });
    expect(await noneExist(deletedFiles)).toBe(true);
    expect(fs.existsSync(path.join(dir, "shoots", deleted.id))).toBe(false);
    const markers = await p.auditLog.findMany({ where: { action: LEFTOVER_FILES_AUDIT_ACTION, targetId: { in: [deleted.id, purged.id] } }, orderBy: { createdAt: "asc" } });
    expect(markers.map((m) => [m.targetId, m.data])).toEqual([
      [purged.id, { scope: "photos" }],
      [deleted.id, { scope: "shoot" }],
    ]);

    // Once done, never again.
    expect(await runPrivacySweepPass(p, storage, { now: new Date(later.getTime() + DAY), log: quietLog().log })).toMatchObject({ leftoverShoots: 0, files: 0 });
  });

  it("looks at leftovers in batches", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await readyShoot(new Date(Date.now() - DAY), { accepted: 1 });
      await p.shoot.update({ where: { id: s.id }, data: { state: "DELETED", deletedAt: new Date(Date.now() - 2 * 3600_000) } });
      ids.push(s.id);
    }
    const passes = await runPrivacySweep(p, storage, { shootsPerPass: 2, log: quietLog().log });
    expect(passes.map((x) => x.leftoverShoots)).toEqual([2, 1]);
    expect(passes.map((x) => x.more)).toEqual([true, false]);
    for (const id of ids) expect(fs.existsSync(path.join(dir, "shoots", id))).toBe(false);
  });

  it("leaves a shoot whose files cannot be deleted for the next pass, and says so", async () => {
    const now = new Date();
    const stuck = await readyShoot(new Date(now.getTime() - 50 * DAY), { accepted: 1 });
    const fine = await readyShoot(new Date(now.getTime() - 45 * DAY), { accepted: 1 });
    const failing: FileStorage = {
      ...storage,
      deletePrefix: async (prefix) => {
        if (prefix.includes(stuck.id)) throw new Error("storage unavailable");
        return storage.deletePrefix(prefix);
      },
    };
    const { lines, log } = quietLog();
    const passes = await runPrivacySweep(p, failing, { now, log });
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({ shootsPurged: 1, failures: 1, failedShootIds: [stuck.id] });
    expect(lines.some((l) => l.startsWith(`ERROR [privacy] shoot ${stuck.id}`))).toBe(true);
    expect(await allExist(filesOf(stuck.id, stuck.photoIds))).toBe(true);
    expect((await p.shoot.findUniqueOrThrow({ where: { id: stuck.id } })).photosPurgedAt).toBeNull();
    expect(await noneExist(filesOf(fine.id, fine.photoIds))).toBe(true);
    // Storage is back: the next run finishes it.
    expect((await runPrivacySweep(p, storage, { now, log }))[0]).toMatchObject({ shootsPurged: 1, failures: 0 });
    expect(await noneExist(filesOf(stuck.id, stuck.photoIds))).toBe(true);
  });
});
