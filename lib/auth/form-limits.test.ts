// The four forms that send an email (sign-up, resend verification, password reset, magic link), run
// through their real server actions on a throw-away database, as someone filling an inbox or sweeping
// addresses would use them.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTranslator } from "use-intl/core";
import type { PrismaClient } from "@/lib/db";
import { readMessages } from "@/lib/i18n/message-files";
import { openTestDb, type TestDb } from "@/lib/testing/db";

// What exists only inside Next: the request's headers (its X-Forwarded-For as scripts/serve.ts leaves
// it) and cookies; the app database handle points at the test database. Auth.js (only the login form
// uses it) cannot load outside Next.
const request = vi.hoisted(() => ({ ip: "192.0.2.1", db: null as PrismaClient | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": request.ip }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => request.db! }));
vi.mock("@/lib/auth", () => ({ signIn: async () => undefined }));
vi.mock("next-auth", () => ({ AuthError: class AuthError extends Error {} }));

type Actions = typeof import("@/lib/auth/actions");
type ActionState = Awaited<ReturnType<Actions["magicLinkAction"]>>;
let actions: Actions;
let db: TestDb;
let seq = 0;

beforeAll(async () => {
  db = await openTestDb("pglite");
  request.db = db.prisma;
  actions = await import("@/lib/auth/actions");
});
afterAll(async () => {
  await db?.cleanup();
});

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ locale: "de", ...fields })) fd.set(k, v);
  return fd;
};
/** A server action's answer; a redirect (sign-up's "check your inbox") counts as done. */
async function send(action: (prev: ActionState, fd: FormData) => Promise<ActionState>, fields: Record<string, string>): Promise<ActionState> {
  try {
    return await action({}, form(fields));
  } catch (e) {
    if (String((e as { digest?: string }).digest ?? "").startsWith("NEXT_REDIRECT")) return { ok: true };
    throw e;
  }
}
const nextIp = () => `192.0.2.${++seq}`;
const mailsTo = (email: string) => db.prisma.emailOutbox.count({ where: { to: email } });

const FORMS = {
  signup: (email: string) => send(actions.signUpAction, { name: "Ada Lovelace", email, password: "long enough pw", terms: "on" }),
  resend: (email: string) => send(actions.resendVerificationAction, { email }),
  reset: (email: string) => send(actions.requestResetAction, { email }),
  magic: (email: string) => send(actions.magicLinkAction, { email }),
};

describe.each(Object.keys(FORMS) as (keyof typeof FORMS)[])("the %s form", (name) => {
  it("answers 3 requests for one address in 15 minutes and refuses the 4th, +tags included, saying when to try again", async () => {
    const email = `inbox-${name}-${Date.now()}@example.test`;
    if (name === "resend" || name === "reset") await db.prisma.user.create({ data: { email, referralCode: `inbox-${name}-${Date.now()}`, passwordHash: null, emailVerified: name === "reset" ? new Date() : null } });
    const run = FORMS[name];
    for (const address of [email, email, email.replace("@", "+2@")]) {
      request.ip = nextIp(); // a new client address each time does not help
      expect(await run(address)).toMatchObject({ ok: true });
    }
    const sent = await mailsTo(email);
    expect(sent).toBeGreaterThan(0);
    request.ip = nextIp();
    expect(await run(email.replace("@", "+3@"))).toMatchObject({ error: "tooManyRequests", errorValues: { minutes: 15 }, values: { email: email.replace("@", "+3@") } });
    expect(await run(email)).toMatchObject({ error: "tooManyRequests" });
    expect(await mailsTo(email)).toBe(sent);
  });

  it("answers 20 requests from one client address and refuses the 21st; other addresses go on", async () => {
    const run = FORMS[name];
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      request.ip = ip;
      expect(await run(`sweep-${name}-${i}-${Date.now()}@example.test`)).toMatchObject({ ok: true });
    }
    const last = `sweep-${name}-last-${Date.now()}@example.test`;
    expect(await run(last)).toMatchObject({ error: "tooManyRequests", errorValues: { minutes: 15 } });
    expect(await mailsTo(last)).toBe(0);
    request.ip = nextIp();
    expect(await run(last)).toMatchObject({ ok: true });
  });
});

describe("the refusal", () => {
  it("is in the reader's language and says when to try again", () => {
    const say = (locale: "en" | "de" | "es", minutes: number) =>
      createTranslator({ locale, messages: readMessages(locale) as never, namespace: "Auth.errors" as never })("tooManyRequests" as never, { minutes } as never);
    expect(say("en", 15)).toMatch(/Please try again in 15 minutes\.$/);
    expect(say("de", 15)).toMatch(/in 15 Minuten noch einmal\.$/);
    expect(say("es", 15)).toMatch(/dentro de 15 minutos\.$/);
    expect([say("en", 1), say("de", 1), say("es", 1)]).toEqual([
      expect.stringMatching(/in 1 minute\.$/),
      expect.stringMatching(/in 1 Minute noch/),
      expect.stringMatching(/dentro de 1 minuto\.$/),
    ]);
  });
});

describe("with reCAPTCHA keys set", () => {
  it("every one of the four forms refuses a request without a reCAPTCHA token, before counting or sending anything", async () => {
    vi.resetModules();
    vi.stubEnv("RECAPTCHA_SECRET_KEY", "server-secret");
    vi.stubEnv("NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "site-key");
    try {
      const guarded = await import("@/lib/auth/actions");
      const email = `captcha-${Date.now()}@example.test`;
      request.ip = nextIp();
      for (const action of [guarded.signUpAction, guarded.resendVerificationAction, guarded.requestResetAction, guarded.magicLinkAction]) {
        expect(await send(action, { name: "Ada Lovelace", email, password: "long enough pw", terms: "on" })).toMatchObject({ error: "recaptchaFailed" });
      }
      expect(await mailsTo(email)).toBe(0);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
