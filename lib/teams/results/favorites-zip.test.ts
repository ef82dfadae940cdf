// "Download favourites" as the product makes it: the route queues a job (pg-boss on PGlite and on
// PostgreSQL), the worker streams each member's favourite into a zip written to storage in parts, the
// status route follows it, and the file route hands over a valid zip with one folder per member.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db";
import { route, type RouteContext } from "@/lib/http/route";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { runWorker, type RunningWorker } from "@/lib/jobs/worker";
import { expireZip } from "@/lib/results/zip";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { request, routeCaller, type RouteCaller } from "@/lib/testing/http";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";
import { unzip } from "@/lib/testing/zip";
import { buildFavoritesZip, favoritesZipFileName, startFavoritesZip } from "./favorites-zip";
import { folderNamer, safeFolderName } from "./folder-names";
import {
  FAVORITES_ZIP_ROUTE, favoritesZipStartBody, handleFavoritesZipCancel, handleFavoritesZipFile, handleFavoritesZipStart, handleFavoritesZipStatus,
  type FavoritesZipStatus,
} from "./http";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-favorites-zip-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "favorites-zip-secret-favorites-zip-secret" });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("folder names of the favourites zip", () => {
  it("are safe path segments: no dot-dot, no slashes, no control or invisible characters, no Windows device names", () => {
    expect(safeFolderName("Ana Ruiz")).toBe("Ana Ruiz");
    expect(safeFolderName("../../etc")).toBe("etc");
    expect(safeFolderName("..")).toBe("member");
    expect(safeFolderName("a/b\\c")).toBe("a b c");
    expect(safeFolderName("\u0000evil\u001f\u007fname\u202e")).toBe("evil name");
    expect(safeFolderName("CON")).toBe("CON_");
    expect(safeFolderName("lpt1.txt")).toBe("lpt1.txt_");
    expect(safeFolderName("Constance")).toBe("Constance");
    expect(safeFolderName("  José  Núñez. ")).toBe("José Núñez");
    expect(safeFolderName('x:*?"<>|y')).toBe("x y");
    expect(safeFolderName(null)).toBe("member");
    expect(safeFolderName("   ")).toBe("member");
    expect([...safeFolderName("é".repeat(200))].length).toBe(80);
    for (const hostile of ["../../etc/passwd", "..\\..\\win", "/abs", "a/../b", ". ."]) {
      const name = safeFolderName(hostile);
      expect(name).not.toMatch(/[/\\]/);
      expect(name.split(/[/\\]/)).not.toContain("..");
      expect(name.startsWith(".")).toBe(false);
    }
  });

  it("are made unique ignoring case, in the order asked", () => {
    const name = folderNamer();
    expect(["Ana Ruiz", "Ana Ruiz", "ana ruiz", "Ana Ruiz (2)", null, null].map(name)).toEqual(["Ana Ruiz", "Ana Ruiz (2)", "ana ruiz (3)", "Ana Ruiz (2) (2)", "member", "member (2)"]);
  });
});

type LeadCall = RouteContext<typeof FAVORITES_ZIP_ROUTE.caller, undefined, undefined, undefined>;

function favoritesRoutes(routes: RouteCaller, deps: { storage: FileStorage; boss: PgBoss }) {
  const ctx = ({ db, principal }: LeadCall) => ({ db, storage: deps.storage, boss: deps.boss, userId: principal.userId });
  return {
    start: (body: unknown, as: string | null) =>
      routes.call(
        route({ ...FAVORITES_ZIP_ROUTE, body: favoritesZipStartBody }, (c) => handleFavoritesZipStart({ ...ctx(c as never), team: c.body.team })),
        request("/api/team/results/favorites-zip", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
        as,
      ),
    status: (id: string, as: string | null, locale = "en") =>
      routes.call(route(FAVORITES_ZIP_ROUTE, (c) => handleFavoritesZipStatus({ ...ctx(c), zipId: id, locale: c.locale })), request(`/api/team/results/favorites-zip/${id}`, { locale }), as),
    cancel: (id: string, as: string | null) =>
      routes.call(route(FAVORITES_ZIP_ROUTE, (c) => handleFavoritesZipCancel({ ...ctx(c), zipId: id, locale: c.locale })), request(`/api/team/results/favorites-zip/${id}/cancel`, { method: "POST" }), as),
    file: (id: string, as: string | null, headers: Record<string, string> = {}) =>
      routes.call(route(FAVORITES_ZIP_ROUTE, (c) => handleFavoritesZipFile(c.request, { ...ctx(c), zipId: id })), request(`/api/team/results/favorites-zip/${id}/file`, { headers }), as),
  };
}

describe.each(["pglite", "postgres"] as const)("the favourites zip on %s", (kind) => {
  let db: TestDb;
  let boss: PgBoss;
  let worker: RunningWorker | null = null;
  let api: ReturnType<typeof favoritesRoutes>;
  let team: TestTeam;
  let other: TestTeam;
  let sales: { id: string };
  let plainMember: string;

  const startWorker = async () => {
    const handlers = createHandlers({ concurrency: 1 });
    handlers[QUEUES.teamFavoritesZip].work.pollingIntervalSeconds = 0.5;
    worker = await runWorker({ db, boss, handlers, context: { db: db.prisma, storage, engine: () => Promise.reject(new Error("no engine here")), appUrl: "http://localhost:3000" } });
  };

  beforeAll(async () => {
    db = await openTestDb(kind);
    boss = await createBoss(kind === "pglite" ? { kind, pglite: db.pglite } : { kind, url: db.url }, { maintenance: true });
    api = favoritesRoutes(routeCaller(db), { storage, boss });
    team = await createTeam(db.prisma);
    other = await createTeam(db.prisma);
    sales = await db.prisma.team.create({ data: { organizationId: team.organizationId, name: "Sales" } });
    const member = (name: string | null, options: Parameters<typeof createTeamMemberShoot>[3] = {}) => createTeamMemberShoot(db.prisma, storage, team, { name, ...options });
    await member("Ana Ruiz", { teamId: sales.id });
    await member("Ana Ruiz", { teamId: sales.id });
    await member("ana ruiz");
    await member("../../etc");
    await member("CON");
    await member("a/b\\c\u0001\u001b");
    await member(null, { email: `nameless-${kind}@northwind.test` });
    plainMember = (await member("No Favourite", { favorite: false })).userId;
    await member("Not Finished", { state: "GENERATING" });
    await member("Gone Member", { removed: true });
    await createTeamMemberShoot(db.prisma, storage, other, { name: "Other Org" });
    await startWorker();
  });
  afterAll(async () => {
    await worker?.stop();
    await boss?.stop({ graceful: false });
    setDbForTests();
    await db?.cleanup();
  });

  async function settle(id: string, as: string): Promise<{ final: FavoritesZipStatus; seen: string[] }> {
    const seen: string[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const body = (await (await api.status(id, as)).json()) as FavoritesZipStatus;
      if (seen.at(-1) !== body.state) seen.push(body.state);
      if (["ready", "failed", "expired", "cancelled"].includes(body.state)) return { final: body, seen };
      if (Date.now() > deadline) throw new Error(`favourites zip ${id} did not settle: ${seen.join(" → ")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("packs every member's favourite original into a folder named after them, unique and safe, skipping members without one", async () => {
    const started = await api.start({}, team.leadId);
    expect(started.status).toBe(202);
    const queued = (await started.json()) as FavoritesZipStatus;
    expect(queued).toMatchObject({ state: "queued", done: 0, total: 7, skipped: 1, teamId: null });
    expect(started.headers.get("location")).toBe(`/api/team/results/favorites-zip/${queued.id}`);

    const { final } = await settle(queued.id, team.leadId);
    const today = favoritesZipFileName(new Date());
    expect(final).toMatchObject({ state: "ready", done: 7, total: 7, skipped: 1, fileName: today, downloadUrl: `/api/team/results/favorites-zip/${queued.id}/file` });
    expect(today).toMatch(/^team-photos-\d{4}-\d{2}-\d{2}\.zip$/);

    const file = await api.file(queued.id, team.leadId);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("content-disposition")).toContain(`filename="${today}"`);
    const zip = Buffer.from(await file.arrayBuffer());
    expect(zip.length).toBe(final.size);
    const entries = unzip(zip);
    const folders = entries.map((e) => e.name.split("/")[0]!).sort();
    expect(folders).toEqual(["Ana Ruiz", "Ana Ruiz (2)", "CON_", "a b c", "ana ruiz (3)", "etc", `nameless-${kind}`].sort());
    for (const e of entries) {
      const [folder, name, ...rest] = e.name.split("/");
      expect(rest).toEqual([]);
      expect(name).toBe(`${folder}.jpg`);
      expect(e.data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    }
    // The original as stored: the favourite's main file.
    const ana = await db.prisma.shoot.findFirstOrThrow({ where: { organizationId: team.organizationId, user: { name: "Ana Ruiz" } }, include: { results: { where: { isFavorite: true } } } });
    expect(entries.some((e) => e.data.equals(Buffer.from(fs.readFileSync(path.join(dir, ana.results[0]!.storageKey)))))).toBe(true);

    // A resumed download: one byte range.
    const part = await api.file(queued.id, team.leadId, { range: "bytes=10-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-99/${zip.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(zip.subarray(10, 100))).toBe(true);
    expect((await api.file(queued.id, team.leadId, { range: `bytes=${zip.length + 5}-` })).status).toBe(416);

    // The expiry job deletes it; then the zip says it is gone.
    await expireZip(storage, { organizationId: team.organizationId, zipId: queued.id });
    expect(((await (await api.status(queued.id, team.leadId)).json()) as FavoritesZipStatus).state).toBe("expired");
    expect((await api.file(queued.id, team.leadId)).status).toBe(410);
  });

  it("is limited to the chosen sub-team, which must be the lead's own", async () => {
    const started = (await (await api.start({ team: sales.id }, team.ownerId)).json()) as FavoritesZipStatus;
    expect(started).toMatchObject({ total: 2, skipped: 0, teamId: sales.id });
    const { final } = await settle(started.id, team.ownerId);
    expect(final.state).toBe("ready");
    const entries = unzip(Buffer.from(await (await api.file(started.id, team.ownerId)).arrayBuffer()));
    expect(entries.map((e) => e.name).sort()).toEqual(["Ana Ruiz (2)/Ana Ruiz (2).jpg", "Ana Ruiz/Ana Ruiz.jpg"]);

    const otherSales = await db.prisma.team.create({ data: { organizationId: other.organizationId, name: "Sales" } });
    const refused = await api.start({ team: otherSales.id }, team.leadId);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });

  it("is refused to members (403) and hidden from other organisations' leads (404); says when nobody picked a favourite", async () => {
    const member = await api.start({}, plainMember);
    expect(member.status).toBe(403);
    const started = (await (await api.start({}, team.leadId)).json()) as FavoritesZipStatus;
    for (const call of [api.status(started.id, other.leadId), api.file(started.id, other.leadId), api.cancel(started.id, other.leadId)]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ZIP_NOT_FOUND");
    }
    expect((await api.status(started.id, plainMember)).status).toBe(403);
    expect((await api.status("not-a-uuid", team.leadId)).status).toBe(404);
    await settle(started.id, team.leadId);

    const empty = await createTeam(db.prisma);
    await createTeamMemberShoot(db.prisma, storage, empty, { name: "Undecided", favorite: false });
    const none = await api.start({}, empty.leadId);
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "NO_FAVORITES" });
  });

  it("stops when cancelled: a waiting zip never starts, a running one stops before the next member and leaves no file", async () => {
    await worker!.stop();
    worker = null;
    const waiting = (await (await api.start({}, team.leadId)).json()) as FavoritesZipStatus;
    // Asked again while it waits (a second click, another lead, a script): the same zip, not another build.
    const again = (await (await api.start({}, team.ownerId)).json()) as FavoritesZipStatus;
    expect(again.id).toBe(waiting.id);
    expect(await boss.findJobs(QUEUES.teamFavoritesZip, { data: { organizationId: team.organizationId }, queued: true })).toHaveLength(1);
    const cancelled = await api.cancel(waiting.id, team.leadId);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as FavoritesZipStatus).state).toBe("cancelled");
    const gone = await api.file(waiting.id, team.leadId);
    expect(gone.status).toBe(409);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe("ZIP_CANCELLED");

    // A running one: the lead cancels after the first member is packed (a storage that says when).
    const job = await startFavoritesZip({ db: db.prisma, boss }, { userId: team.leadId });
    let cancelledOnce = false;
    const watching: FileStorage = {
      ...storage,
      async put(key, body, options) {
        await storage.put(key, body, options);
        if (!cancelledOnce && key.endsWith("status.json") && JSON.parse(body.toString()).done === 1) {
          cancelledOnce = true;
          await storage.put(key.replace(/status\.json$/, "cancel"), Buffer.from("x"), { contentType: "text/plain" });
        }
      },
    };
    const data = (await boss.getJobById(QUEUES.teamFavoritesZip, job.id))!.data;
    await buildFavoritesZip({ db: db.prisma, storage: watching }, { id: job.id, data }, { checkEveryMs: 0 });
    const status = JSON.parse((await storage.get(`organizations/${team.organizationId}/zips/${job.id}/status.json`))!.toString());
    expect(status).toMatchObject({ state: "cancelled", done: 1, total: 7 });
    expect(await storage.stat(`organizations/${team.organizationId}/zips/${job.id}/parts/part-00000`)).toBeNull();
    await startWorker();
  });
});
