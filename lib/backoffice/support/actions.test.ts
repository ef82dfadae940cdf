// /admin/support: a reply appends the staff message and queues its email in one transaction (both or
// neither), in the ticket owner's language; status changes are audited; bad input is a field error;
// nobody but a platform admin gets anywhere.
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { createSupportTicket, replyToTicket, ticketMessages } from "@/lib/support/tickets";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { submitForm } from "@/lib/testing/actions";
import { createUser } from "@/lib/testing/fixtures";
import { findTicket, findTicketPage } from "./queries";
import { ticketQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
vi.mock("@/lib/email/queued", async (original) => ({ ...(await original<typeof import("@/lib/email/queued")>()), relayAfterCommit: () => {} }));
const { replyToTicketAction, setTicketStatusAction } = await import("./actions");

const bed = adminActionBed(request);
const rid = () => crypto.randomUUID();

async function ticket(locale: "en" | "de" = "en") {
  const owner = await createUser(bed.p, { locale });
  return { owner, ...(await createSupportTicket(bed.p, { userId: owner.id, email: owner.email, subject: "Where are my photos?", body: "I uploaded them yesterday.", locale })) };
}

describe("replyToTicketAction", () => {
  it("appends the reply and queues its email in the owner's language, audited", async () => {
    const t = await ticket("de");
    bed.as("admin");
    expect(await submitForm(replyToTicketAction, { requestId: rid(), ticketId: t.id, body: "Sie sind da!", status: "PENDING" })).toMatchObject({ ok: true });
    const row = await bed.p.supportTicket.findUniqueOrThrow({ where: { id: t.id } });
    expect(row.status).toBe("PENDING");
    expect(ticketMessages(row.messages).map((m) => [m.from, m.body])).toEqual([["user", "I uploaded them yesterday."], ["staff", "Sie sind da!"]]);
    const email = await bed.p.emailOutbox.findFirstOrThrow({ where: { to: t.owner.email, template: "support-reply" } });
    expect(email).toMatchObject({ locale: "de", subject: "Re: Where are my photos?" });
    expect(email.text).toContain("Sie sind da!");
    expect(await bed.lastAudit("support.reply", t.id)).toMatchObject({ actorId: bed.admin.id, data: { before: { status: "OPEN", messages: 1 }, after: { status: "PENDING", messages: 2 }, emailId: email.id } });
  });

  it("writes neither the message nor the email when the transaction fails", async () => {
    const t = await ticket();
    // An actor that does not exist: the audit row (last in the transaction) fails its foreign key.
    await expect(replyToTicket(bed.p, { ticketId: t.id, actorId: "nobody", body: "Lost reply" }, { relay: () => {} })).rejects.toThrow();
    expect(ticketMessages((await bed.p.supportTicket.findUniqueOrThrow({ where: { id: t.id } })).messages)).toHaveLength(1);
    expect(await bed.p.emailOutbox.count({ where: { to: t.owner.email } })).toBe(0);
  });

  it("answers an empty reply with a field error and an unknown ticket with NOT_FOUND", async () => {
    const t = await ticket();
    bed.as("admin");
    expect(await submitForm(replyToTicketAction, { requestId: rid(), ticketId: t.id, body: "   " })).toMatchObject({ fieldErrors: { body: "replyRequired" } });
    expect(await submitForm(replyToTicketAction, { requestId: rid(), ticketId: t.id, body: "Hi", status: "LOST" })).toMatchObject({ fieldErrors: { status: "badStatus" } });
    expect(await submitForm(replyToTicketAction, { requestId: rid(), ticketId: "nope", body: "Hi" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await bed.p.emailOutbox.count({ where: { to: t.owner.email } })).toBe(0);
  });

  it("writes to the account's current address; refuses a deleted account's ticket; a double submit sends one email", async () => {
    const t = await ticket();
    const moved = `moved-${t.owner.email}`;
    await bed.p.user.update({ where: { id: t.owner.id }, data: { email: moved } });
    bed.as("admin");
    const requestId = rid();
    const [a, b] = await Promise.all([
      submitForm(replyToTicketAction, { requestId, ticketId: t.id, body: "Here they are." }),
      submitForm(replyToTicketAction, { requestId, ticketId: t.id, body: "Here they are." }),
    ]);
    expect([a, b]).toMatchObject([{ ok: true }, { ok: true }]);
    expect(await bed.p.emailOutbox.count({ where: { template: "support-reply", to: moved } })).toBe(1);
    expect(await bed.p.emailOutbox.count({ where: { to: t.owner.email } })).toBe(0);
    expect(ticketMessages((await bed.p.supportTicket.findUniqueOrThrow({ where: { id: t.id } })).messages).filter((m) => m.from === "staff")).toHaveLength(1);
    // A ticket typed by someone without an account goes to the typed address.
    const guest = await createSupportTicket(bed.p, { email: "guest@example.test", subject: "Hello", body: "A question", locale: "en" });
    expect(await submitForm(replyToTicketAction, { requestId: rid(), ticketId: guest.id, body: "An answer" })).toMatchObject({ ok: true });
    expect(await bed.p.emailOutbox.count({ where: { template: "support-reply", to: "guest@example.test" } })).toBe(1);
    // A deleted account: refused, nothing queued.
    await bed.p.user.update({ where: { id: t.owner.id }, data: { deletedAt: new Date() } });
    expect(await submitForm(replyToTicketAction, { requestId: rid(), ticketId: t.id, body: "Another" })).toMatchObject({ error: "ACCOUNT_DELETED" });
    expect(await bed.p.emailOutbox.count({ where: { template: "support-reply", to: moved } })).toBe(1);
  });

  it("refuses everyone but a platform admin", async () => {
    const t = await ticket();
    const { answers, audited } = await bed.refusesEveryoneElse(replyToTicketAction, { requestId: rid(), ticketId: t.id, body: "Hi" });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect(await bed.p.emailOutbox.count({ where: { to: t.owner.email } })).toBe(0);
  });
});

describe("setTicketStatusAction", () => {
  it("changes the status with an audit row; the list filters by it", async () => {
    const t = await ticket();
    bed.as("admin");
    expect(await submitForm(setTicketStatusAction, { ticketId: t.id, status: "CLOSED" })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("support.status", t.id)).toMatchObject({ data: { before: { status: "OPEN" }, after: { status: "CLOSED" } } });
    const closed = await findTicketPage(bed.p, ticketQuery.parse({ status: "CLOSED", q: t.owner.email }));
    expect(closed.items.map((i) => i.id)).toEqual([t.id]);
    expect((await findTicketPage(bed.p, ticketQuery.parse({ status: "OPEN", q: t.owner.email }))).items).toEqual([]);
    expect((await findTicket(bed.p, t.id))?.messages).toHaveLength(1);
  });

  it("refuses everyone but a platform admin", async () => {
    const t = await ticket();
    const { answers, audited } = await bed.refusesEveryoneElse(setTicketStatusAction, { ticketId: t.id, status: "CLOSED" });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
  });
});
