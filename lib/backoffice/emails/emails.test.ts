// /admin/email/create's actions posted as a browser would, and what they change for real emails: an
// unknown variable or an empty text is refused (nothing written, nothing audited); a saved Spanish
// "shoot-ready" is what the next such email says, through sendEmail into the outbox (and through
// queueEmail for a queued one), other languages keep the built-in text; reset goes back to it; an
// override of "magic-link" keeps the link out of the stored row; the test email reaches the admin
// alone; every change is audited; and nobody but a platform admin gets anywhere.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sendEmail, setTransport } from "@/lib/email";
import { queueEmail } from "@/lib/email/queued";
import { REDACTED } from "@/lib/email/templates";
import { outboxTransport, smtpTransport } from "@/lib/email/transport";
import { readMessages } from "@/lib/i18n/message-files";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { startSmtpSink, type SmtpSink } from "@/lib/testing/email";
import { loadTemplateEditor, sampleData } from "./templates";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const { resetEmailTemplateAction, saveEmailTemplateAction, sendTestEmailAction } = await import("./actions");

const bed = adminActionBed(request);
const quiet = outboxTransport({ print: false });
const es = readMessages("es");
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  setTransport(undefined);
  await sink?.close();
});

const shootReady = { template: "shoot-ready", emailLocale: "es" };
const spanishText = {
  ...shootReady,
  subject: "{name}, tus {count} retratos están listos",
  body: "Hola {name}:\n\nYa puedes ver «{title}». <b>Sin HTML</b>\n\n\nUn saludo del equipo.",
  cta: "Abrir la galería",
};
/** The data lib/shoots/generate.ts sends with "shoot-ready". */
const readyData = (name: string) => ({ name, url: "https://lumen.example/es/app/results/shoot-1", title: "Primavera", count: "40" });

describe("saving a template", () => {
  it("refuses a variable the template has none of, naming it, and writes nothing", async () => {
    bed.as("admin");
    const audits = await bed.p.auditLog.count();
    for (const field of ["subject", "body", "cta"] as const) {
      const answer = await submitForm(saveEmailTemplateAction, { ...spanishText, [field]: `${spanishText[field]} {organization}` });
      expect(answer, field).toMatchObject({ error: "UNKNOWN_VARIABLE", errorValues: { variable: "{organization}" }, values: { subject: expect.any(String) } });
    }
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, body: "Hola { name }" })).toMatchObject({ error: "UNKNOWN_VARIABLE", errorValues: { variable: "{ name }" } });
    expect(await bed.p.emailTemplateOverride.count()).toBe(0);
    expect(await bed.p.auditLog.count()).toBe(audits);
    // The refusal reads in the admin's language.
    expect(es.BackofficeEmails.errors.UNKNOWN_VARIABLE).toContain("{variable}");
  });

  it("refuses a text that drops what the email is for from its body (a staff reply, a refusal's reason), even when the subject names it", async () => {
    bed.as("admin");
    const reply = { template: "support-reply", emailLocale: "en", subject: "Re: {subject} — {reply}", body: "Hello {name}, we answered your ticket.", cta: "Open" };
    expect(await submitForm(saveEmailTemplateAction, reply)).toMatchObject({ error: "MISSING_VARIABLE", errorValues: { variable: "{reply}" } });
    const denied = { template: "refund-denied", emailLocale: "es", subject: "Reembolso", body: "Hola {name}: no podemos reembolsar {item}.", cta: "Ver" };
    expect(await submitForm(saveEmailTemplateAction, denied)).toMatchObject({ error: "MISSING_VARIABLE", errorValues: { variable: "{reason}" } });
    const invoice = { template: "team-invoice-issued", emailLocale: "de", subject: "Rechnung {number}", body: "Rechnung {number} über {total}.", cta: "Öffnen" };
    expect(await submitForm(saveEmailTemplateAction, invoice)).toMatchObject({ error: "MISSING_VARIABLE", errorValues: { variable: "{dueDate}" } });
    expect(await bed.p.emailTemplateOverride.count({ where: { template: { in: ["support-reply", "refund-denied", "team-invoice-issued"] } } })).toBe(0);
  });

  it("refuses a team lead's sign-in code email without the code", async () => {
    bed.as("admin");
    const fields = { template: "team-mfa-code", emailLocale: "de", subject: "Dein Code für {organization}", body: "Hier ist er nicht.", cta: "Öffnen" };
    expect(await submitForm(saveEmailTemplateAction, fields)).toMatchObject({ error: "MISSING_VARIABLE", errorValues: { variable: "{code}" } });
    expect(await bed.p.emailTemplateOverride.count()).toBe(0);
    expect(await submitForm(saveEmailTemplateAction, { ...fields, body: "Dein Code: {code}, {minutes} Minuten gültig." })).toMatchObject({ ok: true });
    expect(await submitForm(resetEmailTemplateAction, { template: "team-mfa-code", emailLocale: "de" })).toMatchObject({ ok: true });
  });

  it("refuses an empty subject, text or button, a subject on two lines, and an unknown template or language", async () => {
    bed.as("admin");
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, subject: "   " })).toMatchObject({ fieldErrors: { subject: "subjectEmpty" } });
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, body: " \n\n " })).toMatchObject({ fieldErrors: { body: "bodyEmpty" } });
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, cta: "" })).toMatchObject({ fieldErrors: { cta: "ctaEmpty" } });
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, subject: "a\nBcc: x@example.test" })).toMatchObject({ fieldErrors: { subject: "subjectOneLine" } });
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, template: "nope" })).toMatchObject({ fieldErrors: { template: "unknownTemplate" } });
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, template: "__proto__" })).toMatchObject({ fieldErrors: { template: "unknownTemplate" } });
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, emailLocale: "fr" })).toMatchObject({ fieldErrors: { emailLocale: "unknownLocale" } });
    expect(await bed.p.emailTemplateOverride.count()).toBe(0);
  });

  it("saves the Spanish text, audited with the built-in text before it, and the next Spanish email uses it", async () => {
    bed.as("admin");
    expect(await submitForm(saveEmailTemplateAction, spanishText)).toMatchObject({ ok: true });
    const row = await bed.p.emailTemplateOverride.findUniqueOrThrow({ where: { template_locale: { template: "shoot-ready", locale: "es" } } });
    expect(row).toMatchObject({ subject: spanishText.subject, body: "Hola {name}:\n\nYa puedes ver «{title}». <b>Sin HTML</b>\n\nUn saludo del equipo.", cta: "Abrir la galería", updatedById: bed.admin.id });
    const audit = await bed.lastAudit("email.template.update", "shoot-ready/es");
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "EmailTemplate", data: { template: "shoot-ready", locale: "es", wasBuiltIn: true, changed: ["body", "cta", "subject"] } });
    expect((audit!.data.before as { subject: string }).subject).toBe(es.Email["shoot-ready"].subject);
    expect((audit!.data.after as { subject: string }).subject).toBe(spanishText.subject);

    // The email lib/shoots/generate.ts sends next, in Spanish: the admin's text, values escaped in the HTML.
    const sent = await sendEmail(bed.p, { to: "lucia@example.test", template: "shoot-ready", locale: "es", data: readyData("Lucía <i>") }, quiet);
    const outbox = await bed.p.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } });
    expect(outbox.subject).toBe("Lucía <i>, tus 40 retratos están listos");
    expect(outbox.text).toContain("Hola Lucía <i>:\nYa puedes ver «Primavera». <b>Sin HTML</b>\nUn saludo del equipo.");
    expect(outbox.text).toContain("Abrir la galería: https://lumen.example/es/app/results/shoot-1");
    expect(outbox.html).toContain("Hola Lucía &lt;i&gt;:");
    expect(outbox.html).toContain("&lt;b&gt;Sin HTML&lt;/b&gt;");
    expect(outbox.html).not.toMatch(/<b>|<i>/);

    // English keeps the built-in text.
    const english = await sendEmail(bed.p, { to: "ana@example.test", template: "shoot-ready", locale: "en", data: readyData("Ana") }, quiet);
    expect((await bed.p.emailOutbox.findUniqueOrThrow({ where: { id: english.id } })).subject).toBe("Your headshots are ready");
  });

  it("is used by an email queued in a transaction too, and saving again audits only what changed", async () => {
    bed.as("admin");
    expect(await submitForm(saveEmailTemplateAction, { ...spanishText, cta: "Mirar mis retratos" })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("email.template.update", "shoot-ready/es")).toMatchObject({ data: { wasBuiltIn: false, changed: ["cta"], before: { cta: "Abrir la galería" }, after: { cta: "Mirar mis retratos" } } });
    const id = await bed.p.$transaction((tx) => queueEmail(tx, { to: "marta@example.test", template: "shoot-ready", locale: "es", data: readyData("Marta") }));
    const row = await bed.p.emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row.subject).toBe("Marta, tus 40 retratos están listos");
    expect(row.text).toContain("Mirar mis retratos: ");
  });

  it("previews the text in use with sample values, never a real person's", async () => {
    const editor = await loadTemplateEditor(bed.p, "shoot-ready", "es");
    const sample = await sampleData("shoot-ready", "es");
    expect(sample).toMatchObject({ name: es.BackofficeEmails.samples.name, title: es.BackofficeEmails.samples.title, count: es.BackofficeEmails.samples.count });
    expect(editor.edited).toMatchObject({ subject: spanishText.subject, updatedBy: bed.admin.email });
    expect(editor.preview.subject).toBe(`${sample.name}, tus ${sample.count} retratos están listos`);
    expect(editor.preview.html).toContain("&lt;b&gt;Sin HTML&lt;/b&gt;");
    expect(editor.builtIn.subject).toBe(es.Email["shoot-ready"].subject);
    expect(editor.variables).toEqual(["name", "url", "title", "count"]);
  });
});

describe("reset", () => {
  it("deletes the text, audited, and the next email is the built-in one; a second reset is refused", async () => {
    bed.as("admin");
    expect(await submitForm(resetEmailTemplateAction, shootReady)).toMatchObject({ ok: true });
    expect(await bed.p.emailTemplateOverride.count({ where: { template: "shoot-ready", locale: "es" } })).toBe(0);
    const audit = await bed.lastAudit("email.template.reset", "shoot-ready/es");
    expect(audit).toMatchObject({ actorId: bed.admin.id, data: { before: { subject: spanishText.subject, cta: "Mirar mis retratos" }, after: { subject: es.Email["shoot-ready"].subject, cta: es.Email["shoot-ready"].cta } } });
    const sent = await sendEmail(bed.p, { to: "lucia@example.test", template: "shoot-ready", locale: "es", data: readyData("Lucía") }, quiet);
    expect((await bed.p.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })).subject).toBe(es.Email["shoot-ready"].subject);
    expect(await submitForm(resetEmailTemplateAction, shootReady)).toMatchObject({ error: "NOT_EDITED" });
    expect((await loadTemplateEditor(bed.p, "shoot-ready", "es")).edited).toBeNull();
  });
});

describe("an override of a template with a secret link", () => {
  it("keeps the link out of the stored row, even where the admin's text shows it", async () => {
    bed.as("admin");
    const fields = { template: "magic-link", emailLocale: "en", subject: "Sign in: {url}", body: "Your link: {url}\n\nIt works once.", cta: "Sign in" };
    expect(await submitForm(saveEmailTemplateAction, fields)).toMatchObject({ ok: true });
    const token = randomBytes(32).toString("base64url");
    const url = `https://lumen.example/auth/token?token=${token}`;
    const sent = await sendEmail(bed.p, { to: "someone@example.test", template: "magic-link", locale: "en", data: { url } }, smtpTransport(sink.url));
    expect(sent.status).toBe("SENT");
    // The person got the live link; the row, every column, holds none of it.
    const mail = sink.received.findLast((m) => m.to.includes("someone@example.test"));
    expect(mail!.raw.replace(/=\r?\n/g, "")).toContain(token);
    const row = await bed.p.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } });
    expect(row.subject).toBe(`Sign in: ${REDACTED}`);
    expect(JSON.stringify(row)).not.toContain(token);
    // Kept as a body too (the outbox transport keeps bodies): still redacted.
    const kept = await sendEmail(bed.p, { to: "someone@example.test", template: "magic-link", locale: "en", data: { url } }, quiet);
    const keptRow = await bed.p.emailOutbox.findUniqueOrThrow({ where: { id: kept.id } });
    expect(keptRow.text).toContain(`Your link: ${REDACTED}`);
    expect(JSON.stringify(keptRow)).not.toContain(token);
    expect(await submitForm(resetEmailTemplateAction, { template: "magic-link", emailLocale: "en" })).toMatchObject({ ok: true });
  });
});

describe("send a test to me", () => {
  it("sends the text in use with sample values to the signed-in admin alone, marked as a test, and audits it", async () => {
    bed.as("admin");
    expect(await submitForm(saveEmailTemplateAction, spanishText)).toMatchObject({ ok: true });
    setTransport(smtpTransport(sink.url));
    const before = sink.received.length;
    const outboxBefore = await bed.p.emailOutbox.count();
    try {
      // A `to` in the form changes nothing: the address is the admin's own.
      const answer = await submitForm(sendTestEmailAction, { ...shootReady, to: bed.person.email });
      expect(answer).toMatchObject({ ok: true, detail: bed.admin.email });
    } finally {
      setTransport(undefined);
    }
    const mails = sink.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([bed.admin.email]);
    const sample = await sampleData("shoot-ready", "es");
    const row = await bed.p.emailOutbox.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(await bed.p.emailOutbox.count()).toBe(outboxBefore + 1);
    expect(row).toMatchObject({ to: bed.admin.email, userId: bed.admin.id, template: "shoot-ready", locale: "es", status: "SENT", subject: `[Prueba] ${sample.name}, tus ${sample.count} retratos están listos` });
    expect(row.data).toEqual(sample);
    expect(await bed.lastAudit("email.template.test", "shoot-ready/es")).toMatchObject({ actorId: bed.admin.id, data: { template: "shoot-ready", locale: "es", to: bed.admin.email, outboxId: row.id, status: "SENT", edited: true } });
    expect(await submitForm(resetEmailTemplateAction, shootReady)).toMatchObject({ ok: true });
  });
});

describe("who may", () => {
  it("refuses everyone but a platform admin, and nothing is written, sent or audited", async () => {
    const outbox = await bed.p.emailOutbox.count();
    for (const [run, fields] of [[saveEmailTemplateAction, spanishText], [resetEmailTemplateAction, shootReady], [sendTestEmailAction, shootReady]] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, fields);
      expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
    expect(await bed.p.emailTemplateOverride.count()).toBe(0);
    expect(await bed.p.emailOutbox.count()).toBe(outbox);
  });
});
