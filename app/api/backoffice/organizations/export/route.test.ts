// GET /api/backoffice/organizations/export: platform admins only (signed out 401, a person 403), and
// the list's selection as a formula-safe CSV with the header in the link's language.
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/testing/auth";
import type { TestDb } from "@/lib/testing/db";
import { routeTestBed, type RouteTestBed } from "@/lib/testing/http";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { GET } from "./route";

let db: TestDb;
let auth: RouteTestBed["auth"];

routeTestBed(async (bed) => {
  ({ db, auth } = bed);
});

const download = (query: string, cookie?: string) =>
  GET(new Request(`http://localhost/api/backoffice/organizations/export${query}`, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} }), { params: Promise.resolve({}) });

describe("GET /api/backoffice/organizations/export", () => {
  it("refuses the signed out and anyone who is not a platform admin", async () => {
    expect((await download("?locale=en")).status).toBe(401);
    const person = await createUser(db.prisma);
    expect((await download("?locale=en", await auth.signIn(person.id))).status).toBe(403);
  });

  it("sends what the filter selects, formula-safe, in the link's language", async () => {
    const admin = await createUser(db.prisma, { role: "ADMIN" });
    const owner = await createUser(db.prisma, { name: "Olga Owner" });
    const org = await createOrganization(db.prisma, { name: "=HYPERLINK(\"x\") Corp", ownerId: owner.id, credits: 7, creditsReserved: 2, currency: "EUR" });
    await createOrganization(db.prisma, { name: "Other Corp", credits: 0 });
    const res = await download(`?credits=yes&locale=de&q=${encodeURIComponent("hyperlink")}`, await auth.signIn(admin.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="lumen-organisationen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    const lines = text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("ID,Name,Name des Inhabers,E-Mail des Inhabers,Mitglieder,Credits,Zurückgehalten,Frei,Währung,Angelegt,Gelöscht");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(org.id);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Corp"`);
    expect(lines[1]).toContain(",0,7,2,5,EUR,");
  });
});
