// The reviews screens' demo data: the demo person's review waiting for approval (through the review
// prompt's function), and the active demo survey answered by the demo people with a ready shoot, once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { demoAccount } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";
import { DEMO_SURVEY_SLUG, seedDemoReviews } from "./demo-backoffice-reviews";

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
});

it("adds a waiting review and two answers to an active survey, and nothing on a second run", async () => {
  const p = db.prisma;
  await createUser(p, { email: demoAccount("admin").email, role: "ADMIN" });
  const [user, member] = await Promise.all((["user", "member", "lead"] as const).map((role) => createUser(p, { email: demoAccount(role).email, name: role === "user" ? "Maya Lindqvist" : undefined })));
  const catalogue = await seedCatalogue(p, { headshots: 1, styles: 1 });
  for (const who of [user!, member!]) {
    const shoot = await createShoot(p, { userId: who.id, packageId: catalogue.packageId, state: "ACTIVE", readyAt: new Date() });
    await p.result.create({ data: { shootId: shoot.id, styleId: catalogue.styleIds[0]!, storageKey: `x/${shoot.id}.jpg`, width: 10, height: 10, isFavorite: true } });
  }
  const deps = { db: p } as unknown as BackofficeSeedDeps;
  const lines: string[] = [];
  await seedDemoReviews(deps, (l) => lines.push(l));
  await seedDemoReviews(deps, (l) => lines.push(l));
  expect(lines).toHaveLength(2);

  const reviews = await p.review.findMany();
  expect(reviews).toHaveLength(1);
  expect(reviews[0]).toMatchObject({ kind: "REVIEW", name: "Maya L.", published: false, featured: false, rating: 5 });
  const survey = await p.survey.findUniqueOrThrow({ where: { slug: DEMO_SURVEY_SLUG }, include: { responses: true } });
  expect(survey).toMatchObject({ active: true, trigger: "AFTER_RESULTS" });
  // The lead has no ready shoot here: the survey is not theirs to answer.
  expect(survey.responses.map((r) => r.userId).sort()).toEqual([user!.id, member!.id].sort());
  expect(await p.auditLog.count({ where: { action: { in: ["survey.create", "survey.activate"] } } })).toBe(2);
});
