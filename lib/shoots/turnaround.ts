// How long a shoot takes, from "Submit" to finished headshots, estimated from what the engine really
// took on recent shoots (product decision: "Turnaround is what the engine really takes; the UI shows a
// live estimate"). The pricing page shows it on each package's card.
//
// A recent shoot gives two measures: its wait in the queue (submitted → picked up) and its generation
// (generation started → ready) for the headshots it delivered. A package's estimate is the typical
// wait plus its headshot count at the rate measured on shoots of that package (of any package while
// that one has none). A shoot whose headshots are older than its generation run (copied or imported
// results) says nothing about the engine and is left out; with no measured shoot there is no estimate.
import "server-only";
import type { PrismaClient } from "@/lib/db";

/** The shoots an estimate reads: the latest ones ready within `days`, at most `shoots` of them. */
export const TURNAROUND_WINDOW = { shoots: 30, days: 30 } as const;

export type TurnaroundSample = { packageSlug: string; waitSeconds: number; generateSeconds: number; headshots: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ratePerHeadshot = (samples: TurnaroundSample[]) =>
  samples.reduce((s, x) => s + x.generateSeconds, 0) / samples.reduce((s, x) => s + x.headshots, 0);

/** Seconds from submission to ready for each package (by slug); null when nothing was measured. */
export function estimateFromSamples(samples: TurnaroundSample[], packages: { slug: string; headshots: number }[]): Record<string, number | null> {
  if (samples.length === 0) return Object.fromEntries(packages.map((p) => [p.slug, null]));
  const wait = median(samples.map((s) => s.waitSeconds));
  const overall = ratePerHeadshot(samples);
  return Object.fromEntries(
    packages.map((p) => {
      const own = samples.filter((s) => s.packageSlug === p.slug);
      const rate = own.length ? ratePerHeadshot(own) : overall;
      return [p.slug, Math.ceil(wait + rate * p.headshots)];
    }),
  );
}

/** The measures of the recent shoots that can be measured (see the file comment). */
export async function recentTurnaroundSamples(db: PrismaClient, now = new Date()): Promise<TurnaroundSample[]> {
  const since = new Date(now.getTime() - TURNAROUND_WINDOW.days * 86_400_000);
  const shoots = await db.shoot.findMany({
    where: { readyAt: { gte: since, lte: now }, submittedAt: { not: null } },
    orderBy: { readyAt: "desc" },
    take: TURNAROUND_WINDOW.shoots,
    select: {
      id: true, submittedAt: true, readyAt: true, package: { select: { slug: true } },
      stateChanges: { where: { to: { in: ["PROCESSING", "GENERATING"] } }, orderBy: { at: "asc" }, select: { to: true, at: true } },
    },
  });
  if (shoots.length === 0) return [];
  const made = await db.result.groupBy({
    by: ["shootId"],
    where: { shootId: { in: shoots.map((s) => s.id) }, version: 1, parentResultId: null },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  const results = new Map(made.map((r) => [r.shootId, { count: r._count._all, first: r._min.createdAt }]));

  const samples: TurnaroundSample[] = [];
  for (const s of shoots) {
    const submitted = s.submittedAt!.getTime();
    const ready = s.readyAt!.getTime();
    // The run that delivered: the first pick-up and generation start after the (last) submission.
    const picked = s.stateChanges.find((c) => c.to === "PROCESSING" && c.at.getTime() >= submitted)?.at.getTime();
    const started = s.stateChanges.find((c) => c.to === "GENERATING" && c.at.getTime() >= (picked ?? submitted))?.at.getTime();
    const delivered = results.get(s.id);
    if (picked === undefined || started === undefined || !delivered?.first || delivered.count === 0) continue;
    if (delivered.first.getTime() < started || ready <= started) continue;
    samples.push({ packageSlug: s.package.slug, waitSeconds: (picked - submitted) / 1000, generateSeconds: (ready - started) / 1000, headshots: delivered.count });
  }
  return samples;
}

/** The live estimate for each of `packages` (by slug), in seconds from submission to ready; null when unknown. */
export async function estimateTurnarounds(db: PrismaClient, packages: { slug: string; headshots: number }[], now = new Date()): Promise<Record<string, number | null>> {
  return estimateFromSamples(await recentTurnaroundSamples(db, now), packages);
}

export type TurnaroundUnits = { unit: "minute" | "hour" | "day"; count: number };

/** An estimate as people read it, rounded up: minutes under an hour, hours under two days, else days. */
export function turnaroundInUnits(seconds: number): TurnaroundUnits {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return { unit: "minute", count: minutes };
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return { unit: "hour", count: hours };
  return { unit: "day", count: Math.ceil(hours / 24) };
}
