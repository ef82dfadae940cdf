import nodemailer from "nodemailer";

export type OutgoingEmail = { from: string; to: string; subject: string; html: string; text: string };

/** Where mail goes. The outbox is the embedded default: the database row is the delivery. */
export interface EmailTransport {
  readonly name: "outbox" | "smtp";
  send(message: OutgoingEmail): Promise<void>;
}

export const outboxTransport: EmailTransport = {
  name: "outbox",
  async send() {},
};

export function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}
