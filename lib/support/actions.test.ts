// The /contact form's server action, posted as a browser does, on a throw-away database: a message
// becomes a ticket and a confirmation email in the outbox; bursts from one address, forged
// X-Forwarded-For entries, a failing reCAPTCHA, a filled honeypot and a bad address are refused (or,
// for the honeypot, answered neutrally) without a ticket.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "use-intl/core";
import type { PrismaClient } from "@/lib/db";
import type { ActionState } from "@/lib/http/action";
import { readMessages } from "@/lib/i18n/message-files";
import { submitForm } from "@/lib/testing/actions";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { printEmails, type PrintedEmails } from "@/lib/testing/email";

// What exists only inside Next: the request's X-Forwarded-For as scripts/serve.ts leaves it (whatever
// the client sent, then the socket's address appended), and the app's database handle.
const request = vi.hoisted(() => ({ forwarded: "192.0.2.1", db: null as PrismaClient | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": request.forwarded }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => request.db! }));
// The action wrapper's sign-in check loads Auth.js, which runs only inside Next (a public form never asks it).
vi.mock("@/lib/auth", () => ({ auth: async () => null, signIn: async () => undefined }));
vi.mock("next-auth", () => ({ AuthError: class AuthError extends Error {} }));

type Actions = typeof import("./actions");
let actions: Actions;
let db: TestDb;
let printed: PrintedEmails;
let seq = 0;

beforeAll(async () => {
  db = await openTestDb("pglite");
  request.db = db.prisma;
  printed = printEmails();
  actions = await import("./actions");
});
afterAll(async () => {
  // The confirmations are handed over 200 ms after their commit: let the last ones go before closing.
  await new Promise((resolve) => setTimeout(resolve, 500));
  printed?.restore();
  await db?.cleanup();
});
beforeEach(() => {
  request.forwarded = `198.51.100.${++seq}`;
});

const unique = (label: string) => `${label}-${Date.now()}-${++seq}@example.test`;
const fields = (over: Record<string, string> = {}) => ({
  locale: "de",
  name: "Ada Lovelace",
  email: unique("ada"),
  topic: "support",
  message: "My headshots are ready but the download button does nothing.",
  reference: "INV-2026-0042",
  recaptcha: "",
  website: "",
  ...over,
});
const send = async (action: Actions["contactAction"], over: Record<string, string> = {}) => (await submitForm(action, fields(over))) as ActionState;
const ticketsFor = (email: string) => db.prisma.supportTicket.count({ where: { email } });

describe("the contact form", () => {
  it("makes an OPEN ticket and queues the confirmation in the sender's language, quoting the message and the reference", async () => {
    const email = unique("valid");
    const state = await send(actions.contactAction, { email, message: "Kann ich mein Foto noch ändern?\nDanke!" });
    expect(state).toMatchObject({ ok: true });
    const ticket = await db.prisma.supportTicket.findFirstOrThrow({ where: { email } });
    expect(state.detail).toBe(ticket.id);
    expect(ticket).toMatchObject({ status: "OPEN", subject: "Hilfe zu einer Bestellung (INV-2026-0042)", userId: null });
    expect(ticket.body).toBe("Kann ich mein Foto noch ändern?\nDanke!\n\n— Ada Lovelace");
    expect(ticket.messages).toEqual([expect.objectContaining({ from: "user", locale: "de" })]);

    const mail = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, template: "contact-received" } });
    expect(mail.locale).toBe("de");
    expect(mail.subject).toBe(`Deine Nachricht ist bei uns (Referenz ${ticket.id})`);
    // Whoever typed the address, our email carries neither their name nor their words to it.
    expect(mail.text).not.toContain("Kann ich mein Foto noch ändern?");
    expect(mail.text).not.toContain("Ada Lovelace");
    expect(mail.text).toContain(`Deine Referenz: ${ticket.id}`);
    expect(mail.text).toContain("innerhalb von 1 Werktag");
    expect(mail.text).toContain("/de/contact");
    // Handed to the transport after the commit.
    await vi.waitFor(() => expect(printed.lastTo(email)).toContain("Deine Nachricht ist bei uns"));
  });

  it("refuses the 6th message from one client address within 10 minutes, in the visitor's language, keeping what was typed", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < 5; i++) {
      request.forwarded = ip;
      expect(await send(actions.contactAction, { email: unique(`burst${i}`) })).toMatchObject({ ok: true });
    }
    request.forwarded = ip;
    const email = unique("sixth");
    const state = await send(actions.contactAction, { email, message: "The sixth message of the burst." });
    expect(state).toMatchObject({ error: "tooManyRequests", errorValues: { minutes: 10 }, values: { email, message: "The sixth message of the burst.", topic: "support" } });
    expect(state.values).not.toHaveProperty("recaptcha");
    expect(await ticketsFor(email)).toBe(0);
    expect(await db.prisma.emailOutbox.count({ where: { to: email } })).toBe(0);

    const say = createTranslator({ locale: "de", messages: readMessages("de") as never, namespace: "Contact.errors" as never });
    expect(say("tooManyRequests" as never, { minutes: 10 } as never)).toMatch(/in 10 Minuten noch einmal/);

    // Another client address goes on.
    request.forwarded = "203.0.113.51";
    expect(await send(actions.contactAction, { email })).toMatchObject({ ok: true });
  });

  it("cannot be dodged with a forged X-Forwarded-For: the socket's address, appended last, is the one counted", async () => {
    const socket = "203.0.113.60";
    for (let i = 0; i < 5; i++) {
      request.forwarded = `10.0.0.${i}, ${socket}`;
      expect(await send(actions.contactAction, { email: unique(`forged${i}`) })).toMatchObject({ ok: true });
    }
    const email = unique("forged-last");
    request.forwarded = `192.0.2.250, ${socket}`;
    expect(await send(actions.contactAction, { email })).toMatchObject({ error: "tooManyRequests" });
    expect(await ticketsFor(email)).toBe(0);
  });

  it("refuses a sixth message for one address typed within a day, from any client address", async () => {
    const email = unique("inbox");
    for (const tag of ["", "+1", "+2", "", "+3"]) {
      request.forwarded = `198.51.100.${++seq % 250}`;
      expect(await send(actions.contactAction, { email: email.replace("@", `${tag}@`) })).toMatchObject({ ok: true });
    }
    request.forwarded = "192.0.2.200";
    expect(await send(actions.contactAction, { email: email.replace("@", "+4@") })).toMatchObject({ error: "tooManyRequests" });
  });

  it("answers a filled honeypot neutrally and writes nothing", async () => {
    const email = unique("bot");
    const state = await send(actions.contactAction, { email, website: "https://spam.example" });
    expect(state.ok).toBe(true);
    expect(state.detail).toBeUndefined();
    expect(state.error).toBeUndefined();
    expect(state.values).not.toHaveProperty("website");
    expect(await ticketsFor(email)).toBe(0);
    expect(await db.prisma.emailOutbox.count({ where: { to: email } })).toBe(0);
  });

  it("answers a bad address, an empty message and an unknown topic with field errors, keeping what was typed", async () => {
    const state = await send(actions.contactAction, { email: "not-an-address", message: "short", topic: "lottery" });
    expect(state).toMatchObject({ fieldErrors: { email: "emailInvalid", message: "messageTooShort", topic: "topicRequired" }, values: { email: "not-an-address", name: "Ada Lovelace" } });
    expect(state.ok).toBeUndefined();
    expect(await db.prisma.supportTicket.count({ where: { email: "not-an-address" } })).toBe(0);
  });

  it("has every error and field-error key in all three languages", () => {
    const keys = ["nameRequired", "emailInvalid", "topicRequired", "messageTooShort", "messageTooLong", "referenceTooLong", "tooManyRequests", "recaptchaFailed", "generic"];
    for (const locale of ["en", "de", "es"] as const) {
      const errors = (readMessages(locale) as { Contact: { errors: Record<string, string> } }).Contact.errors;
      for (const key of keys) expect(errors[key], `${locale} Contact.errors.${key}`).toBeTruthy();
    }
  });
});

describe("with reCAPTCHA keys set", () => {
  it("refuses a message whose token Google does not confirm, before counting or writing anything", async () => {
    vi.resetModules();
    vi.stubEnv("RECAPTCHA_SECRET_KEY", "server-secret");
    vi.stubEnv("NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "site-key");
    const verified: string[] = [];
    // Google's siteverify, answering as it does for a token it does not accept.
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      verified.push(`${url} ${String(init.body)}`);
      return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
    });
    try {
      const guarded: Actions = await import("./actions");
      const email = unique("captcha");
      const state = await send(guarded.contactAction, { email, recaptcha: "forged-token" });
      expect(state).toMatchObject({ error: "recaptchaFailed", values: { email } });
      expect(verified).toEqual([expect.stringMatching(/^https:\/\/www\.google\.com\/recaptcha\/api\/siteverify .*response=forged-token/)]);
      // Without a token at all: refused without asking Google.
      expect(await send(guarded.contactAction, { email })).toMatchObject({ error: "recaptchaFailed" });
      expect(verified).toHaveLength(1);
      expect(await ticketsFor(email)).toBe(0);
    } finally {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
