// The live turnaround estimate (lib/shoots/turnaround.ts), on PGlite: shoots whose state changes and
// results carry the times a real run would give them. Each case reads a window of its own (`now`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShootState } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createShoot, createUser } from "@/lib/testing/fixtures";
import { estimateTurnarounds, turnaroundInUnits, TURNAROUND_WINDOW } from "./turnaround";

let db: TestDb;
let starter: { id: string; slug: string; headshots: number };
let executive: { id: string; slug: string; headshots: number };

beforeAll(async () => {
  db = await openTestDb("pglite");
  starter = await createPackage(db.prisma, { headshots: 40 });
  executive = await createPackage(db.prisma, { headshots: 200 });
});
afterAll(async () => {
  await db?.cleanup();
});

const S = 1000;
type Run = { packageId: string; submitted: Date; waitS: number; startS?: number; generateS: number; results: number; resultsBefore?: boolean };

/**
 * A finished shoot: submitted, picked up `waitS` later, generating `startS` after that (default 2 s),
 * `results` headshots made during the run (or, with resultsBefore, an hour before it), ready `generateS`
 * after generation started.
 */
async function finished(run: Run): Promise<string> {
  const user = await createUser(db.prisma);
  const shoot = await createShoot(db.prisma, { userId: user.id, packageId: run.packageId, createdAt: new Date(run.submitted.getTime() - 60 * S) });
  const at = (offsetS: number) => new Date(run.submitted.getTime() + offsetS * S);
  const picked = run.waitS;
  const started = picked + (run.startS ?? 2);
  const ready = started + run.generateS;
  const moves: [ShootState, ShootState, number][] = [["ONBOARDING", "WAITING", 0], ["WAITING", "PROCESSING", picked], ["PROCESSING", "GENERATING", started], ["GENERATING", "ACTIVE", ready]];
  await db.prisma.shootStateChange.createMany({ data: moves.map(([from, to, s]) => ({ shootId: shoot.id, from, to, at: at(s) })) });
  await db.prisma.shoot.update({ where: { id: shoot.id }, data: { state: "ACTIVE", submittedAt: at(0), readyAt: at(ready) } });
  await db.prisma.result.createMany({
    data: Array.from({ length: run.results }, (_, i) => ({
      shootId: shoot.id, storageKey: `shoots/${shoot.id}/results/${i}/main.jpg`, width: 1024, height: 1024,
      createdAt: run.resultsBefore ? at(-3600) : at(started + ((i + 1) * run.generateS) / run.results),
    })),
  });
  return shoot.id;
}

const packages = () => [starter, executive].map((p) => ({ slug: p.slug, headshots: p.headshots }));

describe("the turnaround estimate", () => {
  it("has nothing to say before any shoot was measured", async () => {
    expect(await estimateTurnarounds(db.prisma, packages(), new Date("2030-01-01T00:00:00Z"))).toEqual({ [starter.slug]: null, [executive.slug]: null });
  });

  it("is the typical wait plus the package's headshots at the measured rate", async () => {
    const now = new Date("2031-06-01T12:00:00Z");
    const day = (d: number) => new Date(now.getTime() - d * 86_400_000);
    // Starter shoots: waits of 10, 30 and 50 s (median 30), 40 headshots in 40 s and in 80 s (1.5 s each overall).
    await finished({ packageId: starter.id, submitted: day(1), waitS: 10, generateS: 40, results: 40 });
    await finished({ packageId: starter.id, submitted: day(2), waitS: 30, generateS: 80, results: 40 });
    await finished({ packageId: starter.id, submitted: day(3), waitS: 50, generateS: 60, results: 40 });
    // Left out: copied results (made before the run), a shoot ready before the window.
    await finished({ packageId: starter.id, submitted: day(1), waitS: 0, generateS: 0.01, results: 40, resultsBefore: true });
    await finished({ packageId: starter.id, submitted: day(TURNAROUND_WINDOW.days + 2), waitS: 5000, generateS: 5000, results: 40 });

    const first = await estimateTurnarounds(db.prisma, packages(), now);
    // Starter: 30 + 40 × (180 / 120) = 90 s. Executive has no shoot of its own yet: the overall rate, 30 + 200 × 1.5.
    expect(first).toEqual({ [starter.slug]: 90, [executive.slug]: 330 });

    // An Executive shoot measured: its own rate (print files are slower) from now on; the wait is everyone's.
    await finished({ packageId: executive.id, submitted: day(1), waitS: 20, generateS: 600, results: 200 });
    const second = await estimateTurnarounds(db.prisma, packages(), now);
    // Waits 10, 20, 30, 50: median 25. Starter keeps its rate: 25 + 60; Executive: 25 + 200 × 3.
    expect(second).toEqual({ [starter.slug]: 85, [executive.slug]: 625 });
  });

  it("reads only the latest shoots of the window", async () => {
    const now = new Date("2032-03-01T00:00:00Z");
    // Older, slow shoots, then as many fast recent ones as the window holds: only the fast ones count.
    for (let i = 0; i < 3; i++) await finished({ packageId: starter.id, submitted: new Date(now.getTime() - (20 + i) * 86_400_000), waitS: 600, generateS: 4000, results: 40 });
    for (let i = 0; i < TURNAROUND_WINDOW.shoots; i++) await finished({ packageId: starter.id, submitted: new Date(now.getTime() - (i + 1) * 3_600_000), waitS: 4, generateS: 40, results: 40 });
    expect((await estimateTurnarounds(db.prisma, packages(), now))[starter.slug]).toBe(44);
  });
});

describe("an estimate in words", () => {
  it("rounds up to minutes under an hour, hours under two days, else days", () => {
    expect([1, 59, 60, 61, 44 * 60, 3599, 3600, 3601, 47 * 3600, 48 * 3600, 50 * 3600].map((s) => turnaroundInUnits(s))).toEqual([
      { unit: "minute", count: 1 }, { unit: "minute", count: 1 }, { unit: "minute", count: 1 }, { unit: "minute", count: 2 }, { unit: "minute", count: 44 },
      { unit: "hour", count: 1 }, { unit: "hour", count: 1 }, { unit: "hour", count: 2 }, { unit: "hour", count: 47 },
      { unit: "day", count: 2 }, { unit: "day", count: 3 },
    ]);
  });
});
