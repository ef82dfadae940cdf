// The results list's "mark as actioned" form on the action wrapper, with the real session check (the
// route guard's lead role, read fresh from a throw-away database) and the real rules behind it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { submitForm } from "@/lib/testing/actions";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";

const now = vi.hoisted(() => ({ db: null as PrismaClient | null, userId: null as string | null, refreshed: 0 }));
vi.mock("next/cache", () => ({ refresh: () => void now.refreshed++ }));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => now.db! }));
vi.mock("@/lib/auth", () => ({ auth: async () => (now.userId ? { user: { id: now.userId }, authAt: Date.now() } : null) }));

let actions: typeof import("./actions");
let db: TestDb;
let team: TestTeam;
let other: TestTeam;
let shoot: { shootId: string; userId: string };

beforeAll(async () => {
  db = await openTestDb("pglite");
  now.db = db.prisma;
  actions = await import("./actions");
  team = await createTeam(db.prisma);
  other = await createTeam(db.prisma);
  shoot = await createTeamMemberShoot(db.prisma, null, team, { name: "Ana Ruiz" });
});
afterAll(async () => {
  await db?.cleanup();
});

const actionedAt = async () => (await db.prisma.shoot.findUniqueOrThrow({ where: { id: shoot.shootId } })).actionedAt;

describe("the actioned mark", () => {
  it("is set and taken back by a lead of the organisation, and the page is refreshed", async () => {
    now.userId = team.leadId;
    expect(await submitForm(actions.setActionedAction, { shootId: shoot.shootId, actioned: "1", locale: "en" })).toMatchObject({ ok: true });
    expect(await actionedAt()).toBeInstanceOf(Date);
    expect(now.refreshed).toBe(1);
    expect(await submitForm(actions.setActionedAction, { shootId: shoot.shootId, actioned: "0", locale: "en" })).toMatchObject({ ok: true });
    expect(await actionedAt()).toBeNull();
  });

  it("is refused to another organisation's lead (NOT_FOUND), to a member (forbidden) and to nobody signed in", async () => {
    now.userId = other.leadId;
    expect(await submitForm(actions.setActionedAction, { shootId: shoot.shootId, actioned: "1", locale: "en" })).toMatchObject({ error: "NOT_FOUND" });
    now.userId = shoot.userId;
    expect(await submitForm(actions.setActionedAction, { shootId: shoot.shootId, actioned: "1", locale: "en" })).toMatchObject({ error: "forbidden" });
    now.userId = null;
    expect(await submitForm(actions.setActionedAction, { shootId: shoot.shootId, actioned: "1", locale: "en" })).toMatchObject({ error: "notSignedIn" });
    expect(await actionedAt()).toBeNull();
  });
});
