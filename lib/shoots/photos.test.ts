// Photo uploads end to end on real parts: the quality gate on real portraits, a real database (PGlite,
// and PostgreSQL for the parallel-upload limit), the local storage driver in a temp folder, and the
// route adapters and file route called with real Requests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import { faceRuntime } from "@/lib/engine/runtime";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createShoot, createUser } from "@/lib/testing/fixtures";
import { routeCaller, type RouteCaller } from "@/lib/testing/http";
import { createTeam } from "@/lib/testing/teams";
import { derive, read } from "@/lib/testing/photos";
import { addPhoto, listPhotos, PhotoError, photoKey, preparePhoto, savePhoto, removePhoto, thumbnailKey, type PhotoView, type PreparedPhoto } from "./photos";
import { handlePhotoDelete, handlePhotoList, handlePhotoUpload, UPLOAD_API_ROUTE } from "./photos-http";

const A = read("astronaut");
const G = read("graceHopper");

let db: TestDb;
let storageDir: string;
let storage: FileStorage;
let packageId: string;
let routes: RouteCaller;

const STARTER = { name: "Starter", headshots: 40, styles: 2, outputSize: 1024 };

/** A shoot at the photos step (consent given) unless `data` says otherwise. */
async function shootAtPhotos(p: PrismaClient, userId: string, pkgId: string, data: { consentAt?: Date | null; state?: "ONBOARDING" | "WAITING" } = {}): Promise<string> {
  return (await createShoot(p, { userId, packageId: pkgId, consentAt: new Date(), ...data })).id;
}

/** Distinct portraits that pass the gate: the two real portraits, mirrored and with slightly changed light. */
async function acceptedVariants(n: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) => {
      let img = sharp(i % 2 ? G : A);
      if (i % 4 >= 2) img = img.flop();
      return img.modulate({ brightness: 1 + 0.02 * Math.floor(i / 4) }).jpeg({ quality: 92 }).toBuffer();
    }),
  );
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PhotoError) return error.code;
    throw error;
  }
  throw new Error("expected a PhotoError");
}

function uploadRequest(shootId: string, file: Buffer | null, opts: { name?: string; locale?: string; headers?: Record<string, string>; extraFile?: boolean } = {}): Request {
  const form = new FormData();
  if (file) form.append("file", new File([new Uint8Array(file)], opts.name ?? "me.jpg", { type: "image/jpeg" }));
  if (opts.extraFile) form.append("file2", new File([new Uint8Array(A)], "other.jpg", { type: "image/jpeg" }));
  if (opts.locale) form.append("locale", opts.locale);
  return new Request(`http://localhost:3000/api/shoots/${shootId}/photos`, { method: "POST", body: form, headers: opts.headers });
}

/** The photos routes as their route files make them, with this test's storage (maxPhotos: a lower ceiling). */
const upload = (req: Request, as: string | null, shootId: string, maxPhotos?: number) =>
  routes.call(route(UPLOAD_API_ROUTE, ({ request, db, principal, answerIn }) => handlePhotoUpload(request, { db, storage, userId: principal.userId, shootId, answerIn, maxPhotos })), req, as);
const list = (req: Request, as: string | null, shootId: string) =>
  routes.call(route(UPLOAD_API_ROUTE, ({ request, db, principal, answerIn }) => handlePhotoList(request, { db, storage, userId: principal.userId, shootId, answerIn })), req, as);
const remove = (req: Request, as: string | null, shootId: string, photoId: string) =>
  routes.call(route(UPLOAD_API_ROUTE, ({ request, db, principal, answerIn }) => handlePhotoDelete(request, { db, storage, userId: principal.userId, shootId, photoId, answerIn })), req, as);

/** Fetches a signed /api/files URL through the real file route. */
function fetchFile(url: string): Promise<Response> {
  const full = new URL(url, "http://localhost:3000");
  const key = full.pathname.replace(/^\/api\/files\//, "").split("/");
  return getFile(new Request(full), { params: Promise.resolve({ key }) });
}

beforeAll(async () => {
  await faceRuntime();
  db = await openTestDb("pglite");
  routes = routeCaller(db);
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-photos-"));
  storage = createLocalStorage(storageDir, { secret: env.AUTH_SECRET });
  setStorageForTests(storage);
  packageId = (await createPackage(db.prisma, STARTER)).id;
});

afterAll(async () => {
  setStorageForTests();
  setDbForTests();
  await db?.cleanup();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe("addPhoto", () => {
  it("accepts a real portrait: sanitised JPEG and thumbnail stored, row recorded, verdict returned", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const { photo, counts } = await addPhoto(db.prisma, storage, { userId, shootId, bytes: A, fileName: "C:\\Users\\ana\\astronaut.png", locale: "en" });
    expect(photo).toMatchObject({ accepted: true, reasons: [], originalName: "astronaut.png", width: 512, height: 512 });
    expect(photo.score).toBeGreaterThanOrEqual(70);
    expect(counts).toEqual({ accepted: 1, min: 4, max: 20 });

    const row = await db.prisma.uploadedPhoto.findUniqueOrThrow({ where: { id: photo.id } });
    expect(row).toMatchObject({ shootId, accepted: true, storageKey: photoKey(shootId, photo.id), mime: "image/jpeg", reasons: [], deletedAt: null });
    expect(row.storageKey).toBe(`shoots/${shootId}/photos/${photo.id}.jpg`);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    const box = row.faceBox as { x: number; y: number; width: number; height: number };
    expect(box.width).toBeGreaterThan(100);
    expect(box.x + box.width).toBeLessThanOrEqual(512);

    // The stored file is the sanitised JPEG (a PNG was uploaded), and the thumbnail is at most 256 px.
    const stored = (await storage.get(row.storageKey))!;
    expect((await sharp(stored).metadata()).format).toBe("jpeg");
    expect(stored.length).toBe(row.bytes);
    const thumb = await sharp((await storage.get(thumbnailKey(shootId, photo.id)))!).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(256);

    // The signed thumbnail URL works through the real file route.
    const res = await fetchFile(photo.thumbnailUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
  });

  it("strips EXIF (GPS included) and applies the orientation before storing", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    // Grace Hopper stored sideways with an EXIF orientation of 6 (rotate 90° to view) and a GPS-like comment.
    const sideways = await sharp(G).rotate(-90).withExif({ IFD0: { ImageDescription: "GPS 48.8584 N 2.2945 E", Make: "PhoneCo" } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { photo } = await addPhoto(db.prisma, storage, { userId, shootId, bytes: sideways, fileName: "hopper.jpg", locale: "en" });
    expect(photo.accepted).toBe(true);
    const stored = (await storage.get(photoKey(shootId, photo.id)))!;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([512, 600]); // upright again
    expect(stored.includes(Buffer.from("GPS 48.8584"))).toBe(false);
    expect(stored.includes(Buffer.from("PhoneCo"))).toBe(false);
  });

  it("rejects a photo without a face and a text file renamed .jpg: verdict back, nothing stored, row kept", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const cup = await addPhoto(db.prisma, storage, { userId, shootId, bytes: await derive.enlarged(read("coffee")), fileName: "cup.jpg", locale: "de" });
    expect(cup.photo).toMatchObject({ accepted: false, score: 0, reasons: ["NO_FACE"], thumbnailUrl: null });
    expect(cup.photo.messages.NO_FACE).toMatch(/Gesicht/);
    expect(cup.counts.accepted).toBe(0);

    const text = await addPhoto(db.prisma, storage, { userId, shootId, bytes: Buffer.from("just some notes, not a photo\n"), fileName: "notes.jpg", locale: "es" });
    expect(text.photo).toMatchObject({ accepted: false, reasons: ["UNSUPPORTED_FORMAT"], width: 0, height: 0 });
    expect(text.photo.messages.UNSUPPORTED_FORMAT).toMatch(/JPEG/);

    const truncated = await addPhoto(db.prisma, storage, { userId, shootId, bytes: A.subarray(0, 200), fileName: "broken.png", locale: "en" });
    expect(truncated.photo.accepted).toBe(false);
    expect(truncated.photo.reasons).toEqual(["CORRUPT_FILE"]);

    const rows = await db.prisma.uploadedPhoto.findMany({ where: { shootId } });
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ accepted: false, storageKey: "", sha256: null });
    expect(fs.existsSync(path.join(storageDir, "shoots", shootId))).toBe(false);
    expect((await listPhotos(db.prisma, storage, { userId, shootId, locale: "en" })).photos).toEqual([]);
  });

  it("returns warnings with their texts for an accepted photo", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const tilted = await sharp(A).rotate(28, { background: "#888" }).jpeg().toBuffer();
    const { photo } = await addPhoto(db.prisma, storage, { userId, shootId, bytes: tilted, fileName: "tilt.jpg", locale: "en" });
    expect(photo.accepted).toBe(true);
    expect(photo.warnings).toContain("STRONG_TILT");
    expect(photo.messages.STRONG_TILT).toBe("Your head is tilted quite a lot. We'll straighten it, but an upright pose looks more natural.");
  });

  it("refuses the same photo twice in a shoot (DUPLICATE), and accepts it again once removed", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const first = await addPhoto(db.prisma, storage, { userId, shootId, bytes: G, fileName: "a.jpg", locale: "en" });
    expect(await refusal(addPhoto(db.prisma, storage, { userId, shootId, bytes: G, fileName: "copy.jpg", locale: "en" }))).toBe("DUPLICATE");
    expect(await db.prisma.uploadedPhoto.count({ where: { shootId } })).toBe(1);
    // Another shoot may use the same photo.
    const other = await shootAtPhotos(db.prisma, userId, packageId);
    expect((await addPhoto(db.prisma, storage, { userId, shootId: other, bytes: G, locale: "en" })).photo.accepted).toBe(true);

    await removePhoto(db.prisma, storage, { userId, shootId, photoId: first.photo.id });
    const again = await addPhoto(db.prisma, storage, { userId, shootId, bytes: G, fileName: "a.jpg", locale: "en" });
    expect(again.photo.accepted).toBe(true);
    expect(again.counts.accepted).toBe(1);
  });

  it("refuses another person's shoot, a shoot past ONBOARDING and a shoot without consent", async () => {
    const owner = (await createUser(db.prisma)).id;
    const stranger = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, owner, packageId);
    expect(await refusal(addPhoto(db.prisma, storage, { userId: stranger, shootId, bytes: A, locale: "en" }))).toBe("SHOOT_NOT_FOUND");
    expect(await refusal(addPhoto(db.prisma, storage, { userId: owner, shootId: "no-such-shoot", bytes: A, locale: "en" }))).toBe("SHOOT_NOT_FOUND");
    const waiting = await shootAtPhotos(db.prisma, owner, packageId, { state: "WAITING" });
    expect(await refusal(addPhoto(db.prisma, storage, { userId: owner, shootId: waiting, bytes: A, locale: "en" }))).toBe("WRONG_STATE");
    const noConsent = await shootAtPhotos(db.prisma, owner, packageId, { consentAt: null });
    expect(await refusal(addPhoto(db.prisma, storage, { userId: owner, shootId: noConsent, bytes: A, locale: "en" }))).toBe("CONSENT_REQUIRED");
    expect(await refusal(listPhotos(db.prisma, storage, { userId: stranger, shootId, locale: "en" }))).toBe("SHOOT_NOT_FOUND");
    expect(await db.prisma.uploadedPhoto.count({ where: { shootId: { in: [shootId, waiting, noConsent] } } })).toBe(0);
  });

  it("refuses a file over 50 MB before looking at it", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const huge = Buffer.alloc(50 * 1024 * 1024 + 1);
    expect(await refusal(addPhoto(db.prisma, storage, { userId, shootId, bytes: huge, locale: "en" }))).toBe("FILE_TOO_LARGE");
  });
});

describe("removePhoto and listPhotos", () => {
  it("lists accepted photos with signed thumbnails; removing soft-deletes the row and deletes the files", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const [a, b] = await acceptedVariants(2);
    const pa = (await addPhoto(db.prisma, storage, { userId, shootId, bytes: a!, locale: "en" })).photo;
    const pb = (await addPhoto(db.prisma, storage, { userId, shootId, bytes: b!, locale: "en" })).photo;
    const list = await listPhotos(db.prisma, storage, { userId, shootId, locale: "en" });
    expect(list.photos.map((p) => p.id)).toEqual([pa.id, pb.id]);
    expect(list.counts).toEqual({ accepted: 2, min: 4, max: 20 });
    for (const p of list.photos) expect((await fetchFile(p.thumbnailUrl!)).status).toBe(200);

    const stranger = (await createUser(db.prisma)).id;
    expect(await refusal(removePhoto(db.prisma, storage, { userId: stranger, shootId, photoId: pa.id }))).toBe("SHOOT_NOT_FOUND");
    const { counts } = await removePhoto(db.prisma, storage, { userId, shootId, photoId: pa.id });
    expect(counts.accepted).toBe(1);
    const row = await db.prisma.uploadedPhoto.findUniqueOrThrow({ where: { id: pa.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(await storage.exists(photoKey(shootId, pa.id))).toBe(false);
    expect(await storage.exists(thumbnailKey(shootId, pa.id))).toBe(false);
    expect((await fetchFile(pa.thumbnailUrl!)).status).toBe(404);
    expect(await refusal(removePhoto(db.prisma, storage, { userId, shootId, photoId: pa.id }))).toBe("PHOTO_NOT_FOUND");

    await db.prisma.shoot.update({ where: { id: shootId }, data: { state: "WAITING" } });
    expect(await refusal(removePhoto(db.prisma, storage, { userId, shootId, photoId: pb.id }))).toBe("WRONG_STATE");
    expect(await storage.exists(photoKey(shootId, pb.id))).toBe(true);
    // The owner still sees the photos after submitting.
    expect((await listPhotos(db.prisma, storage, { userId, shootId, locale: "en" })).photos.map((p) => p.id)).toEqual([pb.id]);
  });
});

describe.each(["pglite", "postgres"] as const)("parallel uploads never pass the limit (%s)", (kind) => {
  let pdb: TestDb;
  beforeAll(async () => {
    pdb = kind === "pglite" ? db : await openTestDb("postgres");
  });
  afterAll(async () => {
    if (kind === "postgres") await pdb?.cleanup();
  });

  it("accepts exactly `max` of many simultaneous good uploads and refuses the rest with MAX_PHOTOS", async () => {
    const max = 3;
    const photos = await acceptedVariants(7);
    const userId = (await createUser(pdb.prisma)).id;
    const shootId = await shootAtPhotos(pdb.prisma, userId, (await createPackage(pdb.prisma, STARTER)).id);
    const results = await Promise.allSettled(photos.map((bytes, i) => addPhoto(pdb.prisma, storage, { userId, shootId, bytes, fileName: `${i}.jpg`, locale: "en", maxPhotos: max })));
    const accepted = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<{ photo: PhotoView }>).value.photo);
    const refused = results.filter((r) => r.status === "rejected").map((r) => ((r as PromiseRejectedResult).reason as PhotoError).code);
    expect(accepted).toHaveLength(max);
    expect(accepted.every((p) => p.accepted)).toBe(true);
    expect(refused).toEqual(Array(photos.length - max).fill("MAX_PHOTOS"));
    expect(await pdb.prisma.uploadedPhoto.count({ where: { shootId, accepted: true, deletedAt: null } })).toBe(max);
    // Refused uploads left no files behind: exactly the accepted photos and their thumbnails.
    const files = fs.readdirSync(path.join(storageDir, "shoots", shootId, "photos")).sort();
    expect(files).toEqual(accepted.flatMap((p) => [`${p.id}.jpg`, `${p.id}.thumb.jpg`]).sort());
  });

  it("the locked step alone: already-checked photos saved all at once still stop at `max`", async () => {
    // The gate is done first, so every save reaches the count-and-insert step at the same moment.
    const max = 4;
    const prepared: PreparedPhoto[] = [];
    for (const bytes of await acceptedVariants(12)) prepared.push(await preparePhoto(bytes, "p.jpg"));
    expect(new Set(prepared.map((p) => p.stored!.sha256)).size).toBe(12);
    const userId = (await createUser(pdb.prisma)).id;
    const shootId = await shootAtPhotos(pdb.prisma, userId, (await createPackage(pdb.prisma, STARTER)).id);
    const results = await Promise.allSettled(prepared.map((p) => savePhoto(pdb.prisma, storage, { userId, shootId, prepared: p, locale: "en", maxPhotos: max })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(max);
    expect(results.filter((r) => r.status === "rejected").map((r) => ((r as PromiseRejectedResult).reason as PhotoError).code)).toEqual(Array(12 - max).fill("MAX_PHOTOS"));
    expect(await pdb.prisma.uploadedPhoto.count({ where: { shootId, accepted: true, deletedAt: null } })).toBe(max);
    expect(fs.readdirSync(path.join(storageDir, "shoots", shootId, "photos"))).toHaveLength(2 * max);

    // And the same photo saved twice at once is stored once.
    const other = await shootAtPhotos(pdb.prisma, userId, (await createPackage(pdb.prisma, STARTER)).id);
    const twice = await Promise.allSettled([0, 1, 2].map(() => savePhoto(pdb.prisma, storage, { userId, shootId: other, prepared: prepared[0]!, locale: "en" })));
    expect(twice.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(twice.filter((r) => r.status === "rejected").map((r) => ((r as PromiseRejectedResult).reason as PhotoError).code)).toEqual(["DUPLICATE", "DUPLICATE"]);
  });
});

describe("HTTP adapters with real Requests", () => {
  it("POST: 201 with the photo and counts; 200 with the verdict for a rejected photo", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const res = await upload(uploadRequest(shootId, A, { name: "astronaut.png" }), userId, shootId);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { photo: PhotoView; counts: unknown };
    expect(Object.keys(body).sort()).toEqual(["counts", "photo"]);
    expect(body.photo).toMatchObject({ accepted: true, reasons: [], warnings: [], messages: {}, originalName: "astronaut.png" });
    expect(body.photo.thumbnailUrl).toMatch(/^\/api\/files\/shoots\/.+\.thumb\.jpg\?exp=\d+&sig=/);
    expect(body.counts).toEqual({ accepted: 1, min: 4, max: 20 });

    const cat = await derive.enlarged(read("chelsea"));
    const rej = await upload(uploadRequest(shootId, cat, { locale: "de" }), userId, shootId);
    expect(rej.status).toBe(200);
    const rb = (await rej.json()) as { photo: PhotoView };
    expect(rb.photo).toMatchObject({ accepted: false, reasons: ["NO_FACE"], thumbnailUrl: null });
    expect(rb.photo.messages).toEqual({ NO_FACE: "Wir konnten kein Gesicht finden. Lade ein Foto hoch, auf dem dein Gesicht gut zu sehen ist und zur Kamera zeigt." });

    const dup = await upload(uploadRequest(shootId, A, { headers: { "Accept-Language": "es-ES,es;q=0.9" } }), userId, shootId);
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: { code: "DUPLICATE", message: "Ya has subido esta foto." } });
  });

  it("every refusal is a localised JSON error with the right status, never a 500", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const ctx = { userId: userId as string | null, shootId };
    const call = async (req: Request, c: { userId: string | null; shootId: string; maxPhotos?: number } = ctx) => {
      const res = await upload(req, c.userId, c.shootId, c.maxPhotos);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.message.length, body.error.code).toBeGreaterThan(5);
      return [res.status, body.error.code] as const;
    };
    expect(await call(uploadRequest(shootId, A), { ...ctx, userId: null })).toEqual([401, "UNAUTHENTICATED"]);
    // A session whose account is gone.
    const gone = (await createUser(db.prisma)).id;
    await routes.cookie(gone);
    await db.prisma.user.update({ where: { id: gone }, data: { deletedAt: new Date() } });
    expect(await call(uploadRequest(shootId, A), { ...ctx, userId: gone })).toEqual([401, "UNAUTHENTICATED"]);
    const stranger = (await createUser(db.prisma)).id;
    expect(await call(uploadRequest(shootId, A), { ...ctx, userId: stranger })).toEqual([404, "SHOOT_NOT_FOUND"]);
    expect(await call(uploadRequest(shootId, null))).toEqual([400, "NO_FILE"]);
    expect(await call(uploadRequest(shootId, G, { extraFile: true }))).toEqual([400, "TOO_MANY_FILES"]);
    expect(await call(new Request("http://localhost/x", { method: "POST", body: JSON.stringify({ file: "x" }), headers: { "content-type": "application/json" } }))).toEqual([400, "NOT_MULTIPART"]);
    expect(await call(new Request("http://localhost/x", { method: "POST", body: "garbage", headers: { "content-type": "multipart/form-data; boundary=zzz" } }))).toEqual([400, "NOT_MULTIPART"]);
    // Declared too large: refused from the header, the body is never read.
    const declared = new Request("http://localhost/x", { method: "POST", body: "abc", headers: { "content-type": "multipart/form-data; boundary=zzz", "content-length": String(60 * 1024 * 1024) } });
    expect(await call(declared)).toEqual([413, "FILE_TOO_LARGE"]);
    expect(declared.bodyUsed).toBe(false);
    // No Content-Length (chunked) and too large: the read stops past the limit.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        sent += chunk.byteLength;
        if (sent > 80 * 1024 * 1024) c.close();
        else c.enqueue(chunk);
      },
    });
    const chunked = new Request("http://localhost/x", { method: "POST", body: endless, duplex: "half", headers: { "content-type": "multipart/form-data; boundary=zzz" } } as RequestInit);
    expect(await call(chunked)).toEqual([413, "FILE_TOO_LARGE"]);
    expect(sent).toBeLessThan(55 * 1024 * 1024);

    await db.prisma.shoot.update({ where: { id: shootId }, data: { consentAt: null } });
    expect(await call(uploadRequest(shootId, A))).toEqual([403, "CONSENT_REQUIRED"]);
    await db.prisma.shoot.update({ where: { id: shootId }, data: { consentAt: new Date(), state: "ACTIVE" } });
    expect(await call(uploadRequest(shootId, A))).toEqual([409, "WRONG_STATE"]);

    const full = await shootAtPhotos(db.prisma, userId, packageId);
    await upload(uploadRequest(full, A), userId, full, 1);
    const [status, code] = await call(uploadRequest(full, G, { locale: "de" }), { ...ctx, shootId: full, maxPhotos: 1 });
    expect([status, code]).toEqual([409, "MAX_PHOTOS"]);
    const msg = await upload(uploadRequest(full, G), userId, full, 1);
    expect((await msg.json()).error.message).toBe("You already have 1 photos, the most a shoot can hold. Remove one to add another.");
  });

  it("GET lists and DELETE removes through the adapters", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    const up = (await (await upload(uploadRequest(shootId, G), userId, shootId)).json()) as { photo: PhotoView };
    const listed = await list(new Request(`http://localhost/api/shoots/${shootId}/photos`), userId, shootId);
    expect(listed.status).toBe(200);
    const lb = (await listed.json()) as { photos: PhotoView[]; counts: unknown };
    expect(lb.photos.map((p) => p.id)).toEqual([up.photo.id]);
    expect(lb.counts).toEqual({ accepted: 1, min: 4, max: 20 });
    expect((await list(new Request("http://localhost/x"), null, shootId)).status).toBe(401);

    const del = await remove(new Request(`http://localhost/api/shoots/${shootId}/photos/${up.photo.id}`, { method: "DELETE" }), userId, shootId, up.photo.id);
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ deleted: up.photo.id, counts: { accepted: 0, min: 4, max: 20 } });
    const again = await remove(new Request("http://localhost/x", { method: "DELETE", headers: { Cookie: "NEXT_LOCALE=de" } }), userId, shootId, up.photo.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: "PHOTO_NOT_FOUND", message: "Dieses Foto gehört nicht mehr zu deinem Shooting." } });
  });
});

describe("admin-editable limits", () => {
  it("follows photos.minPerShoot and photos.maxPerShoot from the parameters table", async () => {
    const userId = (await createUser(db.prisma)).id;
    const shootId = await shootAtPhotos(db.prisma, userId, packageId);
    await db.prisma.parameter.createMany({ data: [{ key: "photos.maxPerShoot", value: 1 }, { key: "photos.minPerShoot", value: 1 }] });
    try {
      const first = await addPhoto(db.prisma, storage, { userId, shootId, bytes: A, locale: "en" });
      expect(first.counts).toEqual({ accepted: 1, min: 1, max: 1 });
      expect(await refusal(addPhoto(db.prisma, storage, { userId, shootId, bytes: G, locale: "en" }))).toBe("MAX_PHOTOS");
      const list = await listPhotos(db.prisma, storage, { userId, shootId, locale: "en" });
      expect(list.counts).toEqual({ accepted: 1, min: 1, max: 1 });
    } finally {
      await db.prisma.parameter.deleteMany({ where: { key: { in: ["photos.maxPerShoot", "photos.minPerShoot"] } } });
    }
  });
});

describe("a managed member's photos under the organisation's MFA rule", () => {
  it("are refused (401 MFA_REQUIRED) to the lead while the session owes the code, open once verified; the lead's own shoot is unaffected", async () => {
    const p = db.prisma;
    const team = await createTeam(p, { name: "Photo MFA Co" });
    await p.organization.update({ where: { id: team.org.id }, data: { mfaRequired: true } });
    const managed = await createUser(p);
    const theirs = await createShoot(p, { userId: managed.id, packageId });
    await p.shoot.update({ where: { id: theirs.id }, data: { managedById: team.lead.id } });
    const own = await createShoot(p, { userId: team.lead.id, packageId });
    const get = (shootId: string) => new Request(`http://localhost:3000/api/shoots/${shootId}/photos`);
    const pending = await list(get(theirs.id), team.lead.id, theirs.id);
    expect(pending.status).toBe(401);
    expect(await pending.json()).toMatchObject({ error: { code: "MFA_REQUIRED" } });
    expect((await upload(uploadRequest(theirs.id, A), team.lead.id, theirs.id)).status).toBe(401);
    expect(await p.uploadedPhoto.count({ where: { shootId: theirs.id } })).toBe(0);
    expect((await list(get(own.id), team.lead.id, own.id)).status).toBe(200);
    await p.session.updateMany({ where: { userId: team.lead.id }, data: { mfaVerifiedAt: new Date() } });
    expect((await list(get(theirs.id), team.lead.id, theirs.id)).status).toBe(200);
  });
});
