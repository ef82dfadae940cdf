import "server-only";
import nodemailer from "nodemailer";

export type OutgoingEmail = { from: string; to: string; subject: string; html: string; text: string };

/** Where mail goes. The outbox is the embedded default: the database row is the delivery. */
export interface EmailTransport {
  readonly name: "outbox" | "smtp";
  send(message: OutgoingEmail): Promise<void>;
}

/**
 * The embedded default. The outbox row keeps secret links redacted, so with `print` (EMAIL_PRINT; by
 * default in development only: a shared server's log is no place for a sign-in link) the message as
 * sent, live links included, goes to the server console: that is where a developer without SMTP, or
 * someone running scripts/start.sh on their own machine, finds a sign-in link.
 */
export function outboxTransport(options: { print: boolean; log?: (text: string) => void }): EmailTransport {
  const log = options.log ?? ((text: string) => console.info(text));
  return {
    name: "outbox",
    async send(message) {
      if (options.print) log(`[email] to ${message.to}: ${message.subject} (printed because EMAIL_PRINT is on; the outbox keeps links redacted)\n${message.text}`);
    },
  };
}

export function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}
