// "Require full-body photos": the rule on the quality gate's measurements (lib/shoots/full-body.ts),
// checked on real photos through the real gate (a close-up is not one; the same person small in a tall
// frame is), and the submission of a team shoot refused until FULL_BODY_MIN of them were uploaded.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { checkPhoto, type QualityVerdict } from "@/lib/engine/quality";
import { createBoss } from "@/lib/jobs/boss";
import { addPurchasedCredits } from "@/lib/teams/credits";
import { updateSettings } from "@/lib/teams/settings";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createShoot, createUser, fillShoot, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { PHOTOS } from "@/lib/testing/photos";
import { createLocalStorage } from "@/lib/storage";
import { FULL_BODY_MIN, fullBodyRequirement, isFullBodyVerdict } from "./full-body";
import { savePhoto } from "./photos";
import { submitShoot } from "./submit";

const metrics = (faceWidthPx: number, faceCount = 1): QualityVerdict["metrics"] => ({ faceCount, faceWidthPx, blur: 0.3, faceMeanLuma: 120, clippedFrac: 0, eyes: [0.3, 0.3], pose: { rollDeg: 0, yaw: 0, pitch: 0 } });
const verdict = (v: Partial<QualityVerdict>): QualityVerdict => ({ accepted: true, score: 80, reasons: [], warnings: [], width: 1000, height: 1500, metrics: metrics(120), ...v });

describe("the full-body rule", () => {
  it("takes a small face in an upright photo of one person, and nothing else", () => {
    expect(isFullBodyVerdict(verdict({ metrics: metrics(120) }))).toBe(true); // 8 % of the height
    expect(isFullBodyVerdict(verdict({ accepted: false, reasons: ["FACE_TOO_SMALL"], metrics: metrics(70) }))).toBe(true);
    expect(isFullBodyVerdict(verdict({ metrics: metrics(450) }))).toBe(false); // a close-up
    expect(isFullBodyVerdict(verdict({ metrics: metrics(250) }))).toBe(false); // waist up
    expect(isFullBodyVerdict(verdict({ width: 1500, height: 1000, metrics: metrics(60) }))).toBe(false); // landscape
    expect(isFullBodyVerdict(verdict({ accepted: false, reasons: ["MULTIPLE_FACES"], metrics: metrics(60, 3) }))).toBe(false);
    expect(isFullBodyVerdict(verdict({ accepted: false, reasons: ["FACE_TOO_SMALL", "TOO_BLURRY"], metrics: metrics(60) }))).toBe(false);
    expect(isFullBodyVerdict(verdict({ accepted: false, reasons: ["NO_FACE"], metrics: undefined }))).toBe(false);
  });

  it("reads real photos through the gate: a close-up is not full-body, the same person small in a tall frame is", async () => {
    const portrait = fs.readFileSync(PHOTOS.graceHopper);
    expect(isFullBodyVerdict(await checkPhoto(portrait))).toBe(false);
    const small = await sharp(portrait).resize({ width: 260 }).toBuffer();
    const tall = await sharp({ create: { width: 800, height: 1800, channels: 3, background: "#8a8f96" } })
      .composite([{ input: small, left: 270, top: 120 }])
      .jpeg({ quality: 92 })
      .toBuffer();
    const judged = await checkPhoto(tall);
    expect(judged.metrics?.faceCount).toBe(1);
    expect(isFullBodyVerdict(judged)).toBe(true);
  }, 60_000);
});

describe("a team that requires full-body photos", () => {
  let db: TestDb;
  let p: PrismaClient;
  let boss: PgBoss;
  let catalogue: TestCatalogue;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-full-body-"));

  beforeAll(async () => {
    db = await openTestDb("pglite");
    p = db.prisma;
    boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
    catalogue = await seedCatalogue(p);
  }, 60_000);
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 300));
    await boss?.stop({ graceful: false, close: true });
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses the submission until 3 full-body photos are uploaded", async () => {
    const owner = await createUser(p);
    const org = await createOrganization(p, { ownerId: owner.id, members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }] });
    const styles = await p.style.findMany({ where: { id: { in: catalogue.styleIds } }, select: { backdropId: true, outfitId: true } });
    for (const s of styles) {
      await p.organizationApprovedBackdrop.createMany({ data: [{ organizationId: org.id, backdropId: s.backdropId, gender: "UNISEX" }], skipDuplicates: true });
      await p.organizationApprovedOutfit.createMany({ data: [{ organizationId: org.id, outfitId: s.outfitId, gender: "UNISEX" }], skipDuplicates: true });
    }
    await p.$transaction((tx) => addPurchasedCredits(tx, { organizationId: org.id, orderId: `order-${org.id}`, quantity: 2 }));
    await p.$transaction((tx) => updateSettings(tx, org.id, "headshots", { requireFullBody: true }));
    const user = await createUser(p);
    const membership = await p.membership.create({ data: { userId: user.id, organizationId: org.id, role: "MEMBER", status: "JOINED", joinedAt: new Date() } });
    const shoot = await createShoot(p, { userId: user.id, packageId: catalogue.packageId, organizationId: org.id, membershipId: membership.id, title: "Team shoot" });
    await fillShoot(p, { shootId: shoot.id, catalogue });
    const submit = () => submitShoot(p, { userId: user.id, shootId: shoot.id, bestPhotosConfirmed: true, termsAccepted: true }, { boss, appUrl: "https://lumen.example", relay: { onSettled: () => {} } });

    expect(await fullBodyRequirement(p, shoot.id)).toEqual({ required: true, count: 0, min: FULL_BODY_MIN });
    expect(await submit()).toMatchObject({ ok: false, code: "FULL_BODY_PHOTOS", params: { count: 0, min: 3, missing: 3 } });
    for (let i = 0; i < 3; i++) {
      await p.uploadedPhoto.create({ data: { shootId: shoot.id, storageKey: "", width: 800, height: 1800, bytes: 3, mime: "image/jpeg", accepted: false, score: 30, reasons: ["FACE_TOO_SMALL"], fullBody: true, deletedAt: i === 2 ? new Date() : null } });
    }
    expect(await submit()).toMatchObject({ ok: false, code: "FULL_BODY_PHOTOS", params: { count: 2, missing: 1 } });
    // Uploaded through the upload flow's own step: too small a face for a headshot, counted as full-body, and said so.
    const judged: QualityVerdict = { accepted: false, score: 30, reasons: ["FACE_TOO_SMALL"], warnings: [], width: 800, height: 1800, metrics: metrics(70) };
    const saved = await savePhoto(p, createLocalStorage(dir, { secret: "full-body-secret-full-body-secret-xx" }), {
      userId: user.id, shootId: shoot.id, locale: "en", prepared: { verdict: judged, fileName: "standing.jpg", originalBytes: 1000, originalMime: "image/jpeg", stored: null },
    });
    expect(saved.photo).toMatchObject({ accepted: false, messages: { FACE_TOO_SMALL: "Counted as a full-body photo for your team. Your headshots are made from your close-ups." } });
    expect(await fullBodyRequirement(p, shoot.id)).toMatchObject({ count: 3 });
    expect(await submit()).toMatchObject({ ok: true });
  }, 60_000);
});
