// The back office's shoot actions on PGlite: each writes its audit row with before/after in the change's
// transaction, every other role is refused, and what the state machine or the shoot's state forbids
// is refused with nothing changed (an illegal move, a retry of a shoot that did not fail, a second delete).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ShootState } from "@/lib/db";
import { closeBoss } from "@/lib/jobs/boss";
import type { Principal } from "@/lib/routes/middleware";
import { transition } from "@/lib/shoots/states";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { createFinishedShoot, createPhotos, createShoot, seedCatalogue } from "@/lib/testing/fixtures";
import { deleteShootAction, moveShootAction, regenerateStyleAction, retryShootAction } from "./actions";
import { shootJobs } from "./jobs";
import { loadShootDetail } from "./queries";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

let storage: FileStorage;
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-shoots-"));
  storage = createLocalStorage(dir, { secret: "bo-shoots-secret-bo-shoots-secret" });
  setStorageForTests(storage);
});
afterAll(async () => {
  await closeBoss(2_000);
  setStorageForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function moveTo(shootId: string, states: ShootState[]) {
  for (const to of states) {
    const { state } = await bed.p.shoot.findUniqueOrThrow({ where: { id: shootId }, select: { state: true } });
    await bed.p.$transaction((tx) => transition(tx, shootId, state, to, "test"));
  }
}

/** A person's shoot that went through WAITING → PROCESSING → GENERATING and then to `end`. */
async function shootIn(end: ShootState) {
  const catalogue = await seedCatalogue(bed.p, { headshots: 4, styles: 2 });
  const shoot = await createShoot(bed.p, { userId: bed.person.id, packageId: catalogue.packageId, styleIds: catalogue.styleIds, consentAt: new Date() });
  await createPhotos(bed.p, { shootId: shoot.id, count: 4 });
  const path: ShootState[] = end === "ONBOARDING" ? [] : end === "WAITING" ? ["WAITING"] : end === "GENERATING" ? ["WAITING", "PROCESSING", "GENERATING"] : ["WAITING", "PROCESSING", "GENERATING", end];
  await moveTo(shoot.id, path);
  if (end === "FAILED") await bed.p.shoot.update({ where: { id: shoot.id }, data: { failureReason: "ENGINE_ERROR" } });
  return shoot.id;
}

const state = async (id: string) => (await bed.p.shoot.findUniqueOrThrow({ where: { id }, select: { state: true } })).state;

describe("retry a failed shoot", () => {
  it("queues the generation again with the admin as actor, audited before/after, without using the person's retries", async () => {
    const shootId = await shootIn("FAILED");
    bed.as("admin");
    expect(await submitForm(retryShootAction, { shootId })).toMatchObject({ ok: true });
    expect(await state(shootId)).toBe("WAITING");
    const audit = await bed.lastAudit("shoot.retry", shootId);
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "Shoot" });
    expect(audit!.data).toMatchObject({ changed: ["failureReason", "state"], before: { state: "FAILED", failureReason: "ENGINE_ERROR" }, after: { state: "WAITING", failureReason: null } });
    const change = await bed.p.shootStateChange.findFirstOrThrow({ where: { shootId, to: "WAITING", from: "FAILED" } });
    expect(change.reason).toBe("admin retry");
    // The job is in pg-boss's own table, where the detail view reads it.
    const { available, jobs } = await shootJobs(bed.p, shootId);
    expect(available).toBe(true);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ queue: "shoot-generate", retryCount: 0 });
  });

  it("refuses a shoot that did not fail (WRONG_STATE), and writes nothing", async () => {
    for (const end of ["ACTIVE", "ONBOARDING", "WAITING"] as const) {
      const shootId = await shootIn(end);
      bed.as("admin");
      expect(await submitForm(retryShootAction, { shootId })).toMatchObject({ error: "WRONG_STATE" });
      expect(await state(shootId)).toBe(end);
      expect(await bed.lastAudit("shoot.retry", shootId)).toBeNull();
    }
  });

  it("says NOT_FOUND for an unknown shoot and refuses everyone but a platform admin", async () => {
    bed.as("admin");
    expect(await submitForm(retryShootAction, { shootId: "nope" })).toMatchObject({ error: "NOT_FOUND" });
    const shootId = await shootIn("FAILED");
    const { answers, audited } = await bed.refusesEveryoneElse(retryShootAction, { shootId });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect(await state(shootId)).toBe("FAILED");
  });
});

describe("regenerate one style", () => {
  it("removes that style's headshots only, queues the job, and audits it", async () => {
    const finished = await createFinishedShoot(bed.p, { storage, count: 4, userId: bed.person.id });
    await createPhotos(bed.p, { shootId: finished.shootId, count: 4 });
    const [styleA, styleB] = finished.styleIds as [string, string];
    bed.as("admin");
    expect(await submitForm(regenerateStyleAction, { shootId: finished.shootId, styleId: styleA })).toMatchObject({ ok: true });
    const left = await bed.p.result.findMany({ where: { shootId: finished.shootId }, select: { styleId: true } });
    expect(left.map((r) => r.styleId)).toEqual([styleB, styleB]);
    expect(await state(finished.shootId)).toBe("WAITING");
    const audit = await bed.lastAudit("shoot.regenerate-style", finished.shootId);
    expect(audit).toMatchObject({ actorId: bed.admin.id });
    expect(audit!.data).toMatchObject({ styleId: styleA, before: { state: "ACTIVE", styleResults: 2 }, after: { state: "WAITING", styleResults: 0 } });
    expect((await shootJobs(bed.p, finished.shootId)).jobs).toHaveLength(1);
  });

  it("refuses a style the shoot does not have, a shoot in progress, and a style the person edited", async () => {
    const finished = await createFinishedShoot(bed.p, { storage, count: 4, userId: bed.person.id });
    await createPhotos(bed.p, { shootId: finished.shootId, count: 4 });
    bed.as("admin");
    expect(await submitForm(regenerateStyleAction, { shootId: finished.shootId, styleId: "other-style" })).toMatchObject({ error: "STYLE_NOT_IN_SHOOT" });
    const edit = finished.resultIds[0]!;
    const source = await bed.p.result.findUniqueOrThrow({ where: { id: edit } });
    await bed.p.result.create({ data: { shootId: finished.shootId, styleId: source.styleId, storageKey: "x", width: 1, height: 1, version: 2, parentResultId: edit } });
    expect(await submitForm(regenerateStyleAction, { shootId: finished.shootId, styleId: source.styleId! })).toMatchObject({ error: "STYLE_EDITED" });
    expect(await bed.p.result.count({ where: { shootId: finished.shootId } })).toBe(5);
    const waiting = await shootIn("WAITING");
    const styleId = (await bed.p.shoot.findUniqueOrThrow({ where: { id: waiting } })).styleIds[0]!;
    expect(await submitForm(regenerateStyleAction, { shootId: waiting, styleId })).toMatchObject({ error: "WRONG_STATE" });
    expect(await bed.lastAudit("shoot.regenerate-style", waiting)).toBeNull();
    const { answers, audited } = await bed.refusesEveryoneElse(regenerateStyleAction, { shootId: finished.shootId, styleId: finished.styleIds[1]! });
    expect(answers.every((a) => "error" in a && (a.error === "notSignedIn" || a.error === "forbidden"))).toBe(true);
    expect(audited).toBe(false);
  });

  it("refuses a shoot whose uploaded photos are gone (PHOTOS_PURGED): nothing deleted, the state kept, no job, no audit", async () => {
    bed.as("admin");
    // Purged by the privacy sweep (the rows marked deleted, photosPurgedAt set)…
    const purged = await createFinishedShoot(bed.p, { storage, count: 4, userId: bed.person.id });
    await createPhotos(bed.p, { shootId: purged.shootId, count: 4 });
    await bed.p.uploadedPhoto.updateMany({ where: { shootId: purged.shootId }, data: { deletedAt: new Date() } });
    await bed.p.shoot.update({ where: { id: purged.shootId }, data: { photosPurgedAt: new Date() } });
    // …or simply no accepted photo left (photosPurgedAt not set).
    const none = await createFinishedShoot(bed.p, { storage, count: 4, userId: bed.person.id });
    await createPhotos(bed.p, { shootId: none.shootId, count: 2, accepted: false });
    for (const shoot of [purged, none]) {
      expect(await submitForm(regenerateStyleAction, { shootId: shoot.shootId, styleId: shoot.styleIds[0]! })).toMatchObject({ error: "PHOTOS_PURGED" });
      expect(await bed.p.result.count({ where: { shootId: shoot.shootId } })).toBe(4);
      expect(await state(shoot.shootId)).toBe("ACTIVE");
      expect((await shootJobs(bed.p, shoot.shootId)).jobs).toHaveLength(0);
      expect(await bed.lastAudit("shoot.regenerate-style", shoot.shootId)).toBeNull();
    }
  });
});

describe("move to another state", () => {
  it("moves only where the state machine allows, audited with the reason; the detail offers only those", async () => {
    const shootId = await shootIn("FAILED");
    expect((await loadShootDetail(bed.p, shootId))!.moves).toEqual(["WAITING", "ONBOARDING"]);
    bed.as("admin");
    expect(await submitForm(moveShootAction, { shootId, to: "ONBOARDING", reason: "new photos needed" })).toMatchObject({ ok: true });
    expect(await state(shootId)).toBe("ONBOARDING");
    const audit = await bed.lastAudit("shoot.state.move", shootId);
    expect(audit!.data).toMatchObject({ reason: "new photos needed", before: { state: "FAILED" }, after: { state: "ONBOARDING" } });
  });

  it("refuses an illegal move with WRONG_STATE and changes nothing", async () => {
    const shootId = await shootIn("ACTIVE");
    bed.as("admin");
    for (const to of ["WAITING", "GENERATING", "FAILED", "ACTIVE", "DELETED"]) {
      expect(await submitForm(moveShootAction, { shootId, to, reason: "try it" })).toMatchObject({ error: "WRONG_STATE" });
    }
    expect(await state(shootId)).toBe("ACTIVE");
    expect(await bed.lastAudit("shoot.state.move", shootId)).toBeNull();
  });

  it("never moves → ACTIVE: results become ready only through generation (its review hold, the team's emails)", async () => {
    const shootId = await shootIn("GENERATING");
    expect((await loadShootDetail(bed.p, shootId))!.moves).toEqual(["FAILED"]);
    bed.as("admin");
    expect(await submitForm(moveShootAction, { shootId, to: "ACTIVE", reason: "skip the wait" })).toMatchObject({ error: "WRONG_STATE" });
    expect(await state(shootId)).toBe("GENERATING");
    expect(await bed.lastAudit("shoot.state.move", shootId)).toBeNull();
  });

  it("answers bad input with field errors, and refuses other roles", async () => {
    const shootId = await shootIn("FAILED");
    bed.as("admin");
    expect(await submitForm(moveShootAction, { shootId, to: "SOMEWHERE", reason: "" })).toMatchObject({ fieldErrors: { to: "stateRequired", reason: "reasonRequired" } });
    const { answers, audited } = await bed.refusesEveryoneElse(moveShootAction, { shootId, to: "ONBOARDING", reason: "why not" });
    expect(answers.every((a) => "error" in a && (a.error === "notSignedIn" || a.error === "forbidden"))).toBe(true);
    expect(audited).toBe(false);
    expect(await state(shootId)).toBe("FAILED");
  });

  it("never moves ONBOARDING → WAITING: that is the person's submission, with its checks and a team's credit", async () => {
    const shootId = await shootIn("ONBOARDING");
    expect((await loadShootDetail(bed.p, shootId))!.moves).toEqual([]);
    bed.as("admin");
    expect(await submitForm(moveShootAction, { shootId, to: "WAITING", reason: "skip the checks" })).toMatchObject({ error: "WRONG_STATE" });
    expect(await state(shootId)).toBe("ONBOARDING");
  });

  it("queues the generation job with a move into WAITING", async () => {
    const shootId = await shootIn("FAILED");
    bed.as("admin");
    expect(await submitForm(moveShootAction, { shootId, to: "WAITING", reason: "engine fixed" })).toMatchObject({ ok: true });
    expect((await shootJobs(bed.p, shootId)).jobs).toHaveLength(1);
  });
});

describe("delete", () => {
  it("deletes the shoot as the account deletion does, removes its files, audits it; a second delete is refused", async () => {
    const finished = await createFinishedShoot(bed.p, { storage, count: 2, userId: bed.person.id });
    expect(await storage.exists(`shoots/${finished.shootId}/results/${finished.resultIds[0]}/main.jpg`)).toBe(true);
    const { answers, audited } = await bed.refusesEveryoneElse(deleteShootAction, { shootId: finished.shootId, reason: "asked by support" });
    expect(answers.every((a) => "error" in a && (a.error === "notSignedIn" || a.error === "forbidden"))).toBe(true);
    expect(audited).toBe(false);

    bed.as("admin");
    expect(await submitForm(deleteShootAction, { shootId: finished.shootId, reason: "no" })).toMatchObject({ fieldErrors: { reason: "reasonRequired" } });
    expect(await submitForm(deleteShootAction, { shootId: finished.shootId, reason: "asked by support" })).toMatchObject({ ok: true });
    const shoot = await bed.p.shoot.findUniqueOrThrow({ where: { id: finished.shootId } });
    expect(shoot).toMatchObject({ state: "DELETED" });
    expect(shoot.deletedAt).not.toBeNull();
    expect(await bed.p.result.count({ where: { shootId: finished.shootId, deletedAt: null } })).toBe(0);
    for (const id of finished.resultIds) expect(await storage.exists(`shoots/${finished.shootId}/results/${id}/main.jpg`)).toBe(false);
    const audit = await bed.lastAudit("shoot.delete", finished.shootId);
    expect(audit).toMatchObject({ actorId: bed.admin.id });
    expect(audit!.data).toMatchObject({ reason: "asked by support", results: 2, before: { state: "ACTIVE", deletedAt: null }, after: { state: "DELETED" } });
    // The detail shows the photos as deleted under the privacy rules.
    expect((await loadShootDetail(bed.p, finished.shootId))!.moves).toEqual([]);
    expect(await submitForm(deleteShootAction, { shootId: finished.shootId, reason: "asked by support" })).toMatchObject({ error: "WRONG_STATE" });
  });
});
