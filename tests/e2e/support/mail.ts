import { expect } from "@playwright/test";

const SINK = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 3199}`;

type Mail = { to: string[]; raw: string; receivedAt: number };

/** Undoes quoted-printable soft breaks and escapes so links in a raw message can be read. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${SINK}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as Mail[];
}

/** Waits for an email to `address` whose text holds a link to `path` (e.g. "/auth/verify") and returns that link (its `next` included). */
export async function linkFromEmail(address: string, path: string, after = 0): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(address)).filter((m) => m.receivedAt >= after).reverse()) {
          const text = decodeQuotedPrintable(mail.raw);
          // The token, and the page the link sends the person on to (`next`), when it has one.
          const match = text.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+(?:&(?:amp;)?next=[^\\s"<>&]+)?`));
          if (match) {
            link = match[0].replace("&amp;", "&");
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an email to ${address} with a ${path} link` },
    )
    .toBe(true);
  return link;
}

export async function subjectsTo(address: string): Promise<string[]> {
  return (await mailsTo(address)).map((m) => /^Subject: (.*)$/m.exec(decodeQuotedPrintable(m.raw))?.[1] ?? "");
}

/** Waits for an email to `address` (received at or after `after`) with a link matching `pattern`; returns the first such link. */
export async function linkInEmail(address: string, pattern: RegExp, after = 0): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(address)).filter((m) => m.receivedAt >= after).reverse()) {
          const match = decodeQuotedPrintable(mail.raw).match(pattern);
          if (match) {
            link = match[0].replace(/&amp;/g, "&");
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an email to ${address} with a link matching ${pattern}` },
    )
    .toBe(true);
  return link;
}
