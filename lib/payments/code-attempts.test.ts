// Code guessing against the real RateLimiterPostgres: every guess is counted before the code is looked
// up, so a burst of parallel guesses (several web processes, several connections) cannot all pass a
// check made before any of them was counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";
import { CODE_ATTEMPTS } from "./code-attempts";
import { previewPrice } from "./pricing";

describe("code guessing at the same moment on PostgreSQL", () => {
  let db: TestDb;
  let p: PrismaClient;
  beforeAll(async () => {
    db = await openTestDb("postgres");
    p = db.prisma;
    await runSeed(p, { demo: true }); // the WELCOME10 coupon
  });
  afterAll(async () => {
    await db?.cleanup();
  });
  /** One web process's limits: its own pool on the shared table. */
  const process = () => {
    return createRateLimits({ kind: "postgres", pool: db.pool!(8) }, rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 }));
  };

  it("40 unknown codes at once from two processes: 20 are looked up, 20 refused; known codes cost nothing", async () => {
    const [a, b] = [process(), process()];
    const subject = `ip:198.51.100.${Math.floor(Math.random() * 250)}`;
    // A known coupon first, twice: it gives its count back.
    for (const limits of [a, b]) {
      expect(await previewPrice(p, { locale: "en", packageSlug: "starter", code: "WELCOME10" }, new Date(), { subject, limits })).toMatchObject({ ok: true });
    }
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => previewPrice(p, { locale: "en", packageSlug: "starter", code: `GUESS-${i}` }, new Date(), { subject, limits: i % 2 ? a : b })),
    );
    expect(results.filter((r) => !r.ok && r.reason === "UNKNOWN_CODE")).toHaveLength(CODE_ATTEMPTS.maxUnknown);
    expect(results.filter((r) => !r.ok && r.reason === "TOO_MANY_ATTEMPTS")).toHaveLength(40 - CODE_ATTEMPTS.maxUnknown);
    // Now even the good coupon waits, in both processes.
    for (const limits of [a, b]) {
      expect(await previewPrice(p, { locale: "en", packageSlug: "starter", code: "WELCOME10" }, new Date(), { subject, limits })).toEqual({ ok: false, reason: "TOO_MANY_ATTEMPTS" });
    }
  });
});
