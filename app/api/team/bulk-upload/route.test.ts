// Bulk upload through its two routes, on a real database, real sessions, real storage, the real quality
// gate and pg-boss: the batch's looks; good zips become managed members with submitted shoots (one team
// credit each); every zip limit is a clear, localised refusal naming the zip that takes no credit and
// leaves nobody behind; a failure after the member was made is undone; the 21st zip of a batch, another
// organisation's batch, a member, a lead whose organisation has the feature off are refused; two zips
// racing for the last credit make one shoot.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { readMessages } from "@/lib/i18n/message-files";
import { createBoss } from "@/lib/jobs/boss";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { setOrganizationFeature } from "@/lib/teams/settings";
import { bulkCatalogue, bulkTeam, type BulkCatalogue } from "@/lib/testing/bulk-upload";
import { makeZip, patchDeclaredSize, renameEntry, zeros } from "@/lib/testing/bulk-zips";
import type { TestDb } from "@/lib/testing/db";
import { request, routeCaller, routeTestBed, type RouteCaller } from "@/lib/testing/http";
import { read } from "@/lib/testing/photos";
import { ledgerState, type TestTeam } from "@/lib/testing/teams";

const app = vi.hoisted(() => ({ boss: null as PgBoss | null }));
vi.mock("@/lib/jobs/boss", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/jobs/boss")>()), getBoss: async () => app.boss! }));

const { POST: createBatchRoute } = await import("./route");
const { POST: zipRoute } = await import("./[batchId]/zips/route");

let db: TestDb;
let p: PrismaClient;
let caller: RouteCaller;
let storageDir: string;
let storage: FileStorage;
const looks: BulkCatalogue = { backdropIds: [], femaleOutfitId: "", maleOutfitId: "", otherBackdropId: "" };

routeTestBed(async (bed) => {
  db = bed.db;
  p = db.prisma;
  caller = routeCaller(db);
  app.boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-bulk-storage-"));
  storage = createLocalStorage(storageDir, { secret: env.AUTH_SECRET });
  setStorageForTests(storage);
  Object.assign(looks, await bulkCatalogue(p));
});

afterAll(async () => {
  await app.boss?.stop({ graceful: false, close: false });
  setStorageForTests();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const team = (credits: number, feature = true): Promise<TestTeam> => bulkTeam(p, looks, credits, feature);

const batchBody = (over: Record<string, unknown> = {}) => ({ backdropIds: looks.backdropIds, femaleOutfitId: looks.femaleOutfitId, maleOutfitId: looks.maleOutfitId, headshotFormat: "square", confirmed: true, ...over });

function postBatch(as: string, body: unknown = batchBody(), locale = "en") {
  return caller.call(createBatchRoute, request("/api/team/bulk-upload", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" }, locale }), as);
}

async function batchOf(t: TestTeam): Promise<string> {
  const res = await postBatch(t.lead.id);
  expect(res.status).toBe(201);
  return ((await res.json()) as { batchId: string }).batchId;
}

type ZipAnswer = { status: number; body: { zip?: { status: string; name: string; membershipId: string; shootId: string }; error?: { code: string; message: string } } };

async function postZip(as: string, batchId: string, file: string, zip: Buffer | string, options: { locale?: string; gender?: string; headers?: Record<string, string> } = {}): Promise<ZipAnswer> {
  const query = new URLSearchParams({ file, gender: options.gender ?? "FEMALE", ageRange: "35-44" });
  const res = await caller.call(
    zipRoute,
    request(`/api/team/bulk-upload/${batchId}/zips?${query}`, { method: "POST", body: new Uint8Array(typeof zip === "string" ? Buffer.from(zip) : zip), headers: { "content-type": "application/zip", ...options.headers }, locale: options.locale ?? "en" }),
    as,
    { batchId },
  );
  return { status: res.status, body: await res.json() };
}

const PHOTO = read("graceHopper");
const goodZip = () => makeZip([{ name: "photo.jpg", data: PHOTO }]);

/** Everything a failed zip must not have left: no new managed member or account, the credits as they were. */
async function nothingLeft(t: TestTeam, before: Awaited<ReturnType<typeof ledgerState>>) {
  expect(await p.membership.count({ where: { organizationId: t.org.id, managed: true } })).toBe(0);
  expect(await ledgerState(p, t.org.id)).toEqual(before);
}

describe("POST /api/team/bulk-upload (the batch's looks)", () => {
  it("makes a batch from 4 approved backdrops and an approved outfit per gender", async () => {
    const t = await team(5);
    const id = await batchOf(t);
    expect(await p.bulkUploadBatch.findUniqueOrThrow({ where: { id } })).toMatchObject({ organizationId: t.org.id, createdById: t.lead.id, backdropIds: looks.backdropIds, headshotFormat: "square" });
  });

  it("refuses 3 backdrops, an unapproved backdrop, a wrong outfit and a missing confirmation, each with its code", async () => {
    const t = await team(5);
    const codes = [];
    for (const body of [
      batchBody({ backdropIds: looks.backdropIds.slice(0, 3) }),
      batchBody({ backdropIds: [...looks.backdropIds.slice(0, 3), looks.otherBackdropId] }),
      batchBody({ backdropIds: [looks.backdropIds[0], looks.backdropIds[0], looks.backdropIds[1], looks.backdropIds[2]] }),
      batchBody({ femaleOutfitId: looks.maleOutfitId }),
      batchBody({ confirmed: false }),
    ]) {
      const res = await postBatch(t.lead.id, body);
      codes.push([res.status, ((await res.json()) as ZipAnswer["body"]).error?.code]);
    }
    expect(codes).toEqual([[400, "BACKDROPS_REQUIRED"], [400, "BACKDROPS_REQUIRED"], [400, "BACKDROPS_REQUIRED"], [400, "OUTFIT_UNAVAILABLE"], [400, "NOT_CONFIRMED"]]);
    expect(await p.bulkUploadBatch.count({ where: { organizationId: t.org.id } })).toBe(0);
  });

  it("refuses a member (403 FORBIDDEN) and a lead whose organisation has bulk upload off (403 FEATURE_OFF, in their language)", async () => {
    const on = await team(5);
    const member = await postBatch(on.member.id);
    expect(member.status).toBe(403);
    expect(((await member.json()) as ZipAnswer["body"]).error?.code).toBe("FORBIDDEN");
    const off = await team(5, false);
    const res = await postBatch(off.lead.id, batchBody(), "de");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "FEATURE_OFF", message: "Der Massen-Upload ist für deine Organisation nicht eingeschaltet. Dein Account-Team schaltet ihn ein." } });
  });
});

describe("POST /api/team/bulk-upload/{batchId}/zips: zip limits (bomb, traversal, 21 zips, 4 photos, nested zip), credits and access", () => {
  it("makes one managed member per good zip, named after it, with the photos stored and the shoot submitted: one credit each", async () => {
    const t = await team(5);
    const batchId = await batchOf(t);
    const two = await makeZip([{ name: "Anna/1.jpg", data: PHOTO }, { name: "Anna/2.png", data: read("astronaut") }, { name: "__MACOSX/Anna/._1.jpg", data: Buffer.from("x") }]);
    const anna = await postZip(t.lead.id, batchId, "Anna_Schmidt.zip", two);
    expect(anna.status).toBe(201);
    expect(anna.body.zip).toMatchObject({ status: "created", name: "Anna Schmidt" });
    const ben = await postZip(t.lead.id, batchId, "Ben Okafor.ZIP", await goodZip(), { gender: "MALE" });
    expect(ben.status).toBe(201);

    const shoot = await p.shoot.findUniqueOrThrow({ where: { id: anna.body.zip!.shootId }, include: { photos: true, membership: true, user: true } });
    expect(shoot).toMatchObject({ state: "WAITING", organizationId: t.org.id, managedById: t.lead.id, gender: "FEMALE", ageRange: "35-44", headshotFormat: "square" });
    expect(shoot.user.name).toBe("Anna Schmidt");
    expect(shoot.membership).toMatchObject({ managed: true, status: "JOINED", reservedCredit: false });
    expect(shoot.photos.filter((ph) => ph.accepted)).toHaveLength(2);
    for (const ph of shoot.photos) expect(fs.existsSync(path.join(storageDir, ph.storageKey))).toBe(true);
    const styles = await p.style.findMany({ where: { id: { in: shoot.styleIds } }, select: { backdropId: true, outfitId: true } });
    expect(styles.map((s) => s.backdropId).sort()).toEqual([...looks.backdropIds].sort());
    expect(styles.every((s) => s.outfitId === looks.femaleOutfitId)).toBe(true);
    const benShoot = await p.shoot.findUniqueOrThrow({ where: { id: ben.body.zip!.shootId } });
    expect(benShoot.gender).toBe("MALE");
    expect((await p.style.findMany({ where: { id: { in: benShoot.styleIds } } })).every((s) => s.outfitId === looks.maleOutfitId)).toBe(true);

    expect(await ledgerState(p, t.org.id)).toEqual({ credits: 3, reserved: 0, ledgerSum: 3 });
    expect(await p.bulkUploadItem.findMany({ where: { batchId }, orderBy: { createdAt: "asc" }, select: { status: true, name: true } })).toEqual([
      { status: "CREATED", name: "Anna Schmidt" },
      { status: "CREATED", name: "Ben Okafor" },
    ]);
  });

  it("refuses every zip limit with its code and a message naming the zip: no member, no credit taken", async () => {
    const t = await team(5);
    const batchId = await batchOf(t);
    const before = await ledgerState(p, t.org.id);
    const jpeg = { name: "photo.jpg", data: PHOTO };
    const cases: [string, Buffer, number, string][] = [
      ["bomb.zip", await makeZip([{ name: "bomb.jpg", data: zeros(40) }]), 422, "PHOTO_TOO_LARGE"],
      ["liar.zip", patchDeclaredSize(await makeZip([{ name: "liar.jpg", data: Buffer.concat([PHOTO, zeros(30)]) }]), "liar.jpg", 2000), 422, "SIZE_MISMATCH"],
      ["climber.zip", renameEntry(await makeZip([{ name: "aa/x.jpg", data: PHOTO }]), "aa/x.jpg", "../x.jpg"), 422, "UNSAFE_PATH"],
      ["nested.zip", await makeZip([{ name: "inner.zip", data: await goodZip() }]), 422, "NESTED_ARCHIVE"],
      ["four.zip", await makeZip([1, 2, 3, 4].map((i) => ({ ...jpeg, name: `${i}.jpg` }))), 422, "TOO_MANY_PHOTOS"],
      ["text.zip", await makeZip([{ name: "me.jpg", data: Buffer.from("no photo here. ".repeat(60)) }]), 422, "NOT_AN_IMAGE"],
      ["cup.zip", await makeZip([{ name: "cup.jpg", data: read("coffee") }]), 422, "PHOTO_REJECTED"],
      ["twice.zip", await makeZip([jpeg, { ...jpeg, name: "again.jpg" }]), 422, "DUPLICATE_PHOTO"],
      ["plain.zip", Buffer.from("not a zip"), 422, "NOT_A_ZIP"],
      ["___.zip", await goodZip(), 422, "BAD_NAME"],
    ];
    for (const [file, zip, status, code] of cases) {
      const answer = await postZip(t.lead.id, batchId, file, zip);
      expect([file, answer.status, answer.body.error?.code]).toEqual([file, status, code]);
      expect(answer.body.error?.message).toContain(file);
    }
    const cup = await postZip(t.lead.id, batchId, "cup.zip", await makeZip([{ name: "cup.jpg", data: read("coffee") }]));
    // The cup (600 x 400) is both faceless and small: both reasons, the one a bigger copy would not fix first.
    const reasons = (readMessages("en").Engine as { reasons: Record<string, string> }).reasons;
    expect(cup.body.error?.message).toBe(`cup.zip: “cup.jpg” did not pass the photo check. ${reasons.NO_FACE} ${reasons.LOW_RESOLUTION}`);
    await nothingLeft(t, before);
    expect(await p.bulkUploadItem.count({ where: { batchId, status: "FAILED" } })).toBe(cases.length + 1);
    expect(await p.user.count({ where: { name: { in: ["bomb", "liar", "climber", "nested", "four", "text", "cup", "twice", "plain"] } } })).toBe(0);
  });

  it("answers in the language the page names", async () => {
    const t = await team(5);
    const batchId = await batchOf(t);
    const answer = await postZip(t.lead.id, batchId, "Jana Novak.zip", renameEntry(await makeZip([{ name: "aa/x.jpg", data: PHOTO }]), "aa/x.jpg", "../x.jpg"), { locale: "es" });
    expect(answer.body.error).toEqual({ code: "UNSAFE_PATH", message: "Jana Novak.zip: el nombre de archivo «../x.jpg» apunta fuera del zip, así que no lo hemos abierto." });
  });

  it("refuses a zip larger than the cap from its declared length, before a slot is taken", async () => {
    const t = await team(5);
    const batchId = await batchOf(t);
    const answer = await postZip(t.lead.id, batchId, "Big.zip", await goodZip(), { headers: { "content-length": String(61 * 1024 * 1024) } });
    expect([answer.status, answer.body.error?.code]).toEqual([413, "ZIP_TOO_LARGE"]);
    expect(await p.bulkUploadItem.count({ where: { batchId } })).toBe(0);
  });

  it("takes 20 zips a batch: of 21 sent at once, exactly one is refused BATCH_FULL", async () => {
    const t = await team(30);
    const batchId = await batchOf(t);
    const answers = await Promise.all(Array.from({ length: 21 }, (_, i) => postZip(t.lead.id, batchId, `Person ${i}.zip`, "not a zip")));
    const codes = answers.map((a) => a.body.error?.code);
    expect(codes.filter((c) => c === "BATCH_FULL")).toHaveLength(1);
    expect(codes.filter((c) => c === "NOT_A_ZIP")).toHaveLength(20);
    expect(answers.find((a) => a.body.error?.code === "BATCH_FULL")!.status).toBe(409);
    expect(await p.bulkUploadItem.count({ where: { batchId } })).toBe(20);
  });

  it("refuses a zip without a free credit (402 NO_CREDITS) and makes nothing", async () => {
    const t = await team(0);
    const batchId = await batchOf(t);
    const before = await ledgerState(p, t.org.id);
    const answer = await postZip(t.lead.id, batchId, "Ana Lima.zip", await goodZip());
    expect([answer.status, answer.body.error?.code]).toEqual([402, "NO_CREDITS"]);
    expect(answer.body.error?.message).toContain("Ana Lima.zip");
    await nothingLeft(t, before);
  });

  it("makes one shoot of two zips racing for the last credit", async () => {
    const t = await team(1);
    const batchId = await batchOf(t);
    const zipA = await goodZip();
    const zipB = await makeZip([{ name: "photo.png", data: read("astronaut") }]);
    const answers = await Promise.all([postZip(t.lead.id, batchId, "Race One.zip", zipA), postZip(t.lead.id, batchId, "Race Two.zip", zipB)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 402]);
    expect(await p.membership.count({ where: { organizationId: t.org.id, managed: true } })).toBe(1);
    expect(await ledgerState(p, t.org.id)).toEqual({ credits: 0, reserved: 0, ledgerSum: 0 });
  });

  it("undoes a member whose photos could not be stored: no account, membership, shoot, file or credit left", async () => {
    const t = await team(3);
    const batchId = await batchOf(t);
    const before = await ledgerState(p, t.org.id);
    let puts = 0;
    // The first photo's files are written, the second photo's fail: the member exists by then.
    const failing: FileStorage = { ...storage, put: async (...args: Parameters<FileStorage["put"]>) => (++puts > 2 ? Promise.reject(new Error("disk full")) : storage.put(...args)) };
    setStorageForTests(failing);
    try {
      const answer = await postZip(t.lead.id, batchId, "Undo Me.zip", await makeZip([{ name: "1.jpg", data: PHOTO }, { name: "2.png", data: read("astronaut") }]));
      expect([answer.status, answer.body.error?.code]).toEqual([409, "NOT_SUBMITTED"]);
    } finally {
      setStorageForTests(storage);
    }
    expect(puts).toBeGreaterThan(2);
    await nothingLeft(t, before);
    expect(await p.user.count({ where: { name: "Undo Me" } })).toBe(0);
    expect(await p.shoot.count({ where: { organizationId: t.org.id } })).toBe(0);
    // the reservation and its release are both in the ledger
    expect(await p.creditLedgerEntry.findMany({ where: { organizationId: t.org.id, action: { in: ["RESERVATION", "RELEASE"] } }, select: { action: true }, orderBy: { createdAt: "asc" } })).toEqual([{ action: "RESERVATION" }, { action: "RELEASE" }]);
    const files = fs.existsSync(path.join(storageDir, "shoots")) ? fs.readdirSync(path.join(storageDir, "shoots"), { recursive: true }).filter((f) => String(f).endsWith(".jpg")) : [];
    const leftovers = (await p.shoot.findMany({ select: { id: true } })).map((s) => s.id);
    expect(files.filter((f) => !leftovers.some((id) => String(f).startsWith(id)))).toEqual([]);
  });

  it("finds another organisation's batch NOT_FOUND, refuses a member, and a lead once the feature is switched off", async () => {
    const a = await team(5);
    const b = await team(5);
    const batchA = await batchOf(a);
    const foreign = await postZip(b.lead.id, batchA, "Eve.zip", await goodZip());
    expect([foreign.status, foreign.body.error?.code]).toEqual([404, "NOT_FOUND"]);
    const member = await postZip(a.member.id, batchA, "Eve.zip", await goodZip());
    expect([member.status, member.body.error?.code]).toEqual([403, "FORBIDDEN"]);
    await setOrganizationFeature(p, { organizationId: a.org.id, feature: "bulkUpload", enabled: false, actorId: null });
    const off = await postZip(a.lead.id, batchA, "Eve.zip", await goodZip());
    expect([off.status, off.body.error?.code]).toEqual([403, "FEATURE_OFF"]);
    const signedOut = await caller.call(zipRoute, request(`/api/team/bulk-upload/${batchA}/zips?file=Eve.zip&gender=FEMALE&ageRange=35-44`, { method: "POST", body: "x" }), null, { batchId: batchA });
    expect(signedOut.status).toBe(401);
    expect(await p.bulkUploadItem.count({ where: { batchId: batchA } })).toBe(0);
  });
});
