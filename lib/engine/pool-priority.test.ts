// Paid work first in the engine's worker threads: the free tools' jobs start only when no paid job
// waits, one at a time, so a burst of free requests never delays a customer's shoot.
import { afterAll, describe, expect, it } from "vitest";
import { read } from "@/lib/testing/photos";
import { EngineError } from "./engine";
import { checkInPool, closePool, FREE_QUEUE_MAX, generateInPool, nextJob, poolSize, type PoolPriority } from "./pool";
import { styleFromId } from "./cpu-studio/styles";

afterAll(async () => {
  await closePool();
});

const q = (...p: PoolPriority[]) => p.map((priority) => ({ priority }));

describe("which waiting job starts next", () => {
  it("the oldest paid job, whatever free jobs wait before it", () => {
    expect(nextJob(q("free", "free", "paid", "free", "paid"), 0)).toBe(2);
    expect(nextJob(q("free", "free", "paid"), 1)).toBe(2);
    expect(nextJob(q("paid"), 0)).toBe(0);
  });

  it("a free job only when no paid job waits and no other free job runs", () => {
    expect(nextJob(q("free", "free"), 0)).toBe(0);
    expect(nextJob(q("free", "free"), 1)).toBe(-1);
    expect(nextJob([], 0)).toBe(-1);
  });
});

describe("the pool under a burst of free work", () => {
  it("a paid job sent after five free ones, while the pool is busy, finishes before the free ones still waiting", async () => {
    expect(poolSize()).toBeGreaterThanOrEqual(1);
    const style = styleFromId("studio-grey")!;
    const request = (count: number) => ({ photos: [read("graceHopper")], style, count, sizes: [{ width: 512, height: 512 }] });
    const finished: string[] = [];
    const track = (name: string, job: Promise<unknown>) => job.then(() => void finished.push(name));
    // A customer's shoot takes one worker; five free headshots arrive; then another customer's job.
    const jobs = [track("paid-1", generateInPool(request(2)))];
    for (let i = 1; i <= 5; i++) jobs.push(track(`free-${i}`, generateInPool(request(1), {}, "free")));
    jobs.push(track("paid-2", generateInPool(request(1))));
    await Promise.all(jobs);

    // Free jobs run one after the other, in the order they came.
    expect(finished.filter((n) => n.startsWith("free"))).toEqual(["free-1", "free-2", "free-3", "free-4", "free-5"]);
    // The late paid job overtook every free job that had not started yet (free-1 had, on the other worker).
    const at = (name: string) => finished.indexOf(name);
    expect(at("paid-2")).toBeLessThan(at("free-3"));
    expect(at("paid-2")).toBeLessThan(at("free-4"));
    expect(at("paid-2")).toBeLessThan(at("free-5"));
  }, 120_000);
});

describe("a flood of free work", () => {
  it("is bounded: past FREE_QUEUE_MAX waiting free jobs, more are refused at once (BUSY, retryable), and paid work is never refused", async () => {
    expect(poolSize()).toBeGreaterThanOrEqual(1);
    const photo = read("graceHopper");
    const free = Array.from({ length: FREE_QUEUE_MAX + 4 }, () => checkInPool(photo, "free").then(() => "done", (e: unknown) => e));
    const paid = checkInPool(photo).then(() => "done");
    const outcomes = await Promise.all(free);
    const refused = outcomes.filter((o): o is EngineError => o instanceof EngineError);
    // One free job may already run; FREE_QUEUE_MAX wait; the rest are refused.
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const e of refused) expect({ code: e.code, retryable: e.retryable }).toEqual({ code: "BUSY", retryable: true });
    expect(outcomes.filter((o) => o === "done").length).toBeGreaterThanOrEqual(FREE_QUEUE_MAX);
    expect(await paid).toBe("done");
  });
});
