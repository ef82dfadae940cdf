// The email-link route handler (/track, as Next calls it) on a real database and real session cookies: the reader (if any) comes
// from the route's optional session, and every answer is a redirect (or the pixel), never a refusal.
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/testing/auth";
import type { TestDb } from "@/lib/testing/db";
import { routeTestBed, type RouteTestBed } from "@/lib/testing/http";
import { createUser } from "@/lib/testing/fixtures";
import { EMAIL_CLICK_ACTION } from "./answer";
import { GET as track } from "@/app/[locale]/(bare)/track/[[...type]]/route";

let db: TestDb;
let auth: RouteTestBed["auth"];

routeTestBed((bed) => ({ db, auth } = bed));

const click = (path: string, params: Record<string, unknown>, cookie?: string) =>
  track(new Request(`http://localhost${path}`, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} }), { params: Promise.resolve(params as Record<string, string>) });

describe("an email link's route", () => {
  it("records the signed-in reader's click and redirects to the localised page", async () => {
    const u = await createUser(db.prisma);
    const res = await click("/de/track/results?shoot=cabc&src=shoot-ready", { locale: "de", type: ["results"] }, await auth.signIn(u.id));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://localhost/de/app/results/cabc");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await db.prisma.auditLog.count({ where: { actorId: u.id, action: EMAIL_CLICK_ACTION, targetId: "results" } })).toBe(1);
  });

  it("is no one's click with a made-up or missing cookie, and still redirects", async () => {
    const before = await db.prisma.auditLog.count({ where: { action: EMAIL_CLICK_ACTION, targetId: "pricing", actorId: null } });
    expect((await click("/track/pricing", { locale: "en", type: ["pricing"] }, "made-up")).headers.get("location")).toBe("http://localhost/pricing");
    expect((await click("/track/pricing", { locale: "en", type: ["pricing"] })).status).toBe(302);
    expect(await db.prisma.auditLog.count({ where: { action: EMAIL_CLICK_ACTION, targetId: "pricing", actorId: null } })).toBe(before + 2);
  });

  it("falls back instead of refusing odd path parameters", async () => {
    const odd = await click("/xx/track", { locale: "xx", type: "not-a-list" });
    expect(odd.status).toBe(302);
    expect(odd.headers.get("location")).toBe("http://localhost/app");
  });

  it("answers the open pixel as an image", async () => {
    const res = await click("/track/open?src=order-confirmation", { locale: "en", type: ["open"] });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
  });
});
