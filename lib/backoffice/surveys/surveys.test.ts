// /admin/survey and the survey card: surveys made and switched on through the audited actions, the
// answers checked against the questions (unknown questions, forged options, bad ratings refused), one
// answer per person and survey (a replay answers once), a survey shown only where its trigger holds,
// the counts per rating and option, the text answers newest first, and the edit rule: an answered
// question keeps its id, type and picked options.
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { answerSurvey, pendingSurvey } from "@/lib/surveys/answer";
import { checkAnswers, type SurveyQuestion } from "@/lib/surveys/questions";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { saveSurveyAction, setSurveyActiveAction } from "./actions";
import { findTextAnswerPage, surveyResults } from "./results";
import { textAnswerQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

const L = (en: string) => ({ en, de: `${en} (de)`, es: `${en} (es)` });
const QUESTIONS: SurveyQuestion[] = [
  { id: "overall", type: "rating", label: L("How happy?") },
  { id: "use", type: "choice", label: L("Where?"), options: [{ id: "linkedin", label: L("LinkedIn") }, { id: "cv", label: L("CV") }] },
  { id: "improve", type: "text", label: L("Better?") },
];

let slugs = 0;
async function makeSurvey(questions: unknown = QUESTIONS, trigger = "AFTER_RESULTS"): Promise<string> {
  bed.as("admin");
  const slug = `survey-${++slugs}`;
  const answer = await submitForm(saveSurveyAction, { slug, title: "After results", trigger, questions: JSON.stringify(questions) });
  expect(answer).toMatchObject({ ok: true });
  const survey = await bed.p.survey.findUniqueOrThrow({ where: { slug } });
  expect(await submitForm(setSurveyActiveAction, { surveyId: survey.id, active: "true" })).toMatchObject({ ok: true });
  return survey.id;
}

/** A person with a ready (ACTIVE) shoot: the AFTER_RESULTS trigger holds for them. */
async function personWithResults(): Promise<string> {
  const user = await createUser(bed.p);
  const catalogue = await seedCatalogue(bed.p, { headshots: 1, styles: 1 });
  await createShoot(bed.p, { userId: user.id, packageId: catalogue.packageId, state: "ACTIVE", readyAt: new Date() });
  return user.id;
}

describe("answers are checked against the questions", () => {
  it.each([
    ["a rating of 6", { overall: 6, use: "cv" }, "invalidAnswers"],
    ["a rating of 2.5", { overall: 2.5, use: "cv" }, "invalidAnswers"],
    ["a forged option", { overall: 3, use: "facebook" }, "invalidAnswers"],
    ["an unknown question", { overall: 3, use: "cv", extra: "x" }, "invalidAnswers"],
    ["a text too long", { overall: 3, use: "cv", improve: "x".repeat(1001) }, "invalidAnswers"],
    ["a missing choice", { overall: 3 }, "answerRequired"],
    ["a list instead of answers", [3], "invalidAnswers"],
  ])("refuses %s", (_label, input, error) => {
    expect(checkAnswers(QUESTIONS, input)).toEqual({ ok: false, error });
  });

  it("accepts ratings as numbers or digits and leaves empty texts out", () => {
    expect(checkAnswers(QUESTIONS, { overall: "4", use: "cv", improve: "   " })).toEqual({ ok: true, answers: { overall: 4, use: "cv" } });
  });
});

describe("answering", () => {
  it("shows the survey where its trigger holds, stores one answer per person, and then shows it no more", async () => {
    const surveyId = await makeSurvey();
    const userId = await personWithResults();
    const shown = await pendingSurvey(bed.p, userId, "AFTER_RESULTS", "de");
    expect(shown).toMatchObject({ id: surveyId, questions: [{ id: "overall", label: "How happy? (de)" }, { id: "use", options: [{ id: "linkedin", label: "LinkedIn (de)" }, { id: "cv" }] }, { id: "improve" }] });
    expect(await pendingSurvey(bed.p, userId, "AFTER_REFUND", "en")).toBeNull();

    // Someone without results was never shown it: a forged answer is refused.
    const stranger = await createUser(bed.p);
    expect(await pendingSurvey(bed.p, stranger.id, "AFTER_RESULTS", "en")).toBeNull();
    expect(await answerSurvey(bed.p, { userId: stranger.id, surveyId, answers: { overall: 5, use: "cv" } })).toEqual({ ok: false, error: "notFound" });

    expect(await answerSurvey(bed.p, { userId, surveyId, answers: { overall: 5, use: "cv", improve: "Nothing" } })).toMatchObject({ ok: true });
    expect(await answerSurvey(bed.p, { userId, surveyId, answers: { overall: 1, use: "linkedin" } })).toEqual({ ok: false, error: "alreadyAnswered" });
    const both = await Promise.all([1, 2, 3].map(() => answerSurvey(bed.p, { userId, surveyId, answers: { overall: 2, use: "cv" } })));
    expect(both.every((r) => !r.ok)).toBe(true);
    const stored = await bed.p.surveyResponse.findMany({ where: { surveyId, userId } });
    expect(stored.map((r) => r.answers)).toEqual([{ overall: 5, use: "cv", improve: "Nothing" }]);
    expect(await pendingSurvey(bed.p, userId, "AFTER_RESULTS", "en")).toBeNull();
  });

  it("takes answers only for the survey the person is shown: an older active survey of the same trigger is refused", async () => {
    const older = await makeSurvey();
    const newer = await makeSurvey();
    const userId = await personWithResults();
    expect(await pendingSurvey(bed.p, userId, "AFTER_RESULTS", "en")).toMatchObject({ id: newer });
    expect(await answerSurvey(bed.p, { userId, surveyId: older, answers: { overall: 5, use: "cv" } })).toEqual({ ok: false, error: "notFound" });
    expect(await bed.p.surveyResponse.count({ where: { surveyId: older, userId } })).toBe(0);
    expect(await answerSurvey(bed.p, { userId, surveyId: newer, answers: { overall: 4, use: "cv" } })).toMatchObject({ ok: true });
  });

  it("an AFTER_REFUND survey shows once a refund was requested, and an inactive survey takes no answers", async () => {
    const surveyId = await makeSurvey([{ id: "why", type: "choice", label: L("Why?"), options: [{ id: "quality", label: L("Quality") }, { id: "price", label: L("Price") }] }], "AFTER_REFUND");
    const buyer = await createUser(bed.p);
    const order = await bed.p.order.create({ data: { userId: buyer.id, kind: "PACKAGE", status: "PAID", currency: "USD", subtotal: 2900, total: 2900 } });
    await bed.p.refund.create({ data: { orderId: order.id, amount: 2900, currency: "USD", reason: "quality", status: "REJECTED" } });
    expect(await pendingSurvey(bed.p, buyer.id, "AFTER_REFUND", "en")).toBeNull();
    await bed.p.refund.create({ data: { orderId: order.id, amount: 2900, currency: "USD", reason: "quality", status: "REQUESTED" } });
    expect(await pendingSurvey(bed.p, buyer.id, "AFTER_REFUND", "en")).toMatchObject({ id: surveyId });
    bed.as("admin");
    await submitForm(setSurveyActiveAction, { surveyId, active: "false" });
    expect(await bed.lastAudit("survey.deactivate", surveyId)).toMatchObject({ actorId: bed.admin.id });
    expect(await answerSurvey(bed.p, { userId: buyer.id, surveyId, answers: { why: "price" } })).toEqual({ ok: false, error: "notFound" });
  });
});

describe("counts and text answers", () => {
  it("counts each rating and option, and lists the texts newest first", async () => {
    const surveyId = await makeSurvey();
    const given = [
      { overall: 5, use: "cv", improve: "first" },
      { overall: 5, use: "linkedin" },
      { overall: 3, use: "cv", improve: "third" },
    ];
    for (const answers of given) expect(await answerSurvey(bed.p, { userId: await personWithResults(), surveyId, answers })).toMatchObject({ ok: true });
    const results = (await surveyResults(bed.p, surveyId, "en"))!;
    expect(results.responses).toBe(3);
    const [rating, choice, text] = results.questions;
    expect(rating).toMatchObject({ kind: "rating", answered: 3, counts: [{ value: 1, count: 0 }, { value: 2, count: 0 }, { value: 3, count: 1 }, { value: 4, count: 0 }, { value: 5, count: 2 }] });
    expect(choice).toMatchObject({ kind: "choice", answered: 3, counts: [{ value: "linkedin", label: "LinkedIn", count: 1 }, { value: "cv", label: "CV", count: 2 }] });
    expect(text).toMatchObject({ kind: "text", answered: 2 });
    const texts = await findTextAnswerPage(bed.p, results, textAnswerQuery.parse({ id: surveyId, perPage: "10" }));
    expect(texts.total).toBe(2);
    expect(texts.items.map((t) => t.text)).toEqual(["third", "first"]);
    const page2 = await findTextAnswerPage(bed.p, results, textAnswerQuery.parse({ id: surveyId, perPage: "10", page: "2" }));
    expect(page2.items).toEqual([]);
  });
});

describe("editing a survey", () => {
  it("audits create, activate and update with before/after", async () => {
    const surveyId = await makeSurvey();
    expect(await bed.lastAudit("survey.create", surveyId)).toMatchObject({ actorId: bed.admin.id });
    expect((await bed.lastAudit("survey.activate", surveyId))?.data).toMatchObject({ changed: ["active"], before: { active: false }, after: { active: true } });
    const survey = await bed.p.survey.findUniqueOrThrow({ where: { id: surveyId } });
    expect(await submitForm(saveSurveyAction, { surveyId, slug: survey.slug, title: "Renamed", trigger: "AFTER_RESULTS", questions: JSON.stringify(QUESTIONS) })).toMatchObject({ ok: true });
    expect((await bed.lastAudit("survey.update", surveyId))?.data).toMatchObject({ changed: ["title"], after: { title: "Renamed" } });
  });

  it("refuses removing or retyping an answered question and dropping a picked option; allows labels, new questions and unanswered changes", async () => {
    const surveyId = await makeSurvey();
    await answerSurvey(bed.p, { userId: await personWithResults(), surveyId, answers: { overall: 4, use: "cv" } });
    const { slug } = await bed.p.survey.findUniqueOrThrow({ where: { id: surveyId } });
    const save = (questions: unknown) => submitForm(saveSurveyAction, { surveyId, slug, title: "T", trigger: "AFTER_RESULTS", questions: JSON.stringify(questions) });
    const [overall, use, improve] = QUESTIONS as [SurveyQuestion, Extract<SurveyQuestion, { type: "choice" }>, SurveyQuestion];

    expect(await save([use, improve])).toMatchObject({ error: "QUESTIONS_IN_USE", errorValues: { questions: "overall" } });
    expect(await save([{ ...overall, type: "text" }, use, improve])).toMatchObject({ error: "QUESTIONS_IN_USE" });
    expect(await save([overall, { ...use, options: [use.options[0]!, { id: "web", label: L("Web") }] }, improve])).toMatchObject({ error: "QUESTIONS_IN_USE", errorValues: { questions: "use" } });
    expect(await bed.p.survey.findUniqueOrThrow({ where: { id: surveyId } })).toMatchObject({ questions: QUESTIONS });

    // Unanswered "improve" may go; "linkedin" (never picked) may go; labels change; a question is added.
    const next = [{ ...overall, label: L("How happy now?") }, { ...use, options: [use.options[1]!, { id: "web", label: L("Web") }] }, { id: "again", type: "rating", label: L("Again?") }];
    expect(await save(next)).toMatchObject({ ok: true });
    expect((await bed.p.survey.findUniqueOrThrow({ where: { id: surveyId } })).questions).toEqual(next);
  });

  it.each([
    ["broken JSON", "[{", "badJson"],
    ["no questions", "[]", "noQuestions"],
    ["a label missing German", JSON.stringify([{ id: "a", type: "rating", label: { en: "A", es: "A" } }]), "labelMissing"],
    ["a choice with one option", JSON.stringify([{ id: "a", type: "choice", label: L("A"), options: [{ id: "x", label: L("X") }] }]), "tooFewOptions"],
    ["two questions with one id", JSON.stringify([{ id: "a", type: "rating", label: L("A") }, { id: "a", type: "text", label: L("B") }]), "duplicateQuestion"],
    ["an unknown type", JSON.stringify([{ id: "a", type: "slider", label: L("A") }]), "questionType"],
  ])("refuses %s with a field error", async (_label, questions, key) => {
    bed.as("admin");
    expect(await submitForm(saveSurveyAction, { slug: `bad-${++slugs}`, title: "T", trigger: "AFTER_RESULTS", questions })).toMatchObject({ fieldErrors: { questions: key } });
  });

  it("refuses a slug in use", async () => {
    await makeSurvey();
    expect(await submitForm(saveSurveyAction, { slug: `survey-${slugs}`, title: "T", trigger: "AFTER_RESULTS", questions: JSON.stringify(QUESTIONS) })).toMatchObject({ fieldErrors: { slug: "slugTaken" } });
  });

  it("only platform admins", async () => {
    for (const [run, fields] of [[saveSurveyAction, { slug: "nope", title: "T", trigger: "AFTER_RESULTS", questions: JSON.stringify(QUESTIONS) }], [setSurveyActiveAction, { surveyId: "s", active: "true" }]] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, fields);
      expect(answers.map((a) => ("error" in a ? a.error : "ok"))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
  });
});
