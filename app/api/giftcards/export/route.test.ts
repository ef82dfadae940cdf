// GET /api/giftcards/export through the route wrapper, on a real database and real session cookies:
// the signed-out answer in the one refusal shape, and the CSV download in the language the link names.
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/testing/auth";
import type { TestDb } from "@/lib/testing/db";
import { routeTestBed, type RouteTestBed } from "@/lib/testing/http";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { GET } from "./route";

let db: TestDb;
let auth: RouteTestBed["auth"];

routeTestBed(async (bed) => {
  ({ db, auth } = bed);
  await runSeed(db.prisma);
});

const download = (query: string, cookie?: string) =>
  GET(new Request(`http://localhost/api/giftcards/export${query}`, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} }), { params: Promise.resolve({}) });

describe("GET /api/giftcards/export", () => {
  it("answers a signed-out request 401 in the one refusal shape", async () => {
    const res = await download("?filter=all&locale=en");
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: { code: "NOT_SIGNED_IN", message: expect.any(String) } });
  });

  it("sends the buyer's codes as a formula-safe CSV with the header in the link's language", async () => {
    const buyer = await createUser(db.prisma);
    const starter = await db.prisma.package.findUniqueOrThrow({ where: { slug: "starter" } });
    const code = `-GC-${Date.now().toString(36)}`;
    await db.prisma.giftCard.create({ data: { code, packageId: starter.id, tier: "starter", buyerUserId: buyer.id } });
    const res = await download("?filter=unused&locale=de", await auth.signIn(buyer.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="lumen-gift-cards-unused-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(header).toBe("Code,Paket,Status,Gekauft am,Eingelöst am,Einlöse-Link");
    expect(row!.startsWith(`'${code},starter,Unbenutzt,`)).toBe(true);
  });

  it("reads an unknown filter as all", async () => {
    const res = await download("?filter=bogus", await auth.signIn((await createUser(db.prisma)).id));
    expect(res.headers.get("content-disposition")).toContain("lumen-gift-cards-all-");
  });
});
