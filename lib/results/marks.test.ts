// Like / love / none and the one favourite per shoot, on a real database (PGlite and PostgreSQL),
// through the lib function and the route handler with real Requests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createFinishedShoot, createUser } from "@/lib/testing/fixtures";
import { galleryRoutes } from "@/lib/testing/gallery";
import { request, routeCaller } from "@/lib/testing/http";
import { ResultActionError } from "./errors";
import { setResultMarks } from "./marks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-marks-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "marks-test-secret-marks-test-secret" });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e instanceof ResultActionError ? e.code : e));

describe.each(["pglite", "postgres"] as const)("marks on %s", (kind) => {
  let db: TestDb;
  let api: ReturnType<typeof galleryRoutes>;
  beforeAll(async () => {
    db = await openTestDb(kind);
    api = galleryRoutes(routeCaller(db), { storage });
  });
  afterAll(async () => {
    setDbForTests();
    await db?.cleanup();
  });

  const marksOf = async (shootId: string) =>
    Object.fromEntries((await db.prisma.result.findMany({ where: { shootId }, select: { id: true, likedStatus: true, isFavorite: true } })).map((r) => [r.id, [r.likedStatus, r.isFavorite]]));

  it("likes, loves and clears a photo, leaving the others alone", async () => {
    const { userId, shootId, resultIds: [a, b] } = await createFinishedShoot(db.prisma, { storage, count: 2 });
    expect(await setResultMarks(db.prisma, { userId, resultId: a!, likedStatus: "LIKED" })).toEqual({ id: a, likedStatus: "LIKED", isFavorite: false, favoriteId: null });
    expect(await setResultMarks(db.prisma, { userId, resultId: b!, likedStatus: "LOVED" })).toMatchObject({ likedStatus: "LOVED" });
    expect(await marksOf(shootId)).toEqual({ [a!]: ["LIKED", false], [b!]: ["LOVED", false] });
    await setResultMarks(db.prisma, { userId, resultId: a!, likedStatus: "LOVED" });
    await setResultMarks(db.prisma, { userId, resultId: b!, likedStatus: "NONE" });
    expect(await marksOf(shootId)).toEqual({ [a!]: ["LOVED", false], [b!]: ["NONE", false] });
  });

  it("keeps one favourite per shoot: a new one takes the star, clearing it leaves none, other shoots are untouched", async () => {
    const mine = await createFinishedShoot(db.prisma, { storage, count: 3 });
    const other = await createFinishedShoot(db.prisma, { storage, count: 1, userId: mine.userId });
    const [a, b, c] = mine.resultIds as [string, string, string];
    await setResultMarks(db.prisma, { userId: mine.userId, resultId: other.resultIds[0]!, isFavorite: true });

    expect(await setResultMarks(db.prisma, { userId: mine.userId, resultId: a, isFavorite: true })).toMatchObject({ isFavorite: true, favoriteId: a });
    expect(await setResultMarks(db.prisma, { userId: mine.userId, resultId: b, isFavorite: true, likedStatus: "LOVED" })).toEqual({ id: b, likedStatus: "LOVED", isFavorite: true, favoriteId: b });
    expect(await marksOf(mine.shootId)).toEqual({ [a]: ["NONE", false], [b]: ["LOVED", true], [c]: ["NONE", false] });
    // Clearing another photo's star says which one still has it.
    expect(await setResultMarks(db.prisma, { userId: mine.userId, resultId: c, isFavorite: false })).toMatchObject({ isFavorite: false, favoriteId: b });
    expect(await setResultMarks(db.prisma, { userId: mine.userId, resultId: b, isFavorite: false })).toMatchObject({ isFavorite: false, favoriteId: null });
    expect(await db.prisma.result.count({ where: { shootId: mine.shootId, isFavorite: true } })).toBe(0);
    expect(await db.prisma.result.findUniqueOrThrow({ where: { id: other.resultIds[0] } })).toMatchObject({ isFavorite: true });
  });

  it("ends with exactly one favourite when many are set at the same moment", async () => {
    const { userId, shootId, resultIds } = await createFinishedShoot(db.prisma, { storage, count: 6, size: 64 });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(resultIds.map((resultId) => setResultMarks(db.prisma, { userId, resultId, isFavorite: true })));
      const favourites = await db.prisma.result.findMany({ where: { shootId, isFavorite: true }, select: { id: true } });
      expect(favourites).toHaveLength(1);
      // Each call saw itself as the favourite when it committed; the last one to commit holds the star.
      for (const answer of answers) expect(answer.favoriteId).toBe(answer.id);
      expect(resultIds).toContain(favourites[0]!.id);
    }
  });

  it("refuses other people, removed photos and shoots that are not ready, and lets the lead of a managed member in", async () => {
    const { userId, shootId, resultIds: [a, b] } = await createFinishedShoot(db.prisma, { storage, count: 2, size: 64 });
    const stranger = (await createUser(db.prisma)).id;
    expect(await refusal(setResultMarks(db.prisma, { userId: stranger, resultId: a!, likedStatus: "LIKED" }))).toBe("RESULT_NOT_FOUND");
    expect(await refusal(setResultMarks(db.prisma, { userId, resultId: "nope", likedStatus: "LIKED" }))).toBe("RESULT_NOT_FOUND");
    expect(await refusal(setResultMarks(db.prisma, { userId, resultId: "x".repeat(300), likedStatus: "LIKED" }))).toBe("RESULT_NOT_FOUND");
    await db.prisma.result.update({ where: { id: b! }, data: { deletedAt: new Date() } });
    expect(await refusal(setResultMarks(db.prisma, { userId, resultId: b!, isFavorite: true }))).toBe("RESULT_NOT_FOUND");

    const lead = (await createUser(db.prisma)).id;
    await db.prisma.shoot.update({ where: { id: shootId }, data: { managedById: lead } });
    expect(await setResultMarks(db.prisma, { userId: lead, resultId: a!, likedStatus: "LOVED" })).toMatchObject({ likedStatus: "LOVED" });

    await db.prisma.shoot.update({ where: { id: shootId }, data: { state: "GENERATING" } });
    expect(await refusal(setResultMarks(db.prisma, { userId, resultId: a!, likedStatus: "NONE" }))).toBe("NOT_READY");
    expect(await marksOf(shootId)).toMatchObject({ [a!]: ["LOVED", false] });
  });

  describe("PATCH /api/results/{id}", () => {
    const patch = (resultId: string, body: unknown, locale = "en", contentType = "application/json") =>
      request(`/api/results/${resultId}`, { method: "PATCH", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": contentType }, locale });

    it("answers the marks as JSON and refuses bad input, strangers and the signed-out in the person's language", async () => {
      const { userId, resultIds: [a] } = await createFinishedShoot(db.prisma, { storage, count: 1, size: 64 });
      const ok = await api.marks(patch(a!, { likedStatus: "LOVED", isFavorite: true }), userId, a!);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ id: a, likedStatus: "LOVED", isFavorite: true, favoriteId: a });

      const cases: [Request, string | null, number, string, RegExp][] = [
        [patch(a!, { likedStatus: "ADORED" }, "de"), userId, 400, "INVALID_MARKS", /Gefällt mir/],
        [patch(a!, {}, "es"), userId, 400, "INVALID_MARKS", /Me gusta/],
        [patch(a!, { likedStatus: "LIKED", extra: 1 }), userId, 400, "INVALID_MARKS", /like, love/],
        [patch(a!, "{not json"), userId, 400, "INVALID_BODY", /reload/],
        [patch(a!, "likedStatus=LIKED", "en", "application/x-www-form-urlencoded"), userId, 400, "INVALID_BODY", /reload/],
        [patch(a!, { likedStatus: "LIKED" }, "de"), (await createUser(db.prisma)).id, 404, "RESULT_NOT_FOUND", /Porträtfoto/],
        [patch(a!, { likedStatus: "LIKED" }, "es"), null, 401, "UNAUTHENTICATED", /sesión/],
      ];
      for (const [req, who, status, code, message] of cases) {
        const res = await api.marks(req, who, a!);
        expect(res.status, code).toBe(status);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe(code);
        expect(body.error.message).toMatch(message);
      }
      expect(await db.prisma.result.findUniqueOrThrow({ where: { id: a } })).toMatchObject({ likedStatus: "LOVED", isFavorite: true });
    });
  });
});
