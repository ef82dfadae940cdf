// The account forms' server actions on the action wrapper, with the real session check (the person
// read fresh from a throw-away database) and the real lib/account rules behind them. Auth.js only
// runs inside Next: its auth() answers with the session the test sets.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";

const now = vi.hoisted(() => ({ db: null as PrismaClient | null, userId: null as string | null }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "192.0.2.88" }) }));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => now.db! }));
vi.mock("@/lib/auth", () => ({
  auth: async () => (now.userId ? { user: { id: now.userId }, authAt: Date.now() } : null),
  signOut: async () => {},
  keepCurrentSession: async () => {},
}));

let actions: typeof import("./actions");
let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  now.db = db.prisma;
  actions = await import("./actions");
});
afterAll(async () => {
  await db?.cleanup();
});

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ locale: "en", ...fields })) fd.set(k, v);
  return fd;
};

describe("the account actions", () => {
  it("refuse a signed-out person before anything is saved, keeping what was typed", async () => {
    const user = await createUser(db.prisma);
    now.userId = null;
    expect(await actions.updateProfileAction({}, form({ name: "Mallory", jobTitle: "", phone: "" }))).toEqual({ error: "notSignedIn", values: { name: "Mallory", jobTitle: "", phone: "" } });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name).not.toBe("Mallory");
  });

  it("save the signed-in person's own profile, and explain a bad field without losing the rest", async () => {
    const user = await createUser(db.prisma);
    now.userId = user.id;
    expect(await actions.updateProfileAction({}, form({ name: "Ada", jobTitle: "Analyst", phone: "not a phone" }))).toEqual({
      fieldErrors: { phone: "phoneInvalid" },
      values: { name: "Ada", jobTitle: "Analyst", phone: "not a phone" },
    });
    expect(await actions.updateProfileAction({}, form({ name: "Ada", jobTitle: "Analyst", phone: "+1 555 010 2030", userId: "someone-else" }))).toMatchObject({ ok: true });
    expect(await db.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true, jobTitle: true, phone: true } })).toEqual({ name: "Ada", jobTitle: "Analyst", phone: "+1 555 010 2030" });
  });

  it("refuse a wrong current password on the password form: the new ones come back for the next try, the wrong one does not", async () => {
    const user = await createUser(db.prisma);
    await db.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword("the right one") } });
    now.userId = user.id;
    const state = await actions.changePasswordAction({}, form({ currentPassword: "a wrong one", newPassword: "brand new secret", confirmPassword: "brand new secret" }));
    expect(state).toEqual({ fieldErrors: { currentPassword: "wrongPassword" }, values: { newPassword: "brand new secret", confirmPassword: "brand new secret" } });
  });

  it("give back everything typed on a password form with a mistake, each error under its own field", async () => {
    const user = await createUser(db.prisma);
    await db.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword("the right one") } });
    now.userId = user.id;
    const typed = { currentPassword: "the right one", newPassword: "brand new secret", confirmPassword: "brand new secert" };
    expect(await actions.changePasswordAction({}, form(typed))).toEqual({ fieldErrors: { confirmPassword: "passwordMismatch" }, values: typed });
    // Empty new fields say so, in their own words, not as the current password's error or a mismatch.
    expect(await actions.changePasswordAction({}, form({ currentPassword: "", newPassword: "", confirmPassword: "brand new secret" }))).toEqual({
      fieldErrors: { currentPassword: "passwordRequired", newPassword: "newPasswordRequired" },
      values: { currentPassword: "", newPassword: "", confirmPassword: "brand new secret" },
    });
    expect(await actions.changePasswordAction({}, form({ currentPassword: "the right one", newPassword: "brand new secret", confirmPassword: "" }))).toMatchObject({
      fieldErrors: { confirmPassword: "confirmPasswordRequired" },
    });
    // Other forms still never send a password back.
    expect(await actions.requestEmailChangeAction({}, form({ newEmail: "x@example.test", confirmEmail: "y@example.test", currentPassword: "the right one" }))).toEqual({
      fieldErrors: { confirmEmail: "emailMismatch" },
      values: { newEmail: "x@example.test", confirmEmail: "y@example.test" },
    });
  });

  it("answer a forged unsubscribe link with `invalid`, for anyone", async () => {
    now.userId = null;
    expect(await actions.setMarketingAction({}, form({ token: "someone.forged", optOut: "1" }))).toEqual({ error: "invalid", values: { optOut: "1" } });
  });
});
