// The free retry on PGlite: who gets one (a failed shoot; a shoot the likeness check left short,
// within the window), what it does (back to the photos, or a new shoot of the same order), and that
// each shoot gets exactly one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient, ShootState } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { grantFreeRetry, listRetryCandidates } from "./retry";
import { transition } from "./states";

const DAY = 86_400_000;
let db: TestDb;
let p: PrismaClient;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
});
afterAll(async () => {
  await db?.cleanup();
});

/** A person's shoot of a 4-headshot package that ended in `state` with `delivered` results. */
async function shootThatEnded(state: "ACTIVE" | "FAILED", delivered: number, opts: { readyAt?: Date; locale?: string } = {}) {
  const catalogue = await seedCatalogue(p, { headshots: 4, styles: 2 });
  const user = await createUser(p, { locale: opts.locale });
  const shootId = (await createShoot(p, { userId: user.id, packageId: catalogue.packageId })).id;
  await p.shoot.update({
    where: { id: shootId },
    data: { consentAt: new Date(), gender: "FEMALE", ageRange: "25-34", headshotFormat: "square", glasses: "none", styleIds: catalogue.styleIds },
  });
  await moveTo(shootId, ["WAITING", "PROCESSING", "GENERATING", state]);
  await p.shoot.update({ where: { id: shootId }, data: state === "ACTIVE" ? { readyAt: opts.readyAt ?? new Date() } : { failureReason: "ENGINE_BUSY" } });
  for (let i = 0; i < delivered; i++) {
    await p.result.create({ data: { shootId, styleId: catalogue.styleIds[i % 2], storageKey: `shoots/${shootId}/results/${i}/main.jpg`, width: 512, height: 512, likeness: 0.8 } });
  }
  return { user, shootId, catalogue };
}

async function moveTo(shootId: string, states: ShootState[]) {
  for (const to of states) {
    const { state } = await p.shoot.findUniqueOrThrow({ where: { id: shootId }, select: { state: true } });
    await p.$transaction((tx) => transition(tx, shootId, state, to, "test"));
  }
}

describe("a failed shoot", () => {
  it("gets one free retry: back to ONBOARDING for new photos, recorded, emailed; a second failure gets none", async () => {
    const { user, shootId } = await shootThatEnded("FAILED", 0, { locale: "es" });
    const [listed] = await listRetryCandidates(p, user.id);
    expect(listed).toMatchObject({ id: shootId, state: "FAILED", check: { eligible: true, reason: "FAILED", delivered: 0, promised: 4 } });

    const out = await grantFreeRetry(p, { userId: user.id, shootId, locale: "es" }, { appUrl: "https://lumen.test" });
    expect(out).toEqual({ ok: true, reason: "FAILED", shootId, url: `/es/app/upload/intro?shoot=${shootId}` });
    const shoot = await p.shoot.findUniqueOrThrow({ where: { id: shootId }, include: { stateChanges: { orderBy: { at: "desc" }, take: 1 } } });
    expect(shoot).toMatchObject({ state: "ONBOARDING", failureReason: null });
    expect(shoot.stateChanges[0]).toMatchObject({ from: "FAILED", to: "ONBOARDING", reason: "free retry" });
    expect(await p.auditLog.count({ where: { action: "shoot.free-retry", targetId: shootId } })).toBe(1);
    const mail = await p.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "retry-granted" } });
    expect(mail.locale).toBe("es");
    expect(mail.text).toContain(`https://lumen.test/es/app/upload/intro?shoot=${shootId}`);

    // While it waits for photos there is nothing to retry; when it fails again the free retry is used up.
    expect(await grantFreeRetry(p, { userId: user.id, shootId })).toEqual({ ok: false, error: "NOT_FINISHED" });
    await moveTo(shootId, ["WAITING", "FAILED"]);
    expect(await grantFreeRetry(p, { userId: user.id, shootId })).toEqual({ ok: false, error: "ALREADY_RETRIED" });
    const [after] = await listRetryCandidates(p, user.id);
    expect(after!.check).toMatchObject({ eligible: false, why: "ALREADY_RETRIED" });
  });

  it("a double click grants it once", async () => {
    const { user, shootId } = await shootThatEnded("FAILED", 0);
    const both = await Promise.all([grantFreeRetry(p, { userId: user.id, shootId }), grantFreeRetry(p, { userId: user.id, shootId })]);
    expect(both.filter((o) => o.ok)).toHaveLength(1);
    expect(await p.shootStateChange.count({ where: { shootId, reason: "free retry" } })).toBe(1);
    expect(await p.auditLog.count({ where: { action: "shoot.free-retry", targetId: shootId } })).toBe(1);
  });
});

describe("a shoot the likeness check left short", () => {
  it("gets a new shoot of the same order and package for new photos; the delivered headshots stay; once only", async () => {
    const { user, shootId, catalogue } = await shootThatEnded("ACTIVE", 3);
    const readyAt = (await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).readyAt!;
    const [listed] = await listRetryCandidates(p, user.id);
    expect(listed!.check).toEqual({ eligible: true, reason: "LIKENESS_SHORTFALL", delivered: 3, promised: 4, deadline: new Date(readyAt.getTime() + 14 * DAY) });

    const out = await grantFreeRetry(p, { userId: user.id, shootId });
    if (!out.ok) throw new Error(JSON.stringify(out));
    expect(out.reason).toBe("LIKENESS_SHORTFALL");
    expect(out.shootId).not.toBe(shootId);
    expect(out.url).toBe(`/app/upload/intro?shoot=${out.shootId}`);
    const redo = await p.shoot.findUniqueOrThrow({ where: { id: out.shootId }, include: { stateChanges: true } });
    expect(redo).toMatchObject({ userId: user.id, packageId: catalogue.packageId, state: "ONBOARDING", gender: "FEMALE", ageRange: "25-34", styleIds: catalogue.styleIds, consentAt: null });
    expect(redo.stateChanges).toEqual([expect.objectContaining({ from: null, to: "ONBOARDING", reason: `free retry of ${shootId}` })]);
    const original = await p.shoot.findUniqueOrThrow({ where: { id: shootId } });
    expect(original.state).toBe("ACTIVE");
    expect(await p.result.count({ where: { shootId, deletedAt: null } })).toBe(3);

    expect(await grantFreeRetry(p, { userId: user.id, shootId })).toEqual({ ok: false, error: "ALREADY_RETRIED" });
    // The redo is the retry: short again, it gets no retry of its own.
    await moveTo(redo.id, ["WAITING", "PROCESSING", "GENERATING", "ACTIVE"]);
    await p.shoot.update({ where: { id: redo.id }, data: { readyAt: new Date() } });
    expect(await grantFreeRetry(p, { userId: user.id, shootId: redo.id })).toEqual({ ok: false, error: "ALREADY_RETRIED" });
    expect(await p.shoot.count({ where: { userId: user.id } })).toBe(2);
  });

  it("not after the window, not when every headshot was delivered", async () => {
    const late = await shootThatEnded("ACTIVE", 2, { readyAt: new Date(Date.now() - 15 * DAY) });
    expect(await grantFreeRetry(p, { userId: late.user.id, shootId: late.shootId })).toEqual({ ok: false, error: "PAST_WINDOW" });
    const full = await shootThatEnded("ACTIVE", 4);
    expect(await grantFreeRetry(p, { userId: full.user.id, shootId: full.shootId })).toEqual({ ok: false, error: "COMPLETE" });
    const [listed] = await listRetryCandidates(p, full.user.id);
    expect(listed!.check).toMatchObject({ eligible: false, why: "COMPLETE", delivered: 4, promised: 4 });
    expect(await p.auditLog.count({ where: { action: "shoot.free-retry", targetId: { in: [late.shootId, full.shootId] } } })).toBe(0);
  });
});

describe("refused", () => {
  it("someone else's shoot is not found; a shoot still being made is not finished", async () => {
    const { shootId } = await shootThatEnded("FAILED", 0);
    const other = await createUser(p);
    expect(await grantFreeRetry(p, { userId: other.id, shootId })).toEqual({ ok: false, error: "NOT_FOUND" });
    expect(await listRetryCandidates(p, other.id)).toEqual([]);
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("FAILED");

    const catalogue = await seedCatalogue(p);
    const user = await createUser(p);
    const waiting = (await createShoot(p, { userId: user.id, packageId: catalogue.packageId })).id;
    await moveTo(waiting, ["WAITING"]);
    expect(await grantFreeRetry(p, { userId: user.id, shootId: waiting })).toEqual({ ok: false, error: "NOT_FINISHED" });
    expect(await grantFreeRetry(p, { userId: user.id, shootId: "" })).toEqual({ ok: false, error: "INVALID_INPUT" });
  });
});
