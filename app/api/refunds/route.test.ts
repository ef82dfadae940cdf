// /api/refunds through the route wrapper, on a real database and real session cookies: who may call,
// how bad input is answered, and that a refusal speaks the language the page sent in its body.
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/testing/auth";
import type { TestDb } from "@/lib/testing/db";
import { routeTestBed, type RouteTestBed } from "@/lib/testing/http";
import { createUser } from "@/lib/testing/fixtures";
import { GET, POST } from "./route";

let db: TestDb;
let auth: RouteTestBed["auth"];

routeTestBed((bed) => ({ db, auth } = bed));

const none = { params: Promise.resolve({}) };
const post = (body: string, cookie?: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  POST(new Request("http://localhost/api/refunds", { method: "POST", body, headers: { ...headers, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) } }), none);

async function pendingOrder(userId: string) {
  const pkg = await db.prisma.package.create({ data: { slug: `refund-route-${userId}`, name: "Route", headshots: 10, styles: 2, outputSize: 1024, prices: { create: { currency: "USD", amount: 1500 } } } });
  return db.prisma.order.create({ data: { userId, kind: "PACKAGE", packageId: pkg.id, currency: "USD", subtotal: 1500, total: 1500, provider: "test" } });
}

describe("/api/refunds", () => {
  it("answers a signed-out caller 401 NOT_SIGNED_IN, uncached, before reading anything", async () => {
    const list = await GET(new Request("http://localhost/api/refunds"), none);
    expect(list.status).toBe(401);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect((await list.json()).error.code).toBe("NOT_SIGNED_IN");
    expect((await (await post("{not json")).json()).error.code).toBe("NOT_SIGNED_IN");
  });

  it("lists the person's refundable orders (none yet)", async () => {
    const u = await createUser(db.prisma);
    const res = await GET(new Request("http://localhost/api/refunds", { headers: { cookie: `${SESSION_COOKIE}=${await auth.signIn(u.id)}` } }), none);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ orders: [] });
  });

  it("refuses bad input: an unreadable body 400 INVALID_BODY, a missing order 400 INVALID_INPUT", async () => {
    const cookie = await auth.signIn((await createUser(db.prisma)).id);
    const form = await post("orderId=1", cookie, { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(400);
    expect((await form.json()).error.code).toBe("INVALID_BODY");
    const empty = await post(JSON.stringify({ orderId: " " }), cookie);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({ code: "INVALID_INPUT", message: expect.any(String) });
  });

  it("answers the refund's own refusals with their status, in the language the page sent", async () => {
    const u = await createUser(db.prisma);
    const other = await createUser(db.prisma);
    const cookie = await auth.signIn(u.id);
    const foreign = await post(JSON.stringify({ orderId: (await pendingOrder(other.id)).id, locale: "de" }), cookie, { "content-type": "application/json", "accept-language": "en" });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: "ORDER_NOT_FOUND", message: "Wir konnten diese Bestellung in deinem Konto nicht finden." } });
    const unpaid = await post(JSON.stringify({ orderId: (await pendingOrder(u.id)).id }), cookie);
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).error.code).toBe("NOT_PAID");
  });
});
