// Eye colour and glasses: asked and required only when the active engine draws the person.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CPU_STUDIO_CAPABILITIES } from "@/lib/engine/cpu-studio/capabilities";
import { env } from "@/lib/env";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { appearanceAsked } from "./active-engine";
import { getUploadState, saveConsent, savePersonalInfo } from "./onboarding";
import { asksAppearance, engineSubject, readPersonalInfo } from "./personal-info";

let db: TestDb;
let catalogue: TestCatalogue;
const engineEnv = { ENGINE: env.ENGINE, COMFYUI_URL: env.COMFYUI_URL };

beforeAll(async () => {
  db = await openTestDb("pglite");
  catalogue = await seedCatalogue(db.prisma);
});
afterEach(() => Object.assign(env, engineEnv));
afterAll(async () => {
  await db?.cleanup();
});

const WORKFLOW = {
  "10": { class_type: "LoadImage", inputs: { image: "{{input_image}}" } },
  "3": { class_type: "KSampler", inputs: { seed: "{{seed}}", positive: "{{prompt}}" } },
  "9": { class_type: "SaveImage", inputs: { images: ["3", 0] } },
};

/** The active engine becomes ComfyUI running a workflow that can change outfits and glasses. */
async function generativeEngine() {
  await db.prisma.comfyWorkflow.deleteMany({});
  await db.prisma.comfyWorkflow.create({
    data: { name: "sdxl-headshot", version: 1, active: true, capabilities: ["backdrop", "outfit", "glasses"], workflow: WORKFLOW },
  });
  Object.assign(env, { ENGINE: "comfyui", COMFYUI_URL: "http://127.0.0.1:1" });
}

async function onboardingShoot() {
  const user = await createUser(db.prisma);
  const shootId = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
  await saveConsent(db.prisma, { userId: user.id, shootId });
  return { userId: user.id, shootId };
}

const base = { gender: "female", ageRange: "35-44", headshotFormat: "square" } as const;

describe("which engines ask", () => {
  it("an engine that only re-lights the photo does not; one that draws the person does", () => {
    expect(asksAppearance(CPU_STUDIO_CAPABILITIES)).toBe(false);
    expect(asksAppearance(new Set(["backdrop", "framing", "upscale"] as const))).toBe(false);
    for (const c of ["outfit", "emotion", "glasses", "hairstyle"] as const) expect(asksAppearance(new Set(["backdrop", c]))).toBe(true);
  });

  it("follows the active engine", async () => {
    expect(await appearanceAsked(db.prisma)).toBe(false);
    await generativeEngine();
    expect(await appearanceAsked(db.prisma)).toBe(true);
  });
});

describe("with the CPU studio engine (the default)", () => {
  it("completes the step without them, and keeps nothing it was sent anyway", async () => {
    const { userId, shootId } = await onboardingShoot();
    expect(await savePersonalInfo(db.prisma, { userId, shootId, info: base })).toMatchObject({ ok: true });
    const state = await getUploadState(db.prisma, userId, shootId);
    expect(state?.personalInfo).toMatchObject({ complete: true, asksAppearance: false });
    expect(state?.nextStep).toBe("photos");

    // A forged form with the fields: not an error, and not stored.
    expect(await savePersonalInfo(db.prisma, { userId, shootId, info: { ...base, eyeColor: "green", glasses: "none" } })).toMatchObject({ ok: true });
    expect(await db.prisma.shoot.findUniqueOrThrow({ where: { id: shootId }, select: { eyeColor: true, glasses: true } })).toEqual({ eyeColor: null, glasses: null });
  });
});

describe("with an engine that draws the person", () => {
  it("requires both, says which is missing or wrong, then stores them", async () => {
    await generativeEngine();
    const { userId, shootId } = await onboardingShoot();
    expect(await savePersonalInfo(db.prisma, { userId, shootId, info: { ...base, glasses: "keep" } })).toMatchObject({
      ok: false, code: "INVALID_INPUT", params: { field: "eyeColor", reason: "required" },
    });
    expect(await savePersonalInfo(db.prisma, { userId, shootId, info: { ...base, eyeColor: "green", glasses: "" } })).toMatchObject({
      ok: false, params: { field: "glasses", reason: "required" },
    });
    expect(await savePersonalInfo(db.prisma, { userId, shootId, info: { ...base, eyeColor: "violet", glasses: "keep" } })).toMatchObject({
      ok: false, params: { field: "eyeColor", reason: "invalidChoice" },
    });
    expect(await savePersonalInfo(db.prisma, { userId, shootId, info: { ...base, eyeColor: "green", glasses: "none" } })).toMatchObject({ ok: true });
    expect(await db.prisma.shoot.findUniqueOrThrow({ where: { id: shootId }, select: { eyeColor: true, glasses: true } })).toEqual({ eyeColor: "green", glasses: "none" });
    expect((await getUploadState(db.prisma, userId, shootId))?.personalInfo).toMatchObject({ complete: true, asksAppearance: true });
  });

  it("sends a person whose answers were saved under the studio engine back to the step", async () => {
    const { userId, shootId } = await onboardingShoot();
    await savePersonalInfo(db.prisma, { userId, shootId, info: base });
    await generativeEngine();
    const state = await getUploadState(db.prisma, userId, shootId);
    expect(state?.done["personal-info"]).toBe(false);
    expect(state?.nextStep).toBe("personal-info");
  });

  it("tells the engine 'no glasses' only when asked for none; the photos decide otherwise", () => {
    const stored = { gender: "FEMALE", ageRange: "35-44", eyeColor: "green", headshotFormat: "square" } as const;
    expect(engineSubject({ ...stored, glasses: "none" })).toEqual({ gender: "female", eyeColor: "green", glasses: "no" });
    expect(engineSubject({ ...stored, glasses: "keep" }).glasses).toBeNull();
    expect(engineSubject({ ...stored, glasses: "both" }).glasses).toBeNull();
    expect(readPersonalInfo({ ...stored, glasses: null }, { asksAppearance: true }).complete).toBe(false);
    expect(readPersonalInfo({ ...stored, glasses: null }, { asksAppearance: false }).complete).toBe(true);
  });
});
