// Tests read emailed links the way a developer without SMTP does: from what the outbox transport
// prints in development, collected in a list here instead of the console. The outbox rows keep
// those links redacted.
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
