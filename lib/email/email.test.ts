import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import type { Db } from "@/lib/db";
import { openTestDb } from "@/lib/db/testing";
import { sendEmail } from "./index";
import { renderEmail } from "./templates";
import { outboxTransport, smtpTransport } from "./transport";

let db: Db & { cleanup(): Promise<void> };
let server: SMTPServer;
let port = 0;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  db = await openTestDb("pglite");
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db?.cleanup();
});

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
});

describe("sendEmail", () => {
  it("keeps the email in the outbox when no SMTP server is configured", async () => {
    const res = await sendEmail(db.prisma, { to: "a@example.test", template: "magic-link", locale: "en", data: { url: "https://x.test/auth/token?token=t" } }, outboxTransport);
    expect(res.status).toBe("PENDING");
    const row = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row.subject).toBe("Your Lumen sign-in link");
    expect(row.text).toContain("https://x.test/auth/token?token=t");
  });

  it("delivers over SMTP to a real server and records it as sent", async () => {
    const res = await sendEmail(
      db.prisma,
      { to: "b@example.test", template: "verify-email", locale: "es", data: { name: "Lucía", url: "https://x.test/es/auth/verify?token=v" } },
      smtpTransport(`smtp://127.0.0.1:${port}`),
    );
    expect(res.status).toBe("SENT");
    const mail = received.find((m) => m.to.includes("b@example.test"));
    expect(mail?.raw).toMatch(/^Subject: /m);
    expect(mail?.raw).toContain("Luc");
    const row = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it("records a failed hand-off without losing the message", async () => {
    const res = await sendEmail(
      db.prisma,
      { to: "c@example.test", template: "magic-link", locale: "de", data: { url: "https://x.test/de/auth/token?token=z" } },
      smtpTransport("smtp://127.0.0.1:1"),
    );
    expect(res.status).toBe("FAILED");
    const row = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.id } });
    expect(row.lastError).toBeTruthy();
    expect(row.text).toContain("/de/auth/token?token=z");
  });
});
