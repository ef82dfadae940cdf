import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";
import { openTestDb } from "@/lib/testing/db";
import { startSmtpSink, type SmtpSink } from "@/lib/testing/email";
import { sendEmail, transportFor } from "./index";
import { findOutboxPage } from "@/lib/backoffice/outbox/queries";
import { outboxQuery } from "@/lib/backoffice/outbox/schemas";
import { REDACTED, renderEmail, SECRET_VALUES, type EmailTemplate } from "./templates";
import { outboxTransport, smtpTransport } from "./transport";

let db: Db & { cleanup(): Promise<void> };
let sink: SmtpSink;
const quiet = outboxTransport({ print: false });

beforeAll(async () => {
  db = await openTestDb("pglite");
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink?.close();
  await db?.cleanup();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A one-time token as lib/auth makes them, unique per test so a search for it means something. */
const newToken = () => randomBytes(32).toString("base64url");

/** Undoes quoted-printable soft breaks and escapes, so a link in a raw message can be searched. */
const unQuote = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The stored row, every column, as one string: a secret must be nowhere in it. */
async function storedRow(id: string): Promise<string> {
  return JSON.stringify(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } }));
}

describe("email templates", () => {
  it("renders each template in the reader's language with an escaped link", async () => {
    const en = await renderEmail("reset-password", "en", { name: "Ana <b>", url: "https://x.test/auth/reset-password?token=a&b" });
    const de = await renderEmail("reset-password", "de", { name: "Ana", url: "https://x.test/de/auth/reset-password?token=a" });
    const es = await renderEmail("magic-link", "es", { url: "https://x.test/es/auth/token?token=a" });
    expect(en.subject).toBe("Reset your Lumen password");
    expect(de.subject).not.toBe(en.subject);
    expect(es.subject).not.toBe(en.subject);
    expect(en.html).toContain("Ana &lt;b&gt;");
    expect(en.html).toContain('href="https://x.test/auth/reset-password?token=a&amp;b"');
    expect(en.text).toContain("https://x.test/auth/reset-password?token=a&b");
    expect(de.html).toContain('lang="de-DE"');
  });

  it("declare the links that sign in, prove an address or change it as secret, and the team lead's sign-in code", () => {
    const secret = Object.entries(SECRET_VALUES).filter(([, values]) => values.length > 0);
    expect(Object.fromEntries(secret)).toEqual({ "verify-email": ["url"], "reset-password": ["url"], "magic-link": ["url"], "email-change-verify": ["url"], "team-sign-in": ["url"], "team-claim": ["url"], "team-mfa-code": ["code"] });
  });
});

describe("secrets never rest in the outbox", () => {
  const secretEmails: { template: EmailTemplate; path: string; data: (url: string) => Record<string, string> }[] = [
    { template: "magic-link", path: "/auth/token?token=", data: (url) => ({ url }) },
    { template: "verify-email", path: "/de/auth/verify?token=", data: (url) => ({ name: "Lucía", url }) },
    { template: "reset-password", path: "/es/auth/reset-password?token=", data: (url) => ({ name: "Lucía", url }) },
    { template: "email-change-verify", path: "/profile?emailToken=", data: (url) => ({ name: "Lucía", url }) },
    { template: "team-sign-in", path: "/de/team-access?token=", data: (url) => ({ organization: "Northwind", url, validFor: "2 hours" }) },
    { template: "team-claim", path: "/join/shoot-1?token=", data: (url) => ({ name: "Lucía", organization: "Northwind", lead: "Elena", url }) },
  ];

  it.each(secretEmails)("$template: the row keeps template, locale, recipient and the other values, the link redacted", async ({ template, path, data }) => {
    const token = newToken();
    const url = `https://lumen.example${path}${token}`;
    const to = `${template}@example.test`;
    const res = await sendEmail(db.prisma, { to, template, locale: "en", data: data(url) as never }, quiet);
    expect(res.status).toBe("PENDING");
    const row = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row).toMatchObject({ to, template, locale: "en", data: { ...data(url), url: REDACTED } });
    expect(row.text).toContain(REDACTED);
    const all = await storedRow(res.id);
    expect(all).not.toContain(token);
    expect(all).not.toContain(path);
  });

  it("the admin's outbox view gets no link, only the marker", async () => {
    const token = newToken();
    const to = "viewer@example.test";
    await sendEmail(db.prisma, { to, template: "magic-link", locale: "en", data: { url: `https://lumen.example/auth/token?token=${token}` } }, quiet);
    const entries = (await findOutboxPage(db.prisma, outboxQuery.parse({ q: to }))).items;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.subject).toBe("Your Lumen sign-in link");
    expect(entries[0]!.text).toContain(REDACTED);
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain("/auth/token");
  });

  it("keeps links that open nothing by themselves as they are", async () => {
    const url = "https://lumen.example/app/results/shoot-1";
    const res = await sendEmail(db.prisma, { to: "ready@example.test", template: "shoot-ready", locale: "en", data: { name: "Ana", url, title: "Spring", count: "40" } }, quiet);
    const row = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row.text).toContain(url);
    expect(row.data).toMatchObject({ url, title: "Spring", count: "40" });
  });

  it("with SMTP, the server gets the live link and the row keeps no body once it is handed over", async () => {
    const token = newToken();
    const res = await sendEmail(
      db.prisma,
      { to: "b@example.test", template: "verify-email", locale: "es", data: { name: "Lucía", url: `https://x.test/es/auth/verify?token=${token}` } },
      smtpTransport(sink.url),
    );
    expect(res.status).toBe("SENT");
    const mail = sink.received.find((m) => m.to.includes("b@example.test"));
    expect(mail?.raw).toMatch(/^Subject: /m);
    expect(unQuote(mail!.raw)).toContain(`/es/auth/verify?token=${token}`);
    const row = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row).toMatchObject({ status: "SENT", attempts: 1, html: null, text: null, template: "verify-email", to: "b@example.test" });
    expect(row.sentAt).not.toBeNull();
    expect(await storedRow(res.id)).not.toContain(token);
  });

  it("with SMTP, a body that is not secret is not kept either", async () => {
    const res = await sendEmail(
      db.prisma,
      { to: "c@example.test", template: "password-changed", locale: "en", data: { name: "Ana", url: "https://x.test/auth/reset-password" } },
      smtpTransport(sink.url),
    );
    expect(res.status).toBe("SENT");
    expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.id } })).toMatchObject({ html: null, text: null, data: { name: "Ana" } });
  });

  it("records a failed hand-off, keeping only the redacted body", async () => {
    const token = newToken();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await sendEmail(
      db.prisma,
      { to: "d@example.test", template: "magic-link", locale: "de", data: { url: `https://x.test/de/auth/token?token=${token}` } },
      smtpTransport("smtp://127.0.0.1:1"),
    );
    expect(res.status).toBe("FAILED");
    const row = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row.lastError).toBeTruthy();
    expect(row.text).toContain(REDACTED);
    expect(await storedRow(res.id)).not.toContain(token);
  });
});

describe("without SMTP", () => {
  async function printedFor(NODE_ENV: "development" | "production" | "test", token: string, EMAIL_PRINT?: "0" | "1"): Promise<string[]> {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const transport = transportFor({ SMTP_URL: undefined, NODE_ENV, EMAIL_PRINT });
    expect(transport.name).toBe("outbox");
    const res = await sendEmail(db.prisma, { to: `dev-${NODE_ENV}@example.test`, template: "magic-link", locale: "en", data: { url: `https://localhost:3000/auth/token?token=${token}` } }, transport);
    expect(res.status).toBe("PENDING");
    expect(await storedRow(res.id)).not.toContain(token);
    return info.mock.calls.map((c) => String(c[0]));
  }

  it("prints the email with its live link to the server console in development", async () => {
    const token = newToken();
    const lines = await printedFor("development", token);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("[email] to dev-development@example.test: Your Lumen sign-in link");
    expect(lines[0]).toContain(`https://localhost:3000/auth/token?token=${token}`);
  });

  it.each(["production", "test"] as const)("prints nothing in %s", async (NODE_ENV) => {
    const token = newToken();
    expect((await printedFor(NODE_ENV, token)).join("\n")).not.toContain(token);
  });

  it("prints in production only when EMAIL_PRINT=1 says so (a server only its owner uses), and never with EMAIL_PRINT=0", async () => {
    const token = newToken();
    expect((await printedFor("production", token, "1")).join("\n")).toContain(`token=${token}`);
    const other = newToken();
    expect((await printedFor("development", other, "0")).join("\n")).not.toContain(other);
  });
});
