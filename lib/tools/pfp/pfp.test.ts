// The profile-picture maker end to end on real components: the route handlers called with real
// Requests, PGlite, a storage folder of its own and the real engine (inline) on the public-domain
// portraits. The upload (gate, limit, cut-out), the picture (shapes, ring, backgrounds, sizes), and the
// hostile cases: another visitor's cookie, a headshot's id, bad queries, the day's limit raced, a
// photo with no face (refused in the caller's language, nothing stored).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as pngRoute } from "@/app/api/tools/pfp/[id]/png/route";
import { POST as uploadRoute } from "@/app/api/tools/pfp/route";
import { closePool } from "@/lib/engine/pool";
import { setStorageForTests } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { request, routeCaller, type RouteCaller } from "@/lib/testing/http";
import { derive, read } from "@/lib/testing/photos";
import { FREE_VISITOR_COOKIE, freeVisitor } from "@/lib/tools/free-runs";
import { DEFAULT_PFP_OPTIONS, PFP_API, type PfpOptions } from "./contract";
import { cutoutKey } from "./http";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-pfp-"));
const storage = createLocalStorage(dir, { secret: "pfp-test-secret-pfp-test-secret-pfp-test" });

let db: TestDb;
let routes: RouteCaller;
let portrait: Buffer;
let noFace: Buffer;

/** A visitor: a cookie id and an address of its own (the limit counts both). */
let visitors = 0;
function visitor() {
  visitors++;
  return { cookie: `${FREE_VISITOR_COOKIE}=${`visitor${visitors}`.padEnd(24, "x")}`, ip: `198.51.100.${visitors}` };
}
type Visitor = ReturnType<typeof visitor>;

function uploadRequest(who: Visitor, photo: Buffer, options: { consent?: boolean; locale?: string; type?: string } = {}): Request {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(photo)], "me.jpg", { type: options.type ?? "image/jpeg" }));
  if (options.consent !== false) form.set("consent", "1");
  return request(PFP_API.create, { method: "POST", body: form, locale: options.locale, headers: { cookie: who.cookie, "x-forwarded-for": who.ip } });
}

const upload = (who: Visitor, photo: Buffer, options?: Parameters<typeof uploadRequest>[2]) => routes.call(uploadRoute, uploadRequest(who, photo, options), null);

function picture(who: Visitor, id: string, query: string) {
  return routes.call(pngRoute, request(`/api/tools/pfp/${id}/png?${query}`, { headers: { cookie: who.cookie, "x-forwarded-for": who.ip } }), null, { id });
}

async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number, number]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
}

const filesUnder = (prefix: string) => (fs.existsSync(path.join(dir, prefix)) ? fs.readdirSync(path.join(dir, prefix), { recursive: true }).length : 0);

beforeAll(async () => {
  process.env.LUMEN_ENGINE_WORKERS = "0";
  db = await openTestDb("pglite");
  routes = routeCaller(db);
  setStorageForTests(storage);
  portrait = await sharp(read("astronaut")).jpeg({ quality: 92 }).toBuffer();
  noFace = await derive.enlarged(read("coffee"));
});
afterAll(async () => {
  setStorageForTests();
  await closePool();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the upload", () => {
  const ana = visitor();
  let id = "";

  it("cuts the person out, stores the cut-out on transparency for 24 hours and sets the cookie of a new visitor", async () => {
    const res = await upload(ana, portrait);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; expiresAt: string };
    id = body.id;
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    // Ana's cookie was well formed: nothing to set. A visitor without one gets it.
    expect(res.headers.get("set-cookie")).toBeNull();
    const row = await db.prisma.freeToolRun.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ tool: "PFP", status: "DONE", resultKey: cutoutKey(id), photoKey: null });
    expect(row.countedAt).not.toBeNull();

    const cutout = await storage.get(cutoutKey(id));
    const meta = await sharp(cutout!).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1024, height: 1024, channels: 4 });
    // The backdrop is gone (the astronaut's top corners are a grey studio wall) and the face is solid.
    expect((await pixel(cutout!, 20, 20))[3]).toBe(0);
    expect((await pixel(cutout!, 1000, 30))[3]).toBe(0);
    expect((await pixel(cutout!, 512, 430))[3]).toBe(255);

    const fresh = await routes.call(uploadRoute, (() => {
      const r = uploadRequest({ cookie: "", ip: "198.51.100.250" }, portrait);
      r.headers.delete("cookie");
      return r;
    })(), null);
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get("set-cookie")).toMatch(/^lumen_free=[A-Za-z0-9_-]{22,64}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  });

  it("a circle at 1024 px: transparent outside the circle, the person opaque in the middle", async () => {
    const res = await picture(ana, id, "size=1024&shape=circle&bg=solid:112233");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(res.headers.get("content-disposition")).toBeNull();
    const png = Buffer.from(await res.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ width: 1024, height: 1024, channels: 4 });
    for (const [x, y] of [[0, 0], [1023, 0], [0, 1023], [1023, 1023], [60, 60]]) expect((await pixel(png, x!, y!))[3]).toBe(0);
    expect((await pixel(png, 512, 430))[3]).toBe(255);
    // The background fills the circle where the person is not (beside the head).
    expect(await pixel(png, 120, 512)).toEqual([0x11, 0x22, 0x33, 255]);
  });

  it("a square on a colour is opaque to its corners; a rounded one clears its corners", async () => {
    const square = Buffer.from(await (await picture(ana, id, "size=400&shape=square&bg=solid:%23FF8800")).arrayBuffer());
    expect(await pixel(square, 0, 0)).toEqual([255, 136, 0, 255]);
    expect(await pixel(square, 399, 0)).toEqual([255, 136, 0, 255]);
    const rounded = Buffer.from(await (await picture(ana, id, "size=400&shape=rounded&bg=solid:FF8800")).arrayBuffer());
    expect((await pixel(rounded, 0, 0))[3]).toBe(0);
    expect(await pixel(rounded, 200, 2)).toEqual([255, 136, 0, 255]);
  });

  it("the ring lies inside the edge in its colour; transparent backgrounds stay transparent inside", async () => {
    const png = Buffer.from(await (await picture(ana, id, "size=800&shape=circle&ring=00FF00&ringWidth=5&bg=none")).arrayBuffer());
    // 5 % of 800 is 40 px: at the left middle, pixels 0 to 39 are ring, 60 is inside (background: none).
    expect(await pixel(png, 5, 400)).toEqual([0, 255, 0, 255]);
    expect(await pixel(png, 35, 400)).toEqual([0, 255, 0, 255]);
    expect((await pixel(png, 0, 0))[3]).toBe(0);
    expect((await pixel(png, 60, 400))[3]).toBe(0);
    const square = Buffer.from(await (await picture(ana, id, "size=400&shape=square&ring=0000FF&ringWidth=10&bg=solid:FFFFFF")).arrayBuffer());
    expect(await pixel(square, 0, 0)).toEqual([0, 0, 255, 255]);
    expect(await pixel(square, 38, 200)).toEqual([0, 0, 255, 255]);
  });

  it("a gradient runs from its first colour to its second along the angle", async () => {
    const png = Buffer.from(await (await picture(ana, id, "size=400&shape=square&bg=gradient:FF0000,0000FF,90&zoom=1&x=1")).arrayBuffer());
    // 90°: left to right; the person moved right leaves the left edge to the background.
    const left = await pixel(png, 0, 200), right = await pixel(png, 399, 5);
    expect(left[0]).toBeGreaterThan(240);
    expect(left[2]).toBeLessThan(15);
    expect(right[2]).toBeGreaterThan(200);
  });

  it("each size gives its size, zoomed and moved alike, and download=1 names the file", async () => {
    for (const size of [400, 800, 1024]) {
      const res = await picture(ana, id, `size=${size}&shape=rounded&zoom=1.7&x=-0.4&y=0.3&download=1`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="profile-picture-${size}.png"`);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: size, height: size });
    }
  });

  it("the same address gives the same picture; the island's own addresses are accepted", async () => {
    const options: PfpOptions = { ...DEFAULT_PFP_OPTIONS, background: "gradient", ringWidth: 3.5, zoom: 1.25, x: 0.1, y: -0.2 };
    const url = PFP_API.png(id, options, 400);
    const once = Buffer.from(await (await picture(ana, id, url.split("?")[1]!)).arrayBuffer());
    const again = Buffer.from(await (await picture(ana, id, url.split("?")[1]!)).arrayBuffer());
    expect(once.equals(again)).toBe(true);
    expect(await sharp(once).metadata()).toMatchObject({ width: 400, height: 400 });
  });

  it("a bad query is a localised 400, never a 500", async () => {
    for (const query of ["size=500", "size=abc", "shape=star", "ring=12345", "ring=zzzzzz", "ringWidth=13", "ringWidth=-1", "ringWidth=", "zoom=0.5", "zoom=3", "x=2", "y=-1.5", "x=NaN",
      "bg=solid:12", "bg=gradient:FF0000,00FF00", "bg=gradient:FF0000,00FF00,400", "bg=gradient:FF0000,00FF00,90,1", "bg=image:http://x", "bg=", "download=yes"]) {
      const res = await routes.call(pngRoute, request(`/api/tools/pfp/${id}/png?${query}`, { locale: "de", headers: { cookie: ana.cookie, "x-forwarded-for": ana.ip } }), null, { id });
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("INVALID_INPUT");
      expect(body.error.message).toContain("Bildeinstellungen");
    }
  });

  it("only the visitor who made it sees it: another cookie, a forged one, no cookie, the same address alone, an unknown id → 404", async () => {
    const ben = visitor();
    expect((await picture(ben, id, "size=400")).status).toBe(404);
    expect((await picture({ cookie: `${FREE_VISITOR_COOKIE}=<script>`, ip: ana.ip }, id, "size=400")).status).toBe(404);
    expect((await picture({ cookie: "", ip: ana.ip }, id, "size=400")).status).toBe(404);
    expect((await picture(ana, "c0000000000000000000000000", "size=400")).status).toBe(404);
    const body = (await (await picture(ben, id, "size=400")).json()) as { error: { code: string } };
    expect(body.error.code).toBe("NOT_FOUND");
  });

  it("an expired run and a free headshot's run are 404 too, even for their own visitor", async () => {
    const v = freeVisitor(request("/", { headers: { cookie: ana.cookie, "x-forwarded-for": ana.ip } }));
    const base = { visitorHash: v.visitorHash, ipHash: v.ipHash, status: "DONE" as const, resultKey: cutoutKey(id) };
    const expired = await db.prisma.freeToolRun.create({ data: { ...base, tool: "PFP", expiresAt: new Date(Date.now() - 1000) } });
    const headshot = await db.prisma.freeToolRun.create({ data: { ...base, tool: "HEADSHOT", expiresAt: new Date(Date.now() + 3600_000) } });
    expect((await picture(ana, expired.id, "size=400")).status).toBe(404);
    expect((await picture(ana, headshot.id, "size=400")).status).toBe(404);
    await db.prisma.freeToolRun.deleteMany({ where: { id: { in: [expired.id, headshot.id] } } });
  });
});

describe("what the upload refuses", () => {
  it("a photo without a face: 422 with the reasons in German for a German caller, nothing stored or counted", async () => {
    const cleo = visitor();
    const before = filesUnder("free-pfp");
    const res = await upload(cleo, noFace, { locale: "de" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string; reasons: { code: string; message: string }[] } };
    expect(body.error.code).toBe("PHOTO_REFUSED");
    expect(body.error.message).toBe("Aus diesem Foto können wir kein Profilbild machen.");
    expect(body.error.reasons.map((r) => r.code)).toContain("NO_FACE");
    expect(body.error.reasons[0]!.message).toMatch(/Gesicht/);
    expect(filesUnder("free-pfp")).toBe(before);
    const v = freeVisitor(uploadRequest(cleo, noFace));
    expect(await db.prisma.freeToolRun.count({ where: { visitorHash: v.visitorHash } })).toBe(0);
  });

  it("no consent, no photo, a file that is no image, a photo over 15 MB: localised refusals, nothing stored", async () => {
    const dan = visitor();
    const before = filesUnder("free-pfp");
    const noConsent = await upload(dan, portrait, { consent: false, locale: "es" });
    expect(noConsent.status).toBe(400);
    expect(((await noConsent.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "CONSENT_REQUIRED", message: expect.stringContaining("casilla") });
    const form = new FormData();
    form.set("consent", "1");
    const noPhoto = await routes.call(uploadRoute, request(PFP_API.create, { method: "POST", body: form, headers: { cookie: dan.cookie, "x-forwarded-for": dan.ip } }), null);
    expect(((await noPhoto.json()) as { error: { code: string } }).error.code).toBe("NO_FILE");
    const text = await upload(dan, Buffer.from("this is not a photo at all"), { type: "text/plain" });
    expect(text.status).toBe(422);
    expect(((await text.json()) as { error: { reasons: { code: string }[] } }).error.reasons[0]!.code).toBe("UNSUPPORTED_FORMAT");
    const huge = await upload(dan, Buffer.alloc(15 * 1024 * 1024 + 1, 1));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe("FILE_TOO_LARGE");
    const notMultipart = await routes.call(uploadRoute, request(PFP_API.create, { method: "POST", body: "photo=1", headers: { "content-type": "application/x-www-form-urlencoded", cookie: dan.cookie, "x-forwarded-for": dan.ip } }), null);
    expect(notMultipart.status).toBe(400);
    expect(filesUnder("free-pfp")).toBe(before);
    const v = freeVisitor(uploadRequest(dan, portrait));
    expect(await db.prisma.freeToolRun.count({ where: { visitorHash: v.visitorHash } })).toBe(0);
  });
});

describe("the day's limit (ten)", () => {
  /** `n` runs already counted today for `who` (each upload's row as the claim writes it). */
  async function used(who: Visitor, n: number) {
    const v = freeVisitor(uploadRequest(who, portrait));
    await db.prisma.freeToolRun.createMany({
      data: Array.from({ length: n }, () => ({ tool: "PFP" as const, status: "DONE" as const, visitorHash: v.visitorHash, ipHash: v.ipHash, countedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) })),
    });
    return v;
  }

  it("the eleventh upload of the day is a 429 that says when the next is possible, and stores nothing", async () => {
    const eve = visitor();
    const v = await used(eve, 9);
    expect((await upload(eve, portrait)).status).toBe(201);
    const before = filesUnder("free-pfp");
    const res = await upload(eve, portrait, { locale: "de" });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: { code: string; message: string; nextAt: string; limit: number } };
    expect(body.error).toMatchObject({ code: "LIMIT_REACHED", limit: 10 });
    expect(body.error.message).toMatch(/^Du hast die 10 kostenlosen Profilbilder für heute erstellt\. Das nächste ist ab .+ möglich\.$/);
    expect(new Date(body.error.nextAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(filesUnder("free-pfp")).toBe(before);
    expect(await db.prisma.freeToolRun.count({ where: { visitorHash: v.visitorHash } })).toBe(10);
    // A new cookie from the same address is the same visitor for the limit.
    expect((await upload({ cookie: `${FREE_VISITOR_COOKIE}=${"n".repeat(30)}`, ip: eve.ip }, portrait)).status).toBe(429);
  });

  it("three uploads at once for the last run of the day: exactly one is made", async () => {
    const fay = visitor();
    const v = await used(fay, 9);
    const answers = await Promise.all([1, 2, 3].map(() => upload(fay, portrait)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 429, 429]);
    expect(await db.prisma.freeToolRun.count({ where: { visitorHash: v.visitorHash } })).toBe(10);
  });
});

describe("the daily counters (/admin/tools/free-headshots)", () => {
  it("counted each run made, each photo refused and each refusal by the day's limit above", async () => {
    const rows = await db.prisma.freeToolDay.groupBy({ by: ["event"], where: { tool: "PFP" }, _sum: { count: true } });
    const sum = Object.fromEntries(rows.map((r) => [r.event, r._sum.count ?? 0]));
    for (const event of ["started", "finished", "photoRefused", "limit"]) expect(sum[event], event).toBeGreaterThan(0);
    // Every run the tool made finished (the engine never failed here), and none of the free headshot's own events.
    expect(sum.finished).toBe(sum.started);
    expect(await db.prisma.freeToolDay.count({ where: { tool: "PFP", event: { in: ["photo", "drafts"] } } })).toBe(0);
  });
});
