// The upload steps' forms and the waiting page's buttons through lib/http/action.ts, on a throw-away
// database with pg-boss on it: the state each answers (error / fieldErrors / values), where each
// success goes, and what someone sending other people's ids or made-up forms gets.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import type { FormAction } from "@/lib/http/action";
import { submitForm } from "@/lib/testing/actions";
import { formDataOf } from "@/lib/http/form-data";
import type { Principal } from "@/lib/routes/middleware";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createSession, sessionTokenHash } from "@/lib/auth/session-store";
import { createTeam } from "@/lib/testing/teams";
import { createPhotos, createShoot, createUser, fillShoot, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";

// What exists only inside Next: the signed-in person; the app database and its queue are the test ones.
const app = vi.hoisted(() => ({ principal: null as Principal, db: null as PrismaClient | null, boss: null as PgBoss | null, sessionId: null as string | null }));
vi.mock("@/lib/auth/session-id", async (original) => ({ ...(await original<typeof import("@/lib/auth/session-id")>()), currentSessionRowId: async () => app.sessionId }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => app.principal }));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => app.db! }));
vi.mock("@/lib/jobs/boss", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/jobs/boss")>()), getBoss: async () => app.boss! }));

const actions = await import("./actions");

let db: TestDb;
let catalogue: TestCatalogue;
beforeAll(async () => {
  db = await openTestDb("pglite");
  app.db = db.prisma;
  app.boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
  catalogue = await seedCatalogue(db.prisma);
}, 120_000);
afterAll(async () => {
  await app.boss?.stop({ graceful: false, close: false });
  await db?.cleanup();
});

async function person() {
  const user = await createUser(db.prisma);
  app.principal = { userId: user.id, role: "user", orgRole: null };
  return { userId: user.id, shootId: (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id };
}

/** Runs a form action; a redirect comes back as `{ redirect: url }`. */
const send = (run: FormAction, fields: Record<string, string | string[]>) => submitForm(run, { locale: "de", ...fields });

describe("the upload steps", () => {
  it("ask for consent on its box, then go on to the next step in the person's language", async () => {
    const { shootId } = await person();
    expect(await send(actions.consentAction, { shootId })).toEqual({ fieldErrors: { consent: "consentRequired" }, values: { shootId } });
    expect(await send(actions.consentAction, { shootId, consent: "on" })).toEqual({ redirect: `/de/app/upload/personal-info?shoot=${shootId}` });
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: shootId } })).consentAt).not.toBeNull();
  });

  it("mark every missing answer at once, keep what was typed, and say which name or choice is not accepted", async () => {
    const { shootId } = await person();
    expect(await send(actions.personalInfoAction, { shootId, name: "  ", eyeColor: "blue" })).toEqual({
      fieldErrors: { name: "required", gender: "required", ageRange: "required", headshotFormat: "required" },
      values: { shootId, name: "  ", eyeColor: "blue" },
    });
    const answers = { shootId, gender: "female", ageRange: "35-44", headshotFormat: "square" };
    expect(await send(actions.personalInfoAction, { ...answers, name: "x".repeat(101) })).toMatchObject({ fieldErrors: { name: "nameInvalid" } });
    expect(await send(actions.personalInfoAction, { ...answers, name: "Grace Hopper", gender: "robot" })).toMatchObject({ fieldErrors: { gender: "invalidChoice" } });
    expect(await send(actions.personalInfoAction, { ...answers, name: "Grace Hopper" })).toEqual({ redirect: `/de/app/upload/photos?shoot=${shootId}` });
  });

  it("refuse a style step without styles with the shoot's code and its values", async () => {
    const { shootId } = await person();
    expect(await send(actions.stylesAction, { shootId })).toMatchObject({ error: "NO_STYLES", errorValues: { max: 2 } });
    expect(await send(actions.stylesAction, { shootId, style: catalogue.styleSlugs })).toEqual({ redirect: `/de/app/upload/confirm?shoot=${shootId}` });
  });

  it("answer the two boxes on their fields and another problem as the form's error, then submit", async () => {
    const { shootId } = await person();
    await fillShoot(db.prisma, { shootId, catalogue, photos: 3 });
    expect(await send(actions.submitAction, { shootId })).toEqual({
      error: "TOO_FEW_PHOTOS",
      errorValues: { count: 3, min: 4, missing: 1 },
      fieldErrors: { bestPhotos: "BEST_PHOTOS_NOT_CONFIRMED", terms: "TERMS_NOT_ACCEPTED" },
      values: { shootId },
    });
    await createPhotos(db.prisma, { shootId, count: 1 });
    expect(await send(actions.submitAction, { shootId, bestPhotos: "on" })).toEqual({ fieldErrors: { terms: "TERMS_NOT_ACCEPTED" }, values: { shootId, bestPhotos: "on" } });
    expect(await send(actions.submitAction, { shootId, bestPhotos: "on", terms: "on" })).toEqual({ redirect: `/de/app/upload/waiting?shoot=${shootId}` });
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("WAITING");
  });

  it("change nothing on someone else's shoot, and tell a signed-out person to sign in", async () => {
    const victim = await person();
    await person();
    expect(await send(actions.consentAction, { shootId: victim.shootId, consent: "on" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await send(actions.stylesAction, { shootId: victim.shootId, style: catalogue.styleSlugs })).toMatchObject({ error: "NOT_FOUND" });
    expect(await send(actions.submitAction, { shootId: victim.shootId, bestPhotos: "on", terms: "on" })).toMatchObject({ error: "NOT_FOUND" });
    const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id: victim.shootId } });
    expect([shoot.consentAt, shoot.styleIds]).toEqual([null, []]);

    app.principal = null;
    expect(await send(actions.consentAction, { shootId: victim.shootId, consent: "on" })).toEqual({ error: "notSignedIn", values: { shootId: victim.shootId, consent: "on" } });
  });
});

describe("the waiting page's buttons", () => {
  it("restart a failed shoot, and refuse a shoot that is not failed with its code", async () => {
    const { shootId } = await person();
    await db.prisma.shoot.update({ where: { id: shootId }, data: { state: "FAILED", failureReason: "ENGINE_BUSY" } });
    expect(await actions.retryShootAction({}, formDataOf({ shootId, locale: "en" }))).toMatchObject({ ok: true });
    expect(await actions.retryShootAction({}, formDataOf({ shootId, locale: "en" }))).toMatchObject({ error: "WRONG_STATE" });
    expect(await actions.replacePhotosAction({}, formDataOf({ shootId, locale: "en" }))).toMatchObject({ error: "WRONG_STATE" });
  });

  it("answer someone else's or a made-up shoot as not found (or a plain failure), and touch nothing", async () => {
    const victim = await person();
    await db.prisma.shoot.update({ where: { id: victim.shootId }, data: { state: "FAILED", failureReason: "NO_USABLE_PHOTO" } });
    await person();
    expect(await actions.retryShootAction({}, formDataOf({ shootId: victim.shootId }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await actions.replacePhotosAction({}, formDataOf({ shootId: victim.shootId }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await actions.retryShootAction({}, formDataOf({ shootId: "x".repeat(65) }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await actions.replacePhotosAction({}, new FormData())).toMatchObject({ error: "generic" });
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: victim.shootId } })).state).toBe("FAILED");
    app.principal = null;
    expect(await actions.retryShootAction({}, formDataOf({ shootId: victim.shootId }))).toMatchObject({ error: "notSignedIn" });
  });
});

describe("a managed member's shoot under the organisation's MFA rule", () => {
  it("is refused to its lead while the session owes the code, opens once verified; the lead's own shoot is unaffected", async () => {
    const p = db.prisma;
    const team = await createTeam(p, { name: "Managed MFA Co" });
    await p.organization.update({ where: { id: team.org.id }, data: { mfaRequired: true } });
    const managed = await createUser(p);
    const theirs = await createShoot(p, { userId: managed.id, packageId: catalogue.packageId });
    await p.shoot.update({ where: { id: theirs.id }, data: { managedById: team.lead.id } });
    const own = await createShoot(p, { userId: team.lead.id, packageId: catalogue.packageId });
    const sid = await createSession(p, { userId: team.lead.id });
    const row = await p.session.findUniqueOrThrow({ where: { sessionToken: sessionTokenHash(sid) }, select: { id: true } });
    app.principal = { userId: team.lead.id, role: "user", orgRole: "lead" };
    app.sessionId = row.id;
    try {
      expect(await send(actions.consentAction, { shootId: theirs.id, consent: "on" })).toMatchObject({ error: "mfaRequired" });
      expect(await send(actions.stylesAction, { shootId: theirs.id, style: "x" })).toMatchObject({ error: "mfaRequired" });
      expect(await send(actions.submitAction, { shootId: theirs.id, bestPhotos: "on", terms: "on" })).toMatchObject({ error: "mfaRequired" });
      expect(await send(actions.retryShootAction, { shootId: theirs.id })).toMatchObject({ error: "mfaRequired" });
      expect(await send(actions.replacePhotosAction, { shootId: theirs.id })).toMatchObject({ error: "mfaRequired" });
      expect((await p.shoot.findUniqueOrThrow({ where: { id: theirs.id } })).consentAt).toBeNull();
      // The lead's own shoot, while the code is still owed.
      expect(await send(actions.consentAction, { shootId: own.id, consent: "on" })).toEqual({ redirect: `/de/app/upload/personal-info?shoot=${own.id}` });
      await p.session.update({ where: { id: row.id }, data: { mfaVerifiedAt: new Date() } });
      expect(await send(actions.consentAction, { shootId: theirs.id, consent: "on" })).toEqual({ redirect: `/de/app/upload/personal-info?shoot=${theirs.id}` });
    } finally {
      app.sessionId = null;
    }
  });
});
