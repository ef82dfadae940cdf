// The upsell routes (app/api/upsell/**) through the route wrapper, on a real database and real session
// cookies: signed out, the upsell's own answers to bad input, and refusals in the page's language.
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/testing/auth";
import type { TestDb } from "@/lib/testing/db";
import { routeTestBed, type RouteTestBed } from "@/lib/testing/http";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { POST as checkout } from "./checkout/route";
import { GET as order } from "./orders/[orderId]/route";
import { GET as deliveries } from "./shoots/[id]/route";

let db: TestDb;
let auth: RouteTestBed["auth"];

routeTestBed((bed) => ({ db, auth } = bed));

const cookieHeader = (cookie?: string): Record<string, string> => (cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {});
const buy = (body: string, cookie?: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  checkout(new Request("http://localhost/api/upsell/checkout", { method: "POST", body, headers: { ...headers, ...cookieHeader(cookie) } }), { params: Promise.resolve({}) });
const get = (handler: typeof order, path: string, params: Record<string, string>, cookie?: string) =>
  handler(new Request(`http://localhost${path}`, { headers: cookieHeader(cookie) }), { params: Promise.resolve(params) });

describe("POST /api/upsell/checkout", () => {
  it("answers a signed-out caller 401 NOT_SIGNED_IN", async () => {
    const res = await buy(JSON.stringify({ shootId: "s1", kind: "styles", styleSlugs: ["a"] }));
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("NOT_SIGNED_IN");
  });

  it("answers any unreadable or invalid body 400 INVALID_INPUT, and one over 10 KB 413 BODY_TOO_LARGE", async () => {
    const cookie = await auth.signIn((await createUser(db.prisma)).id);
    for (const res of [
      await buy("shootId=s1", cookie, { "content-type": "application/x-www-form-urlencoded" }),
      await buy("{oops", cookie),
      await buy(JSON.stringify({ shootId: "s1", kind: "nonsense" }), cookie),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "INVALID_INPUT", message: expect.any(String) } });
    }
    const large = await buy(JSON.stringify({ shootId: "s1", kind: "styles", padding: "x".repeat(12_000) }), cookie);
    expect(large.status).toBe(413);
    expect((await large.json()).error.code).toBe("BODY_TOO_LARGE");
  });

  it("refuses someone else's shoot 404 SHOOT_NOT_FOUND in the language the page sent", async () => {
    const catalogue = await seedCatalogue(db.prisma);
    const foreign = (await createShoot(db.prisma, { userId: (await createUser(db.prisma)).id, packageId: catalogue.packageId })).id;
    const cookie = await auth.signIn((await createUser(db.prisma)).id);
    const res = await buy(JSON.stringify({ shootId: foreign, kind: "headshots", pack: 10, locale: "es" }), cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "SHOOT_NOT_FOUND", message: "No hemos encontrado esta sesión en tu cuenta." } });
  });
});

describe("GET /api/upsell/orders/{id} and /api/upsell/shoots/{id}", () => {
  it("need a session, and show only the person's own order or shoot", async () => {
    expect((await get(order, "/api/upsell/orders/o1", { orderId: "o1" })).status).toBe(401);
    expect((await get(deliveries, "/api/upsell/shoots/s1", { id: "s1" })).status).toBe(401);

    const catalogue = await seedCatalogue(db.prisma);
    const owner = await createUser(db.prisma);
    const shootId = (await createShoot(db.prisma, { userId: owner.id, packageId: catalogue.packageId })).id;
    const stranger = await auth.signIn((await createUser(db.prisma)).id);
    const missing = await get(order, "/api/upsell/orders/nope", { orderId: "nope" }, stranger);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("ORDER_NOT_FOUND");
    const notTheirs = await get(deliveries, `/api/upsell/shoots/${shootId}`, { id: shootId }, stranger);
    expect(notTheirs.status).toBe(404);
    expect((await notTheirs.json()).error.code).toBe("SHOOT_NOT_FOUND");

    const own = await get(deliveries, `/api/upsell/shoots/${shootId}`, { id: shootId }, await auth.signIn(owner.id));
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(await own.json()).toEqual({ results: 0, editCredits: expect.any(Number), photoCredits: 0, pending: [] });
  });
});
