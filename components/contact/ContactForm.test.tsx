// The contact form as the browser first gets it, for each answer of its action: a refusal in the
// visitor's language with what they typed still in the fields, field errors beside their fields,
// the confirmation with the reference, and a honeypot no person sees or tabs into.
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { ActionState } from "@/lib/http/action";
import { readMessages } from "@/lib/i18n/message-files";

const answer = vi.hoisted(() => ({ state: {} as ActionState }));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), useActionState: () => [answer.state, () => {}, false] }));
vi.mock("@/lib/support/actions", () => ({ contactAction: async () => ({}) }));
vi.mock("@/i18n/link", () => ({ Link: () => null }));
// reCAPTCHA is loaded lazily and only with a key (none here).
vi.mock("next/dynamic", () => ({ default: () => () => null }));

const { ContactForm } = await import("./ContactForm");

const TOPICS = ["sales", "support", "privacy", "press", "other"];
const render = (state: ActionState, locale: "en" | "de" = "en") => {
  answer.state = state;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">
      <ContactForm recaptcha={null} answerTime={locale === "de" ? "1 Werktag" : "1 business day"} topics={TOPICS} />
    </NextIntlClientProvider>,
  ).replace(/&#x27;/g, "'");
};

describe("the contact form", () => {
  it("shows a refusal in the visitor's language and keeps what was typed", () => {
    const html = render({ error: "tooManyRequests", errorValues: { minutes: 8 }, values: { name: "Ada", email: "ada@example.test", topic: "press", message: "Eine Frage zur Presse.", reference: "ORG-7" } }, "de");
    expect(html).toContain("Bitte versuch es in 8 Minuten noch einmal");
    expect(html).toContain('value="Ada"');
    expect(html).toContain('value="ada@example.test"');
    expect(html).toContain('value="ORG-7"');
    expect(html).toContain("Eine Frage zur Presse.</textarea>");
    expect(html).toMatch(/<option value="press" selected="">Presse<\/option>/);
  });

  it("puts each field error beside its field", () => {
    const html = render({ fieldErrors: { email: "emailInvalid", message: "messageTooShort" }, values: { email: "nope" } });
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Please write at least 10 characters.");
    expect(html).toMatch(/name="email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="email"/);
  });

  it("confirms a sent message with its reference and the answer time", () => {
    const html = render({ ok: true, detail: "cm123reference", values: { email: "ada@example.test" } });
    expect(html).toContain("Your reference: cm123reference");
    expect(html).toContain("We answer within 1 business day.");
    expect(html).not.toContain('name="message"');
  });

  it("keeps the honeypot off screen, out of the tab order and away from assistive technology", () => {
    const html = render({});
    const trap = /<div aria-hidden="true" class="absolute -left-\[10000px\][^"]*"><label>[^<]*(<input [^>]*>)<\/label><\/div>/.exec(html)?.[1] ?? "";
    expect(trap).toContain('name="website"');
    expect(trap).toContain('tabindex="-1"');
    expect(trap).toMatch(/autocomplete="off"/i);
    for (const topic of TOPICS) expect(html).toContain(`<option value="${topic}">`);
  });
});
