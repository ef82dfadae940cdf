// The state machine, the upload steps' saves and submit/retry, on real PostgreSQL with pg-boss.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShootState } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { QUEUES, QUEUE_DEFINITIONS, SHOOT_HEARTBEAT_SECONDS, shootExpirySeconds } from "@/lib/jobs/queues";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPhotos, createShoot, createUser, fillShoot, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { getUploadState, saveConsent, savePersonalInfo, saveStyles } from "./onboarding";
import { MAX_MANUAL_RETRIES } from "./parameters";
import { shootEventStream } from "./events";
import { getShootStatus } from "./status";
import { reopenForNewPhotos, retryShoot, submitShoot } from "./submit";
import { SHOOT_TRANSITIONS, ShootTransitionError, transition } from "./states";

let db: TestDb;
let boss: PgBoss;
let catalogue: TestCatalogue;

beforeAll(async () => {
  db = await openTestDb("postgres");
  boss = await createBoss({ kind: "postgres", url: db.url }, { maintenance: false });
  catalogue = await seedCatalogue(db.prisma);
});
afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await db?.cleanup();
});

const STATES = Object.keys(SHOOT_TRANSITIONS) as ShootState[];
const jobsFor = (shootId: string) => boss.findJobs<{ shootId: string }>(QUEUES.shootGenerate, { data: { shootId } });
const stateOf = async (id: string) => (await db.prisma.shoot.findUniqueOrThrow({ where: { id } })).state;

async function shootIn(state: ShootState): Promise<string> {
  const user = await createUser(db.prisma);
  const id = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
  await db.prisma.shoot.update({ where: { id }, data: { state } });
  return id;
}

describe("the shoot state machine", () => {
  it("allows exactly the product's moves and records each one", async () => {
    const allowed = STATES.flatMap((from) => SHOOT_TRANSITIONS[from].map((to) => `${from}>${to}`)).sort();
    expect(allowed).toEqual(
      [
        "ONBOARDING>WAITING", "ONBOARDING>DELETED",
        "WAITING>PROCESSING", "WAITING>FAILED", "WAITING>DELETED",
        "PROCESSING>GENERATING", "PROCESSING>FAILED", "PROCESSING>DELETED",
        "GENERATING>ACTIVE", "GENERATING>FAILED", "GENERATING>DELETED",
        "ACTIVE>ONBOARDING", "ACTIVE>DELETED", "FAILED>WAITING", "FAILED>ONBOARDING", "FAILED>DELETED",
      ].sort(),
    );
    const id = await shootIn("ONBOARDING");
    const path: ShootState[] = ["ONBOARDING", "WAITING", "PROCESSING", "GENERATING", "FAILED", "WAITING", "PROCESSING", "GENERATING", "ACTIVE", "DELETED"];
    for (let i = 1; i < path.length; i++) await db.prisma.$transaction((tx) => transition(tx, id, path[i - 1]!, path[i]!, `step ${i}`));
    const rows = await db.prisma.shootStateChange.findMany({ where: { shootId: id, reason: { startsWith: "step" } }, orderBy: { at: "asc" } });
    expect(rows.map((r) => `${r.from}>${r.to}`)).toEqual(path.slice(1).map((to, i) => `${path[i]}>${to}`));
    const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
    expect(shoot.state).toBe("DELETED");
    expect(shoot.deletedAt).toBeInstanceOf(Date);
  });

  it("refuses every other move with a typed error and changes nothing", async () => {
    for (const from of STATES) {
      for (const to of STATES.filter((t) => !SHOOT_TRANSITIONS[from].includes(t))) {
        const id = await shootIn(from);
        const err = await db.prisma.$transaction((tx) => transition(tx, id, from, to)).catch((e: unknown) => e);
        expect(err, `${from} → ${to}`).toBeInstanceOf(ShootTransitionError);
        expect((err as ShootTransitionError).code).toBe("ILLEGAL_TRANSITION");
        expect(await stateOf(id)).toBe(from);
        expect(await db.prisma.shootStateChange.count({ where: { shootId: id, to } })).toBe(to === "ONBOARDING" ? 1 : 0);
      }
    }
  });

  it("refuses a move from a state the shoot has already left, and of two concurrent moves exactly one wins", async () => {
    const id = await shootIn("ONBOARDING");
    const stale = await db.prisma.$transaction((tx) => transition(tx, id, "WAITING", "PROCESSING")).catch((e: unknown) => e);
    expect(stale).toMatchObject({ code: "STATE_CHANGED", actual: "ONBOARDING" });

    await db.prisma.$transaction((tx) => transition(tx, id, "ONBOARDING", "WAITING"));
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() =>
        db.prisma.$transaction(async (tx) => {
          await tx.$executeRawUnsafe("SELECT pg_sleep(0.05)");
          return transition(tx, id, "WAITING", "PROCESSING", "worker picked it up");
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason as ShootTransitionError);
    expect(refused.map((e) => [e.code, e.actual])).toEqual([["STATE_CHANGED", "PROCESSING"], ["STATE_CHANGED", "PROCESSING"]]);
    expect(await db.prisma.shootStateChange.count({ where: { shootId: id, from: "WAITING", to: "PROCESSING" } })).toBe(1);

    const missing = await db.prisma.$transaction((tx) => transition(tx, "no-such-shoot", "WAITING", "PROCESSING")).catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: "SHOOT_NOT_FOUND" });
  });
});

describe("the upload steps", () => {
  it("saves each step and resumes at the first one not done", async () => {
    const user = await createUser(db.prisma);
    const older = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
    const id = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
    const step = async (shootId?: string) => (await getUploadState(db.prisma, user.id, shootId))?.nextStep;

    // No id (or someone else's): the newest shoot still waiting for photos.
    expect((await getUploadState(db.prisma, user.id))?.shoot.id).toBe(id);
    const stranger = await createUser(db.prisma);
    expect(await getUploadState(db.prisma, stranger.id, id)).toBeNull();
    expect((await getUploadState(db.prisma, user.id, older))?.shoot.id).toBe(older);

    expect(await step(id)).toBe("intro");
    expect(await saveConsent(db.prisma, { userId: stranger.id, shootId: id })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const consent = await saveConsent(db.prisma, { userId: user.id, shootId: id });
    expect(consent.ok).toBe(true);
    const again = await saveConsent(db.prisma, { userId: user.id, shootId: id });
    expect(again.ok && consent.ok && again.consentAt.getTime()).toBe(consent.ok && consent.consentAt.getTime());
    expect(await step(id)).toBe("personal-info");

    expect(await savePersonalInfo(db.prisma, { userId: user.id, shootId: id, info: { gender: "robot", ageRange: "25-34", headshotFormat: "square" } })).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      params: { field: "gender" },
    });
    expect(await savePersonalInfo(db.prisma, { userId: user.id, shootId: id, info: { gender: "other", ageRange: "17", headshotFormat: "square" } })).toMatchObject({ ok: false, params: { field: "ageRange" } });
    const info = await savePersonalInfo(db.prisma, { userId: user.id, shootId: id, info: { gender: "other", ageRange: "25-34", eyeColor: "hazel", glasses: "keep", headshotFormat: "portrait" } });
    expect(info.ok).toBe(true);
    const stored = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
    // The studio engine keeps the person's own eyes and glasses: not asked, not kept (lib/shoots/personal-info.test.ts).
    expect([stored.gender, stored.ageRange, stored.eyeColor, stored.glasses, stored.headshotFormat]).toEqual(["UNISEX", "25-34", null, null, "portrait"]);
    expect(await step(id)).toBe("photos");

    await createPhotos(db.prisma, { shootId: id, count: 3 });
    await createPhotos(db.prisma, { shootId: id, count: 2, accepted: false });
    expect((await getUploadState(db.prisma, user.id, id))?.photos).toEqual({ accepted: 3, rejected: 2, min: 4, max: 20 });
    expect(await step(id)).toBe("photos");
    await createPhotos(db.prisma, { shootId: id, count: 1 });
    expect(await step(id)).toBe("select-style");

    expect(await saveStyles(db.prisma, { userId: user.id, shootId: id, styleSlugs: ["nope"] })).toMatchObject({ ok: false, code: "STYLE_UNAVAILABLE", params: { count: 1 } });
    expect(await saveStyles(db.prisma, { userId: user.id, shootId: id, styleSlugs: [catalogue.inactiveStyleSlug] })).toMatchObject({ ok: false, code: "STYLE_UNAVAILABLE" });
    expect(await saveStyles(db.prisma, { userId: user.id, shootId: id, styleSlugs: [] })).toMatchObject({ ok: false, code: "NO_STYLES", params: { max: 2 } });
    expect(await saveStyles(db.prisma, { userId: user.id, shootId: id, styleSlugs: "x" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    const reversed = [...catalogue.styleSlugs].reverse();
    expect(await saveStyles(db.prisma, { userId: user.id, shootId: id, styleSlugs: reversed })).toEqual({ ok: true, styleIds: [...catalogue.styleIds].reverse() });
    const state = await getUploadState(db.prisma, user.id, id);
    expect(state?.styles).toEqual({ slugs: reversed, max: 2 });
    expect(state?.nextStep).toBe("confirm");
    expect(state?.personalInfo).toEqual({ complete: true, asksAppearance: false, values: { gender: "other", ageRange: "25-34", eyeColor: null, glasses: null, headshotFormat: "portrait" } });

    expect((await submitShoot(db.prisma, { userId: user.id, shootId: id, bestPhotosConfirmed: true, termsAccepted: true }, { boss })).ok).toBe(true);
    expect(await step(id)).toBe("waiting");
    expect(await saveStyles(db.prisma, { userId: user.id, shootId: id, styleSlugs: catalogue.styleSlugs })).toMatchObject({ ok: false, code: "WRONG_STATE" });
    // Without an id the flow now lands on the older shoot that still waits for photos.
    expect((await getUploadState(db.prisma, user.id))?.shoot.id).toBe(older);
  });

  it("lets a team member choose only the styles the lead approved", async () => {
    const lead = await createUser(db.prisma);
    const org = await db.prisma.organization.create({ data: { name: "Acme", slug: `acme-${Date.now()}`, ownerId: lead.id } });
    const member = await createUser(db.prisma);
    const teamShoot = (await createShoot(db.prisma, { userId: member.id, packageId: catalogue.packageId })).id;
    await db.prisma.shoot.update({ where: { id: teamShoot }, data: { organizationId: org.id } });
    // Nothing approved yet: nothing on offer.
    expect(await saveStyles(db.prisma, { userId: member.id, shootId: teamShoot, styleSlugs: [catalogue.styleSlugs[0]] })).toMatchObject({ ok: false, code: "STYLE_UNAVAILABLE" });
    // The backdrops (and outfits) approved for everyone, and one whole style picked: only that one.
    for (const s of await db.prisma.style.findMany({ where: { id: { in: catalogue.styleIds } } })) {
      await db.prisma.organizationApprovedBackdrop.createMany({ data: [{ organizationId: org.id, backdropId: s.backdropId }], skipDuplicates: true });
      await db.prisma.organizationApprovedOutfit.createMany({ data: [{ organizationId: org.id, outfitId: s.outfitId, gender: "UNISEX" }], skipDuplicates: true });
    }
    await db.prisma.organizationApprovedStyle.create({ data: { organizationId: org.id, styleId: catalogue.styleIds[0]! } });
    const id = (await createShoot(db.prisma, { userId: member.id, packageId: catalogue.packageId })).id;
    await db.prisma.shoot.update({ where: { id }, data: { organizationId: org.id } });
    expect(await saveStyles(db.prisma, { userId: member.id, shootId: id, styleSlugs: catalogue.styleSlugs })).toMatchObject({ ok: false, code: "STYLE_UNAVAILABLE", params: { count: 1 } });
    expect(await saveStyles(db.prisma, { userId: member.id, shootId: id, styleSlugs: [catalogue.styleSlugs[0]] })).toMatchObject({ ok: true });
  });
});

describe("submitting a shoot", () => {
  async function readyShoot() {
    const user = await createUser(db.prisma);
    const id = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
    await fillShoot(db.prisma, { shootId: id, catalogue });
    return { userId: user.id, id };
  }
  const submit = (userId: string, shootId: string, ticks = { bestPhotosConfirmed: true, termsAccepted: true }) => submitShoot(db.prisma, { userId, shootId, ...ticks }, { boss });

  it("refuses each incomplete shoot with its code, leaving it in ONBOARDING without a job", async () => {
    const cases: [string, (id: string, userId: string) => Promise<unknown>, object][] = [
      ["consent", (id) => db.prisma.shoot.update({ where: { id }, data: { consentAt: null } }), { code: "CONSENT_REQUIRED" }],
      ["personal info", (id) => db.prisma.shoot.update({ where: { id }, data: { ageRange: null } }), { code: "PERSONAL_INFO_MISSING" }],
      [
        "too few photos",
        async (id) => {
          const one = await db.prisma.uploadedPhoto.findFirstOrThrow({ where: { shootId: id } });
          await db.prisma.uploadedPhoto.update({ where: { id: one.id }, data: { deletedAt: new Date() } }); // removed photos do not count
          await createPhotos(db.prisma, { shootId: id, count: 3, accepted: false }); // nor do rejected ones
        },
        { code: "TOO_FEW_PHOTOS", params: { count: 3, min: 4, missing: 1 } },
      ],
      ["too many photos", (id) => createPhotos(db.prisma, { shootId: id, count: 17 }), { code: "TOO_MANY_PHOTOS", params: { count: 21, max: 20 } }],
      ["no styles", (id) => db.prisma.shoot.update({ where: { id }, data: { styleIds: [] } }), { code: "NO_STYLES" }],
      [
        "too many styles",
        async (id) => {
          const extra = await db.prisma.style.findFirstOrThrow({ where: { slug: catalogue.inactiveStyleSlug } });
          await db.prisma.style.update({ where: { id: extra.id }, data: { active: true } });
          await db.prisma.shoot.update({ where: { id }, data: { styleIds: [...catalogue.styleIds, extra.id] } });
        },
        { code: "TOO_MANY_STYLES", params: { count: 3, max: 2 } },
      ],
      [
        "a style withdrawn after it was chosen",
        async (id) => {
          const extra = await db.prisma.style.findFirstOrThrow({ where: { slug: catalogue.inactiveStyleSlug } });
          await db.prisma.style.update({ where: { id: extra.id }, data: { active: false } });
          await db.prisma.shoot.update({ where: { id }, data: { styleIds: [catalogue.styleIds[0]!, extra.id] } });
        },
        { code: "STYLE_UNAVAILABLE", params: { count: 1 } },
      ],
    ];
    for (const [name, spoil, expected] of cases) {
      const { userId, id } = await readyShoot();
      await spoil(id, userId);
      const result = await submit(userId, id);
      expect(result, name).toMatchObject({ ok: false, ...expected });
      expect(await stateOf(id), name).toBe("ONBOARDING");
      expect(await jobsFor(id), name).toEqual([]);
    }

    const { userId, id } = await readyShoot();
    expect(await submit(userId, id, { bestPhotosConfirmed: false, termsAccepted: true })).toMatchObject({ ok: false, code: "BEST_PHOTOS_NOT_CONFIRMED" });
    expect(await submit(userId, id, { bestPhotosConfirmed: true, termsAccepted: false })).toMatchObject({ ok: false, code: "TERMS_NOT_ACCEPTED" });
    const stranger = await createUser(db.prisma);
    expect(await submit(stranger.id, id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await submit(userId, "not-a-shoot")).toMatchObject({ ok: false, code: "NOT_FOUND" });

    // Every problem at once, in the order of the steps.
    const bare = (await createShoot(db.prisma, { userId, packageId: catalogue.packageId })).id;
    const all = await submit(userId, bare, { bestPhotosConfirmed: false, termsAccepted: false });
    expect(all.ok === false && all.problems.map((p) => p.code)).toEqual([
      "CONSENT_REQUIRED", "PERSONAL_INFO_MISSING", "TOO_FEW_PHOTOS", "NO_STYLES", "BEST_PHOTOS_NOT_CONFIRMED", "TERMS_NOT_ACCEPTED",
    ]);
    expect(await jobsFor(id)).toEqual([]);
  });

  it("moves to WAITING and queues the generation job in one transaction", async () => {
    await db.prisma.parameter.upsert({ where: { key: "shoots.maxAutoRetries" }, create: { key: "shoots.maxAutoRetries", value: 1 }, update: { value: 1 } });
    const { userId, id } = await readyShoot();
    const result = await submit(userId, id);
    expect(result).toMatchObject({ ok: true, shootId: id });
    const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
    expect(shoot.state).toBe("WAITING");
    expect(shoot.submittedAt).toBeInstanceOf(Date);
    expect(await db.prisma.shootStateChange.count({ where: { shootId: id, from: "ONBOARDING", to: "WAITING" } })).toBe(1);
    const jobs = await jobsFor(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: result.ok && result.jobId, state: "created", retryLimit: 1, retryBackoff: true, heartbeatSeconds: SHOOT_HEARTBEAT_SECONDS, expireInSeconds: shootExpirySeconds(2, null) });
    expect(await submit(userId, id)).toMatchObject({ ok: false, code: "WRONG_STATE" });
    await db.prisma.parameter.delete({ where: { key: "shoots.maxAutoRetries" } });
  });

  it("keeps the shoot in ONBOARDING when the job cannot be queued", async () => {
    const { userId, id } = await readyShoot();
    await boss.deleteQueue(QUEUES.shootGenerate);
    try {
      await expect(submit(userId, id)).rejects.toThrow();
    } finally {
      const def = QUEUE_DEFINITIONS.find((q) => q.name === QUEUES.shootGenerate)!;
      await boss.createQueue(def.name, def.options);
    }
    expect(await stateOf(id)).toBe("ONBOARDING");
    expect(await db.prisma.shootStateChange.count({ where: { shootId: id, to: "WAITING" } })).toBe(0);
    expect((await submit(userId, id)).ok).toBe(true);
    expect(await jobsFor(id)).toHaveLength(1);
  });

  it("submits once when two requests race", async () => {
    const { userId, id } = await readyShoot();
    const results = await Promise.all([1, 2, 3].map(() => submit(userId, id)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(["WRONG_STATE", "WRONG_STATE"]);
    expect(await jobsFor(id)).toHaveLength(1);
    expect(await db.prisma.shootStateChange.count({ where: { shootId: id, to: "WAITING" } })).toBe(1);
  });

  it("lets the owner retry a failed shoot a few times, each with a new job", async () => {
    const { userId, id } = await readyShoot();
    expect(await retryShoot(db.prisma, { userId, shootId: id }, { boss })).toMatchObject({ ok: false, code: "WRONG_STATE" });
    await submit(userId, id);
    for (let i = 0; i < MAX_MANUAL_RETRIES; i++) {
      await db.prisma.$transaction((tx) => transition(tx, id, "WAITING", "FAILED", "ENGINE_BUSY: test", { failureReason: "ENGINE_BUSY" }));
      const status = await getShootStatus(db.prisma, userId, id);
      expect(status).toMatchObject({ state: "FAILED", failureReason: "ENGINE_BUSY", failureGroup: "busy", canRetry: true });
      expect(await retryShoot(db.prisma, { userId, shootId: id }, { boss })).toMatchObject({ ok: true, retriesLeft: MAX_MANUAL_RETRIES - i - 1 });
      expect(await stateOf(id)).toBe("WAITING");
    }
    expect(await jobsFor(id)).toHaveLength(1 + MAX_MANUAL_RETRIES);
    await db.prisma.$transaction((tx) => transition(tx, id, "WAITING", "FAILED", "ENGINE_BUSY: test", { failureReason: "ENGINE_BUSY" }));
    expect((await getShootStatus(db.prisma, userId, id))?.canRetry).toBe(false);
    expect(await retryShoot(db.prisma, { userId, shootId: id }, { boss })).toMatchObject({ ok: false, code: "RETRY_LIMIT_REACHED", params: { max: MAX_MANUAL_RETRIES } });
    expect(await getShootStatus(db.prisma, (await createUser(db.prisma)).id, id)).toBeNull();
  });

  it("reopens the photo step only after a photo failure, keeping the details, and the shoot can be submitted again", async () => {
    const { userId, id } = await readyShoot();
    await submit(userId, id);
    await db.prisma.$transaction((tx) => transition(tx, id, "WAITING", "FAILED", "ENGINE_BUSY: test", { failureReason: "ENGINE_BUSY" }));
    expect(await reopenForNewPhotos(db.prisma, { userId, shootId: id })).toMatchObject({ ok: false, code: "WRONG_STATE" });
    await db.prisma.$transaction((tx) => transition(tx, id, "FAILED", "WAITING", "manual retry 1/3"));
    await db.prisma.$transaction((tx) => transition(tx, id, "WAITING", "FAILED", "NO_USABLE_PHOTO: test", { failureReason: "NO_USABLE_PHOTO" }));
    expect(await reopenForNewPhotos(db.prisma, { userId: (await createUser(db.prisma)).id, shootId: id })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await reopenForNewPhotos(db.prisma, { userId, shootId: id })).toMatchObject({ ok: true });
    const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
    expect([shoot.state, shoot.failureReason, shoot.gender]).toEqual(["ONBOARDING", null, "FEMALE"]);
    expect(await submit(userId, id)).toMatchObject({ ok: true });
  });
});

describe("the waiting page's event stream", () => {
  async function readEvents(stream: ReadableStream<Uint8Array>, onEvent: (status: { state: string; progress: number }) => Promise<void> | void) {
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const seen: { state: string; progress: number }[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return seen;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: status\ndata: (.*)$/m.exec(block)?.[1];
        if (data) {
          const status = JSON.parse(data) as { state: string; progress: number };
          seen.push(status);
          await onEvent(status);
        }
      }
    }
  }

  it("sends each change of state or progress and ends once the shoot is ready", async () => {
    const user = await createUser(db.prisma);
    const id = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
    await db.prisma.shoot.update({ where: { id }, data: { state: "GENERATING", progress: 5 } });
    const first = (await getShootStatus(db.prisma, user.id, id))!;
    const stream = shootEventStream(db.prisma, user.id, first, new AbortController().signal, { intervalMs: 50 });
    const seen = await readEvents(stream, async (status) => {
      if (status.progress === 5) await db.prisma.shoot.update({ where: { id }, data: { progress: 50 } });
      else if (status.progress === 50) await db.prisma.$transaction((tx) => transition(tx, id, "GENERATING", "ACTIVE", "done", { progress: 100 }));
    });
    expect(seen.map((s) => `${s.state} ${s.progress}`)).toEqual(["GENERATING 5", "GENERATING 50", "ACTIVE 100"]);
  });

  it("stops when the client goes away", async () => {
    const user = await createUser(db.prisma);
    const id = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
    await db.prisma.shoot.update({ where: { id }, data: { state: "WAITING" } });
    const client = new AbortController();
    const stream = shootEventStream(db.prisma, user.id, (await getShootStatus(db.prisma, user.id, id))!, client.signal, { intervalMs: 50 });
    const started = Date.now();
    const seen = await readEvents(stream, () => void setTimeout(() => client.abort(), 200));
    expect(seen.map((s) => s.state)).toEqual(["WAITING"]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
