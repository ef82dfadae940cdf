// One answer per person and survey under a race, on PostgreSQL: ten submits of the same person at the
// same moment (double clicks, two tabs, a replayed request) store exactly one SurveyResponse, and
// every other submit hears "already answered".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { answerSurvey } from "./answer";

let db: TestDb;
let p: PrismaClient;

beforeAll(async () => {
  db = await openTestDb("postgres");
  p = db.prisma;
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

describe("answering at once", () => {
  it("ten submits of one person store one answer", async () => {
    const user = await createUser(p);
    const catalogue = await seedCatalogue(p, { headshots: 1, styles: 1 });
    await createShoot(p, { userId: user.id, packageId: catalogue.packageId, state: "ACTIVE", readyAt: new Date() });
    const label = { en: "How happy?", de: "Wie zufrieden?", es: "¿Qué tan satisfecho?" };
    const survey = await p.survey.create({ data: { slug: "race", title: "Race", trigger: "AFTER_RESULTS", active: true, questions: [{ id: "overall", type: "rating", label }] } });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => answerSurvey(p, { userId: user.id, surveyId: survey.id, answers: { overall: (i % 5) + 1 } })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === "alreadyAnswered")).toBe(true);
    expect(await p.surveyResponse.count({ where: { surveyId: survey.id, userId: user.id } })).toBe(1);
  });
});
