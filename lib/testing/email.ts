// Tests read emailed links the way a developer without SMTP does: from what the outbox transport
// prints in development, collected in a list here instead of the console (the outbox rows keep
// those links redacted); tests of the SMTP transport use a real SMTP server on loopback.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { setTransport } from "@/lib/email";
import { outboxTransport } from "@/lib/email/transport";

export type PrintedEmails = {
  /** Everything printed, oldest first: "[email] to {address}: {subject} …" and the text. */
  all: string[];
  /** The newest email printed for `to`. */
  lastTo(to: string): string;
  /** Back to the configured transport. */
  restore(): void;
};

/** Sends this process's email through the printing outbox transport until `restore()`. */
export function printEmails(): PrintedEmails {
  const all: string[] = [];
  setTransport(outboxTransport({ print: true, log: (text) => all.push(text) }));
  return {
    all,
    lastTo(to) {
      const found = all.findLast((text) => text.startsWith(`[email] to ${to}: `));
      if (found === undefined) throw new Error(`no email to ${to} was printed`);
      return found;
    },
    restore: () => setTransport(undefined),
  };
}

export type SmtpSink = {
  /** smtp://127.0.0.1:{port} */
  url: string;
  /** Every message received, oldest first: its envelope recipients and its raw text. */
  received: { to: string[]; raw: string }[];
  close(): Promise<void>;
};

/** A real SMTP server on a free loopback port that keeps what it receives (tests of the SMTP transport). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SmtpSink["received"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
