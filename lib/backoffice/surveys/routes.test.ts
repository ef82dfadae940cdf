// The routes of the reviews and surveys screens: a survey's CSV export (admins only, a column per
// question in the admin's language, a choice by its option's label) and a review's photo (a published
// row's to anyone with a public cache; an unpublished row's only to an admin, never cached publicly;
// any other key a 404).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { GET as exportSurvey } from "@/app/api/backoffice/survey/export/route";
import { GET as reviewAvatar } from "@/app/api/reviews/avatars/[...key]/route";
import type { PrismaClient } from "@/lib/db";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { request, routeCaller, routeTestBed, type RouteCaller } from "@/lib/testing/http";
import { answerSurvey } from "@/lib/surveys/answer";
import { storePhoto } from "../reviews/photo";

let p: PrismaClient;
let api: RouteCaller;
let admin: { id: string };
let person: { id: string; email: string };
let surveyId: string;
let dir: string;
let storage: FileStorage;

const L = (en: string, de: string) => ({ en, de, es: en });

routeTestBed(async ({ db }) => {
  p = db.prisma;
  api = routeCaller(db);
  dir = await mkdtemp(join(tmpdir(), "lumen-survey-routes-"));
  storage = createLocalStorage(dir, { secret: "test-secret-test-secret-test-secret" });
  setStorageForTests(storage);
  admin = await createUser(p, { role: "ADMIN" });
  person = await createUser(p);
  const catalogue = await seedCatalogue(p, { headshots: 1, styles: 1 });
  await createShoot(p, { userId: person.id, packageId: catalogue.packageId, state: "ACTIVE", readyAt: new Date() });
  const survey = await p.survey.create({
    data: {
      slug: "csv", title: "CSV", trigger: "AFTER_RESULTS", active: true,
      questions: [
        { id: "overall", type: "rating", label: L("How happy?", "Wie zufrieden?") },
        { id: "use", type: "choice", label: L("Where?", "Wo?"), options: [{ id: "cv", label: L("CV", "Lebenslauf") }, { id: "web", label: L("Web", "Web") }] },
        { id: "improve", type: "text", label: L("Better?", "Besser?") },
      ],
    },
  });
  surveyId = survey.id;
  await answerSurvey(p, { userId: person.id, surveyId, answers: { overall: 4, use: "cv", improve: "=1+1 more light" } });
});
afterAll(async () => {
  setStorageForTests();
  await rm(dir, { recursive: true, force: true });
});

const csvOf = async (res: Response) => new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3)).split("\r\n").filter(Boolean);

describe("the survey export", () => {
  it("gives admins every response with a column per question, in their language, formula-safe", async () => {
    const res = await api.call(exportSurvey, request(`/api/backoffice/survey/export?id=${surveyId}&locale=de`), admin.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = await csvOf(res);
    expect(lines[0]).toContain("Wie zufrieden?");
    expect(lines[0]).toContain("Besser?");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(person.email);
    expect(lines[1]).toContain(",4,Lebenslauf,");
    expect(lines[1]).toContain("'=1+1 more light");
  });

  it("refuses everyone else, and answers 404 for an unknown survey", async () => {
    expect((await api.call(exportSurvey, request(`/api/backoffice/survey/export?id=${surveyId}`), person.id)).status).toBe(403);
    expect((await api.call(exportSurvey, request(`/api/backoffice/survey/export?id=${surveyId}`), null)).status).toBe(401);
    expect((await api.call(exportSurvey, request("/api/backoffice/survey/export?id=nope"), admin.id)).status).toBe(404);
  });
});

describe("a review's photo", () => {
  it("is public while the review is published, for admins only otherwise", async () => {
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#345" } }).png().toBuffer();
    const stored = await storePhoto(storage, png);
    if (!("key" in stored)) throw new Error("refused");
    const review = await p.review.create({ data: { name: "Ada", rating: 5, body: "Lovely photos, really.", avatarKey: stored.key } });
    const file = stored.key.split("/").at(-1)!;
    const get = (as: string | null) => api.call(reviewAvatar, request(`/api/reviews/avatars/${file}`), as, { key: [file] });

    expect((await get(null)).status).toBe(404);
    const forAdmin = await get(admin.id);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get("cache-control")).toBe("private, no-store");

    await p.review.update({ where: { id: review.id }, data: { published: true } });
    const open = await get(null);
    expect(open.status).toBe(200);
    expect(open.headers.get("content-type")).toBe("image/webp");
    expect(open.headers.get("cache-control")).toMatch(/^public/);

    expect((await api.call(reviewAvatar, request("/api/reviews/avatars/other.webp"), null, { key: ["other.webp"] })).status).toBe(404);
    expect((await api.call(reviewAvatar, request("/api/reviews/avatars/..%2Fx"), admin.id, { key: ["..", "x"] })).status).toBe(404);
  });
});
