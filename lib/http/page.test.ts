// openPage (lib/http/page.ts): while an admin views the app as someone, every page it opens is audited.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { setDbForTests } from "@/lib/db";
import type { Principal } from "@/lib/routes/middleware";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { openPage } from "./page";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ guardPage: async () => request.principal }));
vi.mock("next-intl/server", () => ({ setRequestLocale: () => undefined }));

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  setDbForTests(db);
}, 60_000);
afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
});

it("a page opened while viewing writes user.view-as.page with its path; an ordinary one writes nothing", async () => {
  const admin = await createUser(db.prisma, { role: "ADMIN" });
  const person = await createUser(db.prisma);
  request.principal = { userId: person.id, role: "user", orgRole: null };
  await openPage(Promise.resolve({ locale: "en" }), "/app");
  expect(await db.prisma.auditLog.count()).toBe(0);
  request.principal = { userId: person.id, role: "user", orgRole: null, viewingAs: { adminId: admin.id } };
  const { principal } = await openPage(Promise.resolve({ locale: "en" }), "/app/results/[id]", "/app/results/abc");
  expect(principal?.viewingAs).toEqual({ adminId: admin.id });
  const rows = await db.prisma.auditLog.findMany({ where: { action: "user.view-as.page" } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ actorId: admin.id, targetType: "User", targetId: person.id, data: { path: "/app/results/abc" } });
});
