// Phone upload links end to end on real parts: a PGlite database, the local storage driver in a temp
// folder, the quality gate on real portraits, and the route adapters called with real Requests.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import { faceRuntime } from "@/lib/engine/runtime";
import { route } from "@/lib/http/route";
import { createRateLimits, rateLimitRules, type RateLimits } from "@/lib/rate-limit";
import { photoKey } from "@/lib/shoots/photos";
import { UPLOAD_API_ROUTE } from "@/lib/shoots/photos-http";
import { createLocalStorage, type FileStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createShoot, createUser } from "@/lib/testing/fixtures";
import { routeCaller, type RouteCaller } from "@/lib/testing/http";
import { createTeam } from "@/lib/testing/teams";
import { read } from "@/lib/testing/photos";
import { handlePhoneLinkCreate, handlePhoneLinkGet, handlePhoneLinkRevoke, type LinkRouteContext } from "./phone-link-routes";
import { createPhoneLink, getPhoneLink, resolvePhoneLink, type PhoneLinkContext } from "./phone-links";
import { handlePhoneLinkStatus, handlePhoneList, handlePhoneUpload, PHONE_ROUTE, type PhoneRouteContext } from "./phone-routes";
import { hashUploadToken } from "./tokens";

const SECRET = "phone-upload-test-secret-phone-upload";
const ctx: PhoneLinkContext = { secret: SECRET, appUrl: "https://lumen.example", locale: "en" };
const BASE = "http://localhost:3000";

let db: TestDb;
let p: PrismaClient;
let storageDir: string;
let storage: FileStorage;
let packageId: string;
let routes: RouteCaller;

type PhoneCall = Omit<PhoneRouteContext, "answerIn"> & { limits?: RateLimits; maxPhotos?: number };
type LinkCall = Omit<LinkRouteContext, "answerIn" | "userId"> & { userId: string | null };

/** The phone's routes as their route files make them (anyone with the token), with this test's clock and limits. */
const phoneRoute = (handler: (request: Request, c: PhoneCall & Pick<PhoneRouteContext, "answerIn">) => Promise<unknown>) => (req: Request, c: PhoneCall) =>
  routes.call(route(PHONE_ROUTE, ({ request, answerIn }) => handler(request, { ...c, answerIn })), req, null);
const phoneStatus = phoneRoute((_request, c) => handlePhoneLinkStatus(c));
const phoneList = phoneRoute(handlePhoneList);
const phoneUpload = phoneRoute(handlePhoneUpload);

/** The photos step's link routes as their route file makes them, signed in as `c.userId` (null: nobody). */
const linkRoute = (handler: (request: Request, c: LinkRouteContext) => Promise<unknown>) => (req: Request, c: LinkCall) =>
  routes.call(route(UPLOAD_API_ROUTE, ({ request, principal, answerIn }) => handler(request, { ...c, userId: principal.userId, answerIn })), req, c.userId);
const linkGet = linkRoute(handlePhoneLinkGet);
const linkCreate = linkRoute(handlePhoneLinkCreate);
const linkRevoke = linkRoute(handlePhoneLinkRevoke);

/** A shoot at the photos step (consent given unless `consent` is false). */
async function shootAtPhotos(userId: string, consent = true): Promise<string> {
  return (await createShoot(p, { userId, packageId, consentAt: consent ? new Date() : null })).id;
}

/** An owner, a shoot at the photos step and a fresh phone link for it. */
async function linked(now = new Date()) {
  const userId = (await createUser(p)).id;
  const shootId = await shootAtPhotos(userId);
  const made = await createPhoneLink(p, ctx, { userId, shootId, now });
  if (!made.ok) throw new Error(made.error);
  return { userId, shootId, link: made.link, token: tokenOf(made.link.url) };
}

function tokenOf(url: string): string {
  const token = new URL(url).pathname.split("/").at(-1)!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

function upload(token: string, file: Buffer, opts: { name?: string; locale?: string } = {}): Request {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(file)], opts.name ?? "selfie.jpg", { type: "image/jpeg" }));
  if (opts.locale) form.append("locale", opts.locale);
  const query = opts.locale ? `?locale=${opts.locale}` : "";
  return new Request(`${BASE}/api/photo-upload/${token}/photos${query}`, { method: "POST", body: form });
}

const get = (url: string, headers: Record<string, string> = {}) => new Request(`${BASE}${url}`, { headers });

type ErrorBody = { error: { code: string; message: string } };

beforeAll(async () => {
  await faceRuntime();
  db = await openTestDb("pglite");
  p = db.prisma;
  routes = routeCaller(db);
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-phone-upload-"));
  storage = createLocalStorage(storageDir, { secret: SECRET });
  packageId = (await createPackage(p, { name: "Starter", headshots: 40, styles: 2, outputSize: 1024 })).id;
});

afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe("phone upload links", () => {
  it("are long random tokens in the owner's language, stored only as a hash, valid for the configured minutes", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const userId = (await createUser(p)).id;
    const shootId = await shootAtPhotos(userId);
    const made = await createPhoneLink(p, { ...ctx, locale: "de" }, { userId, shootId, now });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.link.url).toMatch(/^https:\/\/lumen\.example\/de\/photo-upload\/[A-Za-z0-9_-]{43}$/);
    expect(made.link.expiresAt).toEqual(new Date("2026-03-01T10:30:00Z"));

    const token = tokenOf(made.link.url);
    const row = await p.uploadToken.findFirstOrThrow({ where: { shootId } });
    expect(row.tokenHash).toBe(hashUploadToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await resolvePhoneLink(p, token, now)).toMatchObject({ status: "active", shootId, ownerId: userId });

    // An admin shortens the lifetime: the next link follows it.
    await p.parameter.upsert({ where: { key: "uploads.phoneLinkMinutes" }, create: { key: "uploads.phoneLinkMinutes", value: 5 }, update: { value: 5 } });
    try {
      const short = await createPhoneLink(p, ctx, { userId, shootId, now });
      expect(short.ok && short.link.expiresAt).toEqual(new Date("2026-03-01T10:05:00Z"));
    } finally {
      await p.parameter.delete({ where: { key: "uploads.phoneLinkMinutes" } });
    }
  });

  it("expire: the phone gets its own localised answer, never an upload", async () => {
    const now = new Date("2026-03-02T09:00:00Z");
    const { token, link } = await linked(now);
    expect(await resolvePhoneLink(p, token, new Date(link.expiresAt.getTime() - 1))).toMatchObject({ status: "active" });
    const later = link.expiresAt;
    expect(await resolvePhoneLink(p, token, later)).toEqual({ status: "expired" });

    const status = await phoneStatus(get(`/api/photo-upload/${token}`, { "accept-language": "de-DE" }), { db: p, storage, token, now: later });
    expect(status.status).toBe(410);
    const body = (await status.json()) as ErrorBody;
    expect(body.error.code).toBe("LINK_EXPIRED");
    expect(body.error.message).toMatch(/abgelaufen/);

    const res = await phoneUpload(upload(token, read("astronaut")), { db: p, storage, token, now: later });
    expect(res.status).toBe(410);
    expect(((await res.json()) as ErrorBody).error.code).toBe("LINK_EXPIRED");
  });

  it("one live link per shoot: a new QR code turns the previous one off", async () => {
    const { userId, shootId, token: first } = await linked();
    const again = await createPhoneLink(p, ctx, { userId, shootId });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    const second = tokenOf(again.link.url);
    expect(second).not.toBe(first);

    expect(await resolvePhoneLink(p, first)).toEqual({ status: "revoked" });
    expect(await resolvePhoneLink(p, second)).toMatchObject({ status: "active" });
    expect(await p.uploadToken.count({ where: { shootId, revokedAt: null } })).toBe(1);
    // The photos step shows the live link again after a reload (recomputed, not stored).
    expect((await getPhoneLink(p, ctx, { userId, shootId }))?.url).toBe(again.link.url);

    const res = await phoneUpload(upload(first, read("astronaut"), { locale: "es" }), { db: p, storage, token: first });
    expect(res.status).toBe(410);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("LINK_REVOKED");
    expect(body.error.message).toMatch(/sustituido/);
    expect(await p.uploadedPhoto.count({ where: { shootId } })).toBe(0);
  });

  it("count as used once the shoot is submitted: no upload, and no new link", async () => {
    const { userId, shootId, token } = await linked();
    await p.shoot.update({ where: { id: shootId }, data: { state: "WAITING", submittedAt: new Date() } });
    expect(await resolvePhoneLink(p, token)).toEqual({ status: "submitted" });

    const res = await phoneUpload(upload(token, read("astronaut")), { db: p, storage, token });
    expect(res.status).toBe(410);
    expect(((await res.json()) as ErrorBody).error.code).toBe("LINK_SUBMITTED");
    expect(await p.uploadedPhoto.count({ where: { shootId } })).toBe(0);
    expect(await createPhoneLink(p, ctx, { userId, shootId })).toEqual({ ok: false, error: "WRONG_STATE" });
    expect(await getPhoneLink(p, ctx, { userId, shootId })).toBeNull();
  });

  it("answer a wrong or malformed token with a localised 404, for status, list and upload alike", async () => {
    const wellFormed = randomBytes(32).toString("base64url");
    for (const token of [wellFormed, "not-a-token", "../../etc/passwd"]) {
      expect(await resolvePhoneLink(p, token)).toEqual({ status: "unknown" });
      const status = await phoneStatus(get(`/api/photo-upload/x`, { "accept-language": "es-ES,es;q=0.9" }), { db: p, storage, token });
      expect(status.status).toBe(404);
      const body = (await status.json()) as ErrorBody;
      expect(body.error).toEqual({ code: "LINK_UNKNOWN", message: expect.stringMatching(/no es válido/) });
      expect((await phoneList(get(`/api/photo-upload/x/photos?locale=de`), { db: p, storage, token })).status).toBe(404);
      expect((await phoneUpload(upload(token, read("astronaut")), { db: p, storage, token })).status).toBe(404);
    }
  });
});

describe("uploading through a phone link", () => {
  it("runs the photos step's quality gate: a real portrait is stored on the owner's shoot", async () => {
    const { shootId, token } = await linked();
    const res = await phoneUpload(upload(token, read("astronaut"), { name: "IMG_0001.png", locale: "en" }), { db: p, storage, token });
    expect(res.status).toBe(201);
    const { photo, counts } = (await res.json()) as { photo: { id: string; accepted: boolean; reasons: string[]; thumbnailUrl: string | null }; counts: { accepted: number; min: number } };
    expect(photo).toMatchObject({ accepted: true, reasons: [] });
    expect(photo.thumbnailUrl).toBeTruthy();
    expect(counts).toMatchObject({ accepted: 1, min: 4 });

    const row = await p.uploadedPhoto.findUniqueOrThrow({ where: { id: photo.id } });
    expect(row).toMatchObject({ shootId, accepted: true, originalName: "IMG_0001.png", mime: "image/jpeg" });
    expect(await storage.get(photoKey(shootId, photo.id))).toBeInstanceOf(Buffer);
    expect((await p.uploadToken.findFirstOrThrow({ where: { shootId, revokedAt: null } })).lastUsedAt).toBeInstanceOf(Date);

    // The same photo again is refused as on the desktop, with the desktop's message.
    const dup = await phoneUpload(upload(token, read("astronaut")), { db: p, storage, token });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as ErrorBody).error.code).toBe("DUPLICATE");

    // Status and list see it too (the desktop lists the same photos).
    const status = await phoneStatus(get(`/api/photo-upload/${token}`), { db: p, storage, token });
    expect(await status.json()).toMatchObject({ status: "active", counts: { accepted: 1, min: 4, max: 20 } });
    const list = (await (await phoneList(get(`/api/photo-upload/${token}/photos`), { db: p, storage, token })).json()) as { photos: { id: string }[] };
    expect(list.photos.map((x) => x.id)).toEqual([photo.id]);
  });

  it("refuses a file that is not an image with the gate's reason in the phone's language, and keeps nothing", async () => {
    const { shootId, token } = await linked();
    const res = await phoneUpload(upload(token, Buffer.from("a shopping list, not a photo\n"), { name: "notes.jpg", locale: "de" }), { db: p, storage, token });
    expect(res.status).toBe(200);
    const { photo, counts } = (await res.json()) as { photo: { accepted: boolean; reasons: string[]; messages: Record<string, string>; thumbnailUrl: string | null }; counts: { accepted: number } };
    expect(photo).toMatchObject({ accepted: false, reasons: ["UNSUPPORTED_FORMAT"], thumbnailUrl: null });
    expect(photo.messages.UNSUPPORTED_FORMAT).toMatch(/JPEG/);
    expect(photo.messages.UNSUPPORTED_FORMAT).not.toBe("UNSUPPORTED_FORMAT");
    expect(counts.accepted).toBe(0);
    expect(fs.existsSync(path.join(storageDir, "shoots", shootId))).toBe(false);
  });

  it("is rate-limited per link, before the body reaches the gate", async () => {
    const { token } = await linked();
    const { token: other } = await linked();
    const limits = createRateLimits({ kind: "memory" }, rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 }));
    const junk = (i: number) => Buffer.from(`not a photo ${i}\n`);
    expect((await phoneUpload(upload(token, junk(0)), { db: p, storage, token, limits })).status).toBe(200);
    // 60 uploads through one link in 10 minutes: the rest of them counted straight away, the last one through the route.
    const { id: linkId } = await p.uploadToken.findUniqueOrThrow({ where: { tokenHash: hashUploadToken(token) } });
    expect(await limits.used("phone-upload.link", linkId)).toBe(1);
    await limits.take("phone-upload.link", linkId, 58);
    expect((await phoneUpload(upload(token, junk(1)), { db: p, storage, token, limits })).status).toBe(200);
    const over = await phoneUpload(upload(token, junk(2), { locale: "en" }), { db: p, storage, token, limits });
    expect(over.status).toBe(429);
    // The wait left in the link's 10-minute window.
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    const body = (await over.json()) as ErrorBody;
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toMatch(/wait a few minutes/);
    // Another shoot's link has its own allowance.
    expect((await phoneUpload(upload(other, junk(3)), { db: p, storage, token: other, limits })).status).toBe(200);
  });
});

describe("the photos step's link routes (signed-in owner)", () => {
  const routeCtx = (userId: string | null) => ({ db: p, userId, secret: SECRET, appUrl: "https://lumen.example" });
  const post = (body: unknown) => new Request(`${BASE}/api/photo-upload/link`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

  it("create a link with its QR code, show it again, revoke it", async () => {
    const userId = (await createUser(p)).id;
    const shootId = await shootAtPhotos(userId);
    const created = await linkCreate(post({ shootId, locale: "es" }), routeCtx(userId));
    expect(created.status).toBe(201);
    const { link } = (await created.json()) as { link: { url: string; expiresAt: string; qrCode: string } };
    expect(link.url).toMatch(/^https:\/\/lumen\.example\/es\/photo-upload\//);
    expect(link.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(link.qrCode.split(",")[1]!, "base64").toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const shown = await linkGet(get(`/api/photo-upload/link?shoot=${shootId}&locale=es`), routeCtx(userId));
    expect(((await shown.json()) as { link: { url: string } }).link.url).toBe(link.url);

    const revoked = await linkRevoke(new Request(`${BASE}/api/photo-upload/link?shoot=${shootId}`, { method: "DELETE" }), routeCtx(userId));
    expect(await revoked.json()).toEqual({ revoked: 1 });
    expect(await resolvePhoneLink(p, tokenOf(link.url))).toEqual({ status: "revoked" });
    expect(await (await linkGet(get(`/api/photo-upload/link?shoot=${shootId}`), routeCtx(userId))).json()).toEqual({ link: null });
  });

  it("refuse strangers, other people's shoots and shoots without consent", async () => {
    const owner = (await createUser(p)).id;
    const stranger = (await createUser(p)).id;
    const shootId = await shootAtPhotos(owner);
    expect((await linkCreate(post({ shootId }), routeCtx(null))).status).toBe(401);
    const theirs = await linkCreate(post({ shootId, locale: "de" }), routeCtx(stranger));
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as ErrorBody).error.code).toBe("SHOOT_NOT_FOUND");
    expect((await linkCreate(post({ nonsense: true }), routeCtx(owner))).status).toBe(404);

    const noConsent = await shootAtPhotos(owner, false);
    const refused = await linkCreate(post({ shootId: noConsent }), routeCtx(owner));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("CONSENT_REQUIRED");
    expect(await p.uploadToken.count({ where: { shootId: { in: [shootId, noConsent] } } })).toBe(0);
  });

  it("refuse a managed member's shoot to its lead while the session owes the organisation's MFA code (401 MFA_REQUIRED)", async () => {
    const team = await createTeam(p, { name: "Phone MFA Co" });
    await p.organization.update({ where: { id: team.org.id }, data: { mfaRequired: true } });
    const managed = (await createUser(p)).id;
    const shootId = await shootAtPhotos(managed);
    await p.shoot.update({ where: { id: shootId }, data: { managedById: team.lead.id } });
    const created = await linkCreate(post({ shootId }), routeCtx(team.lead.id));
    expect(created.status).toBe(401);
    expect(((await created.json()) as ErrorBody).error.code).toBe("MFA_REQUIRED");
    expect((await linkGet(get(`/api/photo-upload/link?shoot=${shootId}`), routeCtx(team.lead.id))).status).toBe(401);
    expect(await p.uploadToken.count({ where: { shootId } })).toBe(0);
    await p.session.updateMany({ where: { userId: team.lead.id }, data: { mfaVerifiedAt: new Date() } });
    expect((await linkCreate(post({ shootId }), routeCtx(team.lead.id))).status).toBe(201);
  });
});
