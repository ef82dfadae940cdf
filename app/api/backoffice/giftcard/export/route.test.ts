// GET /api/backoffice/giftcard/export: a batch's codes as CSV for a platform admin, refused to anyone else.
import { describe, expect, it } from "vitest";
import { issueGiftCardBatch } from "@/lib/backoffice/giftcards/giftcards";
import { SESSION_COOKIE } from "@/lib/testing/auth";
import type { TestDb } from "@/lib/testing/db";
import { createPackage, createUser } from "@/lib/testing/fixtures";
import { routeTestBed, type RouteTestBed } from "@/lib/testing/http";
import { GET } from "./route";

let db: TestDb;
let auth: RouteTestBed["auth"];

routeTestBed(async (bed) => {
  ({ db, auth } = bed);
});

const download = (query: string, cookie?: string) =>
  GET(new Request(`http://localhost/api/backoffice/giftcard/export${query}`, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} }), { params: Promise.resolve({}) });

describe("GET /api/backoffice/giftcard/export", () => {
  it("sends one batch's codes with package, status, redeemer and dates to an admin", async () => {
    const admin = await createUser(db.prisma, { role: "ADMIN" });
    const redeemer = await createUser(db.prisma, { email: "csv-redeemer@example.test" });
    const pkg = await createPackage(db.prisma, { name: "Starter CSV" });
    const batch = await issueGiftCardBatch(db.prisma, { requestId: "csv-batch-0000000001", packageId: pkg.id, quantity: 3, label: "CSV batch", expiresAt: null, actorId: admin.id });
    await issueGiftCardBatch(db.prisma, { requestId: "csv-batch-0000000002", packageId: pkg.id, quantity: 2, label: "Other batch", expiresAt: null, actorId: admin.id });
    await db.prisma.giftCard.update({ where: { code: batch.codes[0] }, data: { status: "USED", redeemedById: redeemer.id, redeemedAt: new Date() } });

    const res = await download(`?batchId=${batch.id}&locale=en`, await auth.signIn(admin.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="lumen-gift-cards-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = new TextDecoder().decode(await res.arrayBuffer()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]!.split(",").slice(0, 4)).toEqual(["Code", "Package", "Status", "Redeemed by"]);
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.includes("csv-redeemer@example.test"))).toHaveLength(1);
    expect(lines.slice(1).every((l) => l.includes("Starter CSV") && l.includes("CSV batch"))).toBe(true);
  });

  it("refuses a person who is not an admin, and a signed-out request", async () => {
    const person = await createUser(db.prisma);
    expect((await download("?locale=en", await auth.signIn(person.id))).status).toBe(403);
    expect((await download("?locale=en")).status).toBe(401);
  });
});
