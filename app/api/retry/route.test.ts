// /api/retry through the route wrapper, on a real database and real session cookies: who may call, bad
// input, and a refusal in the language the page sent in its body.
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/testing/auth";
import type { TestDb } from "@/lib/testing/db";
import { routeTestBed, type RouteTestBed } from "@/lib/testing/http";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { GET, POST } from "./route";

let db: TestDb;
let auth: RouteTestBed["auth"];

routeTestBed((bed) => ({ db, auth } = bed));

const none = { params: Promise.resolve({}) };
const post = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  POST(new Request("http://localhost/api/retry", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) } }), none);

describe("/api/retry", () => {
  it("answers a signed-out caller 401 NOT_SIGNED_IN", async () => {
    expect((await GET(new Request("http://localhost/api/retry"), none)).status).toBe(401);
    const res = await post({ shootId: "s1" });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("NOT_SIGNED_IN");
  });

  it("lists the person's own shoots only", async () => {
    const catalogue = await seedCatalogue(db.prisma);
    const u = await createUser(db.prisma);
    const mine = (await createShoot(db.prisma, { userId: u.id, packageId: catalogue.packageId })).id;
    await createShoot(db.prisma, { userId: (await createUser(db.prisma)).id, packageId: catalogue.packageId });
    const res = await GET(new Request("http://localhost/api/retry", { headers: { cookie: `${SESSION_COOKIE}=${await auth.signIn(u.id)}` } }), none);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { shoots: { id: string }[] }).shoots.map((s) => s.id)).toEqual([mine]);
  });

  it("refuses a missing shoot id 400 INVALID_INPUT, and someone else's shoot 404 NOT_FOUND in the page's language", async () => {
    const catalogue = await seedCatalogue(db.prisma);
    const cookie = await auth.signIn((await createUser(db.prisma)).id);
    const invalid = await post({ shootId: "" }, cookie);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.code).toBe("INVALID_INPUT");
    const foreign = (await createShoot(db.prisma, { userId: (await createUser(db.prisma)).id, packageId: catalogue.packageId })).id;
    const res = await post({ shootId: foreign, locale: "es" }, cookie, { "accept-language": "de" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "No hemos encontrado esta sesión en tu cuenta." } });
  });
});
