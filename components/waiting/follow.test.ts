// The waiting page's follower against the real status read and event stream (lib/shoots/status,
// lib/shoots/events) on PGlite, served over loopback HTTP, with the EventSource Node ships behind
// --experimental-eventsource running in a child process (what the browser does in the page).
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ShootState } from "@/lib/db";
import { EVENT_STREAM_HEADERS, shootEventStream } from "@/lib/shoots/events";
import { transition } from "@/lib/shoots/states";
import { getShootStatus, isSettled } from "@/lib/shoots/status";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser } from "@/lib/testing/fixtures";
import { isSettledState, parseStatus } from "./follow";

type Line = { type: string; state?: ShootState; progress?: number; channel?: string; why?: string };

let db: TestDb;
let server: http.Server;
let base = "";
let userId = "";
let shootId = "";
let eventsMode: "stream" | "error" = "stream";
const children: ChildProcess[] = [];

beforeAll(async () => {
  db = await openTestDb("pglite");
  userId = (await createUser(db.prisma)).id;
  server = http.createServer(async (req, res) => {
    try {
      const status = await getShootStatus(db.prisma, userId, shootId);
      if (req.url === "/status") {
        res.writeHead(status ? 200 : 404, { "content-type": "application/json" });
        return res.end(JSON.stringify(status ?? { error: "SHOOT_NOT_FOUND" }));
      }
      if (req.url === "/events" && eventsMode === "stream" && status) {
        const abort = new AbortController();
        req.on("close", () => abort.abort());
        res.writeHead(200, EVENT_STREAM_HEADERS);
        const reader = shootEventStream(db.prisma, userId, status, abort.signal, { intervalMs: 50 }).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          res.write(value);
        }
        return res.end();
      }
      res.writeHead(eventsMode === "error" ? 500 : 404, { "content-type": "application/json" });
      res.end("{}");
    } catch (err) {
      res.destroy(err as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterEach(() => {
  for (const c of children.splice(0)) c.kill();
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await db?.cleanup();
});

async function newShoot(state: ShootState = "WAITING") {
  const pkg = await db.prisma.package.upsert({ where: { slug: "starter" }, create: { slug: "starter", name: "Starter", headshots: 40, styles: 4, outputSize: 1024 }, update: {} });
  shootId = (await createShoot(db.prisma, { userId, packageId: pkg.id, title: "Follow me", state, submittedAt: new Date() })).id;
}

const move = (from: ShootState, to: ShootState, data: { progress?: number; failureReason?: string } = {}) =>
  db.prisma.$transaction((tx) => transition(tx, shootId, from, to, "test", data));

/** Starts the follower in a child process; `lines` fills as it reports, `until` waits for one. */
function follow(mode: "eventsource" | "no-eventsource") {
  const tsx = path.join(process.cwd(), "node_modules/tsx/dist/loader.mjs");
  const child = spawn(process.execPath, ["--experimental-eventsource", "--no-warnings", "--import", tsx, "components/waiting/follow.test-child.ts", base, mode], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const lines: Line[] = [];
  const waiters: { test: (l: Line) => boolean; resolve: () => void }[] = [];
  let buffer = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = JSON.parse(buffer.slice(0, nl)) as Line;
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      for (const w of waiters.filter((w) => w.test(line))) w.resolve();
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const until = (test: (l: Line) => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (lines.some(test)) return resolve();
      const timer = setTimeout(() => reject(new Error(`timed out; saw ${JSON.stringify(lines)}`)), 15_000);
      waiters.push({ test, resolve: () => (clearTimeout(timer), resolve()) });
    });
  return { lines, until, exited };
}

/** State and progress as reported, repeats dropped (the estimate of time left changes every second). */
const statuses = (lines: Line[]) =>
  lines.filter((l) => l.type === "status").map((l) => `${l.state}:${l.progress}`).filter((s, i, all) => s !== all[i - 1]);

describe("following a shoot on the waiting page", () => {
  it("takes every change from the event stream until the shoot is ready, then stops", async () => {
    eventsMode = "stream";
    await newShoot();
    const f = follow("eventsource");
    await f.until((l) => l.state === "WAITING");
    await move("WAITING", "PROCESSING", { progress: 5 });
    await f.until((l) => l.state === "PROCESSING");
    await move("PROCESSING", "GENERATING");
    await f.until((l) => l.state === "GENERATING");
    await db.prisma.shoot.update({ where: { id: shootId }, data: { progress: 50 } });
    await f.until((l) => l.progress === 50);
    await move("GENERATING", "ACTIVE", { progress: 100 });
    expect(await f.exited).toBe(0);
    expect(f.lines.filter((l) => l.type === "channel").map((l) => l.channel)).toEqual(["events"]);
    expect(statuses(f.lines)).toEqual(["WAITING:0", "PROCESSING:5", "GENERATING:5", "GENERATING:50", "ACTIVE:100"]);
  }, 30_000);

  it("falls back to polling /status when the event stream answers with an error", async () => {
    eventsMode = "error";
    await newShoot();
    const f = follow("eventsource");
    await f.until((l) => l.channel === "polling");
    await f.until((l) => l.state === "WAITING");
    await move("WAITING", "PROCESSING", { progress: 5 });
    await f.until((l) => l.state === "PROCESSING");
    await move("PROCESSING", "FAILED", { failureReason: "ENGINE_BUSY" });
    expect(await f.exited).toBe(0);
    expect(f.lines.filter((l) => l.type === "channel").map((l) => l.channel)).toEqual(["events", "polling"]);
    expect(statuses(f.lines).at(-1)).toBe("FAILED:5");
  }, 30_000);

  it("polls where there is no EventSource, and reports a shoot that is gone", async () => {
    eventsMode = "stream";
    await newShoot("GENERATING");
    const f = follow("no-eventsource");
    await f.until((l) => l.state === "GENERATING");
    await move("GENERATING", "DELETED");
    expect(await f.exited).toBe(0);
    expect(f.lines.filter((l) => l.type === "channel").map((l) => l.channel)).toEqual(["polling"]);
    expect(f.lines.at(-1)).toEqual({ type: "lost", why: "gone" });
  }, 30_000);

  it("hears 'gone' on the event stream when the shoot is deleted while followed", async () => {
    eventsMode = "stream";
    await newShoot("PROCESSING");
    const f = follow("eventsource");
    await f.until((l) => l.state === "PROCESSING");
    await move("PROCESSING", "DELETED");
    expect(await f.exited).toBe(0);
    expect(f.lines.at(-1)).toEqual({ type: "lost", why: "gone" });
    expect(f.lines.filter((l) => l.type === "channel").map((l) => l.channel)).toEqual(["events"]);
  }, 30_000);
});

describe("status parsing", () => {
  it("settles where the server's event stream ends", () => {
    for (const s of ["ONBOARDING", "WAITING", "PROCESSING", "GENERATING", "ACTIVE", "FAILED", "DELETED"] as const) expect(isSettledState(s)).toBe(isSettled(s));
  });

  it("accepts a status and refuses anything else", () => {
    expect(parseStatus({ id: "s", state: "WAITING", progress: 0 })).toMatchObject({ id: "s" });
    expect(parseStatus({ id: "s", state: "SLEEPING", progress: 0 })).toBeNull();
    expect(parseStatus({ id: "s", state: "WAITING" })).toBeNull();
    expect(parseStatus(null)).toBeNull();
    expect(parseStatus("WAITING")).toBeNull();
  });
});
