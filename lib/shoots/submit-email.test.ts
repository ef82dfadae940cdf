// The "we are making your headshots" email of a submission (lib/shoots/submit.ts), on real PostgreSQL
// with pg-boss and a real SMTP server on loopback: written in the submitting transaction, in the
// person's language, with the live waiting link, and sent exactly once however often submit is replayed.
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxTransport, smtpTransport } from "@/lib/email/transport";
import { createBoss } from "@/lib/jobs/boss";
import { QUEUES, QUEUE_DEFINITIONS } from "@/lib/jobs/queues";
import { readMessages } from "@/lib/i18n/message-files";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { startSmtpSink } from "@/lib/testing/email";
import { createShoot, createUser, fillShoot, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { submitShoot, type SubmitDeps } from "./submit";

const APP_URL = "https://lumen.example";
let db: TestDb;
let boss: PgBoss;
let catalogue: TestCatalogue;

beforeAll(async () => {
  db = await openTestDb("postgres");
  boss = await createBoss({ kind: "postgres", url: db.url }, { maintenance: false });
  catalogue = await seedCatalogue(db.prisma);
});
afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await db?.cleanup();
});

async function readyShoot(locale: "en" | "de" | "es", title = "Board portraits") {
  const user = await createUser(db.prisma, { locale, name: "Grace Hopper" });
  const id = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId, title })).id;
  await fillShoot(db.prisma, { shootId: id, catalogue });
  return { user, id };
}

const submit = (userId: string, shootId: string, deps: SubmitDeps = {}) =>
  submitShoot(db.prisma, { userId, shootId, bestPhotosConfirmed: true, termsAccepted: true }, { boss, appUrl: APP_URL, ...deps });
const mailsTo = (to: string) => db.prisma.emailOutbox.findMany({ where: { to, template: "shoot-submitted" } });

describe("the submission confirmation email", () => {
  it("is written with the submission, in the person's language, with the live waiting link", async () => {
    for (const locale of ["en", "de", "es"] as const) {
      const { user, id } = await readyShoot(locale);
      const result = await submit(user.id, id);
      expect(result).toMatchObject({ ok: true });
      const [mail, ...more] = await mailsTo(user.email);
      expect(more).toEqual([]);
      const t = readMessages(locale).Email as Record<string, { subject: string; cta: string }>;
      const link = `${APP_URL}${locale === "en" ? "" : `/${locale}`}/app/upload/waiting?shoot=${id}`;
      expect(mail).toMatchObject({ id: result.ok && result.emailId, subject: t["shoot-submitted"]!.subject, locale, userId: user.id, status: "PENDING" });
      expect(mail!.data).toEqual({ name: "Grace Hopper", title: "Board portraits", url: link });
      // The waiting page needs sign-in, so the link is kept in the outbox as it is (nothing to redact).
      expect(mail!.text).toContain(`${t["shoot-submitted"]!.cta}: ${link}`);
      expect(mail!.text).toContain("Board portraits");
      expect(mail!.html).toContain(`href="${link}"`);
    }
  });

  it("is printed after the commit by the embedded outbox transport when EMAIL_PRINT is on, and stays the delivery", async () => {
    const printed: string[] = [];
    const transport = outboxTransport({ print: true, log: (text) => printed.push(text) });
    const { user, id } = await readyShoot("de");
    const settled = new Promise<string>((resolve) => void submit(user.id, id, { relay: { transport, onSettled: resolve } }));
    expect(await settled).toBe("sent");
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`[email] to ${user.email}: `);
    expect(printed[0]).toContain(`${APP_URL}/de/app/upload/waiting?shoot=${id}`);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ status: "PENDING", attempts: 0 });
    expect(mail!.text).not.toBeNull();
  });

  it("is sent once however often submit is replayed, even at the same moment", async () => {
    const { user, id } = await readyShoot("de");
    const twice = await Promise.all([submit(user.id, id), submit(user.id, id)]);
    expect(twice.map((r) => (r.ok ? "ok" : r.code)).sort()).toEqual(["WRONG_STATE", "ok"]);
    expect(await submit(user.id, id)).toMatchObject({ ok: false, code: "WRONG_STATE" });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("is not written when the submission is refused or rolled back", async () => {
    const { user, id } = await readyShoot("en");
    expect(await submitShoot(db.prisma, { userId: user.id, shootId: id, bestPhotosConfirmed: false, termsAccepted: true }, { boss, appUrl: APP_URL })).toMatchObject({ ok: false });
    const stranger = await createUser(db.prisma);
    expect(await submit(stranger.id, id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await db.prisma.emailOutbox.count({ where: { template: "shoot-submitted", to: { in: [user.email, stranger.email] } } })).toBe(0);

    // The job cannot be queued: the whole submission rolls back, the email with it.
    await boss.deleteQueue(QUEUES.shootGenerate);
    try {
      await expect(submit(user.id, id)).rejects.toThrow();
    } finally {
      const def = QUEUE_DEFINITIONS.find((q) => q.name === QUEUES.shootGenerate)!;
      await boss.createQueue(def.name, def.options);
    }
    expect(await mailsTo(user.email)).toEqual([]);
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id } })).state).toBe("ONBOARDING");
  });

  it("reaches an SMTP server once, after the commit", async () => {
    const sink = await startSmtpSink();
    try {
      const transport = smtpTransport(sink.url);
      const { user, id } = await readyShoot("es");
      const settled = new Promise<string>((resolve) => void submit(user.id, id, { relay: { transport, onSettled: resolve } }));
      expect(await settled).toBe("sent");
      // A replay queues nothing, so nothing more is relayed.
      expect(await submit(user.id, id, { relay: { transport } })).toMatchObject({ ok: false, code: "WRONG_STATE" });
      await new Promise((r) => setTimeout(r, 400));
      expect(sink.received.map((m) => m.to)).toEqual([[user.email]]);
      expect(sink.received[0]!.raw).toMatch(/Subject: =\?UTF-8\?Q\?Estamos_creando_tus_retratos\?=|Subject: Estamos creando tus retratos/);
      const [mail] = await mailsTo(user.email);
      expect(mail).toMatchObject({ status: "SENT", attempts: 1, html: null, text: null });
    } finally {
      await sink.close();
    }
  });
});
