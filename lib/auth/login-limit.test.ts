// Password logins as a guesser would try them: from another address than the owner's, from many
// accounts at once, with a forged X-Forwarded-For per request, in parallel, and against addresses
// that have no account (timing).
import * as crypto from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { knownClientIp } from "@/lib/http/client-ip";
import { appendPeerHop } from "@/lib/http/peer-hop";
import { createRateLimits, rateLimitRules, type RateLimits } from "@/lib/rate-limit";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { hashPassword } from "./password";
import { passwordLogin } from "./password-login";
import { startLoginAttempt } from "./rate-limit";

// Watches scrypt (the real one runs): which parameters each password check paid for.
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

const PASSWORD = "correct horse battery";
const rules = rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 });
const memory = (): RateLimits => createRateLimits({ kind: "memory" }, rules);
let db: TestDb;
let seq = 0;

async function account(data: { verified?: boolean; password?: string | null; deleted?: boolean } = {}) {
  const email = `login-${Date.now()}-${++seq}@example.test`;
  await db.prisma.user.create({
    data: {
      email,
      referralCode: `login-${Date.now()}-${seq}`,
      emailVerified: data.verified === false ? null : new Date(),
      passwordHash: data.password === null ? null : await hashPassword(data.password ?? PASSWORD),
      deletedAt: data.deleted ? new Date() : null,
    },
  });
  return email;
}

beforeAll(async () => {
  db = await openTestDb("pglite");
});
afterAll(async () => {
  await db?.cleanup();
});

describe("the login lock", () => {
  it("locks an (email, address) pair after 5 wrong passwords and says when to retry; a right password clears the streak", async () => {
    const limits = memory();
    const email = await account();
    const login = (password: string) => passwordLogin(db.prisma, { email, password, ip: "10.9.9.9" }, limits);
    for (let i = 0; i < 4; i++) expect(await login(`guess ${i}`)).toEqual({ ok: false, error: "invalidCredentials" });
    expect(await login(PASSWORD)).toMatchObject({ ok: true });
    // The streak started over: five more wrong ones before the lock.
    for (let i = 0; i < 5; i++) expect(await login(`guess ${i}`)).toEqual({ ok: false, error: "invalidCredentials" });
    expect(await login(PASSWORD)).toEqual({ ok: false, error: "tooManyAttempts", retryAfterMinutes: 15 });
  });

  it("a guesser at another address cannot lock the owner out", async () => {
    const limits = memory();
    const email = await account();
    for (let i = 0; i < 60; i++) await passwordLogin(db.prisma, { email, password: `guess ${i}`, ip: "203.0.113.66" }, limits);
    expect(await passwordLogin(db.prisma, { email, password: PASSWORD, ip: "203.0.113.66" }, limits)).toMatchObject({ ok: false, error: "tooManyAttempts" });
    expect(await passwordLogin(db.prisma, { email, password: PASSWORD, ip: "198.51.100.7" }, limits)).toMatchObject({ ok: true });
  });

  // The counting itself (what passwordLogin runs before each password check), without 100 scrypt runs.
  const wrongGuess = async (email: string, ip: string, limits: RateLimits) => {
    const attempt = await startLoginAttempt(email, ip, limits);
    if (!attempt.locked) await attempt.settle(false);
    return attempt.locked;
  };

  it("an address trying many accounts is stopped at 20 wrong passwords", async () => {
    const limits = memory();
    for (let i = 0; i < 20; i++) expect(await wrongGuess(`sweep-${i}@example.test`, "10.7.7.7", limits)).toBe(false);
    const email = await account();
    expect(await passwordLogin(db.prisma, { email, password: PASSWORD, ip: "10.7.7.7" }, limits)).toMatchObject({ error: "tooManyAttempts" });
    expect(await passwordLogin(db.prisma, { email, password: PASSWORD, ip: "10.7.7.8" }, limits)).toMatchObject({ ok: true });
  });

  it("a crowd of addresses guessing one account meets the account's ceiling of 100", async () => {
    const limits = memory();
    const email = await account();
    for (let a = 0; a < 20; a++) {
      for (let i = 0; i < 5; i++) expect(await wrongGuess(email, `10.8.0.${a}`, limits)).toBe(false);
      // Refused attempts of a locked pair do not feed the account's count.
      for (let i = 0; i < 5; i++) expect(await wrongGuess(email, `10.8.0.${a}`, limits)).toBe(true);
    }
    expect(await passwordLogin(db.prisma, { email, password: PASSWORD, ip: "10.8.1.1" }, limits)).toMatchObject({ error: "tooManyAttempts" });
  });

  it("tells an unverified account to verify only with the right password", async () => {
    const limits = memory();
    const email = await account({ verified: false });
    expect(await passwordLogin(db.prisma, { email, password: "guess", ip: "10.6.6.6" }, limits)).toEqual({ ok: false, error: "invalidCredentials" });
    expect(await passwordLogin(db.prisma, { email, password: PASSWORD, ip: "10.6.6.6" }, limits)).toEqual({ ok: false, error: "emailNotVerified" });
  });
});

describe("a missing account costs what a wrong password costs", () => {
  it("runs one scrypt check with the same parameters for a missing, deleted or passwordless account as for a wrong password", async () => {
    const limits = memory();
    const scrypt = vi.mocked(crypto.scrypt);
    const cost = async (email: string) => {
      scrypt.mockClear();
      expect(await passwordLogin(db.prisma, { email, password: "wrong password", ip: "10.5.5.5" }, limits)).toEqual({ ok: false, error: "invalidCredentials" });
      return scrypt.mock.calls.map((c) => ({ keylen: c[2], options: c[3] }));
    };
    const wrong = await cost(await account());
    expect(wrong).toEqual([{ keylen: 32, options: expect.objectContaining({ N: 32768, r: 8, p: 1 }) }]);
    expect(await cost("nobody-here@example.test")).toEqual(wrong);
    expect(await cost(await account({ deleted: true }))).toEqual(wrong);
    expect(await cost(await account({ password: null }))).toEqual(wrong);
  });
});

describe("40 logins with 40 forged X-Forwarded-For values", () => {
  let server: Server;
  let port: number;
  const limits = memory();
  beforeAll(async () => {
    // The app's server (scripts/serve.ts appends the socket address), then what `authorize` does.
    server = createServer((req, res) => {
      appendPeerHop(req);
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", async () => {
        const { email, password } = JSON.parse(body) as { email: string; password: string };
        const ip = knownClientIp(new Headers({ "x-forwarded-for": String(req.headers["x-forwarded-for"]) }), 0);
        res.end(JSON.stringify(await passwordLogin(db.prisma, { email, password, ip }, limits)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (forged: string, body: object) =>
    new Promise<{ ok: boolean; error?: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path: "/", headers: { "x-forwarded-for": forged, "content-type": "application/json" } }, (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve(JSON.parse(text)));
      });
      req.on("error", reject);
      req.end(JSON.stringify(body));
    });

  it("hit the address limit after 20", async () => {
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await post(`198.18.${i}.${i + 1}`, { email: `sweep-${i}@example.test`, password: "guess" }));
    expect(answers.slice(0, 20).every((a) => a.error === "invalidCredentials")).toBe(true);
    expect(answers.slice(20).every((a) => a.error === "tooManyAttempts")).toBe(true);
  });
});

describe("parallel guesses on PostgreSQL", () => {
  let pgDb: TestDb;
  let pool: pg.Pool;
  beforeAll(async () => {
    pgDb = await openTestDb("postgres");
    pool = pgDb.pool!(10);
  });
  afterAll(async () => {
    await pgDb?.cleanup();
  });

  it("30 wrong passwords at once: 5 are checked, 25 are refused", async () => {
    const limits = createRateLimits({ kind: "postgres", pool }, rules);
    const email = `parallel-${Date.now()}@example.test`;
    await pgDb.prisma.user.create({ data: { email, referralCode: `parallel-${Date.now()}`, emailVerified: new Date(), passwordHash: await hashPassword(PASSWORD) } });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => passwordLogin(pgDb.prisma, { email, password: `guess ${i}`, ip: "10.4.4.4" }, limits)));
    expect(answers.filter((a) => !a.ok && a.error === "invalidCredentials")).toHaveLength(5);
    expect(answers.filter((a) => !a.ok && a.error === "tooManyAttempts")).toHaveLength(25);
  });
});
