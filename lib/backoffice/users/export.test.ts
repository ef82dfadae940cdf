// The people export (GET /api/backoffice/users/export): admins only, the list's own filter, formula-safe
// cells; and ending a person's sessions really signs their cookie out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/backoffice/users/export/route";
import { setDbForTests } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { request, routeCaller, type RouteCaller } from "@/lib/testing/http";
import { endUserSessions } from "./manage";

let db: TestDb;
let caller: RouteCaller;
let admin: { id: string };
let person: { id: string };

beforeAll(async () => {
  db = await openTestDb("pglite");
  caller = routeCaller(db);
  admin = await createUser(db.prisma, { role: "ADMIN", email: "boss@example.test" });
  person = await createUser(db.prisma, { email: "evil@example.test", name: "=HYPERLINK(\"http://x\")" });
  await createUser(db.prisma, { email: "other@elsewhere.test", name: "Other" });
}, 120_000);
afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
});

describe("the people export", () => {
  it("streams what the filter selects as CSV, formulas escaped", async () => {
    const res = await caller.call(GET, request("/api/backoffice/users/export?q=example.test&sort=email"), admin.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toContain("Email");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("boss@example.test");
    expect(lines[2]).toContain("evil@example.test");
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).not.toContain("elsewhere.test");
  });

  it("answers nobody but a platform admin", async () => {
    expect((await caller.call(GET, request("/api/backoffice/users/export"), null)).status).toBe(401);
    expect((await caller.call(GET, request("/api/backoffice/users/export"), person.id)).status).toBe(403);
  });
});

describe("ending sessions", () => {
  it("signs the person's existing cookie out", async () => {
    const other = await createUser(db.prisma, { role: "ADMIN" });
    expect((await caller.call(GET, request("/api/backoffice/users/export"), other.id)).status).toBe(200);
    await endUserSessions(db.prisma, { actorId: admin.id, userId: other.id });
    expect((await caller.call(GET, request("/api/backoffice/users/export"), other.id)).status).toBe(401);
  });
});
