// What people sent (lib/account/feedback.ts) as the back office lists and exports it, and the review prompt's answers.
import { afterAll, beforeAll, expect, it } from "vitest";
import { submitFeedback } from "@/lib/account/feedback";
import { REVIEW_AUDIT_ACTION } from "@/lib/account/review";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createShoot, createUser } from "@/lib/testing/fixtures";
import { feedbackBatches, findFeedbackPage, promptReviews } from "./queries";
import { feedbackQuery } from "./schemas";

let db: TestDb;
const limits = { take: async () => ({ allowed: true }) } as never;

beforeAll(async () => {
  db = await openTestDb("pglite");
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
});

it("lists feedback newest first with person and shoot, filters by rating and text, and exports the selection", async () => {
  const ana = await createUser(db.prisma, { email: "ana@example.test" });
  const ben = await createUser(db.prisma, { email: "ben@example.test" });
  const shoot = await createShoot(db.prisma, { userId: ana.id, packageId: (await createPackage(db.prisma)).id, title: "Ana's shoot" });
  await submitFeedback(db.prisma, { userId: ana.id, rating: 5, body: "Lovely headshots", shootId: shoot.id }, limits);
  await submitFeedback(db.prisma, { userId: ben.id, rating: 2, body: "Too slow" }, limits);
  const all = await findFeedbackPage(db.prisma, feedbackQuery.parse({}));
  expect(all.items.map((f) => f.rating)).toEqual([2, 5]);
  expect(all.items[1]).toMatchObject({ body: "Lovely headshots", user: { email: "ana@example.test" }, shoot: { title: "Ana's shoot" } });
  expect((await findFeedbackPage(db.prisma, feedbackQuery.parse({ rating: "5" }))).items.map((f) => f.user?.email)).toEqual(["ana@example.test"]);
  expect((await findFeedbackPage(db.prisma, feedbackQuery.parse({ q: "slow" }))).total).toBe(1);
  expect((await findFeedbackPage(db.prisma, feedbackQuery.parse({ rating: "9" }))).total).toBe(2);
  const exported = [];
  for await (const batch of feedbackBatches(db.prisma, feedbackQuery.parse({ rating: "2" }))) exported.push(...batch);
  expect(exported.map((f) => f.body)).toEqual(["Too slow"]);
});

it("shows the review prompt's answers with who wrote them", async () => {
  const cara = await createUser(db.prisma, { email: "cara@example.test" });
  const review = await db.prisma.review.create({ data: { name: "Cara", rating: 4, body: "Great", published: false } });
  await db.prisma.auditLog.create({ data: { actorId: cara.id, action: REVIEW_AUDIT_ACTION, targetType: "Review", targetId: review.id, data: { rating: 4 } } });
  expect(await promptReviews(db.prisma)).toEqual([expect.objectContaining({ id: review.id, rating: 4, body: "Great", published: false, email: "cara@example.test" })]);
});
