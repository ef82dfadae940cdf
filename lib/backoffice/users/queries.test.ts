// The people list's query (search by email, name or exact id; role, deleted and organisation filters;
// sort), its export batches, the detail view's loader, and the demo data (made twice, booked once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { demoAccount } from "@/prisma/seed/demo-accounts";
import { DEMO_USERS_GRANT, seedDemoUsers } from "@/prisma/seed/demo-backoffice-users";
import { grantUserCredits } from "./manage";
import { findUsersPage, loadUserDetail, usersBatches } from "./queries";
import { usersQuery } from "./schemas";

let db: TestDb;
let p: PrismaClient;
let people: Record<"ana" | "bo" | "cy" | "gone" | "admin" | "member" | "owner", { id: string; email: string }>;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const ana = await createUser(p, { email: "ana.lopez@example.test", name: "Ana López", createdAt: at(1) });
  const bo = await createUser(p, { email: "bo@firma.example", name: "Bo Zimmer", createdAt: at(2) });
  const cy = await createUser(p, { email: "cy@example.test", name: null, createdAt: at(3) });
  const gone = await createUser(p, { email: "deleted-x@deleted.lumen.invalid", name: null, deletedAt: at(5), createdAt: at(4) });
  const admin = await createUser(p, { email: "root@example.test", name: "Root Admin", role: "ADMIN", createdAt: at(6) });
  const member = await createUser(p, { email: "member@example.test", name: "Mo Member", createdAt: at(7) });
  const org = await createOrganization(p, { members: [{ userId: member.id, role: "MEMBER", status: "JOINED" }] });
  const owner = await p.user.findUniqueOrThrow({ where: { id: org.ownerId } });
  people = { ana, bo, cy, gone, admin, member, owner };
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

const ids = async (params: Record<string, string>) => (await findUsersPage(p, usersQuery.parse(params))).items.map((u) => u.id);

describe("the people list", () => {
  it("finds by part of the email, case-insensitively", async () => {
    expect(await ids({ q: "FIRMA.example" })).toEqual([people.bo.id]);
    expect(await ids({ q: "ana.lo" })).toEqual([people.ana.id]);
  });

  it("finds by part of the name", async () => {
    expect(await ids({ q: "zimm" })).toEqual([people.bo.id]);
    expect(await ids({ q: "lópez" })).toEqual([people.ana.id]);
  });

  it("finds by the exact account id, and not by a part of it", async () => {
    expect(await ids({ q: people.cy.id })).toEqual([people.cy.id]);
    expect(await ids({ q: people.cy.id.slice(0, 10) })).toEqual([]);
  });

  it("filters by role, deletion and organisation", async () => {
    expect(await ids({ role: "ADMIN" })).toEqual([people.admin.id]);
    expect(await ids({ deleted: "yes" })).toEqual([people.gone.id]);
    expect(await ids({ deleted: "no" })).not.toContain(people.gone.id);
    expect((await ids({ org: "yes" })).sort()).toEqual([people.member.id, people.owner.id].sort());
    const outside = await ids({ org: "no" });
    expect(outside).toContain(people.ana.id);
    expect(outside).not.toContain(people.member.id);
    expect(outside).not.toContain(people.owner.id);
  });

  it("sorts by created date (newest first by default), email and name, and pages", async () => {
    const all = await ids({});
    expect(all.indexOf(people.member.id)).toBeLessThan(all.indexOf(people.ana.id));
    expect((await ids({ sort: "createdAt" })).indexOf(people.ana.id)).toBeLessThan((await ids({ sort: "createdAt" })).indexOf(people.bo.id));
    const byEmail = (await findUsersPage(p, usersQuery.parse({ sort: "email" }))).items.map((u) => u.email);
    expect(byEmail).toEqual([...byEmail].sort());
    const byName = (await findUsersPage(p, usersQuery.parse({ sort: "name" }))).items.map((u) => u.name);
    expect(byName.slice(0, 2)).toEqual(["Ana López", "Bo Zimmer"]);
    expect(byName.at(-1)).toBeNull();
    const page = await findUsersPage(p, usersQuery.parse({ perPage: "10", page: "1" }));
    expect(page.total).toBe(all.length);
  });

  it("exports what the filter selects, in batches", async () => {
    const rows = [];
    for await (const batch of usersBatches(p, usersQuery.parse({ q: "example.test" }))) rows.push(...batch);
    expect(rows.map((r) => r.email).sort()).toEqual(["ana.lopez@example.test", "cy@example.test", "member@example.test", people.owner.email, "root@example.test"].sort());
  });
});

describe("the detail view", () => {
  it("shows the person's credits and the audit rows where they are the actor or the target, newest first", async () => {
    await grantUserCredits(p, { actorId: people.admin.id, userId: people.ana.id, kind: "PHOTO", amount: 4, reason: "Sorry" });
    await p.auditLog.create({ data: { actorId: people.ana.id, action: "review.create", targetType: "Review", targetId: "r1" } });
    const detail = (await loadUserDetail(p, people.ana.id))!;
    expect(detail.user.photoCredits).toBe(4);
    expect(detail.audit.map((a) => a.action)).toEqual(["review.create", "user.credits.grant"]);
    expect(detail.credits).toMatchObject([{ kind: "PHOTO", delta: 4, reason: "Sorry" }]);
    expect(detail.user).not.toHaveProperty("passwordHash");
    expect(await loadUserDetail(p, "nobody")).toBeNull();
  });
});

describe("the demo data", () => {
  it("grants the demo person photo credits once, however often it runs", async () => {
    const admin = await createUser(p, { email: demoAccount("admin").email, role: "ADMIN" });
    const person = await createUser(p, { email: demoAccount("user").email });
    const log: string[] = [];
    const deps = { db: p } as Parameters<typeof seedDemoUsers>[0];
    await seedDemoUsers(deps, (l) => log.push(l));
    await seedDemoUsers(deps, (l) => log.push(l));
    expect((await p.user.findUniqueOrThrow({ where: { id: person.id } })).photoCredits).toBe(DEMO_USERS_GRANT.amount);
    expect(await p.auditLog.count({ where: { action: "user.credits.grant", targetId: person.id, actorId: admin.id } })).toBe(1);
    expect(log[1]).toMatch(/already/);
  });
});
