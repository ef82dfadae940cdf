// The /auth forms' server actions on the action wrapper: what goes to Auth.js, what comes back to the
// browser (never a password), and how Auth.js's refusals read. Auth.js itself only runs inside Next:
// its signIn is a stand-in that records the call and answers as told.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";

const auth = vi.hoisted(() => ({ db: null as PrismaClient | null, calls: [] as unknown[][], answer: null as null | (() => never) }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "192.0.2.77" }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => auth.db! }));
vi.mock("next-auth", () => ({ AuthError: class AuthError extends Error {} }));
vi.mock("@/lib/auth", () => ({
  signIn: async (...args: unknown[]) => {
    auth.calls.push(args);
    auth.answer?.();
  },
}));

let actions: typeof import("./actions");
let AuthError: new (message?: string) => Error;
let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  auth.db = db.prisma;
  actions = await import("./actions");
  AuthError = (await import("next-auth")).AuthError as never;
});
afterAll(async () => {
  await db?.cleanup();
});

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ locale: "de", ...fields })) fd.set(k, v);
  return fd;
};
const refusing = (code: string) => () => {
  throw Object.assign(new AuthError(code), { code });
};

describe("the /auth actions", () => {
  it("log in through Auth.js with the typed address, the reCAPTCHA token and a safe callback in the page's language", async () => {
    auth.calls = [];
    auth.answer = null;
    await actions.loginAction({}, form({ email: " Ada@Example.test ", password: "pw", recaptcha: "tok", callbackUrl: "//evil.example/x" }));
    expect(auth.calls).toEqual([["password", { email: "ada@example.test", password: "pw", recaptcha: "tok", redirectTo: "/de/auth/callback" }]]);
  });

  it("answer a refused login with its key and the address typed, never the password", async () => {
    auth.answer = refusing("tooManyAttempts:7");
    const state = await actions.loginAction({}, form({ email: "ada@example.test", password: "secret pw" }));
    expect(state).toMatchObject({ error: "tooManyAttempts", errorValues: { minutes: 7 }, values: { email: "ada@example.test" } });
    expect(JSON.stringify(state)).not.toContain("secret pw");
  });

  it("ask for the sign-up password on a verification link opened elsewhere, with the link's refusal when it was wrong", async () => {
    auth.answer = refusing("signUpPassword:passwordNeeded");
    expect(await actions.tokenSignInAction({}, form({ token: "t", kind: "verify" }))).toMatchObject({ detail: "passwordNeeded" });
    auth.answer = refusing("signUpPassword:wrongPassword");
    const state = await actions.tokenSignInAction({}, form({ token: "t", kind: "verify", password: "guess one" }));
    expect(state).toMatchObject({ detail: "passwordNeeded", error: "link.wrongPassword" });
    expect(JSON.stringify(state)).not.toMatch(/guess one|"t"/);
  });

  it("never send either new password back from the reset form", async () => {
    const state = await actions.resetPasswordAction({}, form({ token: "tok", password: "first new pw", confirm: "second new pw" }));
    expect(state).toEqual({ fieldErrors: { confirm: "passwordMismatch" }, values: {} });
  });

  it("refuse sign-up without the terms, keeping the name and address but not the password", async () => {
    const state = await actions.signUpAction({}, form({ name: "Ada", email: "ada@example.test", password: "long enough pw" }));
    expect(state).toMatchObject({ fieldErrors: { terms: "termsRequired" }, values: { name: "Ada", email: "ada@example.test" } });
    expect(JSON.stringify(state)).not.toContain("long enough pw");
  });
});
